import { isValidImageUrl } from '../../model/rules';
import type { ImageProps } from '../../templates/kit';
import { ImageUploader } from '../upload/ImageUploader';
import { useSectionWriter } from './SectionContext';

/** An image with its replace and remove controls; an empty one is a slot to upload into. */
export function EditableImage({ path, src, alt, className, sizes, width, height }: ImageProps) {
  const write = useSectionWriter();
  const shown = src && isValidImageUrl(src) ? src : undefined;
  return (
    <span className={`fb-image${shown ? '' : ' fb-image--empty'}`} data-path={path}>
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
      <span className="fb-image-controls">
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
