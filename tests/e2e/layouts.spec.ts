import type { Locator, Page } from '@playwright/test';
import { listTemplates } from '../../templates';
import { sectionOf } from '../../templates/types';
import {
  expect,
  openNewPortfolioByApi,
  publishedByApi,
  savedStatus,
  signedUpByApi,
  test,
} from './fixtures';

/**
 * How a work section lays out its projects, in numbers that do not depend on the page's width: the
 * list's and the first project's display, direction and column count, and the shape of its picture.
 */
function layoutOf(list: Locator) {
  return list.evaluate((element) => {
    const tracks = (value: string) => (value === 'none' ? 0 : value.split(' ').length);
    const list = getComputedStyle(element);
    const item = element.firstElementChild!;
    const own = getComputedStyle(item);
    const picture = item.querySelector('img')?.getBoundingClientRect();
    return {
      list: `${list.display} ${list.flexDirection} ${tracks(list.gridTemplateColumns)} columns`,
      project: `${own.display} ${own.flexDirection} ${tracks(own.gridTemplateColumns)} columns`,
      picture: picture ? (picture.width / picture.height).toFixed(1) : 'none',
    };
  });
}

/** The projects list of the work section, found by the template's own classes. */
async function projectsIn(page: Page, listClasses: string) {
  const list = page.locator(`[data-section="work"] .${listClasses}`).first();
  await expect(list).toBeVisible();
  return list;
}

for (const template of listTemplates()) {
  const work = sectionOf(template, 'work');
  if (!work) continue;
  const [standard, chosen] = work.variants ?? [];

  test(`${template.name} (${template.id}): the work section's layout is chosen on its toolbar, undone in one step, and published as chosen at 375 and 1280`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    expect(chosen, `${template.id}'s work section offers a second layout`).toBeDefined();
    const designer = await signedUpByApi(page, 'Lea Layouts');
    const { id } = await openNewPortfolioByApi(page, designer, template.id);

    const section = page.locator('.fb-canvas [data-section="work"]').first();
    const canvasList = section.locator('[data-list="projects"]');
    const listClasses = (await canvasList.getAttribute('class'))!
      .split(/\s+/)
      .filter((name) => name && !name.startsWith('fb-'))
      .join('.');
    const before = await layoutOf(canvasList);
    await expect(section).toHaveAttribute('data-layout', standard!.id);

    await section.hover();
    await section.getByRole('button', { name: `Layout of the ${work.title} section` }).click();
    const choices = section.getByRole('group', { name: `Layouts of the ${work.title} section` });
    await expect(choices.getByRole('button', { name: `${standard!.name} layout` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await choices.getByRole('button', { name: `${chosen!.name} layout` }).click();
    await expect(section).toHaveAttribute('data-layout', chosen!.id);
    const after = await layoutOf(canvasList);
    expect(after, 'the canvas lays the projects out differently').not.toEqual(before);

    // One step back restores the layout, and the picker says so.
    await page.keyboard.press('Control+z');
    await expect(section).toHaveAttribute('data-layout', standard!.id);
    expect(await layoutOf(canvasList)).toEqual(before);
    await section.hover();
    await section.getByRole('button', { name: `Layout of the ${work.title} section` }).click();
    await expect(choices.getByRole('button', { name: `${standard!.name} layout` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await choices.getByRole('button', { name: `${chosen!.name} layout` }).click();
    await expect(section).toHaveAttribute('data-layout', chosen!.id);
    await expect(savedStatus(page)).toBeVisible();

    const slug = await publishedByApi(page, designer, id);

    for (const width of [375, 1280]) {
      const visitor = await browser.newContext({ viewport: { width, height: 900 } });
      const tab = await visitor.newPage();
      // The template's own page, every section in its first layout: what the choice changed.
      await tab.goto(`/template-preview/${template.id}`);
      const standardLayout = await layoutOf(await projectsIn(tab, listClasses));

      await tab.goto(`/portfolio/${slug}`);
      await expect(tab.locator('[data-section="work"]')).toHaveAttribute('data-layout', chosen!.id);
      const published = await layoutOf(await projectsIn(tab, listClasses));
      expect(published, `the published projects at ${width}px`).not.toEqual(standardLayout);
      if (width === 1280) expect(published, 'the published projects at 1280px').toEqual(after);
      expect(
        await tab.evaluate(() => document.documentElement.scrollWidth),
        `nothing scrolls sideways at ${width}px`,
      ).toBeLessThanOrEqual(width);
      await visitor.close();
    }
  });
}
