import { listTemplates } from '../../templates';
import { expect, portfolioByApi, publishedByApi, signedUpByApi, test } from './fixtures';

// A visitor's first screen paints first: a picture a template marks eager (its first screen's) is
// fetched at high priority; pictures further down wait until they are near (loading="lazy").
for (const template of listTemplates()) {
  test(`${template.name} (${template.id}): first-screen pictures are fetched first, the ones below lazily, at 375 and 1280px`, async ({
    page,
    browser,
  }) => {
    const designer = await signedUpByApi(page, 'Fern First');
    const portfolio = await portfolioByApi(page, designer, template.id);
    const slug = await publishedByApi(page, designer, portfolio.id);
    for (const width of [375, 1280]) {
      const visitor = await browser.newPage({ viewport: { width, height: 800 } });
      // Not `settled`: it turns every picture eager to wait for them all.
      await visitor.goto(`/portfolio/${slug}`, { waitUntil: 'load' });
      const found = await visitor.evaluate(() => {
        // The portfolio's own pictures (the made-with badge's icon is the page's, not the template's).
        const early = [...document.querySelectorAll('[data-section] img')].filter(
          (img) => (img as HTMLImageElement).loading !== 'lazy',
        ) as HTMLImageElement[];
        return {
          earlyNotFirst: early
            .filter((img) => img.fetchPriority !== 'high')
            .map((img) => img.getAttribute('src')),
          earlyBelowFirstScreen: early
            .filter((img) => img.getBoundingClientRect().top + scrollY > innerHeight)
            .map((img) => img.getAttribute('src')),
        };
      });
      expect(found.earlyNotFirst, `eager pictures not fetched first at ${width}px`).toEqual([]);
      expect(
        found.earlyBelowFirstScreen,
        `pictures fetched early below the first screen at ${width}px`,
      ).toEqual([]);
      await visitor.close();
    }
  });
}
