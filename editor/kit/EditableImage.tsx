import { useLayoutEffect, useState } from 'react';
import { srcSetFor, uploadVariants } from '../../model/images';
import { isValidImageUrl } from '../../model/rules';
import type { ImageProps } from '../../templates/kit';
import { ImageUploader } from '../upload/ImageUploader';
import { clearOfWordsIn, fitsInside, leavesWindow, rowSize, usePlacement } from './placement';
import { useSectionActive } from './activeSection';
import { usePlaceLabel, useSampleKind, useSectionInfo, useSectionWriter } from './SectionContext';
import { SampleBadge } from './SampleBadge';

/**
 * Over the image when they fit in it; beside a small one (an avatar, a logo) in one row, under it
 * or else above it, wherever they cover none of the words around it (a client's name under a logo),
 * right-aligned near the window's edge; over the picture when words are on both sides.
 */
type Placement = 'inside' | 'below' | 'below-end' | 'above' | 'above-end';
function placeControls(image: HTMLElement, controls: HTMLElement): Placement {
  // Not laid out (off screen, or a document without layout): nothing to measure against yet.
  if (!image.offsetWidth && !image.offsetHeight) return 'inside';
  if (fitsInside(image, controls)) return 'inside';
  const end = leavesWindow(image, controls);
  const box = image.getBoundingClientRect();
  const { width, height } = rowSize(controls);
  const left = end ? box.right - width : box.left;
  const around = image.closest<HTMLElement>('.fb-item, .fb-section') ?? image;
  if (clearOfWordsIn(around, controls, { left, top: box.bottom, width, height }))
    return end ? 'below-end' : 'below';
  if (clearOfWordsIn(around, controls, { left, top: box.top - height, width, height }))
    return end ? 'above-end' : 'above';
  // Words on both sides: over the picture itself, wider than it but covering only it.
  return 'inside';
}

/** An image with its replace and remove controls; an empty one is a slot to upload into. */
export function EditableImage({
  path,
  src,
  alt,
  className,
  sizes,
  loading = 'lazy',
  width,
  height,
}: ImageProps) {
  const section = useSectionInfo();
  const sample = useSampleKind(path, src);
  const active = useSectionActive();
  const shown = src && isValidImageUrl(src) ? src : undefined;
  // As on the published page (templates/kit.tsx): lazy, sized before it loads, the variant that fits.
  const largest = uploadVariants(shown)?.at(-1);
  const [box, setBox] = useState<HTMLElement | null>(null);
  const describedBy = sample ? section?.sampleNoteId : undefined;

  return (
    <span
      ref={setBox}
      className={`fb-image${shown ? '' : ' fb-image--empty'}`}
      data-path={path}
      data-sample={sample}
    >
      {shown ? (
        <img
          src={shown}
          srcSet={srcSetFor(shown)}
          sizes={largest ? (sizes ?? '100vw') : undefined}
          alt={alt}
          className={className}
          loading={loading}
          decoding="async"
          width={width ?? largest?.width}
          height={height ?? largest?.height}
          aria-describedby={describedBy}
        />
      ) : (
        <span className="fb-image-placeholder">No image yet</span>
      )}
      {sample && <SampleBadge />}
      {/* An empty slot always shows its upload button: it is what the slot is for. */}
      {(active || !shown) && (
        <ImageControls path={path} shown={shown} box={box} describedBy={describedBy} />
      )}
    </span>
  );
}

/** Replace and remove, placed over the image or under a small one. */
function ImageControls({
  path,
  shown,
  box,
  describedBy,
}: {
  path: string;
  shown: string | undefined;
  box: HTMLElement | null;
  describedBy: string | undefined;
}) {
  const write = useSectionWriter();
  const label = usePlaceLabel(path);
  const [controls, setControls] = useState<HTMLElement | null>(null);
  const placement = usePlacement(box, controls, 'inside', placeControls);
  const uploadName = `${shown ? 'Replace' : 'Upload'} ${label}`;

  // The uploader's button shows a short word ("Replace image"); screen readers hear which image.
  useLayoutEffect(() => {
    const button = controls?.querySelector('[data-upload-state] > .uploader-button');
    if (!button) return;
    button.setAttribute('aria-label', uploadName);
    if (describedBy) button.setAttribute('aria-describedby', describedBy);
    else button.removeAttribute('aria-describedby');
  }, [controls, uploadName, describedBy]);

  return (
    <span
      ref={setControls}
      className={`fb-image-controls${placement === 'inside' ? '' : ` fb-image-controls--${placement}`}`}
    >
      <ImageUploader
        label={shown ? 'Replace image' : 'Upload image'}
        onUploaded={(image) => write(path, image.url)}
      />
      {shown && (
        <button
          type="button"
          className="uploader-button"
          aria-label={`Remove ${label}`}
          onClick={() => write(path, '')}
        >
          Remove
        </button>
      )}
    </span>
  );
}
