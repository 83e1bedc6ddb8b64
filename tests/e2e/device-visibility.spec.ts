import { listTemplates } from '../../templates';
import { sectionOf } from '../../templates/types';
import {
  authOf,
  drawnNumbers,
  expect,
  openNewPortfolioByApi,
  portfolioByApi,
  publishedByApi,
  savedStatus,
  signedUpByApi,
  test,
} from './fixtures';

for (const template of listTemplates()) {
  // The gallery where the template has one; two sections besides the hero either way.
  const [phoneless, desktopless] = [
    ...template.defaultContent.sections.filter((section) => section.type === 'gallery'),
    ...template.defaultContent.sections.filter(
      (section) => !['hero', 'gallery'].includes(section.type),
    ),
  ];

  test(`${template.name} (${template.id}): a section hidden on phones and one hidden on desktop, undone in one step, leave the published page by CSS at 375 and 1280`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const designer = await signedUpByApi(page, 'Vi Devices');
    const { id } = await openNewPortfolioByApi(page, designer, template.id);

    const titleOf = (type: string) => sectionOf(template, type)!.title;
    const showOn = (type: string) =>
      page.getByRole('combobox', { name: `Show ${titleOf(type)} section on` });
    await showOn(phoneless!.type).selectOption({ label: 'Not on phones' });
    await expect(page.locator(`#${phoneless!.id} .fb-section-name`)).toContainText(
      'hidden on phones',
    );
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(showOn(phoneless!.type)).toHaveValue('every');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(showOn(phoneless!.type)).toHaveValue('phone');
    await showOn(desktopless!.type).selectOption({ label: 'Not on desktop' });
    await expect(savedStatus(page)).toBeVisible();

    const slug = await publishedByApi(page, designer, id);
    // The same page without the hidden section, for each width: what a visitor there must see.
    const saved = await page.request.get(`/api/portfolios/${id}`, { headers: authOf(designer) });
    const { content } = (await saved.json()).data.portfolio;
    const without = async (sectionId: string) => {
      const sections = content.sections.filter(
        (section: { id: string }) => section.id !== sectionId,
      );
      const other = await portfolioByApi(page, designer, template.id, {
        content: { ...content, sections },
      });
      return publishedByApi(page, designer, other.id);
    };

    for (const [width, gone, shown] of [
      [375, phoneless!, desktopless!],
      [1280, desktopless!, phoneless!],
    ] as const) {
      // Without script: the choice is the page's CSS, not something done after load.
      const visitor = await browser.newContext({
        viewport: { width, height: 900 },
        javaScriptEnabled: false,
      });
      const tab = await visitor.newPage();
      await tab.goto(`/portfolio/${slug}`);
      await expect(tab.locator(`#${gone.id}`), `${gone.type} at ${width}px`).toBeHidden();
      await expect(tab.locator(`#${gone.id}`)).toHaveCount(1);
      await expect(tab.locator(`#${shown.id}`), `${shown.type} at ${width}px`).toBeVisible();
      // The menu leads nowhere hidden: its link to the gone section goes with it.
      for (const link of await tab.locator(`nav a[href="#${gone.id}"]`).all())
        await expect(link, `menu link to ${gone.type} at ${width}px`).toBeHidden();
      // Numbered menus and heads count what is shown: as if the section were not there at all
      // (compared with script on, so every section can be laid out for reading).
      const reader = await browser.newContext({ viewport: { width, height: 900 } });
      const numbersOf = async (address: string) => {
        const shown = await reader.newPage();
        await shown.goto(`/portfolio/${address}`);
        await shown.addStyleTag({ content: '[data-section] { content-visibility: visible; }' });
        return drawnNumbers(shown);
      };
      expect(await numbersOf(slug), `numbers at ${width}px`).toEqual(
        await numbersOf(await without(gone.id)),
      );
      await reader.close();
      await visitor.close();
    }
  });
}
