import { useState } from 'react';
import {
  isValidImageUrl,
  Lightbox,
  newId,
  Scroller,
  useKit,
  type SectionProps,
} from '@folio/template-sdk';
import type { GalleryContent, GalleryImage } from '../content';
import { SectionHeading } from './SectionHeading';

export function Gallery({ id, content, layout }: SectionProps<GalleryContent>) {
  const { Text, Image, List, mode } = useKit();
  const [open, setOpen] = useState<number | null>(null);
  const images = content.images ?? [];
  const viewable = images.filter((image) => image.src && isValidImageUrl(image.src));

  return (
    <section className={`ech-section ech-gallery ech-gallery--${layout}`}>
      <SectionHeading value={content.heading} fallback="Gallery" />
      <Scroller
        carousel={layout === 'carousel'}
        label={content.heading || 'Gallery'}
        className="ech-carousel"
      >
        <List
          path="images"
          items={images}
          itemKey={(image) => image.id}
          itemLabel="image"
          uploadField="src"
          newItem={(): GalleryImage => ({ id: newId('image'), src: '', caption: '', meta: '' })}
          className="ech-gallery-grid"
          renderItem={(image, _index, itemPath) => {
            const picture = (
              <Image
                path={`${itemPath}.src`}
                src={image.src}
                alt={image.caption || 'Gallery image'}
                className="ech-cover"
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              />
            );
            const viewIndex = viewable.indexOf(image);
            return (
              <figure className="ech-gallery-item">
                {mode === 'view' && viewIndex >= 0 ? (
                  <button
                    type="button"
                    data-lightbox={id}
                    data-caption={[image.caption, image.meta].filter(Boolean).join(' — ')}
                    className="ech-gallery-open"
                    aria-label={`Open ${image.caption || 'image'} full screen`}
                    onClick={() => setOpen(viewIndex)}
                  >
                    {picture}
                  </button>
                ) : (
                  <div className="ech-gallery-frame">{picture}</div>
                )}
                <figcaption>
                  <Text
                    path={`${itemPath}.caption`}
                    value={image.caption}
                    className="ech-strong"
                    placeholder="Caption"
                  />
                  <Text
                    path={`${itemPath}.meta`}
                    value={image.meta}
                    className="ech-muted"
                    placeholder="Details"
                  />
                </figcaption>
              </figure>
            );
          }}
        />
      </Scroller>
      {open !== null && (
        <Lightbox
          images={viewable.map((image) => ({
            src: image.src,
            caption: [image.caption, image.meta].filter(Boolean).join(' — '),
            alt: image.caption || 'Gallery image',
          }))}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
