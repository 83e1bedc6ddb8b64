import { useState } from 'react';
import {
  isValidImageUrl,
  Lightbox,
  newId,
  Scroller,
  useKit,
  type SectionProps,
} from '@folio/template-sdk';
import type { GalleryContent, Photo } from '../content';

/** Edge to edge in a rhythm of wide, tall and panoramic frames (the wall), a grid, or a carousel. */
export function Gallery({ id, content, layout }: SectionProps<GalleryContent>) {
  const { Text, Image, List, mode } = useKit();
  const [open, setOpen] = useState<number | null>(null);
  const photos = content.images ?? [];
  const viewable = photos.filter((photo) => photo.src && isValidImageUrl(photo.src));
  return (
    <section className={`lum-gallery lum-gallery--${layout}`}>
      <div className="lum-gallery-head">
        <Text
          path="heading"
          value={content.heading}
          as="h2"
          className="lum-title"
          placeholder="Work"
        />
        <p className="lum-count">
          {photos.length} {photos.length === 1 ? 'photograph' : 'photographs'}
        </p>
      </div>
      <Scroller
        carousel={layout === 'carousel'}
        label={content.heading || 'Photographs'}
        className="lum-carousel"
      >
        <List
          path="images"
          items={photos}
          itemKey={(photo) => photo.id}
          itemLabel="photograph"
          uploadField="src"
          newItem={(): Photo => ({ id: newId('photo'), src: '', caption: '', meta: '' })}
          className="lum-wall"
          renderItem={(photo, _index, itemPath) => {
            const viewIndex = viewable.indexOf(photo);
            const picture = (
              <Image
                path={`${itemPath}.src`}
                src={photo.src}
                alt={photo.caption || 'Photograph'}
                className="lum-cover"
                sizes="(min-width: 1024px) 50vw, 100vw"
              />
            );
            return (
              <figure className="lum-frame">
                {mode === 'view' && viewIndex >= 0 ? (
                  <button
                    type="button"
                    data-lightbox={id}
                    data-caption={[photo.caption, photo.meta].filter(Boolean).join(' · ')}
                    className="lum-open"
                    aria-label={`View ${photo.caption || 'photograph'} full screen`}
                    onClick={() => setOpen(viewIndex)}
                  >
                    {picture}
                  </button>
                ) : (
                  <div className="lum-open">{picture}</div>
                )}
                <figcaption className="lum-caption">
                  <Text path={`${itemPath}.caption`} value={photo.caption} placeholder="Title" />
                  <Text
                    path={`${itemPath}.meta`}
                    value={photo.meta}
                    className="lum-caption-meta"
                    placeholder="Place, year"
                  />
                </figcaption>
              </figure>
            );
          }}
        />
      </Scroller>
      {open !== null && (
        <Lightbox
          images={viewable.map((photo) => ({
            src: photo.src,
            alt: photo.caption || 'Photograph',
            caption: [photo.caption, photo.meta].filter(Boolean).join(' · '),
          }))}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
