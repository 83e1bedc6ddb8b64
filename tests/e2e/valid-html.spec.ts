import { validatorErrors } from '../support/vnu';
import { expect, portfolioByApi, publishedByApi, settled, signedUpByApi, test } from './fixtures';

// Every page a visitor, a designer or an author is shown is valid HTML, as the browser has it once
// the app has drawn it: the W3C validator (vnu, from its npm package, no network) finds no error.
test('every marketing, account and dashboard page, and a published one, is valid HTML once drawn', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pages = new Map<string, string>();
  const keep = async (label: string) => {
    await settled(page);
    pages.set(label, await page.content());
  };
  for (const path of [
    '/',
    '/about',
    '/events',
    '/contact',
    '/privacy',
    '/terms',
    '/templates',
    '/login',
    '/signup',
    '/forgot-password',
  ]) {
    await page.goto(path);
    await keep(path);
  }

  const designer = await signedUpByApi(page, 'Vera Valid');
  const portfolio = await portfolioByApi(page, designer, 'echelon');
  for (const path of ['/dashboard', '/profile']) {
    await page.goto(path);
    await keep(path);
  }
  const slug = await publishedByApi(page, designer, portfolio.id);
  await page.goto(`/portfolio/${slug}`);
  await keep('/portfolio/:slug');

  expect(await validatorErrors(pages)).toEqual([]);
});
