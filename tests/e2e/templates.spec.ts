import { listTemplates } from '../../templates';
import { expect, test, openRunning } from './fixtures';

const registered = listTemplates();

test.describe('the template gallery', () => {
  test('shows every registered template, each with its picture, demo and use links', async ({
    page,
  }) => {
    await openRunning(page, '/templates');
    await expect(
      page.getByRole('heading', { level: 1, name: 'PORTFOLIO TEMPLATES' }),
    ).toBeVisible();
    await expect(page.locator('.template-card')).toHaveCount(registered.length);
    for (const template of registered) {
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: template.name, exact: true }) });
      await expect(card.getByText('LIVE PREVIEW')).toBeVisible();
      await expect(card.getByText(template.category, { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: 'VIEW DEMO' })).toHaveAttribute(
        'href',
        `/template-preview/${template.id}`,
      );
      await expect(card.getByRole('link', { name: /USE TEMPLATE/ })).toBeVisible();
      const preview = card.getByRole('img');
      await preview.scrollIntoViewIfNeeded();
      await expect(preview).toHaveJSProperty('complete', true);
      expect(
        await preview.evaluate((img: HTMLImageElement) => img.naturalWidth),
        `${template.id}'s gallery picture`,
      ).toBeGreaterThan(0);
    }
    await expect(page.getByText('Coming soon')).toHaveCount(0);
    const width = await page
      .getByRole('listitem')
      .first()
      .evaluate((card) => card.getBoundingClientRect().width);
    expect(width).toBeGreaterThanOrEqual(350);
  });

  test('opens the echelon preview, drives the lightbox with the keyboard, and USE leads a visitor to signup', async ({
    page,
  }) => {
    await openRunning(page, '/templates');
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

  for (const template of registered) {
    test(`${template.id} has its own preview with its sample name and a way to use it`, async ({
      page,
    }) => {
      await page.goto(`/template-preview/${template.id}`);
      const hero = template.defaultContent.sections.find((section) => section.type === 'hero');
      const name = String(hero?.content.name ?? '');
      await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'USE THIS TEMPLATE' })).toHaveAttribute(
        'href',
        `/signup?return=/portfolio-builder/new&template=${template.id}`,
      );
    });
  }

  test('an unknown template says so', async ({ page }) => {
    await page.goto('/template-preview/brutalist');
    await expect(page.getByText('The template brutalist could not be loaded.')).toBeVisible();
  });

  test('every template preview fits from 360 px to 1440 px', async ({ page }) => {
    for (const width of [360, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const { id } of registered) {
        await page.goto(`/template-preview/${id}`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${id} at ${width}px scrolls sideways`).toBe(0);
      }
    }
  });
});
