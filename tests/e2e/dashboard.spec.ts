import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, signedUpByApi, signUpInBrowser, test } from './fixtures';

type Stored = { id: string; version: number; updatedAt: string; createdAt: string };

/** The signed-in page's own API, as the other browser tests call it: a bearer token from storage. */
async function apiOf(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async list() {
      const answer = await page.request.get('/api/portfolios/user/me', { headers });
      expect(answer.status()).toBe(200);
      return (await answer.json()).data.portfolios as Stored[];
    },
    async create(title: string) {
      const answer = await page.request.post('/api/portfolios', { headers, data: { title } });
      expect(answer.status(), `creating ${title}`).toBe(201);
      return (await answer.json()).data.portfolio as Stored;
    },
    async update(portfolio: Stored, data: Record<string, unknown>) {
      const answer = await page.request.put(`/api/portfolios/${portfolio.id}`, {
        headers,
        data: { version: portfolio.version, ...data },
      });
      expect(answer.status()).toBe(200);
      return (await answer.json()).data.portfolio as Stored;
    },
  };
}

/** Visits of a published page, each from another browser, as its page script reports them. */
async function visit(request: APIRequestContext, slug: string, visitors: number) {
  for (let n = 1; n <= visitors; n += 1) {
    const answer = await request.post(`/api/portfolios/public/${slug}/views`, {
      headers: { 'User-Agent': `Visitor browser ${n}` },
    });
    expect(answer.status()).toBe(204);
  }
}

/** One overview card's figure and the line under it. */
const stat = (page: Page, label: string) => {
  const card = page.locator('.stat-card').filter({ has: page.getByText(label, { exact: true }) });
  return { value: card.locator('.stat-value'), note: card.locator('.stat-note') };
};

const INVENTED = /\+\s?\d|from last month|improvement/i;

test('the overview shows only figures counted from the account’s portfolios: none, then three', async ({
  page,
  request,
}) => {
  await signedUpByApi(page, 'Mira Castell');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Mira Castell!' })).toBeVisible();
  const main = page.locator('.dashboard-main');

  // No portfolios: zeros and a way to start, no trend.
  await expect(stat(page, 'Total Portfolios').value).toHaveText('0');
  await expect(stat(page, 'Total Portfolios').note).toHaveText('None yet');
  await expect(stat(page, 'Published').value).toHaveText('0');
  await expect(stat(page, 'Total Views').value).toHaveText('0');
  await expect(stat(page, 'Last Edit').note).toHaveText('Nothing edited yet');
  await expect(page.getByRole('heading', { name: 'Start your first portfolio' })).toBeVisible();
  await expect(main).not.toContainText(INVENTED);

  // Three portfolios, two published, four visits, the second one edited last.
  const api = await apiOf(page);
  const suffix = randomUUID().slice(0, 8);
  const nord = await api.create('Nord Identity');
  const halo = await api.create('Halo App');
  await api.create('Atlas Wayfinding');
  await api.update(nord, { slug: `nord-${suffix}`, published: true });
  const haloLive = await api.update(halo, { slug: `halo-${suffix}`, published: true });
  await visit(request, `nord-${suffix}`, 3);
  await visit(request, `halo-${suffix}`, 1);
  const lastEdit = await api.update(haloLive, { title: 'Halo App, revised' });

  const stored = await api.list();
  expect(stored).toHaveLength(3);
  const latest = stored
    .map((p) => p.updatedAt)
    .sort()
    .at(-1)!;
  expect(latest).toBe(lastEdit.updatedAt);
  // "Today" and "this month" are measured from the moment of that last edit, not from the wall clock.
  await page.clock.setFixedTime(new Date(latest));
  await page.reload();

  await expect(stat(page, 'Total Portfolios').value).toHaveText('3');
  await expect(stat(page, 'Total Portfolios').note).toHaveText('3 created this month');
  await expect(stat(page, 'Published').value).toHaveText('2');
  await expect(stat(page, 'Published').note).toHaveText('67% of 3 portfolios');
  await expect(stat(page, 'Total Views').value).toHaveText('4');
  await expect(stat(page, 'Total Views').note).toHaveText('1 view per portfolio on average');
  await expect(stat(page, 'Last Edit').value).toHaveText('Today');
  await expect(stat(page, 'Last Edit').value.locator('time')).toHaveAttribute('datetime', latest);
  await expect(main).not.toContainText(INVENTED);
  await expect(
    page.getByRole('region', { name: 'Recent portfolios' }).getByRole('listitem'),
  ).toHaveText([/^Atlas Wayfinding/, /^Halo App, revised/, /^Nord Identity/]);
  await expect(page.locator('.nav-count')).toHaveText('3');

  // The cards in Portfolios carry the same stored counts.
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('button', { name: 'Portfolios' })
    .click();
  await expect(
    page.getByRole('article', { name: 'Nord Identity' }).getByText('3 views'),
  ).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Halo App, revised' }).getByText('1 view', { exact: true }),
  ).toBeVisible();
});

