import { expect, signUpInBrowser, test } from './fixtures';

test('a portfolio from creation to deletion, through the dashboard', async ({ page }) => {
  await signUpInBrowser(page, 'Iris Novak');
  await expect(page.getByRole('heading', { name: 'Welcome back, Iris Novak!' })).toBeVisible();
  await expect(page.getByText('Total Portfolios')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('button', { name: 'Portfolios' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'No portfolios yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Create First Portfolio' }).click();
  const card = page.getByRole('article', { name: 'New Portfolio' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Draft')).toBeVisible();
  await expect(card.getByText('5 sections')).toBeVisible();
  await expect(card.getByText('Echelon template')).toBeVisible();
  await expect(card.getByRole('link', { name: 'View' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    /^\/portfolio-builder\/[0-9a-f-]{36}$/,
  );

  await card.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Portfolio published successfully!')).toBeVisible();
  await expect(card.getByText('Published', { exact: true })).toBeVisible();
  await expect(card.getByText('/portfolio/new-portfolio')).toBeVisible();

  await card.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL('/portfolio/new-portfolio');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Clear, honest design for brands that mean it.',
  );
  await expect(page).toHaveTitle('New Portfolio');
  await expect(page.getByRole('link', { name: 'Made with Folio' })).toHaveAttribute('href', '/');

  await page.goBack();
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('button', { name: 'Portfolios' })
    .click();
  const published = page.getByRole('article', { name: 'New Portfolio' });
  await published.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Portfolio unpublished successfully!')).toBeVisible();
  await expect(published.getByText('Draft')).toBeVisible();

  // A visitor now gets the unpublished notice.
  const visitor = await page.context().browser()!.newPage();
  const answer = await visitor.goto('/portfolio/new-portfolio');
  expect(answer?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Portfolio Unpublished' })).toBeVisible();
  await visitor.close();

  await published.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete portfolio' });
  await expect(dialog.getByText('Are you sure you want to delete this portfolio?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Portfolio deleted successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No portfolios yet' })).toBeVisible();
});

test('the sidebar switches sections without changing the route', async ({ page }) => {
  await signUpInBrowser(page, 'Iris Novak');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  const sections: Array<[string, string]> = [
    ['Analytics', 'Coming Soon'],
    ['Pricing', 'Coming Soon'],
    ['Learning', 'Coming Soon'],
    ['Settings', 'Display name'],
    ['Overview', 'Quick actions'],
  ];
  for (const [item, text] of sections) {
    await nav.getByRole('button', { name: item }).click();
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page).toHaveURL('/dashboard');
  }
  await expect(nav.getByRole('link', { name: 'Templates' })).toHaveAttribute('href', '/templates');
});
