// @vitest-environment node
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { previewVariants } from '../../scripts/template-assets';
import { listTemplates } from '../../templates';
import { PREVIEW_WIDTHS, previewSrcSet, previewVariantUrl } from '../../templates/preview-images';

const variants = previewVariants(process.cwd());

describe('template gallery pictures', () => {
  it.each(listTemplates().map((template) => [template.id, template.preview] as const))(
    'the build makes WebP copies of %s’s preview, each smaller than the JPEG',
    async (_id, preview) => {
      const jpeg = readFileSync(`templates/${preview.split('/')[2]}/assets/preview.jpg`);
      for (const width of PREVIEW_WIDTHS) {
        const variant = variants.find((made) => made.url === previewVariantUrl(preview, width));
        expect(variant, `${width} px copy`).toBeDefined();
        const body = await variant!.make();
        const meta = await sharp(body).metadata();
        expect([meta.format, meta.width]).toEqual(['webp', width]);
        expect(body.length).toBeLessThan(jpeg.length);
      }
    },
  );

  it('leaves a vector preview alone: it scales itself', () => {
    expect(previewSrcSet('/templates/new/preview.svg')).toBeUndefined();
  });
});
