import { useId, useRef, useState } from 'react';
import type { UploadAnswer } from '../../model/images';
import { planMultiUpload } from './rules';
import { UploadError, uploadImage } from './uploadImage';

/** Uploads sent at once: under the server's per-user limit, leaving room for a single upload. */
const AT_ONCE = 3;
/** How long one image may keep being turned away (429) before it counts as failed. */
const MAX_WAIT_MS = 180_000;

/** One image, tried again whenever the server says it is busy and how long to wait. */
async function uploadPaced(file: File, onProgress: (fraction: number) => void) {
  const started = Date.now();
  for (;;) {
    try {
      return await uploadImage(file, { onProgress });
    } catch (error) {
      const busy = error instanceof UploadError && error.status === 429;
      const wait = Math.min(((error as UploadError).retryAfter ?? 3) * 1000, 60_000);
      if (!busy || Date.now() + wait - started > MAX_WAIT_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
import { UploadControls, type UploadState } from './ImageUploader';

type Props = {
  /** The list's current image URLs; empty strings are empty slots. */
  slots: string[];
  maxImages?: number;
  /** Called once per uploaded image with the slot it belongs in (past the end appends). */
  onUploaded: (index: number, image: UploadAnswer) => void;
  label?: string;
};

/** Several images at once into an image list, by the spec's slot rules (section 5). */
export function MultiImageUploader({ slots, maxImages, onUploaded, label = 'Add images' }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);

  async function upload(files: File[]) {
    const plan = planMultiUpload(slots, files, maxImages);
    setNotice(plan.message);
    if (plan.assignments.length === 0) {
      if (plan.message) setState({ status: 'failed', message: plan.message });
      return;
    }
    const progress = plan.assignments.map(() => 0);
    const report = () =>
      setState({
        status: 'uploading',
        progress: progress.reduce((sum, value) => sum + value, 0) / progress.length,
      });
    report();
    // A few at a time, each placed as soon as it lands: sixty photographs never hit the server's
    // per-user limit at once, and one refused image does not lose the others.
    const failures: Error[] = [];
    let next = 0;
    const worker = async () => {
      while (next < plan.assignments.length) {
        const n = next++;
        const { file, index } = plan.assignments[n]!;
        try {
          const image = await uploadPaced(file as File, (fraction) => {
            progress[n] = fraction;
            report();
          });
          onUploaded(index, image);
        } catch (error) {
          progress[n] = 1;
          failures.push(error as Error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, plan.assignments.length) }, worker));
    if (failures.length === 0) return setState({ status: 'done' });
    const total = plan.assignments.length;
    setState({
      status: 'failed',
      message:
        failures.length === total
          ? `Failed to upload images: ${failures[0]!.message}`
          : `Failed to upload ${failures.length} of ${total} images: ${failures[0]!.message}`,
    });
  }

  return (
    <div className="multi-uploader" data-upload-state={state.status}>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        hidden
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) void upload(files);
        }}
      />
      <UploadControls label={label} state={state} onPick={() => input.current?.click()} />
      {state.status !== 'failed' && notice && <p className="uploader-notice">{notice}</p>}
    </div>
  );
}
