import type { FrameLocator, Locator } from '@playwright/test';
import sharp from 'sharp';
import { listTemplates } from '../../templates';
import { sectionOf } from '../../templates/types';
import {
  expect,
  openNewPortfolioByApi,
  publishedByApi,
  savedStatus,
  signedUpByApi,
  test,
} from './fixtures';

/** What the template's media queries decide: the first heading's size and the root's padding. */
const layoutOf = (root: Locator) =>
  root.evaluate((element) => {
    const heading = element.querySelector('h1, h2');
    const style = getComputedStyle(heading ?? element);
    return {
      width: element.ownerDocument.documentElement.clientWidth,
      headingSize: style.fontSize,
      headingLineHeight: style.lineHeight,
    };
  });

const opacityOf = (section: Locator) =>
  section.evaluate(
    (element) =>
      getComputedStyle(element.querySelector(':scope > :not(.fb-section-toolbar)')!).opacity,
  );

for (const template of listTemplates()) {
  const leftOff = template.defaultContent.sections.find((section) => section.type !== 'hero')!;
  const leftOffTitle = sectionOf(template, leftOff.type)!.title;

  test(`${template.name} (${template.id}): edited at phone and tablet width in a frame where its media queries apply, as a 375 px visitor sees it`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const designer = await signedUpByApi(page, 'Pia Phone');
    const { id } = await openNewPortfolioByApi(page, designer, template.id);

    const widths = page.getByRole('group', { name: 'Edit at the width of' });
    await widths.getByRole('button', { name: 'Phone' }).click();
    await expect(widths.getByRole('button', { name: 'Phone' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const phone: FrameLocator = page.frameLocator('iframe[title^="Phone preview"]');
    const root = phone.locator(`.${template.rootClass}`);
    await expect(root).toBeVisible();
    const atPhone = await layoutOf(root);
    expect(atPhone.width).toBe(375);
    await expect(phone.locator('html')).toHaveJSProperty('scrollWidth', 375);

    // Edited in place inside the frame: the text, then undo and redo from the builder's buttons.
    const heroText = phone.locator('[data-section="hero"] .fb-editable').first();
    const before = (await heroText.textContent())!;
    await heroText.fill('Pia Lindgren');
    await heroText.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(heroText).toHaveText(before);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(heroText).toHaveText('Pia Lindgren');

    // A picture is uploaded from inside the frame, with the same uploader.
    const slot = phone.locator('.fb-image').first();
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#0f766e' },
    })
      .jpeg()
      .toBuffer();
    await slot
      .locator('input[type=file]')
      .setInputFiles({ name: 'phone.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(slot.locator('img')).toHaveAttribute('src', /^\/uploads\/.*-1200x900\.webp$/);

    // A section hidden on phones stays in reach in the phone frame, dimmed; Ctrl+Z from the frame undoes it.
    const showOn = phone.getByRole('combobox', { name: `Show ${leftOffTitle} section on` });
    await showOn.selectOption({ label: 'Not on phones' });
    const section = phone.locator(`#${leftOff.id}`);
    await expect.poll(() => opacityOf(section)).toBe('0.35');
    await showOn.focus();
    await page.keyboard.press('Control+z');
    await expect(showOn).toHaveValue('every');
    await expect.poll(() => opacityOf(section)).toBe('1');
    await showOn.selectOption({ label: 'Not on phones' });

    // Another width keeps every edit; the desktop canvas shows the section whole.
    await widths.getByRole('button', { name: 'Tablet' }).click();
    const tablet = page.frameLocator('iframe[title^="Tablet preview"]');
    await expect(tablet.locator(`.${template.rootClass}`)).toBeVisible();
    expect((await layoutOf(tablet.locator(`.${template.rootClass}`))).width).toBe(768);
    await expect(tablet.getByText('Pia Lindgren').first()).toBeVisible();
    await widths.getByRole('button', { name: 'Desktop' }).click();
    await expect(page.locator('iframe.fb-device-frame')).toHaveCount(0);
    const canvas = page.locator('.fb-canvas');
    await expect(canvas.getByText('Pia Lindgren').first()).toBeVisible();
    await expect(
      canvas.getByRole('combobox', { name: `Show ${leftOffTitle} section on` }),
    ).toHaveValue('phone');
    await expect.poll(() => opacityOf(canvas.locator(`#${leftOff.id}`))).toBe('1');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(
      canvas.getByRole('combobox', { name: `Show ${leftOffTitle} section on` }),
    ).toHaveValue('every');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(savedStatus(page)).toBeVisible();

    // The phone frame drew exactly what a visitor's phone draws.
    const slug = await publishedByApi(page, designer, id);
    const visitor = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const tab = await visitor.newPage();
    await tab.goto(`/portfolio/${slug}`);
    expect(await layoutOf(tab.locator(`.${template.rootClass}`))).toEqual(atPhone);
    await expect(tab.locator(`#${leftOff.id}`)).toBeHidden();
    await visitor.close();
  });
}
