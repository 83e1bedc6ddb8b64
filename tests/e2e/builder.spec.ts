import type { Page } from '@playwright/test';
import {
  allowRefusedRequests,
  draftsOnDevice,
  endSessionOnServer,
  expect,
  openNewPortfolioByApi,
  signedUpByApi,
  test,
  isSave,
  PORTFOLIO_ROUTES,
} from './fixtures';

/** A designer's new Echelon portfolio, made through the API, open in the builder; its address. */
async function signUpAndCreate(page: Page) {
  const designer = await signedUpByApi(page, 'Bea Builder');
  await openNewPortfolioByApi(page, designer, 'echelon');
  return page.url();
}

/** The one save status, when it says the server has everything. */
const saved = (page: Page) => page.getByRole('status').filter({ hasText: /^Saved at \d/ });
const status = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

/** Types into a text edited in place, replacing what is there, and commits it with Enter. */
async function retype(page: Page, path: string, text: string, section?: string) {
  const scope = section ? page.locator(`#${section}`) : page;
  const field = scope.locator(`[data-path="${path}"]`).first();
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(field).toHaveText(text);
}

const heroTitle = (page: Page) => page.locator('#hero [data-path="title"]');
const galleryCaptions = (page: Page) => page.locator('#gallery [data-path$=".caption"]');

test('edits in place, undoes and redoes, reorders, adds and deletes sections, and finds it all after a reload', async ({
  page,
}) => {
  const url = await signUpAndCreate(page);

  await retype(page, 'title', 'Posters, type and patience.', 'hero');
  await retype(page, 'bio', 'Twelve years of posters for theatres and festivals.', 'about');

  // Undo and redo work over the text edits.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('#about [data-path="bio"]')).toHaveText(/Ten years of designing/);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.locator('#about [data-path="bio"]')).toHaveText(
    'Twelve years of posters for theatres and festivals.',
  );

  // Reorder two gallery images with the keyboard-reachable buttons.
  await expect(galleryCaptions(page).nth(0)).toHaveText('Circle study');
  // A section's item controls are there once the pointer is over it.
  await page.locator('#gallery').hover();
  await page.getByRole('button', { name: /^Move image 1 later$/ }).click();
  await expect(galleryCaptions(page).nth(0)).toHaveText('Rhythm I');
  await expect(galleryCaptions(page).nth(1)).toHaveText('Circle study');

  // Add a section, then delete one.
  await page.getByRole('button', { name: '+ Add section' }).click();
  await page.getByRole('button', { name: /^Gallery/ }).click();
  await expect(page.getByText('Added "Gallery" section!')).toBeVisible();
  await expect(page.locator('#gallery-2')).toBeVisible();
  await page.locator('#work').hover();
  await page
    .getByRole('toolbar', { name: 'Work section' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.locator('#work')).toHaveCount(0);

  // Nobody pressed save: the edits reach the server on their own.
  await expect(saved(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Draft' })).toBeDisabled();

  await page.reload();
  await expect(heroTitle(page)).toHaveText('Posters, type and patience.');
  await expect(page.locator('#about [data-path="bio"]')).toHaveText(
    'Twelve years of posters for theatres and festivals.',
  );
  await expect(galleryCaptions(page).nth(0)).toHaveText('Rhythm I');
  await expect(page.locator('#gallery-2')).toBeVisible();
  await expect(page.locator('#work')).toHaveCount(0);
  await expect(page.getByText(/were kept on this device/)).toHaveCount(0);
  expect(page.url()).toBe(url);

  // Nothing to save now: the spec's info toast.
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByText('No changes to save')).toBeVisible();
});

test('autosave: the status says what the server has at every step, and Save Draft saves at once', async ({
  page,
}) => {
  await signUpAndCreate(page);
  // Hold the next save on its way, to see the status while it travels.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(PORTFOLIO_ROUTES, async (route) => {
    if (isSave(route.request())) await held;
    await route.continue();
  });
  await retype(page, 'title', 'Saved without a click.', 'hero');
  await expect(status(page, 'Saving…')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Draft' })).toBeDisabled();
  release();
  await expect(saved(page)).toBeVisible();
  await page.unroute(PORTFOLIO_ROUTES);
  // No toast for an autosave: the status alone reports it.
  await expect(page.getByText('Portfolio saved successfully!')).toHaveCount(0);

  await page.reload();
  await expect(heroTitle(page)).toHaveText('Saved without a click.');
  await expect(saved(page)).toBeVisible();
  await expect(page.getByText(/were kept on this device/)).toHaveCount(0);

  // Save Draft does not wait for the pause: typing, then Ctrl+S saves and says so.
  await retype(page, 'title', 'Saved with Ctrl+S.', 'hero');
  await page.keyboard.press('ControlOrMeta+s');
  await expect(saved(page)).toBeVisible();
  await page.reload();
  await expect(heroTitle(page)).toHaveText('Saved with Ctrl+S.');
});

