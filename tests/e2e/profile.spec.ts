import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { allowRefusedRequests, authOf, expect, openRunning, signedUpByApi, test } from './fixtures';

const token = (page: Page) => page.evaluate(() => localStorage.getItem('token'));
const bearer = (value: string | null) => ({ Authorization: `Bearer ${value}` });

/** From the dashboard, through the account menu. */
async function openProfile(page: Page) {
  await openRunning(page, '/dashboard');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');
}

test.describe('the profile', () => {
  test('changes the password: messages under the fields, nothing typed lost, other devices signed out', async ({
    page,
    problems,
  }) => {
    const { email, password } = await signedUpByApi(page, 'Rosa Lindqvist');
    // Another device signed in to the same account.
    const other = await page.request.post('/api/auth/login', { data: { email, password } });
    const otherToken = (await other.json()).data.token as string;

    await openProfile(page);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog', { name: "We're Working On It" })).toHaveCount(0);

    const current = dialog.getByLabel('Current password');
    const next = dialog.getByLabel('New password', { exact: true });
    const confirm = dialog.getByLabel('Confirm new password');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(current).toHaveAccessibleDescription('Current password is required');
    await expect(next).toHaveAccessibleDescription('Password is required');
    await expect(confirm).toHaveAccessibleDescription('Please confirm your password');

    await current.fill('not-my-password');
    await next.fill('123');
    await confirm.fill('456');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(next).toHaveAccessibleDescription('Password must be at least 6 characters');
    await expect(confirm).toHaveAccessibleDescription('Passwords do not match');

    // The server refuses the wrong current password: the message goes under that field.
    await next.fill('fresh-pass-2');
    await confirm.fill('fresh-pass-2');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(current).toHaveAccessibleDescription('Your current password is not correct');
    await expect(current).toHaveValue('not-my-password');
    await expect(next).toHaveValue('fresh-pass-2');
    await expect(confirm).toHaveValue('fresh-pass-2');
    allowRefusedRequests(problems, 400);

    await current.fill(password);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(
      page.getByText('Password changed successfully! Every other device has been signed out.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    // This browser stays signed in; the other device does not.
    const mine = await token(page);
    expect((await page.request.get('/api/auth/me', { headers: bearer(mine) })).status()).toBe(200);
    expect((await page.request.get('/api/auth/me', { headers: bearer(otherToken) })).status()).toBe(
      401,
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Rosa Lindqvist' })).toBeVisible();

    const oldLogin = await page.request.post('/api/auth/login', { data: { email, password } });
    expect(oldLogin.status()).toBe(401);
    const newLogin = await page.request.post('/api/auth/login', {
      data: { email, password: 'fresh-pass-2' },
    });
    expect(newLogin.status()).toBe(200);
  });

  test('exports my data as a dated JSON file with my portfolio and no secret', async ({ page }) => {
    const designer = await signedUpByApi(page, 'Ines Moreau');
    const created = await page.request.post('/api/portfolios', {
      headers: authOf(designer),
      data: { title: 'Ines Export Portfolio' },
    });
    expect(created.status()).toBe(201);

    await openProfile(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export My Data' }).click();
    const download = await downloading;
    const day = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`folio-export-${day}.json`);
    const text = await readFile((await download.path())!, 'utf8');
    const data = JSON.parse(text);
    expect(data.account.email).toBe(designer.email);
    expect(data.portfolios.map((portfolio: { title: string }) => portfolio.title)).toEqual([
      'Ines Export Portfolio',
    ]);
    expect(data.portfolios[0].content.sections.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/password|argon2|token/i);
    await expect(page.getByText('Your data has been downloaded')).toBeVisible();
  });

  test('counts the portfolios the server has, not the ones cached at login', async ({ page }) => {
    await signedUpByApi(page, 'Theo Brandt');
    await openProfile(page);
    const count = page
      .locator('.profile-details div')
      .filter({ hasText: 'Portfolios' })
      .locator('dd');
    await expect(count).toHaveText('0');

    // Made elsewhere (another tab, the dashboard): the user cached in this browser still says 0.
    const created = await page.request.post('/api/portfolios', {
      headers: bearer(await token(page)),
      data: { title: 'Counted' },
    });
    expect(created.status()).toBe(201);
    await page.goto('/profile');
    await expect(count).toHaveText('1');
    // The cached user follows, so the next page reads the right count too.
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').portfolioCount),
      )
      .toBe(1);
  });
});
