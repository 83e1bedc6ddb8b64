import { randomUUID } from 'node:crypto';
import { expect, signUpInBrowser, test } from './fixtures';

test('the case study editor enforces its limits, saves, and a signed-out visitor reads the result', async ({
  page,
  browser,
}) => {
  await signUpInBrowser(page, 'Kai Brennan');
  await page.goto('/portfolio-builder/new?template=echelon');
  await page.getByRole('button', { name: 'Skip Setup' }).click();
  const builderUrl = page.url();

  // From the project in the builder to its case study.
  await page.locator('#work [data-item-index="0"]').hover();
  await page
    .locator('#work [data-item-index="0"]')
    .getByRole('link', { name: 'Case study' })
    .click();
  await expect(page).toHaveURL(/\/case-study\/project-1$/);
  await expect(page.getByText('CASE STUDY EDITOR')).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill('Nord, from brief to building');
  // Its address: made from the project's title until the designer writes one, checked as typed.
  const address = page.getByLabel('Address', { exact: true });
  await expect(address).toHaveAttribute('placeholder', 'nord-identity-system');
  await address.fill('ab');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Slug must be at least 3 characters' }),
  ).toBeVisible();
  await address.fill('Nord Story');
  await expect(address).toHaveValue('nord-story');
  await expect(page.getByText('Published at this address.')).toBeVisible();
  const steps = page.getByRole('group', { name: /^Step \d$/ });
  await expect(steps).toHaveCount(3);
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe('You must have at least 3 steps');
    await dialog.accept();
  });
  await page.getByRole('button', { name: 'Remove step 3' }).click();
  await expect(steps).toHaveCount(3);

  for (let added = 0; added < 3; added++)
    await page.getByRole('button', { name: '+ Add step' }).click();
  await expect(steps).toHaveCount(6);
  await expect(page.getByRole('button', { name: '+ Add step' })).toHaveCount(0);

  const firstStep = steps.first();
  await firstStep
    .getByLabel('Step title')
    .fill('listening to the client for a long time, longer than fifty letters');
  await expect(firstStep.getByLabel('Step title')).toHaveValue(
    'LISTENING TO THE CLIENT FOR A LONG TIME, LONGER TH',
  );
  await firstStep.getByLabel('Step description').fill('x'.repeat(120));
  await expect(firstStep.getByLabel('Step description')).toHaveValue('x'.repeat(100));
  await firstStep.getByLabel('Number').fill('123');
  await expect(firstStep.getByLabel('Number')).toHaveValue('12');
  await page.getByLabel('Section title').first().fill('the challenge ahead');
  await expect(page.getByLabel('Section title').first()).toHaveValue('THE CHALLENGE AHEAD');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Case study saved successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: '✓ Saved' })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('PREVIEW MODE')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nord, from brief to building' }),
  ).toBeVisible();

  // Publish the portfolio, then a visitor follows the project to its case study.
  await page.goto(builderUrl);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish Your Portfolio' });
  const slug = `kai-${randomUUID().slice(0, 6)}`;
  await dialog.getByLabel('Your portfolio address').fill(slug);
  await expect(dialog.getByText('This URL is available!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Publish Portfolio' }).click();
  await expect(page.getByText('Portfolio published successfully!')).toBeVisible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/portfolio/${slug}`);
  await visitorPage.getByRole('link', { name: 'View case study' }).first().click();
  // At the address its designer chose, as a page of the portfolio.
  await expect(visitorPage).toHaveURL(`/portfolio/${slug}/nord-story`);
  await expect(
    visitorPage.getByRole('heading', { level: 1, name: 'Nord, from brief to building' }),
  ).toBeVisible();
  await expect(visitorPage.locator('.ech')).toHaveCount(1);
  await expect(visitorPage.getByText('VIEW CASE STUDY')).toHaveCount(0);
  await expect(
    visitorPage.getByText('LISTENING TO THE CLIENT FOR A LONG TIME, LONGER TH'),
  ).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: 'Edit case study' })).toBeHidden();
  await visitor.close();
});

test('the sample case study reads as an article', async ({ page }) => {
  await page.goto('/case-study/logo-design-process');
  await expect(page.getByRole('heading', { level: 1, name: 'Logo Design Process' })).toBeVisible();
  await expect(page.getByText('VIEW CASE STUDY')).toBeVisible();
  await expect(page.getByRole('link', { name: '← BACK' })).toHaveAttribute('href', '/');
});
