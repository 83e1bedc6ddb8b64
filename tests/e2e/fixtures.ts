import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { builderDescription, builderTitle } from '../../model/portfolio';
import { getTemplate } from '../../templates';

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

const PASSWORD = 'strong-pass-1';
const newEmail = (name: string) =>
  `${name.split(' ')[0]!.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;

/** The save status once the server has the builder's copy. */
export const savedStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Saved at \d/ });

/** Every request to a portfolio's routes: with `isSave`, what a test holds back or refuses. */
export const PORTFOLIO_ROUTES = '**/api/portfolios/**';
/** A save of a working copy: the builder's PATCH …/draft, or a whole PUT (the case-study editor). */
export const isSave = (request: Request) =>
  (request.method() === 'PUT' || request.method() === 'PATCH') &&
  /\/api\/portfolios\/[^/]+(\/draft)?$/.test(new URL(request.url()).pathname);

// Through the UI, as a designer does it: for the tests about these flows. Every other test starts
// from the state the API helpers below make.

/** Signs a new designer up through the signup form, as a visitor would, and waits for the dashboard. */
export async function signUpInBrowser(page: Page, name: string) {
  const email = newEmail(name);
  await openRunning(page, '/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/dashboard');
  return { email, password: PASSWORD };
}

/** A new portfolio of the template, setup skipped, saved: the builder as a designer starts it. */
export async function openNewPortfolio(page: Page, templateId: string) {
  await page.goto(`/portfolio-builder/new?template=${templateId}`);
  await expect(page).toHaveURL(/\/portfolio-builder\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Skip Setup' }).click();
  await expect(savedStatus(page)).toBeVisible();
}

// Through the API, skipping the signup form, the template choice, setup and the Publish dialog.

/** An account made through the API: what the signup form sends, and what the server answers. */
export type Account = {
  name: string;
  email: string;
  password: string;
  token: string;
  user: Record<string, unknown>;
};

/** The header the API wants from this account. */
export const authOf = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

/** A new account made through the API; this browser is not signed in. */
export async function accountByApi(page: Page, name: string): Promise<Account> {
  const email = newEmail(name);
  const answer = await page.request.post('/api/auth/signup', {
    data: { name, email, password: PASSWORD },
  });
  expect(answer.status(), 'signup through the API').toBe(201);
  const { token, user } = (await answer.json()).data;
  return { name, email, password: PASSWORD, token, user };
}

/**
 * A new account made through the API, and this page's browser signed in as it, as after logging in
 * (the app reads localStorage). Written once, before any page of the app opens, so a later logout or
 * profile edit stays. The page stays where it was (nowhere, at the start of a test): open the page
 * the test is about.
 */
export async function signedUpByApi(page: Page, name: string): Promise<Account> {
  const account = await accountByApi(page, name);
  const user = { ...account.user, isAuthenticated: true, lastUpdated: Date.now() };
  await page.context().setStorageState({
    cookies: [],
    origins: [
      {
        origin: new URL(test.info().project.use.baseURL!).origin,
        localStorage: [
          { name: 'token', value: account.token },
          { name: 'user', value: JSON.stringify(user) },
        ],
      },
    ],
  });
  return account;
}

type PortfolioAnswer = { id: string; version: number; title: string } & Record<string, unknown>;

/**
 * A new portfolio of the template with its sample content (as Skip Setup leaves it), made through
 * the API and titled as the template choice titles it; `documents` (title, content, styling...)
 * are sent with it.
 */
export async function portfolioByApi(
  page: Page,
  account: Account,
  templateId: string,
  documents: Record<string, unknown> = {},
): Promise<PortfolioAnswer> {
  const { name } = getTemplate(templateId);
  const answer = await page.request.post('/api/portfolios', {
    headers: authOf(account),
    data: {
      title: builderTitle(name),
      description: builderDescription(name),
      templateId,
      ...documents,
    },
  });
  expect(answer.status(), 'a portfolio made through the API').toBe(201);
  return (await answer.json()).data.portfolio;
}

/** Opens the portfolio in the builder and waits until it shows the server's copy as saved. */
export async function openBuilder(page: Page, portfolioId: string) {
  await page.goto(`/portfolio-builder/${portfolioId}`);
  await expect(savedStatus(page)).toBeVisible();
}

/** `openNewPortfolio` through the API: a new portfolio of the template, open in the builder, saved. */
export async function openNewPortfolioByApi(page: Page, account: Account, templateId: string) {
  const portfolio = await portfolioByApi(page, account, templateId);
  await openBuilder(page, portfolio.id);
  return portfolio;
}

/**
 * Publishes the portfolio's working copy, as the server has it, at a new address through the API,
 * and gives the address. From the builder, wait for `savedStatus` first.
 */
export async function publishedByApi(page: Page, account: Account, portfolioId: string) {
  const slug = `page-${randomUUID().slice(0, 8)}`;
  const current = await page.request.get(`/api/portfolios/${portfolioId}`, {
    headers: authOf(account),
  });
  const { version } = (await current.json()).data.portfolio;
  const answer = await page.request.post(`/api/portfolios/${portfolioId}/publish`, {
    headers: authOf(account),
    data: { version, slug },
  });
  expect(answer.status(), 'published through the API').toBe(200);
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

/**
 * Until what the page has started is over: every picture loaded or refused (lazy ones told to load
 * now), the fonts in, then a frame drawn and the tasks queued before it run.
 */
export function settled(page: Page) {
  return page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? undefined
          : new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
      ),
    );
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
  });
}

/** The two-digit numbers a page draws, CSS counters included (no DOM property holds those), in order. */
export async function drawnNumbers(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { documents, strings } = await cdp.send('DOMSnapshot.captureSnapshot', {
    computedStyles: [],
  });
  await cdp.detach();
  return documents[0]!.layout.text
    .map((index) => strings[index]?.trim() ?? '')
    .filter((text) => /^\d{2}$/.test(text));
}