test('offline: the edits are kept on this device, and saved when the network is back', async ({
  page,
  context,
  problems,
}) => {
  await signUpAndCreate(page);
  await context.setOffline(true);
  await retype(page, 'title', 'Written offline.', 'hero');
  await expect(status(page, 'Offline, kept on this device')).toBeVisible({ timeout: 30_000 });
  await expect(heroTitle(page)).toHaveText('Written offline.');
  // The draft on this device has the edit too.
  await expect.poll(() => draftsOnDevice(page)).toContain('Written offline.');
  await context.setOffline(false);
  await expect(saved(page)).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(heroTitle(page)).toHaveText('Written offline.');
  problems.console = problems.console.filter(
    (line) => !line.includes('net::ERR_INTERNET_DISCONNECTED'),
  );
});

test('two pages editing the same portfolio get the conflict dialog instead of a lost edit', async ({
  page,
  context,
  problems,
}) => {
  const url = await signUpAndCreate(page);
  const other = await context.newPage();
  await other.goto(url);
  await expect(saved(other)).toBeVisible();

  await retype(page, 'title', 'Saved in the first tab.', 'hero');
  await expect(saved(page)).toBeVisible();
  await expect(status(page, 'Unsaved changes')).toHaveCount(0);

  await retype(other, 'title', 'Saved in the second tab.', 'hero');
  const dialog = other.getByRole('dialog', { name: 'This portfolio changed somewhere else' });
  await expect(dialog).toBeVisible();
  await expect(status(other, 'Conflict: choose a version')).toBeVisible();
  await expect(dialog.getByText(/Section “hero”/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(saved(other)).toBeVisible();

  await page.reload();
  await expect(heroTitle(page)).toHaveText('Saved in the second tab.');
  await other.close();
  allowRefusedRequests(problems, 409);
});

test('preview shows the page without the editing handles, and a reload offers back what the server never got', async ({
  page,
  problems,
}) => {
  await signUpAndCreate(page);
  // The server is down: every save fails.
  await page.route(PORTFOLIO_ROUTES, (route) =>
    isSave(route.request())
      ? route.fulfill({ status: 503, json: { success: false, message: 'Down for a moment' } })
      : route.continue(),
  );
  await retype(page, 'title', 'Only on this device.', 'hero');
  await expect(status(page, 'Offline, kept on this device')).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Only on this device.');
  await expect(preview.locator('[contenteditable]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to Edit' }).click();

  await expect.poll(() => draftsOnDevice(page)).toContain('Only on this device.');
  await page.unroute(PORTFOLIO_ROUTES);
  page.once('dialog', (dialog) => dialog.accept());
  await page.reload();
  await expect(page.getByText(/Unsaved changes from .* were kept on this device/)).toBeVisible();
  await expect(heroTitle(page)).not.toHaveText('Only on this device.');
  await page.getByRole('button', { name: 'Restore them' }).click();
  await expect(heroTitle(page)).toHaveText('Only on this device.');
  await expect(saved(page)).toBeVisible();
  allowRefusedRequests(problems, 503);
});

test('an expired session sends the designer to log in and back to the builder with the edits', async ({
  page,
  problems,
}) => {
  const url = await signUpAndCreate(page);
  const email = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user')!).email as string,
  );
  // The session ends on the server (as after 7 days, or a logout elsewhere).
  await endSessionOnServer(page);
  await retype(page, 'title', 'Typed before the session ended.', 'hero');

  await expect(page).toHaveURL('/login');
  await expect(
    page.getByText('Session expired. Please login again.', { exact: true }),
  ).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('strong-pass-1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(url);
  await page.getByRole('button', { name: 'Restore them' }).click();
  await expect(heroTitle(page)).toHaveText('Typed before the session ended.');
  await expect(saved(page)).toBeVisible();
  await page.reload();
  await expect(heroTitle(page)).toHaveText('Typed before the session ended.');
  allowRefusedRequests(problems, 401);
});

test('replaces an image through the uploader', async ({ page }) => {
  await signUpAndCreate(page);
  const hero = page.locator('#hero');
  const sharp = (await import('sharp')).default;
  const photo = await sharp({
    create: { width: 1600, height: 2000, channels: 3, background: '#c2410c' },
  })
    .jpeg()
    .toBuffer();
  await hero
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(hero.locator('img')).toHaveAttribute(
    'src',
    /^\/uploads\/[a-f0-9]{2}\/[a-f0-9]{64}-1600x2000\.webp$/,
  );
  await expect(saved(page)).toBeVisible();
  await page.reload();
  await expect(hero.locator('img')).toHaveAttribute('src', /^\/uploads\//);
});

test('keyboard: Skip to actions reaches Publish in a few key presses, and the hint stays dismissed', async ({
  page,
}) => {
  await signUpAndCreate(page);
  const hint = page.getByText(/Click any text to edit it/);
  await expect(hint).toBeVisible();

  // From the top of the page, the first Tab offers the way past the portfolio.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to actions' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  let presses = 0;
  while (!(await publish.evaluate((element) => element === document.activeElement))) {
    expect(presses, 'Publish within 8 Tabs of the skip link').toBeLessThan(8);
    await page.keyboard.press('Tab');
    presses += 1;
  }

  await page.getByRole('button', { name: 'Dismiss the editing tip' }).click();
  await expect(hint).toHaveCount(0);
  await page.reload();
  await expect(saved(page)).toBeVisible();
  await expect(hint).toHaveCount(0);
});
