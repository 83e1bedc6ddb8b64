import type { ViteDevServer } from 'vite';
import { freePort } from '../../scripts/support/server-process';
import { PREVIEW_PAGE, startPreview } from '../../scripts/template-kit/preview';
import { listTemplates } from '../../templates';
import { declarationOf } from '../../templates/theme';
import { expect, test } from './fixtures';

// `npm run template:preview`: every section of a template in every layout, at 375, 768 and 1280 px,
// in the palette picked, with the check's findings, on a Vite dev server of its own.

let server: ViteDevServer;
let origin: string;
test.beforeAll(async () => {
  server = await startPreview(await freePort());
  origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
});
test.afterAll(async () => server?.close());

test("template:preview draws every section of every template in every layout at three widths, in the palette picked, with the check's verdict (one Vite dev server, templates in turn; one template's frames drawn)", async ({
  page,
}) => {
  test.setTimeout(240_000);
  for (const template of listTemplates())
    await test.step(template.id, async () => {
      await page.goto(`${origin}${PREVIEW_PAGE}?template=${template.id}`);
      // The findings themselves first: a failure prints what the check found, not only its count.
      const findings = await fetch(`${origin}/__template-check?template=${template.id}`);
      expect(await findings.json()).toEqual({ problems: [] });
      await expect(page.getByRole('status')).toHaveText('The check finds nothing to fix.', {
        timeout: 60_000,
      });
      const rows = Object.values(template.sections).flatMap((definition) =>
        definition.variants?.length
          ? definition.variants.map((variant) => `${definition.title}, ${variant.name}`)
          : [definition.title],
      );
      await expect(page.getByRole('region')).toHaveCount(rows.length);
      for (const name of rows) {
        const frames = page.getByRole('region', { name, exact: true }).locator('iframe');
        await expect(frames).toHaveCount(3);
        for (const [index, width] of [375, 768, 1280].entries())
          await expect(frames.nth(index)).toHaveAttribute('title', `${name} at ${width} px`);
      }

      // Drawing frames is the slow part (each is the app in development): the first template's
      // show that frames draw their section and follow the palette.
      if (template !== listTemplates()[0]) return;
      // The first row's phone frame draws its section in the template's Frame.
      const [type] = Object.keys(template.sections);
      const first = page.frameLocator('iframe').first();
      await expect(first.locator(`[data-section="${type}"]`)).toBeVisible({ timeout: 60_000 });

      // Another palette redraws the frames in its colours.
      const [own, other] = declarationOf(template).palettes;
      if (!own || !other) return;
      const root = first.locator(`.${template.rootClass}`).first();
      const background = () =>
        root.evaluate((element) => getComputedStyle(element).backgroundColor);
      const before = await background();
      await page.getByLabel('Palette').selectOption(other.id);
      await expect(page.locator('iframe').first()).toHaveAttribute(
        'src',
        new RegExp(`palette=${other.id}`),
      );
      if (own.colors.background !== other.colors.background)
        await expect.poll(background, { timeout: 30_000 }).not.toBe(before);
    });
});
