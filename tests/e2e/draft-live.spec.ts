import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, openNewPortfolioByApi, signedUpByApi, test } from './fixtures';

const saved = (page: Page) => page.getByRole('status').filter({ hasText: /^Saved at \d/ });

async function retype(page: Page, section: string, path: string, text: string) {
  const field = page.locator(`#${section} [data-path="${path}"]`).first();
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(field).toHaveText(text);
}

async function publishFrom(page: Page, button: string, dialogTitle: string, slug?: string) {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  if (slug) {
    await dialog.getByLabel('Your portfolio address').fill(slug);
    await expect(dialog.getByText('This URL is available!')).toBeVisible();
  }
  await dialog.getByRole('button', { name: /Portfolio( Anyway)?$/ }).click();
  await expect(dialog).toBeHidden();
}

test('edits stay private until Update live page; history lists each publish and restores the first', async ({
  page,
  browser,
}) => {
  const designer = await signedUpByApi(page, 'Dara Live');
  await openNewPortfolioByApi(page, designer, 'echelon');

  await retype(page, 'about', 'bio', 'First words for the live page.');
  await expect(saved(page)).toBeVisible();
  const slug = `dara-${randomUUID().slice(0, 6)}`;
  await publishFrom(page, 'Publish', 'Publish Your Portfolio', slug);
  await expect(page.getByText('Portfolio published successfully!')).toBeVisible();

  const visitor = await browser.newContext();
  const tab = await visitor.newPage();
  await tab.goto(`/portfolio/${slug}`);
  await expect(tab.getByText('First words for the live page.')).toBeVisible();

  // An edit is saved, but the live page keeps the published words.
  await retype(page, 'about', 'bio', 'Second words, not yet published.');
  await expect(saved(page)).toBeVisible();
  await expect(page.getByText('Live page is behind your edits')).toBeVisible();
  await tab.reload();
  await expect(tab.getByText('First words for the live page.')).toBeVisible();
  await expect(tab.getByText('Second words, not yet published.')).toHaveCount(0);

  // Update live page: the visitor sees the new words.
  await page
    .getByRole('status')
    .filter({ hasText: 'Live page is behind your edits' })
    .getByRole('button', { name: 'Update live page' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Update Published Portfolio' });
  await dialog.getByRole('button', { name: /^Update Portfolio( Anyway)?$/ }).click();
  await expect(page.getByText('Live page updated')).toBeVisible();
  await expect(page.getByText('Live page is behind your edits')).toBeHidden();
  await tab.reload();
  await expect(tab.getByText('Second words, not yet published.')).toBeVisible();

  // History lists both publishes; the first, opened, names the About section as different.
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const history = page.getByRole('complementary', { name: 'History' });
  const publishes = history.getByRole('button', { name: /: Published / });
  await expect(publishes).toHaveCount(2);
  await expect(publishes.first()).toContainText('Live');
  await publishes.last().click();
  const compare = page.getByRole('dialog', { name: /^Version \d+/ });
  const diff = compare.getByRole('region', { name: 'Differences by section' });
  await expect(diff.getByRole('listitem').filter({ hasText: 'About' })).toContainText(
    'Differs: Bio',
  );
  await expect(compare.getByRole('figure', { name: /^Version/ })).toContainText(
    'First words for the live page.',
  );
  await compare.getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByText('Version restored as your working copy')).toBeVisible();
  await expect(compare).toBeHidden();
  await expect(page.locator('#about [data-path="bio"]')).toHaveText(
    'First words for the live page.',
  );
  // The restore is a draft: the live page still shows the second words until the next update.
  await expect(page.getByText('Live page is behind your edits')).toBeVisible();
  await tab.reload();
  await expect(tab.getByText('Second words, not yet published.')).toBeVisible();

  // Discard changes goes back to what is live.
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.locator('#about [data-path="bio"]')).toHaveText(
    'Second words, not yet published.',
  );
  await expect(page.getByText('Live page is behind your edits')).toBeHidden();
  await visitor.close();

  // The dashboard says the same: live, and then live with unpublished changes.
  await retype(page, 'about', 'bio', 'Third words, for later.');
  await expect(saved(page)).toBeVisible();
  await page.goto('/dashboard?section=portfolios');
  const card = page.getByRole('article').filter({ hasText: `/portfolio/${slug}` });
  await expect(card.getByText('Live with unpublished changes', { exact: true })).toBeVisible();
});
