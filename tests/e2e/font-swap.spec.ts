import { listTemplates } from '../../templates';
import { expect, portfolioByApi, publishedByApi, signedUpByApi, test } from './fixtures';

// A template's web fonts arrive after the page is first painted in their metric-matched stand-ins
// (font-display: swap): when they swap in, the page may not move by as much as Lighthouse shows
// (CLS to three places: 0.000). A stand-in is sized like its face's text, not exactly like each
// word: Atelier's menu button moves by 0.0003 at 375px. A width in ch moves more (the stand-in's
// figures are narrower): Source's and Atelier's hero titles, 17ch wide, wrapped otherwise at 1280px.
for (const template of listTemplates()) {
  test(`${template.name} (${template.id}): the page holds still when its fonts arrive after the first paint, at 375 and 1280px`, async ({
    page,
    browser,
  }) => {
    const designer = await signedUpByApi(page, 'Fay Fonts');
    const portfolio = await portfolioByApi(page, designer, template.id);
    const slug = await publishedByApi(page, designer, portfolio.id);
    for (const width of [375, 1280]) {
      const visitor = await browser.newPage({ viewport: { width, height: 800 } });
      await visitor.addInitScript(() => {
        const shifts: Array<{ value: number; moved: string[] }> = [];
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{
            value: number;
            sources: Array<{ node?: Node }>;
          }>) {
            shifts.push({
              value: entry.value,
              moved: entry.sources.map(({ node }) =>
                node instanceof Element
                  ? `${node.tagName.toLowerCase()}.${node.className}`
                  : String(node?.textContent ?? '').slice(0, 40),
              ),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const held: string[] = [];
      await visitor.route(/\.woff2$/, async (route) => {
        held.push(route.request().url());
        await released;
        await route.continue();
      });
      await visitor.goto(`/portfolio/${slug}`, { waitUntil: 'domcontentloaded' });
      // Painted in the stand-ins while the fonts are held back.
      await visitor.evaluate(
        () => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0))),
      );
      await expect.poll(() => held.length, 'the page asks for its fonts').toBeGreaterThan(0);
      release();
      await visitor.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
      });
      expect(
        await visitor.evaluate(() =>
          [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
        ),
        'the fonts were used once they came',
      ).not.toEqual([]);
      const shifts = await visitor.evaluate(
        () => (window as unknown as { shifts: Array<{ value: number }> }).shifts,
      );
      const moved = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(moved, `layout shift at ${width}px: ${JSON.stringify(shifts)}`).toBeLessThan(0.0005);
      await visitor.close();
    }
  });
}
