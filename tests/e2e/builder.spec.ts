import type { Page } from '@playwright/test';
import {
  allowRefusedRequests,
  draftsOnDevice,
  endSessionOnServer,
  expect,
  signUpInBrowser,
  test,
} from './fixtures';

async function signUpAndCreate(page: Page) {
  await signUpInBrowser(page, 'Bea Builder');
  await page.goto('/portfolio-builder/new?template=echelon');
  await expect(page).toHaveURL(/\/portfolio-builder\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Skip Setup' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  return page.url();
}

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

test('edits in place, undoes and redoes, reorders, adds and deletes sections, saves, and finds it all after a reload', async ({
  page,
}) => {
  const url = await signUpAndCreate(page);

  await retype(page, 'title', 'Posters, type and patience.', 'hero');
  await retype(page, 'bio', 'Twelve years of posters for theatres and festivals.', 'about');
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();

  // Undo and redo work over the text edits.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('#about [data-path="bio"]')).toHaveText(/Ten years of designing/);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.locator('#about [data-path="bio"]')).toHaveText(
    'Twelve years of posters for theatres and festivals.',
  );

  // Reorder two gallery images with the keyboard-reachable buttons.
  await expect(galleryCaptions(page).nth(0)).toHaveText('Circle study');
  await page.getByRole('button', { name: 'Move image 1 later' }).click();
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
  await expect(page.getByText('Deleted "work" section!')).toBeVisible();
  await expect(page.locator('#work')).toHaveCount(0);

  // Ctrl+S saves.
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByText('Portfolio saved successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: /Save Draft/ })).toBeDisabled();

  await page.reload();
  await expect(heroTitle(page)).toHaveText('Posters, type and patience.');
  await expect(page.locator('#about [data-path="bio"]')).toHaveText(
    'Twelve years of posters for theatres and festivals.',
  );
  await expect(galleryCaptions(page).nth(0)).toHaveText('Rhythm I');
  await expect(page.locator('#gallery-2')).toBeVisible();
  await expect(page.locator('#work')).toHaveCount(0);
  expect(page.url()).toBe(url);

  // Nothing to save now: the spec's info toast.
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByText('No changes to save')).toBeVisible();
});

test('keeps the edits and says so when the network drops during a save', async ({
  page,
  context,
  problems,
}) => {
  await signUpAndCreate(page);
  await retype(page, 'title', 'Written offline.', 'hero');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText(/Failed to save portfolio:/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Save failed' })).toBeVisible();
  await expect(heroTitle(page)).toHaveText('Written offline.');
  // The draft on this device has the edit too.
  await expect.poll(() => draftsOnDevice(page)).toContain('Written offline.');
  await context.setOffline(false);
  await page.waitForTimeout(1100);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Portfolio saved successfully!')).toBeVisible();
  problems.console = problems.console.filter(
    (line) => !line.includes('net::ERR_INTERNET_DISCONNECTED'),
  );
});

test('two pages saving the same portfolio get the conflict dialog instead of a lost edit', async ({
  page,
  context,
  problems,
}) => {
  const url = await signUpAndCreate(page);
  const other = await context.newPage();
  await other.goto(url);
  await expect(other.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  await retype(page, 'title', 'Saved in the first tab.', 'hero');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Portfolio saved successfully!')).toBeVisible();

  await retype(other, 'title', 'Saved in the second tab.', 'hero');
  await other.getByRole('button', { name: 'Save Draft' }).click();
  const dialog = other.getByRole('dialog', { name: 'This portfolio changed somewhere else' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Section “hero”/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(other.getByText('Portfolio saved successfully!')).toBeVisible();

  await page.reload();
  await expect(heroTitle(page)).toHaveText('Saved in the second tab.');
  await other.close();
  allowRefusedRequests(problems, 409);
});

test('preview shows the page without the editing handles, and a reload offers the draft back', async ({
  page,
}) => {
  await signUpAndCreate(page);
  await retype(page, 'title', 'Only on this device.', 'hero');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('main', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Only on this device.');
  await expect(preview.locator('[contenteditable]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to Edit' }).click();

  // The draft is written 2 s after the last edit; once it is there, a reload offers it.
  await expect.poll(() => draftsOnDevice(page)).toContain('Only on this device.');
  page.once('dialog', (dialog) => dialog.accept());
  await page.reload();
  await expect(page.getByText(/Unsaved changes from .* were kept on this device/)).toBeVisible();
  await page.getByRole('button', { name: 'Restore them' }).click();
  await expect(heroTitle(page)).toHaveText('Only on this device.');
});

test('an expired session sends the designer to log in and back to the builder with the edits', async ({
  page,
  problems,
}) => {
  const url = await signUpAndCreate(page);
  const email = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user')!).email as string,
  );
  await retype(page, 'title', 'Typed before the session ended.', 'hero');
  // The session ends on the server (as after 7 days, or a logout elsewhere).
  await endSessionOnServer(page);

  await page.getByRole('button', { name: 'Save Draft' }).click();
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
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Portfolio saved successfully!')).toBeVisible();
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
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
});
