import type { Page } from '@playwright/test';
import {
  allowRefusedRequests,
  endSessionOnServer,
  expect,
  openBuilder,
  openRunning,
  portfolioByApi,
  signedUpByApi,
  test,
  isSave,
  PORTFOLIO_ROUTES,
} from './fixtures';

// Everything here happens in one tab, moving inside the app as a person would: a full page load
// would empty the app's memory and hide what this is about. The first designer and her portfolio
// are made through the API before the first page opens; the next one signs up in the app, on
// purpose.

const PASSWORD = 'strong-pass-1';

/** Signs up from wherever the app is, through its own links: no page load. */
async function signUpInApp(page: Page, name: string) {
  const email = `${name.split(' ')[0]!.toLowerCase()}-${Date.now().toString(36)}@example.com`;
  await page.getByRole('link', { name: 'Sign Up' }).first().click();
  await expect(page).toHaveURL('/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/dashboard');
  return { email };
}

async function logIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
}

async function logOutThroughTheMenu(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

/** The server refuses saves for a moment, so an edit stays on the device only. */
const SERVER_DOWN = PORTFOLIO_ROUTES;
async function serverDown(page: Page) {
  await page.route(SERVER_DOWN, (route) =>
    isSave(route.request())
      ? route.fulfill({ status: 503, json: { success: false, message: 'Down for a moment' } })
      : route.continue(),
  );
}

/** Types into the hero title in place while saves fail, and waits for the draft on the device. */
async function editWithoutSaving(page: Page, text: string) {
  await serverDown(page);
  const field = page.locator('#hero [data-path="title"]').first();
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(field).toHaveText(text);
  await expect(
    page.getByRole('status').filter({ hasText: 'Offline, kept on this device' }),
  ).toBeVisible();
  // The builder writes it as soon as a save fails.
  await expect.poll(() => storedText(page), { timeout: 15_000 }).toContain(text);
}

/** Every key and value in localStorage, as one string. */
const storedText = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .map((key) => `${key}=${localStorage.getItem(key)}`)
      .join('\n'),
  );

test("the next designer on the same tab sees none of the last one's portfolios, and nothing of them is left on the device", async ({
  page,
  problems,
}) => {
  // Two accounts and the builder in one test: room for a busy machine.
  test.slow();
  const ann = await signedUpByApi(page, 'Ann Alpha');
  const annId = ann.user.id as string;
  // A title nobody else has.
  const title = `Ann private series ${Date.now()}`;
  const { id: portfolioId } = await portfolioByApi(page, ann, 'echelon', { title });

  // The dashboard shows Ann's portfolio (and keeps the list in the app's memory).
  await openRunning(page, '/dashboard');
  await expect(page.getByText(title)).toBeVisible();

  // An edit Ann does not save: the builder keeps it as a draft on this device.
  await page.getByRole('button', { name: /^Portfolios/ }).click();
  await page.getByRole('link', { name: /Edit/ }).first().click();
  await expect(page).toHaveURL(`/portfolio-builder/${portfolioId}`);
  await editWithoutSaving(page, 'Ann unsaved words');
  await page.getByRole('link', { name: '← Back to Dashboard' }).click();
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText(title)).toBeVisible();

  // Logging out asks before the unsaved draft is discarded.
  await logOutThroughTheMenu(page);
  const confirm = page.getByRole('dialog', { name: 'Log out?' });
  await expect(confirm).toContainText(
    'You have unsaved changes on this device. Log out and discard them?',
  );
  await confirm.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Logged out successfully')).toBeVisible();

  const left = await storedText(page);
  for (const trace of [annId, ann.email, portfolioId, title, 'Ann unsaved words'])
    expect(left, `localStorage still holds ${trace}`).not.toContain(trace);

  // Bob signs up in the same tab.
  await signUpInApp(page, 'Bob Beta');
  // The overview is drawn once the list is there: from here on this is what Bob is shown.
  await expect(page.getByRole('heading', { name: 'Welcome, Bob Beta!' })).toBeVisible();
  const stat = (label: string) =>
    page.locator('.stat-card').filter({ hasText: label }).locator('.stat-value');
  await expect(stat('Total Portfolios')).toHaveText('0');
  await expect(stat('Total Views')).toHaveText('0');
  await expect(page.getByText(title)).toHaveCount(0);
  await expect(page.locator('.nav-count')).toHaveCount(0);
  await page.getByRole('button', { name: /^Portfolios/ }).click();
  await expect(page.getByRole('heading', { name: 'No portfolios yet' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  const now = await storedText(page);
  for (const trace of [annId, ann.email, portfolioId, title, 'Ann unsaved words'])
    expect(now, `localStorage holds ${trace}`).not.toContain(trace);
  allowRefusedRequests(problems, 503);
});

test('after an expired session the draft waits for its author: not shown to the next user, offered when the author is back', async ({
  page,
  problems,
}) => {
  test.slow();
  const ann = await signedUpByApi(page, 'Ann Again');
  const title = `Ann expiring ${Date.now()}`;
  const { id: portfolioId } = await portfolioByApi(page, ann, 'echelon', { title });
  await openBuilder(page, portfolioId);
  await editWithoutSaving(page, 'Typed as the session ended');

  // The session ends on the server (as after 7 days, or a logout elsewhere); the save gets a 401.
  await endSessionOnServer(page);
  await page.unroute(SERVER_DOWN);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL('/login');
  await expect(
    page.getByText('Session expired. Please login again.', { exact: true }),
  ).toBeVisible();

  // Someone else signs up on this tab: none of Ann's portfolios, and no offer of her draft.
  await page.getByRole('link', { name: 'Create an account' }).click();
  await signUpInApp(page, 'Bob Between');
  await expect(page.getByRole('heading', { name: 'Welcome, Bob Between!' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  // Bob had no drafts: his logout does not ask.
  await logOutThroughTheMenu(page);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('dialog', { name: 'Log out?' })).toHaveCount(0);

  // Ann logs back in and finds her unsaved edit offered.
  await page.getByRole('link', { name: 'Log In' }).first().click();
  await logIn(page, ann.email);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: /^Portfolios/ }).click();
  await page.getByRole('link', { name: /Edit/ }).first().click();
  await expect(page).toHaveURL(`/portfolio-builder/${portfolioId}`);
  await page.getByRole('button', { name: 'Restore them' }).click();
  await expect(page.locator('#hero [data-path="title"]').first()).toHaveText(
    'Typed as the session ended',
  );
  await expect(page.getByRole('status').filter({ hasText: /^Saved at \d/ })).toBeVisible();
  allowRefusedRequests(problems, 401, 503);
});
