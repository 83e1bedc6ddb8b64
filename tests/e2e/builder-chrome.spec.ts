import { listTemplates } from '../../templates';
import { expect, openNewPortfolioByApi, signedUpByApi, test } from './fixtures';

// The builder's own chrome (header, actions, hint) never covers the page it edits: wherever a
// section is scrolled to, every editable place in view below the top bar is reachable at its centre.
for (const template of listTemplates())
  for (const width of [1280, 375])
    test(`${template.name} (${template.id}) at ${width}px: no builder control covers an editable place, at the top or scrolled to any section`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 860 });
      const designer = await signedUpByApi(page, 'Cleo Chrome');
      await openNewPortfolioByApi(page, designer, template.id);

      const covered = () =>
        page.evaluate(() => {
          const found: string[] = [];
          // What scrolled past goes under the sticky top group, as under any page's header.
          const top = document.querySelector('.fb-top')?.getBoundingClientRect().bottom ?? 0;
          for (const place of document.querySelectorAll<HTMLElement>('.fb-canvas [data-path]')) {
            const box = place.getBoundingClientRect();
            const x = box.left + box.width / 2;
            const y = box.top + Math.min(box.height / 2, 12);
            if (!box.width || x < 0 || x >= innerWidth || y <= top || y >= innerHeight) continue;
            const hit = document.elementFromPoint(x, y);
            if (hit && !hit.closest('.fb-canvas'))
              found.push(
                `${place.closest('[data-section]')?.id} ${place.dataset.path} under ${hit.className || hit.tagName}`,
              );
          }
          return found;
        });

      expect(await covered(), 'at the top').toEqual([]);
      const sections = page.locator('.fb-canvas [data-section]');
      for (let index = 0; index < (await sections.count()); index++) {
        const section = sections.nth(index);
        await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
        // The section is drawn at its own size from the next frame on (content-visibility).
        await expect.poll(covered, `scrolled to ${await section.getAttribute('id')}`).toEqual([]);
      }
    });
