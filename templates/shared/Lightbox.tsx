import { useEffect, useLayoutEffect, useRef } from 'react';
import './lightbox.css';

export type LightboxImage = { src: string; caption?: string; alt: string };

type Props = {
  images: LightboxImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/**
 * A full-screen viewer: arrow keys move between images, Escape closes, and focus goes back to what
 * opened it.
 */
export function Lightbox({ images, index, onIndexChange, onClose }: Props) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const image = images[index];
  const count = images.length;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  // The image the keys last asked for: a second press can come before the first one's re-render.
  const asked = useRef(index);
  useLayoutEffect(() => {
    asked.current = index;
  }, [index]);

  // Listening from the moment it shows: a key pressed at once must count (Preact runs effects later).
  useLayoutEffect(() => {
    const go = (next: number) => {
      asked.current = next;
      onIndexChange(next);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowRight') go((asked.current + 1) % count);
      else if (event.key === 'ArrowLeft') go((asked.current - 1 + count) % count);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count, onClose, onIndexChange]);

  if (!image) return null;
  return (
    <div
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-label="Image viewer"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <figure className="lightbox-figure">
        <img src={image.src} alt={image.alt} className="lightbox-image" />
        <figcaption className="lightbox-caption">
          <span>{image.caption}</span>
          <span className="lightbox-count">
            {index + 1} / {count}
          </span>
        </figcaption>
      </figure>
      {count > 1 && (
        <>
          <button
            type="button"
            className="lightbox-nav lightbox-prev"
            aria-label="Previous image"
            onClick={() => onIndexChange((index - 1 + count) % count)}
          >
            ←
          </button>
          <button
            type="button"
            className="lightbox-nav lightbox-next"
            aria-label="Next image"
            onClick={() => onIndexChange((index + 1) % count)}
          >
            →
          </button>
        </>
      )}
      <button
        ref={closeButton}
        type="button"
        className="lightbox-close"
        aria-label="Close image viewer"
        onClick={onClose}
      >
        ×
      </button>
    </div>
  );
}
