import type { Locator, Page } from '@playwright/test';
import { expect, openNewPortfolioByApi, signedUpByApi, test } from './fixtures';

// The pre-publish check (issue 17): the publish dialog lists what a designer may want to fix
// (sample content, placeholder links, ...) and takes them to each place; nothing blocks publishing.

async function newEchelonPortfolio(page: Page) {
  const designer = await signedUpByApi(page, 'Pia Prepublish');
  await openNewPortfolioByApi(page, designer, 'echelon');
  await expect(page.locator('#hero [data-path="title"]')).toBeVisible();
}

async function openPublish(page: Page) {
  const actions = page.getByRole('navigation', { name: 'Builder actions' });
  // On a phone the actions are folded into one button.
  const folded = actions.getByRole('button', { name: 'Actions' });
  if (await folded.isVisible()) await folded.click();
  await actions.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /Publish Your Portfolio|Update Published/ });
  await expect(dialog.getByRole('region', { name: 'Before you publish' })).toBeVisible();
  return dialog;
}

const checkList = (dialog: Locator) => dialog.getByRole('region', { name: 'Before you publish' });

test('marks sample content in the builder, lists it before publishing and leads to each place', async ({
  page,
}) => {
  await newEchelonPortfolio(page);

  // A quiet mark on sample text, gone once the text is the designer's own; focus stays put.
  const title = page.locator('#hero [data-path="title"]');
  await expect(title).toHaveAttribute('data-sample', 'text');
  await expect(title).toHaveAccessibleName('Hero title');
  await expect(title).toHaveAccessibleDescription('Sample content');
  const badge = await title.evaluate((element) => getComputedStyle(element, '::after').content);
  expect(badge).toMatch(/Sample/);
  await title.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Posters, type and patience.');
  await page.keyboard.press('Enter');
  await expect(title).toBeFocused();
  await expect(title).not.toHaveAttribute('data-sample');

  const dialog = await openPublish(page);
  const list = checkList(dialog);
  await expect(list.getByRole('status')).toHaveText(/things you may want to fix first/);
  await expect(list.getByRole('heading', { name: /Sample content/ })).toBeVisible();
  // The edited title is no longer sample.
  await expect(list.getByText(/^Hero: sample /)).toHaveText(
    'Hero: sample subtitle, name and description',
  );
  // Warnings never block: the dialog offers to publish anyway.
  await expect(dialog.getByRole('button', { name: 'Publish Portfolio Anyway' })).toBeVisible();

  // A group opens into its places; each one closes the dialog and focuses the place.
  await list.getByText(/^Work: \d+ sample projects$/).click();
  await list.getByRole('button', { name: 'Project 2', exact: true }).click();
  await expect(dialog).toBeHidden();
  const project = page.locator('#work [data-path="projects.1.title"]');
  await expect(project).toBeFocused();
  await expect(project).toBeInViewport();

  // A placeholder social link: the place is its edit button.
  const again = await openPublish(page);
  await checkList(again)
    .getByRole('button', { name: /^Contact: LinkedIn link goes to linkedin\.com’s front page/ })
    .click();
  await expect(page.getByRole('button', { name: 'Edit LinkedIn link' })).toBeFocused();
});

test('publish dialog with its check reads well on a phone and on a laptop', async ({ page }) => {
  await newEchelonPortfolio(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 860 });
    const dialog = await openPublish(page);
    await checkList(dialog)
      .getByText(/^Work: \d+ sample projects$/)
      .click();
    // Nothing scrolls sideways; the list and the actions stay inside the dialog.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const box = (await dialog.boundingBox())!;
    const list = (await checkList(dialog).boundingBox())!;
    expect(list.x).toBeGreaterThanOrEqual(box.x);
    expect(list.x + list.width).toBeLessThanOrEqual(box.x + box.width);
    await page.screenshot({ path: `test-results/prepublish-${width}.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
});
