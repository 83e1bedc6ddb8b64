import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listTemplates } from '../../templates';
import { renderCanvas } from './support/canvas';

afterEach(cleanup);

// The builder's pictures are valid HTML: `sizes` means nothing without a `srcset`, and the validator
// refuses it (a template's sample pictures are single files; an upload brings its sizes).
describe("the builder's pictures", () => {
  it.each(listTemplates().map((template) => [template.id, template] as const))(
    'carry sizes only beside a srcset in %s',
    (_id, template) => {
      const { container } = renderCanvas(template);
      const pictures = [...container.querySelectorAll('img')];
      expect(pictures.length).toBeGreaterThan(0);
      const stray = pictures.filter(
        (picture) => picture.hasAttribute('sizes') && !picture.hasAttribute('srcset'),
      );
      expect(stray.map((picture) => picture.getAttribute('src'))).toEqual([]);
    },
  );
});