test('a portfolio from the template choice to deletion, through the dashboard', async ({
  page,
}) => {
  await signUpInBrowser(page, 'Iris Novak');
  const api = await apiOf(page);
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('button', { name: 'Portfolios' }).click();
  await expect(page).toHaveURL('/dashboard?section=portfolios');
  await expect(page.getByRole('heading', { name: 'No portfolios yet' })).toBeVisible();

  // Create First Portfolio asks which template first, and creates nothing by itself.
  await page.getByRole('link', { name: 'Create First Portfolio' }).click();
  await expect(page).toHaveURL('/portfolio-builder/new');
  await expect(page.getByRole('heading', { name: 'Choose Your Template' })).toBeVisible();
  expect(await api.list()).toEqual([]);

  // The designer's choice is the one used, then the guided setup opens.
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Lumen' }) })
    .getByRole('button', { name: 'Use This' })
    .click();
  // The guided setup shows (the builder drops ?setup=true from the address as soon as it has).
  await expect(page).toHaveURL(/\/portfolio-builder\/[0-9a-f-]{36}/);
  await page.getByRole('button', { name: 'Skip Setup' }).click();
  await expect(page).not.toHaveURL(/setup=true/);

  await page.goto('/dashboard?section=portfolios');
  const card = page.getByRole('article', { name: 'Lumen Portfolio' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Draft')).toBeVisible();
  await expect(card.getByText('Lumen template')).toBeVisible();
  await expect(card.getByRole('link', { name: 'View' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    /^\/portfolio-builder\/[0-9a-f-]{36}$/,
  );

  // New Portfolio goes to the template choice too; Back returns to this section.
  await page.getByRole('link', { name: 'New Portfolio' }).click();
  await expect(page).toHaveURL('/portfolio-builder/new');
  await expect(page.getByRole('heading', { name: 'Choose Your Template' })).toBeVisible();
  expect(await api.list()).toHaveLength(1);
  await page.goBack();
  await expect(page).toHaveURL('/dashboard?section=portfolios');
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Portfolio published successfully!')).toBeVisible();
  await expect(card.getByText('Live', { exact: true })).toBeVisible();
  const address = (await card.locator('.portfolio-url').textContent())!;
  expect(address).toMatch(/^\/portfolio\/[a-z0-9-]+$/);

  await card.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(address);
  await expect(page).toHaveTitle('Lumen Portfolio');
  await expect(page.getByRole('link', { name: 'Made with Folio' })).toHaveAttribute('href', '/');

  await page.goBack();
  await expect(page).toHaveURL('/dashboard?section=portfolios');
  const published = page.getByRole('article', { name: 'Lumen Portfolio' });
  await published.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Portfolio unpublished successfully!')).toBeVisible();
  await expect(published.getByText('Draft')).toBeVisible();

  // A visitor now gets the unpublished notice.
  const visitor = await page.context().browser()!.newPage();
  const answer = await visitor.goto(address);
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

test('the open section lives in the address: each choice pushes it, reload and Back keep it', async ({
  page,
}) => {
  await signedUpByApi(page, 'Iris Novak');
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  const current = nav.locator('[aria-current="page"]');
  const sections: Array<[string, string, string]> = [
    ['Portfolios', 'portfolios', 'No portfolios yet'],
    // No portfolio yet: nothing counted, said plainly (tests/e2e/analytics.spec.ts has the figures).
    ['Analytics', 'analytics', 'Views are counted once a portfolio is published'],
    ['Pricing', 'pricing', 'Pricing tools arrive in a later release: none of them work yet.'],
    [
      'Learning',
      'learning',
      'The Business Hub arrives in a later release: no guides are published yet.',
    ],
    [
      'Settings',
      'settings',
      'Saving settings arrives in a later release: nothing you change here is kept yet.',
    ],
  ];
  for (const [item, id, text] of sections) {
    await nav.getByRole('button', { name: item }).click();
    await expect(page).toHaveURL(`/dashboard?section=${id}`);
    await expect(page.getByText(text)).toBeVisible();
    await expect(current).toHaveText(item);
  }
  await expect(page.getByText(/working on it/i)).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Display name')).toBeVisible();
  await expect(current).toHaveText('Settings');

  // Back walks the sections in the order they were opened.
  for (const [item, id, text] of sections.slice(0, -1).reverse()) {
    await page.goBack();
    await expect(page).toHaveURL(`/dashboard?section=${id}`);
    await expect(page.getByText(text)).toBeVisible();
    await expect(current).toHaveText(item);
  }
  await page.goBack();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Quick actions' })).toBeVisible();
  await expect(current).toHaveText('Overview');

  // An address opens its section directly; an unknown one opens the overview.
  await page.goto('/dashboard?section=learning');
  await expect(current).toHaveText('Learning');
  await expect(page.getByRole('heading', { name: 'Learning', level: 2 })).toBeVisible();
  await page.goto('/dashboard?section=nonsense');
  await expect(page.getByRole('heading', { name: 'Quick actions' })).toBeVisible();
  await expect(current).toHaveText('Overview');

  // View Analytics on the overview opens the analytics section, in the address too.
  await page.getByRole('button', { name: /View Analytics/ }).click();
  await expect(page).toHaveURL('/dashboard?section=analytics');
  await expect(nav.getByRole('link', { name: 'Templates' })).toHaveAttribute('href', '/templates');
});
