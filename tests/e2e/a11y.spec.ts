import AxeBuilder from '@axe-core/playwright';
import { listTemplates } from '../../templates';
import { expect, openRunning, test } from './fixtures';

const publicPages = [
  '/',
  '/about',
  '/contact',
  '/events',
  '/events/all',
  '/terms',
  '/privacy',
  '/templates',
  ...listTemplates().map((template) => `/template-preview/${template.id}`),
  '/login',
  '/signup',
  '/forgot-password',
  '/case-study/logo-design-process',
];

for (const path of publicPages) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    // Loaded (its pictures and styles) and running: nothing more arrives after (no request follows).
    await openRunning(page, path);
    await page.evaluate(() => document.fonts.ready);
    // The playground's preview card wears the colours a visitor picks: their contrast is theirs.
    const { violations } = await new AxeBuilder({ page }).exclude('.mk-preview-tag').analyze();
    const severe = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      );
    expect(severe).toEqual([]);
  });
}
