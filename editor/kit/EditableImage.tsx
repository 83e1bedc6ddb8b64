import { useLayoutEffect, useState } from 'react';
import { srcSetFor, uploadVariants } from '../../model/images';
import { isValidImageUrl } from '../../model/rules';
import type { ImageProps } from '../../templates/kit';
import { ImageUploader } from '../upload/ImageUploader';
import { fitsInside, leavesWindow, usePlacement } from './placement';
import { useSectionActive } from './activeSection';
import { usePlaceLabel, useSampleKind, useSectionInfo, useSectionWriter } from './SectionContext';
import { SampleBadge } from './SampleBadge';

/** Over the image's corner when they fit in it; under a small one (an avatar), in one row. */
type Placement = 'inside' | 'below' | 'below-end';
const placeControls = (image: HTMLElement, controls: HTMLElement): Placement =>
  fitsInside(image, controls) ? 'inside' : leavesWindow(image, controls) ? 'below-end' : 'below';

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
          sizes={largest ? (sizes ?? '100vw') : sizes}
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
