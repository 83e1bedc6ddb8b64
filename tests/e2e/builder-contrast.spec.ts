import type { Page } from '@playwright/test';
import { listTemplates } from '../../templates';
import { expect, openNewPortfolioByApi, signedUpByApi, test } from './fixtures';

// The builder's controls on the page (section toolbars, item controls, layout choices, upload
// buttons) keep their own colours on every palette: against the page behind them, their fill or
// their ring reaches 3:1 (WCAG's contrast for controls), on light and dark palettes alike.
const MINIMUM = 3;

/** Each control that falls short: where, and its best contrast with the page behind it. */
function faintControls(page: Page, minimum: number) {
  return page.evaluate(async (minimum) => {
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const linear = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
    };
    const contrast = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    /** `color` with its alpha laid over the opaque `under`. */
    const over = (color: number[], under: number[]) => {
      const alpha = color[3] ?? 1;
      return [0, 1, 2].map((i) => color[i]! * alpha + under[i]! * (1 - alpha));
    };
    /** The opaque colour behind an element: the nearest ancestor's background, laid over white. */
    const behind = (element: Element): number[] => {
      const layers: number[][] = [];
      for (let at = element.parentElement; at; at = at.parentElement) {
        const color = channels(getComputedStyle(at).backgroundColor);
        if ((color[3] ?? 1) > 0) layers.push(color);
        if ((color[3] ?? 1) === 1) break;
      }
      return layers.reduceRight((under, layer) => over(layer, under), [255, 255, 255]);
    };
    const found: string[] = [];
    // Each section in turn, its item and image controls mounted by the focus in its toolbar.
    for (const section of document.querySelectorAll('.fb-canvas .fb-section')) {
      section
        .querySelector<HTMLElement>('.fb-section-toolbar select')!
        .focus({ preventScroll: true });
      await new Promise((done) => requestAnimationFrame(done));
      const controls = section.querySelectorAll<HTMLElement>(
        ':is(.fb-section-toolbar, .fb-item-controls, .fb-layout-choices, .uploader-button)',
      );
      for (const control of controls) {
        const style = getComputedStyle(control);
        const page = behind(control);
        const fill = over(channels(style.backgroundColor), page);
        // A ring is a box-shadow with no offset or blur: "rgb(...) 0px 0px 0px 1px".
        const ring = /(rgba?\([^)]*\)) 0px 0px 0px [1-9]/.exec(style.boxShadow)?.[1];
        const best = Math.max(
          contrast(fill, page),
          ring ? contrast(over(channels(ring), page), page) : 0,
        );
        if (best < minimum)
          found.push(`${section.id} ${control.className.split(' ')[0]} ${best.toFixed(2)}:1`);
      }
    }
    return [...new Set(found)];
  }, minimum);
}

for (const template of listTemplates()) {
  test(`${template.name} (${template.id}): the builder's controls on the page stand out on every palette`, async ({
    page,
  }) => {
    const designer = await signedUpByApi(page, 'Cora Contrast');
    await openNewPortfolioByApi(page, designer, template.id);
    const palettes = template.theme?.palettes ?? [];
    expect(await faintControls(page, MINIMUM), `${template.id}, its own look`).toEqual([]);
    if (palettes.length === 0) return;
    await page.getByRole('button', { name: 'Style', exact: true }).click();
    const panel = page.getByRole('complementary', { name: 'Style' });
    for (const palette of palettes) {
      await panel.getByRole('button', { name: palette.name, exact: true }).click();
      await expect(panel.getByRole('button', { name: palette.name, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(await faintControls(page, MINIMUM), `${template.id}, ${palette.name}`).toEqual([]);
    }
  });
}
