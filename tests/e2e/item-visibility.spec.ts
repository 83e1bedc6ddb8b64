import { listTemplates } from '../../templates';
import { sectionOf, type TemplateDefinition } from '../../templates/types';
import {
  expect,
  openNewPortfolioByApi,
  publishedByApi,
  savedStatus,
  signedUpByApi,
  test,
} from './fixtures';

/** The first sample section, in page order, with a declared list of object items (projects, images...). */
function sectionWithObjectList(template: TemplateDefinition) {
  return template.defaultContent.sections.find((section) => {
    const definition = sectionOf(template, section.type)!;
    const content = { ...definition.defaults, ...section.content } as Record<string, unknown>;
    return Object.keys(definition.lists ?? {}).some((path) => {
      const items = content[path];
      return (
        Array.isArray(items) &&
        items.length > 1 &&
        items.every((item) => item && typeof item === 'object' && !Array.isArray(item))
      );
    });
  });
}

for (const template of listTemplates()) {
  const section = sectionWithObjectList(template);

  test(`${template.name} (${template.id}): a list item hidden on phones and one hidden on desktop, undone in one step, leave the published page by CSS at 375 and 1280`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    expect(section, 'a section with a list of object items').toBeDefined();
    const designer = await signedUpByApi(page, 'Ida Items');
    const { id } = await openNewPortfolioByApi(page, designer, template.id);

    // The first item of the section's first list of objects, named as its fields are ("Project 1").
    const builderSection = page.locator(`[id="${section!.id}"]`);
    // Its item controls are there once the pointer is over the section.
    await builderSection.hover();
    const firstChoice = builderSection.getByRole('combobox', { name: /^Show .+ 1 on$/ }).first();
    const label = await firstChoice.getAttribute('aria-label');
    const itemName = /^Show (.+) 1 on$/.exec(label ?? '')![1]!;
    const choiceNamed = (position: number) =>
      page.getByRole('combobox', { name: `Show ${itemName} ${position} on`, exact: true });
    const choiceFor = (position: number) => builderSection.locator(choiceNamed(position));
    const itemOf = (position: number) =>
      builderSection.locator('.fb-item').filter({ has: choiceNamed(position) });

    await choiceFor(1).selectOption({ label: 'Not on phones' });
    await expect(itemOf(1).locator('.fb-item-device')).toHaveText('Hidden on phones');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(choiceFor(1)).toHaveValue('every');
    await expect(itemOf(1).locator('.fb-item-device')).toHaveCount(0);
    await choiceFor(1).selectOption({ label: 'Not on phones' });
    await expect(choiceFor(1)).toHaveValue('phone');
    await choiceFor(2).selectOption({ label: 'Not on desktop' });
    await expect(itemOf(2).locator('.fb-item-device')).toHaveText('Hidden on desktop');

    await expect(savedStatus(page)).toBeVisible();
    const slug = await publishedByApi(page, designer, id);

    for (const [width, gone, shown] of [
      [375, 'phone', 'desktop'],
      [1280, 'desktop', 'phone'],
    ] as const) {
      // Without script: the choice is the page's CSS, not something done after load.
      const visitor = await browser.newContext({
        viewport: { width, height: 900 },
        javaScriptEnabled: false,
      });
      const tab = await visitor.newPage();
      await tab.goto(`/portfolio/${slug}`);
      const published = tab.locator(`[id="${section!.id}"]`);
      await expect(published).toBeVisible();
      const hidden = published.locator(`[data-hide-on="${gone}"]`);
      await expect(hidden).toHaveCount(1);
      await expect(hidden, `${itemName} hidden on ${gone} at ${width}px`).toBeHidden();
      await expect(
        published.locator(`[data-hide-on="${shown}"]`),
        `${itemName} hidden on ${shown} at ${width}px`,
      ).toBeVisible();
      await visitor.close();
    }

    // With script, a picture's viewer on a phone steps over the picture hidden there.
    const phone = await browser.newContext({ viewport: { width: 375, height: 900 } });
    const tab = await phone.newPage();
    await tab.goto(`/portfolio/${slug}`);
    const openers = tab.locator(`[id="${section!.id}"] [data-lightbox]`);
    const pictures = await openers.count();
    if (pictures > 1) {
      await tab.locator(`[id="${section!.id}"] [data-hide-on="desktop"] [data-lightbox]`).click();
      const viewer = tab.getByRole('dialog', { name: 'Image viewer' });
      await expect(viewer.getByText(`1 / ${pictures - 1}`)).toBeVisible();
    }
    await phone.close();
  });
}
