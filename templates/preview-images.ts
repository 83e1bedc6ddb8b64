// A template ships one gallery picture (templates/<id>/assets/preview.jpg, 1280×800); the build
// derives WebP copies at these widths beside it, so a phone downloads a fraction of the JPEG.

export const PREVIEW_WIDTHS = [480, 800, 1280] as const;

const RASTER = /\.(jpe?g|png)$/i;

/** The derived WebP's address for one width: /templates/x/preview.jpg → /templates/x/preview-480.webp. */
export const previewVariantUrl = (preview: string, width: number) =>
  preview.replace(RASTER, `-${width}.webp`);

/** The srcset of a raster preview's WebP copies; undefined for a vector preview, which scales itself. */
export function previewSrcSet(preview: string): string | undefined {
  if (!RASTER.test(preview)) return undefined;
  return PREVIEW_WIDTHS.map((width) => `${previewVariantUrl(preview, width)} ${width}w`).join(', ');
}

/** How wide a gallery card shows the picture (src/styles/global/template-gallery.css .gallery-grid), for `sizes`. */
export const GALLERY_CARD_SIZES = '(min-width: 1180px) 380px, (min-width: 800px) 50vw, 100vw';
