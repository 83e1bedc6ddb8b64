import { useState } from 'react';
import { isValidImageUrl } from '../../model/rules';
import type { ImageProps } from '../../templates/kit';
import { ImageUploader } from '../upload/ImageUploader';
import { fitsInside, leavesWindow, usePlacement } from './placement';
import { useSectionWriter } from './SectionContext';

/** Over the image's corner when they fit in it; under a small one (an avatar), in one row. */
type Placement = 'inside' | 'below' | 'below-end';
const placeControls = (image: HTMLElement, controls: HTMLElement): Placement =>
  fitsInside(image, controls) ? 'inside' : leavesWindow(image, controls) ? 'below-end' : 'below';

/** An image with its replace and remove controls; an empty one is a slot to upload into. */
export function EditableImage({ path, src, alt, className, sizes, width, height }: ImageProps) {
  const write = useSectionWriter();
  const shown = src && isValidImageUrl(src) ? src : undefined;
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [controls, setControls] = useState<HTMLElement | null>(null);
  const placement = usePlacement(box, controls, 'inside', placeControls);
  return (
    <span ref={setBox} className={`fb-image${shown ? '' : ' fb-image--empty'}`} data-path={path}>
      {shown ? (
        <img
          src={shown}
          alt={alt}
          className={className}
          sizes={sizes}
          width={width}
          height={height}
        />
      ) : (
        <span className="fb-image-placeholder">No image yet</span>
      )}
      <span
        ref={setControls}
        className={`fb-image-controls${placement === 'inside' ? '' : ` fb-image-controls--${placement}`}`}
      >
        <ImageUploader
          label={shown ? 'Replace image' : 'Upload image'}
          onUploaded={(image) => write(path, image.url)}
        />
        {shown && (
          <button type="button" className="uploader-button" onClick={() => write(path, '')}>
            Remove
          </button>
        )}
      </span>
    </span>
  );
}
