import { expect, test } from './fixtures';

test.describe('the template gallery', () => {
  test('shows both templates and the placeholders that are not selectable', async ({ page }) => {
    await page.goto('/templates');
    await expect(
      page.getByRole('heading', { level: 1, name: 'PORTFOLIO TEMPLATES' }),
    ).toBeVisible();
    for (const name of ['Echelon', 'Lumen']) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await expect(card.getByText('LIVE PREVIEW')).toBeVisible();
      await expect(card.getByRole('link', { name: 'VIEW DEMO' })).toBeVisible();
      await expect(card.getByRole('link', { name: /USE TEMPLATE/ })).toBeVisible();
      const preview = card.getByRole('img');
      await expect(preview).toHaveJSProperty('complete', true);
      expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
        0,
      );
    }
    for (const name of ['Corporate', 'Developer']) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await expect(card.getByText('Coming soon')).toBeVisible();
      await expect(card.getByRole('link')).toHaveCount(0);
    }
    const width = await page
      .getByRole('listitem')
      .first()
      .evaluate((card) => card.getBoundingClientRect().width);
    expect(width).toBeGreaterThanOrEqual(350);
  });

  test('opens the echelon preview, drives the lightbox with the keyboard, and USE leads a visitor to signup', async ({
    page,
  }) => {
    await page.goto('/templates');
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Echelon' }) })
      .getByRole('link', { name: 'VIEW DEMO' })
      .click();
    await expect(page).toHaveURL('/template-preview/echelon');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Clear, honest design for brands that mean it.',
    );

    const opener = page.getByRole('button', { name: 'Open Circle study full screen' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText('1 / 6')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('2 / 6')).toBeVisible();
    await expect(viewer.getByRole('img')).toHaveAttribute('alt', 'Rhythm I');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('6 / 6')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();

    await page.getByRole('link', { name: 'USE THIS TEMPLATE' }).click();
    await expect(page).toHaveURL('/signup?return=/portfolio-builder/new&template=echelon');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });

  test('the photography template has its own preview, and an unknown one says so', async ({
    page,
  }) => {
    await page.goto('/template-preview/lumen');
    await expect(page.getByRole('heading', { level: 1, name: 'Noa Lindqvist' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'USE THIS TEMPLATE' })).toHaveAttribute(
      'href',
      '/signup?return=/portfolio-builder/new&template=lumen',
    );
    await page.goto('/template-preview/brutalist');
    await expect(page.getByText('The template brutalist could not be loaded.')).toBeVisible();
  });

  test('looks right from 360 px to 1440 px', async ({ page }) => {
    for (const width of [360, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const id of ['echelon', 'lumen']) {
        await page.goto(`/template-preview/${id}`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${id} at ${width}px scrolls sideways`).toBe(0);
      }
    }
  });
});
