import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  allowRefusedRequests,
  expect,
  openBuilder,
  openRunning,
  portfolioByApi,
  signedUpByApi,
  test,
  type Account,
} from './fixtures';

async function signUpFrom(page: Page, name: string) {
  await page.getByLabel('Name').fill(name);
  await page
    .getByLabel('Email')
    .fill(`${name.split(' ')[0]!.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('strong-pass-1');
  await page.getByLabel('Confirm password').fill('strong-pass-1');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

// The one test that walks signup, setup and publishing through the UI, in one go, on purpose.
test('a new designer: template, signup, setup, customize, publish, and a visitor sees the page', async ({
  page,
  browser,
}) => {
  await openRunning(page, '/templates');
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Echelon' }) })
    .getByRole('link', { name: /USE TEMPLATE/ })
    .click();
  await expect(page).toHaveURL('/signup?return=/portfolio-builder/new&template=echelon');
  await signUpFrom(page, 'Noor Haddad');

  // The template from the gallery is chosen and the portfolio created at once.
  await expect(page).toHaveURL(/\/portfolio-builder\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Introduce yourself' })).toBeVisible();
  await page.getByLabel('Your name').fill('Noor Haddad');
  await page.getByLabel('Your role').fill('Type designer, Amman');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Your name')).toHaveValue('Noor Haddad');
  for (let step = 0; step < 4; step++) await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'How to reach you' })).toBeVisible();
  await page.getByLabel('Email').fill('noor@haddad.studio');
  await page.getByRole('button', { name: 'Complete' }).click();

  // Customize, saved on its own half a second after setup.
  await expect(page.locator('#hero [data-path="name"]')).toHaveText('Noor Haddad');
  await expect(page.locator('#hero [data-path="subtitle"]')).toHaveText('Type designer, Amman');
  await expect(page.getByRole('status').filter({ hasText: /^Saved at \d/ })).toBeVisible();
  await expect(page).toHaveTitle('Noor Haddad — Portfolio');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish Your Portfolio' });
  const slug = `noor-${randomUUID().slice(0, 6)}`;
  await dialog.getByLabel('Your portfolio address').fill(slug);
  await expect(dialog.getByText('This URL is available!')).toBeVisible();
  await expect(dialog.getByLabel('Full URL')).toHaveValue(new RegExp(`/portfolio/${slug}$`));
  await expect(dialog.getByText('What happens when you publish?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Publish Portfolio' }).click();
  await expect(page.getByText('Portfolio published successfully!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Live ↗' })).toHaveAttribute(
    'href',
    `/portfolio/${slug}`,
  );

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/portfolio/${slug}`);
  await expect(visitorPage.locator('.ech-hero-name')).toHaveText('Noor Haddad');
  await expect(visitorPage.getByText('noor@haddad.studio')).toBeVisible();
  await visitor.close();

  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('button', { name: 'Portfolios' })
    .click();
  const card = page.getByRole('article', { name: 'Noor Haddad — Portfolio' });
  await expect(card.getByText('Live', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'View' })).toHaveAttribute(
    'href',
    `/portfolio/${slug}`,
  );
});

test.describe('the builder for a signed-in designer', () => {
  let designer: Account;
  test.beforeEach(async ({ page }) => {
    designer = await signedUpByApi(page, 'Lea Ortiz');
  });

  // Walks the template choice and Skip Setup on purpose.
  test('Skip Setup keeps the template’s content', async ({ page }) => {
    await page.goto('/portfolio-builder/new');
    await expect(page.getByRole('heading', { name: 'Choose Your Template' })).toBeVisible();
    await expect(page.getByText('Selecting a template will create your portfolio.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Preview' }).first()).toHaveAttribute(
      'target',
      '_blank',
    );
    await page.getByRole('button', { name: 'Use This' }).first().click();
    await page.getByRole('button', { name: 'Skip Setup' }).click();
    await expect(page.locator('#hero [data-path="title"]')).toHaveText(
      'Clear, honest design for brands that mean it.',
    );
    await expect(page.locator('#gallery [data-path$=".caption"]')).toHaveCount(6);
    // setup=true showed once: a reload opens customize.
    await page.reload();
    await expect(page.locator('#hero [data-path="title"]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skip Setup' })).toHaveCount(0);
  });

  test('an unknown template in the URL shows the select step', async ({ page }) => {
    await page.goto('/portfolio-builder/new?template=brutalist');
    await expect(page.getByRole('heading', { name: 'Choose Your Template' })).toBeVisible();
  });

  test('the publish dialog shows every slug message, and refuses a slug another user has', async ({
    page,
    request,
  }) => {
    // Someone else already publishes under "taken-by-someone".
    const other = await request.post('/api/auth/signup', {
      data: {
        name: 'Other Person',
        email: `other-${randomUUID().slice(0, 8)}@example.com`,
        password: 'strong-pass-1',
      },
    });
    const otherToken = (await other.json()).data.token;
    const otherPortfolio = (
      await (
        await request.post('/api/portfolios', {
          headers: { Authorization: `Bearer ${otherToken}` },
          data: {},
        })
      ).json()
    ).data.portfolio;
    const takenSlug = `taken-${randomUUID().slice(0, 6)}`;
    await request.put(`/api/portfolios/${otherPortfolio.id}`, {
      headers: { Authorization: `Bearer ${otherToken}` },
      data: { version: 1, slug: takenSlug, published: true },
    });

    await openBuilder(page, (await portfolioByApi(page, designer, 'echelon')).id);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish Your Portfolio' });
    const input = dialog.getByLabel('Your portfolio address');
    const publishButton = dialog.getByRole('button', { name: 'Publish Portfolio' });
    // The title gave a suggestion.
    await expect(input).toHaveValue('echelon-portfolio');

    await input.fill('');
    await expect(dialog.getByText('Slug is required')).toBeVisible();
    await expect(publishButton).toBeDisabled();
    await input.fill('ab');
    await expect(dialog.getByText('Slug must be at least 3 characters')).toBeVisible();
    await input.fill('a'.repeat(50));
    await expect(dialog.getByText('Slug must be less than 50 characters')).toBeVisible();
    await input.fill('my--work');
    await expect(
      dialog.getByText('Slug can only contain lowercase letters, numbers, and hyphens'),
    ).toBeVisible();
    // Typing is forced into a valid form: lowercase, no other characters, no hyphen at either end.
    await input.fill('');
    await input.pressSequentially('-My Work_2026!-');
    await input.blur();
    await expect(input).toHaveValue('mywork2026');
    await input.fill(takenSlug);
    await expect(dialog.getByText('This slug is already taken')).toBeVisible();
    await expect(publishButton).toBeDisabled();
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(input).toHaveValue(/^[a-z]+-[a-z]+-\d{1,3}$/);
    await expect(dialog.getByText('This URL is available!')).toBeVisible();
    await expect(publishButton).toBeEnabled();
  });
});

test('a new portfolio that cannot be created says why', async ({ page, problems }) => {
  await signedUpByApi(page, 'Ivo Petrov');
  await page.route('**/api/portfolios', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"success":false,"message":"down"}',
        })
      : route.continue(),
  );
  await page.goto('/portfolio-builder/new');
  await page.getByRole('button', { name: 'Use This' }).first().click();
  await expect(
    page.getByText('Failed to create portfolio: Server error. Please try again later.'),
  ).toBeVisible();
  allowRefusedRequests(problems, 503);
});
