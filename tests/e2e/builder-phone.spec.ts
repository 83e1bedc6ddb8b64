import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { listTemplates } from '../../templates';
import { expect, portfolioByApi, signedUpByApi, test } from './fixtures';

// A phone: 375 px wide, touch only.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const template of listTemplates()) {
  test(`${template.name} (${template.id}): on a phone the builder fits the screen, and a designer edits, uploads and publishes by touch`, async ({
    page,
  }) => {
    const designer = await signedUpByApi(page, 'Pia Phone');
    const { id } = await portfolioByApi(page, designer, template.id);
    await page.goto(`/portfolio-builder/${id}`);
    const status = page.getByRole('status').filter({ hasText: /^Saved at \d/ });
    await expect(status).toBeVisible();
    await expect(status).toBeInViewport({ ratio: 1 });
    expect(await sideways(page), 'no sideways scroll').toBeLessThanOrEqual(0);

    // The actions are one button; the page keeps the screen.
    const actions = page.getByRole('navigation', { name: 'Builder actions' });
    await expect(actions.getByRole('button', { name: 'Publish' })).toBeHidden();
    const box = await actions.boundingBox();
    expect(box!.width * box!.height, 'the folded actions cover little').toBeLessThan(375 * 80);

    // Edit the first text of the page by touch.
    const canvas = page.getByRole('region', { name: 'Portfolio canvas' });
    const text = canvas.locator('[contenteditable][data-path]').first();
    await text.tap();
    await expect(text).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Typed on a phone');
    await text.evaluate((element) => (element as HTMLElement).blur());
    await expect(text).toHaveText('Typed on a phone');

    // Upload into the first picture slot by touch.
    const photo = await sharp({
      create: { width: 900, height: 1200, channels: 3, background: '#0f766e' },
    })
      .jpeg()
      .toBuffer();
    const upload = canvas
      .locator('.fb-image-controls')
      .first()
      .getByRole('button', { name: /^(Upload|Replace) / })
      .first();
    await upload.scrollIntoViewIfNeeded();
    const chooser = page.waitForEvent('filechooser');
    await upload.tap();
    await (await chooser).setFiles({ name: 'phone.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(canvas.locator('img[src^="/uploads/"]').first()).toBeVisible();
    await expect(status).toBeVisible();
    expect(await sideways(page), 'no sideways scroll after editing').toBeLessThanOrEqual(0);

    // Publish from the folded menu.
    await actions.getByRole('button', { name: 'Actions' }).tap();
    await actions.getByRole('button', { name: 'Publish' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Publish Your Portfolio' });
    const slug = `phone-${template.id}-${randomUUID().slice(0, 6)}`;
    await dialog.getByLabel('Your portfolio address').fill(slug);
    await expect(dialog.getByText('This URL is available!')).toBeVisible();
    await dialog
      .getByRole('button', { name: /^Publish/ })
      .last()
      .tap();
    await expect(page.getByRole('link', { name: 'Live ↗' })).toHaveAttribute(
      'href',
      `/portfolio/${slug}`,
    );
    await page.goto(`/portfolio/${slug}`);
    await expect(page.getByText('Typed on a phone').first()).toBeVisible();
  });
}
