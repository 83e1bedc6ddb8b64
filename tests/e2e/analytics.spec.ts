import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { listTemplates } from '../../templates';
import { authOf, expect, signedUpByApi, test } from './fixtures';

// Honest numbers (issue 21): a page opened ten times by one browser and once by another is eleven
// views and two unique visitors, on the designer's dashboard the same day. Headless Chromium says
// "HeadlessChrome" and is counted as a robot, so every context here carries a person's browser.
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
test.use({ userAgent: DESKTOP });

/** Opens the page and waits until its script has reported the view. */
async function openAndReport(page: Page, url: string, reload = false) {
  const reported = page.waitForResponse(
    (response) => response.url().endsWith('/views') && response.request().method() === 'POST',
  );
  if (reload) await page.reload();
  else await page.goto(url);
  expect((await reported).status()).toBe(204);
}

async function visitor(browser: Browser, userAgent: string) {
  const context = await browser.newContext({ userAgent });
  return { context, page: await context.newPage() };
}

// One template: the view is reported by renderer/islands.ts, the one script every template's page
// loads the same way; tests/api/analytics.test.ts proves the counting itself.
const template = listTemplates()[0]!;

test(`a page opened 10 times by one browser and once by another shows 11 views and 2 visitors today (${template.name})`, async ({
  page,
  browser,
}, testInfo) => {
  const headers = authOf(await signedUpByApi(page, 'Lena Varga'));
  const created = await page.request.post('/api/portfolios', {
    headers,
    data: { title: 'Lena Varga — Work', templateId: template.id },
  });
  const portfolio = (await created.json()).data.portfolio;
  const slug = `lena-${randomUUID().slice(0, 8)}`;
  const published = await page.request.put(`/api/portfolios/${portfolio.id}`, {
    headers,
    data: { version: portfolio.version, slug, published: true },
  });
  expect(published.status()).toBe(200);
  const url = `/portfolio/${slug}`;

  const desktop = await visitor(browser, DESKTOP);
  await openAndReport(desktop.page, url);
  for (let n = 1; n < 10; n++) await openAndReport(desktop.page, url, true);
  const phone = await visitor(browser, PHONE);
  await openAndReport(phone.page, url);
  // The phone's visitor enlarges a picture: a lightbox open, not another view.
  const lightboxReported = phone.page.waitForResponse(
    (response) =>
      response.url().endsWith('/views') &&
      Boolean(response.request().postData()?.includes('lightbox')),
  );
  await phone.page.locator('[data-lightbox]').first().click();
  await expect(phone.page.getByRole('dialog', { name: 'Image viewer' })).toBeVisible();
  expect((await lightboxReported).status()).toBe(204);
  await desktop.context.close();
  await phone.context.close();
  // The designer looking at their own page is not a visitor.
  await openAndReport(page, url);

  await page.goto('/dashboard?section=analytics');
  const figures = page.getByRole('list', { name: 'Lena Varga — Work, last 30 days' });
  const card = (label: string) =>
    figures.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
  await expect(card('Views').locator('.stat-value')).toHaveText('11');
  await expect(card('Views').locator('.stat-note')).toHaveText('11 today');
  await expect(card('Lightbox opens').locator('.stat-value')).toHaveText('1');
  await expect(card('Unique visitors').locator('.stat-value')).toHaveText('2');
  await expect(card('Unique visitors').locator('.stat-note')).toHaveText(
    '2 today · counted per day',
  );
  // The chart's figures, as a screen reader reads them: today is its last row.
  const chart = page.getByRole('img', { name: /Views and unique visitors of Lena Varga/ });
  await expect(chart).toBeVisible();
  const today = page.locator('.visits-chart tbody tr').last();
  await expect(today.locator('td')).toHaveText(['11', '2']);
  await expect(page.getByRole('region', { name: 'Top pages' })).toContainText('Portfolio page');
  await expect(page.getByRole('region', { name: 'Top referrers' })).toContainText('Direct');
  const devices = page.getByRole('region', { name: 'Devices' });
  await expect(devices.getByRole('listitem')).toHaveText([
    /^Phone\s*9%/,
    /^Tablet\s*0%/,
    /^Desktop\s*91%/,
  ]);

  const { violations } = await new AxeBuilder({ page }).include('.analytics').analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);

  // 90 days: the same visits, a longer line.
  await page.getByRole('button', { name: '90 days' }).click();
  await expect(page.getByRole('list', { name: 'Lena Varga — Work, last 90 days' })).toBeVisible();
  await expect(page.locator('.visits-chart tbody tr')).toHaveCount(90);
  await page.getByRole('button', { name: '30 days' }).click();

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.locator('.visits-chart svg')).toHaveAttribute(
      'width',
      String(Math.round(await page.locator('.visits-chart-frame').evaluate((e) => e.clientWidth))),
    );
    // Nothing wider than the screen: the chart is drawn to the width the layout gives it.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`analytics-${width}.png`), fullPage: true });
  }

  // The portfolio's card: the same total, and its last 30 days as a sparkline.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard?section=portfolios');
  const portfolioCard = page.getByRole('article', { name: 'Lena Varga — Work' });
  await expect(portfolioCard.getByText('11 views')).toBeVisible();
  await expect(
    portfolioCard.getByRole('img', { name: '11 views in the last 30 days' }),
  ).toBeVisible();
  await portfolioCard.screenshot({ path: testInfo.outputPath('card-1280.png') });
});
