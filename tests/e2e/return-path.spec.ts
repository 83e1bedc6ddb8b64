import type { Page } from '@playwright/test';
import { accountByApi, expect, test, openRunning } from './fixtures';

/** React Router's own error screen, which shows the error and its stack. */
const routerErrorScreen = (page: Page) => page.getByText('Unexpected Application Error!');

test('a return path hiding another host behind an encoded tab logs in to the dashboard, with no error screen', async ({
  page,
}) => {
  // Made through the API, never signed in on this browser.
  const ann = await accountByApi(page, 'Rita Return');

  await openRunning(page, '/login?return=/%09/evil.example');
  await page.getByLabel('Email').fill(ann.email);
  await page.getByLabel('Password').fill(ann.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Rita Return!' })).toBeVisible();
  await expect(routerErrorScreen(page)).toHaveCount(0);

  // Nothing of it comes back with a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Rita Return!' })).toBeVisible();
  await expect(routerErrorScreen(page)).toHaveCount(0);

  // Signed in, each variant sends straight to the dashboard.
  for (const hidden of ['%0A', '%0D', '%5C', '%2509']) {
    await openRunning(page, `/login?return=/${hidden}/evil.example`);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Rita Return!' })).toBeVisible();
    await expect(routerErrorScreen(page)).toHaveCount(0);
  }
});

test('a page that cannot be loaded shows our error page with a way home; a reload recovers', async ({
  page,
  problems,
}) => {
  const aboutChunk = /\/assets\/AboutPage-[\w-]+\.js$/;
  const openAbout = () =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  const errorHeading = page.getByRole('heading', {
    level: 1,
    name: 'This page could not be shown',
  });
  // The About page's code fails to download, as after a deploy removed the old files.
  await page.route(aboutChunk, (route) => route.abort());
  await openRunning(page, '/templates');
  await openAbout();

  await expect(errorHeading).toBeVisible();
  await expect(routerErrorScreen(page)).toHaveCount(0);
  await expect(page.locator('pre')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Folio home' })).toBeVisible();

  // Nothing of the failure is kept: once the file is back, a reload shows the page.
  await page.unroute(aboutChunk);
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Folio' })).toBeVisible();
  // Its code has arrived before the next step refuses it again.
  await expect(page.locator('html[data-app="running"]')).toHaveCount(1);

  // And the way home.
  await page.route(aboutChunk, (route) => route.abort());
  await openRunning(page, '/templates');
  await openAbout();
  await expect(errorHeading).toBeVisible();
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL('/');
  await expect(errorHeading).toHaveCount(0);

  problems.console = problems.console.filter((line) => !line.includes('net::ERR_FAILED'));
});
