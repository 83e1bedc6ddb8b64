import { DEFAULT_MAX_GALLERY_IMAGES, MAX_IMAGE_BYTES } from '../../model/constants';
import { UPLOAD_MESSAGES } from '../../model/images';

/** The spec's message for a file the single uploader cannot take, or null (section 5). */
export function singleFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return UPLOAD_MESSAGES.notImage;
  if (file.size >= MAX_IMAGE_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

export type MultiUploadPlan<F> = {
  /** Which file goes into which slot of the list (an index past the end appends). */
  assignments: Array<{ file: F; index: number }>;
  /** Why some files were left out, if they were. */
  message: string | null;
};

/**
 * Where picked files go in an image list (spec section 5): filled slots count towards maxImages,
 * empty slots are filled first, then new slots are added, and extra files are dropped.
 */
export function planMultiUpload<F extends Pick<File, 'type' | 'size'>>(
  slots: Array<string | undefined>,
  files: F[],
  maxImages = DEFAULT_MAX_GALLERY_IMAGES,
): MultiUploadPlan<F> {
  if (files.some((file) => !file.type.startsWith('image/'))) {
    return { assignments: [], message: UPLOAD_MESSAGES.notImages };
  }
  const tooBig = files.find((file) => file.size >= MAX_IMAGE_BYTES);
  if (tooBig) return { assignments: [], message: UPLOAD_MESSAGES.tooLarge };

  const empty = slots.flatMap((src, index) => (src ? [] : [index]));
  const filled = slots.length - empty.length;
  const room = Math.max(0, maxImages - filled);
  const targets = [
    ...empty,
    ...Array.from({ length: Math.max(0, room - empty.length) }, (_, n) => slots.length + n),
  ].slice(0, room);
  const assignments = files
    .slice(0, targets.length)
    .map((file, n) => ({ file, index: targets[n]! }));
  return {
    assignments,
    message: files.length > assignments.length ? UPLOAD_MESSAGES.maxReached(maxImages) : null,
  };
}
