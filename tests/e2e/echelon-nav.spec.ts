import type { APIRequestContext, Browser } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';

type Section = { id: string; type: string; hidden?: boolean };
type Stored = { id: string; version: number; content: { sections: Section[] } };

/** A published Echelon portfolio made through the API, as the other browser tests make them. */
async function publishedEchelon(request: APIRequestContext) {
  const signup = await request.post('/api/auth/signup', {
    data: {
      name: 'Lina Berg',
      email: `lina-${randomUUID().slice(0, 8)}@example.com`,
      password: 'strong-pass-1',
    },
  });
  const headers = { Authorization: `Bearer ${(await signup.json()).data.token}` };
  const created = await request.post('/api/portfolios', {
    headers,
    data: { templateId: 'echelon', title: 'Lina Berg' },
  });
  expect(created.status()).toBe(201);
  let portfolio = (await created.json()).data.portfolio as Stored;
  const slug = `lina-${randomUUID().slice(0, 8)}`;
  const publish = async (data: Record<string, unknown>) => {
    const answer = await request.put(`/api/portfolios/${portfolio.id}`, {
      headers,
      data: { version: portfolio.version, published: true, ...data },
    });
    expect(answer.status()).toBe(200);
    portfolio = (await answer.json()).data.portfolio as Stored;
  };
  await publish({ slug });
  return { slug, portfolio: () => portfolio, publish };
}

/** The portfolio's navigation links (not the name) at a window width, as [label, href]. */
async function navAt(browser: Browser, slug: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(`/portfolio/${slug}`);
  const links = page.getByRole('navigation', { name: 'Portfolio' }).getByRole('listitem');
  await expect(links.first()).toBeVisible();
  const entries = await links
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((a) => [a.textContent ?? '', a.getAttribute('href') ?? '']),
    );
  return { page, context, links, entries };
}

test('on a phone the Echelon menu lists every section the desktop one does, and each link lands on its section', async ({
  browser,
  request,
}) => {
  const { slug } = await publishedEchelon(request);

  const desktop = await navAt(browser, slug, 1280);
  expect(desktop.entries).toEqual([
    ['About', '#about'],
    ['Work', '#work'],
    ['Gallery', '#gallery'],
    ['Contact', '#contact'],
  ]);
  await desktop.context.close();

  const phone = await navAt(browser, slug, 375);
  const { page } = phone;
  expect(phone.entries).toEqual(desktop.entries);
  const nav = page.getByRole('navigation', { name: 'Portfolio' });
  for (const [label] of desktop.entries) {
    const link = nav.getByRole('link', { name: label, exact: true });
    await expect(link).toBeInViewport({ ratio: 1 });
  }
  // Nothing spills sideways: the page is as wide as the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);

  for (const [label, href] of desktop.entries) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const heading = page.locator(`${href} .ech-section-head`);
    await expect(heading).toBeInViewport();
    // The section's heading rule shows below the sticky bar, not under it.
    await expect
      .poll(async () => {
        const bar = (await nav.boundingBox())!;
        const rule = (await heading.boundingBox())!;
        return rule.y >= bar.y + bar.height;
      })
      .toBe(true);
  }
  await phone.context.close();
});

test('a hidden section leaves the Echelon menu on a phone as on a desktop', async ({
  browser,
  request,
}) => {
  const published = await publishedEchelon(request);
  const content = structuredClone(published.portfolio().content);
  content.sections.find((section) => section.type === 'gallery')!.hidden = true;
  await published.publish({ content });

  for (const width of [1280, 375]) {
    const { context, links, entries } = await navAt(browser, published.slug, width);
    expect(entries, `at ${width}px`).toEqual([
      ['About', '#about'],
      ['Work', '#work'],
      ['Contact', '#contact'],
    ]);
    for (const link of await links.all()) await expect(link).toBeVisible();
    await context.close();
  }
});
