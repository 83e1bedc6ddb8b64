import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

type Problems = { console: string[]; csp: string[] };

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/**
 * Every browser test watches for console errors, uncaught exceptions and CSP violations, and fails
 * when one happens: a page that "works" while logging errors is not done.
 */
export const test = base.extend<{ problems: Problems }>({
  problems: [
    async ({ page }, use) => {
      const problems: Problems = { console: [], csp: [] };
      page.on('console', (message) => {
        if (message.type() === 'error') problems.console.push(message.text());
      });
      page.on('pageerror', (error) => problems.console.push(`uncaught: ${error.message}`));
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      await use(problems);
      expect(problems.console, 'console errors').toEqual([]);
      expect(await cspViolations(page).catch(() => []), 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Accepts the console line Chromium writes for each refused API answer the test provoked on purpose
 * (a wrong password, a duplicate email), and nothing else.
 */
export function allowRefusedRequests(problems: Problems, ...statuses: number[]) {
  const expected = statuses.map(
    (status) => `Failed to load resource: the server responded with a status of ${status}`,
  );
  problems.console = problems.console.filter(
    (line) => !expected.some((text) => line.startsWith(text)),
  );
}

/**
 * Opens a page and waits until its script runs: a prerendered page shows before it (its modules start
 * after the first paint), and its menus, forms and widgets answer only from then on.
 */
export async function openRunning(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-app="running"]')).toHaveCount(1);
}

/** Pages of this page or context open signed in as this account, as after logging in (the app reads localStorage). */
export function openSignedIn(
  target: Page | BrowserContext,
  account: { token: string; user: Record<string, unknown> },
) {
  return target.addInitScript(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem(
      'user',
      JSON.stringify({ ...user, isAuthenticated: true, lastUpdated: Date.now() }),
    );
  }, account);
}

/** Signs a new designer up through the signup form, as a visitor would, and waits for the dashboard. */
export async function signUpInBrowser(page: Page, name: string) {
  const email = `${name.split(' ')[0]!.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  await openRunning(page, '/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('strong-pass-1');
  await page.getByLabel('Confirm password').fill('strong-pass-1');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/dashboard');
  return { email, password: 'strong-pass-1' };
}

/** The save status once the server has the builder's copy. */
export const savedStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Saved at \d/ });

/** A new portfolio of the template, setup skipped, saved: the builder as a designer starts it. */
export async function openNewPortfolio(page: Page, templateId: string) {
  await page.goto(`/portfolio-builder/new?template=${templateId}`);
  await expect(page).toHaveURL(/\/portfolio-builder\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Skip Setup' }).click();
  await expect(savedStatus(page)).toBeVisible();
}

/** Publishes a portfolio for the first time at a new address, through the Publish dialog. */
export async function publishFirstTime(page: Page) {
  const slug = `page-${randomUUID().slice(0, 8)}`;
  await page.getByRole('button', { name: 'Publish', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Publish Your Portfolio' });
  await dialog.getByLabel('Your portfolio address').fill(slug);
  await expect(dialog.getByText('This URL is available!')).toBeVisible();
  await dialog.getByRole('button', { name: /Portfolio( Anyway)?$/ }).click();
  await expect(page.getByText('Portfolio published successfully!')).toBeVisible();
  return slug;
}

/** Ends the page's session on the server (as after 7 days, or a logout elsewhere): its next call gets 401. */
export async function endSessionOnServer(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await page.request.post('/api/auth/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
}

/** The text of every builder draft kept on this device, for `expect.poll`. */
export function draftsOnDevice(page: Page) {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('portfolio-draft-'))
      .map((key) => localStorage.getItem(key))
      .join(),
  );
}

export async function cspViolations(page: Page) {
  return page.evaluate(() => window.__cspViolations ?? []);
}

/** The production build's manifest: which chunk holds which source file. */
export function chunkOf(sourceFile: string) {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = manifest[sourceFile];
  if (!entry) throw new Error(`${sourceFile} is not in the build manifest`);
  return entry.file;
}

export { expect };
