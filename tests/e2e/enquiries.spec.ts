import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { MIN_FILL_MS } from '../../model/enquiry';
import { listTemplates } from '../../templates';
import { authOf, expect, signedUpByApi, test } from './fixtures';

// Briefs from published pages reach the designer's Inbox (issue 21), from every template, with
// JavaScript and without it.

type Brief = { name: string; email: string; company: string; project: string; message: string };

const withScript: Brief = {
  name: 'Noor Haddad',
  email: 'noor@example.org',
  company: 'Haddad Bakery',
  project: 'Brand identity',
  message: 'We open a bakery in spring: a name, a mark and packaging.',
};
const withoutScript: Brief = {
  name: 'Sam Okafor',
  email: 'sam@example.org',
  company: 'Okafor Cycles',
  project: 'Website',
  message: 'A small shop site for cargo bikes.',
};

/** A portfolio of the template, published at a fresh address through the API. */
async function publish(
  request: APIRequestContext,
  auth: Record<string, string>,
  templateId: string,
) {
  const template = listTemplates().find((candidate) => candidate.id === templateId)!;
  const created = await request.post('/api/portfolios', {
    headers: auth,
    data: { title: `${template.name} portfolio`, templateId, content: template.defaultContent },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data.portfolio;
  const slug = `brief-${randomUUID().slice(0, 8)}`;
  const saved = await request.put(`/api/portfolios/${id}`, {
    headers: auth,
    data: { version: 1, slug },
  });
  expect(saved.status()).toBe(200);
  const published = await request.post(`/api/portfolios/${id}/publish`, {
    headers: auth,
    data: { version: (await saved.json()).data.portfolio.version, slug },
  });
  expect(published.status()).toBe(200);
  return { id, slug, title: `${template.name} portfolio` };
}

async function fillBrief(page: Page, brief: Brief, budget = '10k-25k') {
  const form = page.getByRole('form', { name: 'Project brief' });
  await form.getByLabel(/^Name\b/).fill(brief.name);
  await form.getByLabel(/^Email\b/).fill(brief.email);
  await form.getByLabel(/^Company\b/).fill(brief.company);
  await form.getByLabel(/^Project type\b/).fill(brief.project);
  await form.getByLabel(/^Budget\b/).selectOption(budget);
  await form.getByLabel(/^Message\b/).fill(brief.message);
  return form;
}

/** Waits, by the clock, until a visitor who started at `since` has taken the minimum fill time. */
const fillTimePassed = (since: number) =>
  expect.poll(() => Date.now() - since, { intervals: [100] }).toBeGreaterThan(MIN_FILL_MS + 100);

/** Sends a brief with the page's script: its start time is the server's, fetched as the visitor starts. */
async function sendWithScript(browser: Browser, slug: string, brief: Brief, shot: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/portfolio/${slug}`);
  const started = page.waitForResponse((response) => response.url().endsWith('/enquiries/start'));
  const form = await fillBrief(page, brief);
  const stamp = (await (await started).json()).data.started as string;
  await fillTimePassed(Number(stamp.split('.')[0]));
  const sent = page.waitForResponse(
    (response) => response.url().endsWith('/enquiries') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: /^Send/ }).click();
  expect((await sent).status()).toBe(200);
  const thanks = page
    .getByRole('status')
    .filter({ hasText: 'Thank you, your brief is on its way.' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(form).toBeHidden();
  await thanks.screenshot({ path: test.info().outputPath(`${shot}-thanks-script.png`) });
  // The visitor can write another: the form comes back, empty.
  await thanks.getByRole('link', { name: 'Write another' }).click();
  await expect(form.getByLabel(/^Name\b/)).toHaveValue('');
  await expect(thanks).toBeHidden();
  await context.close();
}

/** Sends a brief with JavaScript turned off: a plain form post, and the page's own thank-you. */
async function sendWithoutScript(browser: Browser, slug: string, brief: Brief, shot: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const opened = Date.now();
  await page.goto(`/portfolio/${slug}`);
  const form = await fillBrief(page, brief, '5k-10k');
  // The page carries the time it was made: no earlier than it was opened.
  await fillTimePassed(opened);
  await form.getByRole('button', { name: /^Send/ }).click();
  await expect(page).toHaveURL(new RegExp(`/portfolio/${slug}#brief[\\w-]*-sent$`));
  const thanks = page
    .getByRole('status')
    .filter({ hasText: 'Thank you, your brief is on its way.' });
  await expect(thanks).toBeVisible();
  await expect(page.getByRole('form', { name: 'Project brief' })).toBeHidden();
  await thanks.screenshot({ path: test.info().outputPath(`${shot}-thanks-no-script.png`) });
  // "Write another" brings the form back without script too.
  await thanks.getByRole('link', { name: 'Write another' }).click();
  await expect(page.getByRole('form', { name: 'Project brief' })).toBeVisible();
  await context.close();
}

for (const template of listTemplates()) {
  test(`${template.name}: a brief sent from the published page, with and without JavaScript, is in the Inbox`, async ({
    page,
    browser,
  }) => {
    const designer = await signedUpByApi(page, 'Ada Okoro');
    const portfolio = await publish(page.request, authOf(designer), template.id);
    await sendWithScript(browser, portfolio.slug, withScript, template.id);
    await sendWithoutScript(browser, portfolio.slug, withoutScript, template.id);

    await page.goto('/dashboard');
    const inboxLink = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', {
      name: /^Inbox/,
    });
    await expect(inboxLink).toHaveAccessibleName(/^Inbox\s*2 unread$/);
    await inboxLink.click();
    await expect(page).toHaveURL(/section=inbox/);
    const list = page.getByRole('list', { name: 'Enquiries' });
    // Newest first.
    await expect(list.getByRole('article')).toHaveCount(2);
    await expect(list.getByRole('article').first()).toHaveAccessibleName(
      `Enquiry from ${withoutScript.name}`,
    );
    for (const [brief, budget] of [
      [withScript, '10k-25k'],
      [withoutScript, '5k-10k'],
    ] as const) {
      const item = list.getByRole('article', { name: `Enquiry from ${brief.name}` });
      await expect(item.getByRole('link', { name: brief.email })).toHaveAttribute(
        'href',
        `mailto:${brief.email}`,
      );
      await expect(item.getByText(`via ${portfolio.title}`)).toBeVisible();
      await expect(item.getByText(brief.project)).toBeVisible();
      await expect(item.getByText(budget)).toBeVisible();
      await expect(item.getByText(brief.message)).toBeVisible();
    }
  });
}

test('a brief sent too quickly is refused with a clear message, and goes once the visitor takes a moment', async ({
  page,
  browser,
}) => {
  const designer = await signedUpByApi(page, 'Ada Okoro');
  const portfolio = await publish(page.request, authOf(designer), listTemplates()[0]!.id);
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const refusals: number[] = [];
  visitor.on('response', (response) => {
    if (response.url().endsWith('/enquiries') && response.status() >= 400)
      refusals.push(response.status());
  });
  await visitor.goto(`/portfolio/${portfolio.slug}`);
  const started = visitor.waitForResponse((response) =>
    response.url().endsWith('/enquiries/start'),
  );
  const form = await fillBrief(visitor, withScript);
  const stamp = (await (await started).json()).data.started as string;
  // A bot's pace: sent at once.
  await form.getByRole('button', { name: /^Send/ }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'That was sent a little too quickly. Please check your brief and send it again.',
  );
  expect(refusals).toEqual([400]);
  // Nothing typed is lost; a moment later it goes.
  await expect(form.getByLabel(/^Message\b/)).toHaveValue(withScript.message);
  await fillTimePassed(Number(stamp.split('.')[0]));
  await form.getByRole('button', { name: /^Send/ }).click();
  await expect(
    visitor.getByRole('status').filter({ hasText: 'Thank you, your brief is on its way.' }),
  ).toBeVisible();
  await context.close();

  const counts = await page.request.get('/api/enquiries/counts', {
    headers: authOf(designer),
  });
  expect((await counts.json()).data).toMatchObject({ unread: 1, all: 1 });
});

test('the Inbox: open marks read, search, archive, delete with a confirm, export CSV', async ({
  page,
}) => {
  const auth = authOf(await signedUpByApi(page, 'Ada Okoro'));
  const portfolio = await publish(page.request, auth, listTemplates()[0]!.id);
  // Two briefs sent through the API as the page's script sends them, each with its own stamp (a
  // stamp takes one brief) and after its fill time.
  const stamps: string[] = [];
  for (let n = 0; n < 2; n++)
    stamps.push(
      (
        await (
          await page.request.get(`/api/portfolios/public/${portfolio.slug}/enquiries/start`)
        ).json()
      ).data.started as string,
    );
  await fillTimePassed(Number(stamps[1]!.split('.')[0]));
  for (const [n, brief] of [withScript, withoutScript].entries()) {
    const stamp = stamps[n]!;
    const sent = await page.request.post(`/api/portfolios/public/${portfolio.slug}/enquiries`, {
      data: { ...brief, budget: '50k+', _started: stamp, _page: `/portfolio/${portfolio.slug}` },
    });
    expect(sent.status()).toBe(200);
  }

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard?section=inbox');
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.screenshot({ path: test.info().outputPath(`inbox-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('button', { name: /^Inbox/ })).toHaveAccessibleName(
    /^Inbox\s*2 unread$/,
  );
  const noor = page.getByRole('article', { name: `Enquiry from ${withScript.name}` });
  await noor.getByRole('button', { name: withScript.name }).click();
  await expect(noor.getByRole('button', { name: withScript.name })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // Opening it marked it read: the badge counts one.
  await expect(nav.getByRole('button', { name: /^Inbox/ })).toHaveAccessibleName(
    /^Inbox\s*1 unread$/,
  );
  await expect(noor.getByRole('link', { name: 'Reply' })).toHaveAttribute(
    'href',
    /^mailto:noor%40example\.org\?subject=/,
  );
  await page.screenshot({ path: test.info().outputPath('inbox-open-1280.png'), fullPage: true });

  // Search.
  await page.getByLabel('Search enquiries').fill('cargo');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toHaveAccessibleName(
    `Enquiry from ${withoutScript.name}`,
  );
  await page.getByLabel('Search enquiries').fill('');
  await expect(page.getByRole('article')).toHaveCount(2);

  // Export what is shown as CSV.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv).toContain('Received,Status,Portfolio,Name,Email');
  expect(csv).toContain(withScript.email);
  expect(csv).toContain(withoutScript.email);

  // Archive: it leaves Unread and Read, and is under Archived.
  await noor.getByRole('button', { name: 'Archive' }).click();
  await page.getByRole('button', { name: /^Archived/ }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toHaveAccessibleName(`Enquiry from ${withScript.name}`);
  await page.getByRole('button', { name: /^Unread/ }).click();
  await expect(page.getByRole('article')).toHaveAccessibleName(
    `Enquiry from ${withoutScript.name}`,
  );

  // Delete, after a confirm.
  await page.getByRole('button', { name: /^All/ }).click();
  const sam = page.getByRole('article', { name: `Enquiry from ${withoutScript.name}` });
  await sam.getByRole('button', { name: withoutScript.name }).click();
  await sam.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this enquiry?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(sam).toBeVisible();
  await sam.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete enquiry' }).click();
  await expect(page.getByText('Enquiry deleted')).toBeVisible();
  await expect(sam).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(nav.getByRole('button', { name: /^Inbox/ })).toHaveAccessibleName('Inbox');
});

test('without JavaScript, a brief with a mistake comes back with everything typed, and goes once fixed', async ({
  page,
  browser,
}) => {
  const designer = await signedUpByApi(page, 'Ada Okoro');
  const portfolio = await publish(page.request, authOf(designer), listTemplates()[0]!.id);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  const opened = Date.now();
  await visitor.goto(`/portfolio/${portfolio.slug}`);
  await fillBrief(visitor, { ...withoutScript, email: 'sam@example' });
  await fillTimePassed(opened);
  await visitor.getByRole('button', { name: /^Send/ }).click();

  await expect(visitor.getByRole('heading', { name: 'Please check your brief' })).toBeVisible();
  const email = visitor.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue('sam@example');
  await expect(email).toHaveAccessibleDescription('Invalid email address');
  await expect(visitor.getByLabel('Message', { exact: true })).toHaveValue(withoutScript.message);
  await expect(visitor.getByLabel('Budget', { exact: true })).toHaveValue('10k-25k');
  await visitor.setViewportSize({ width: 375, height: 900 });
  await visitor.screenshot({ path: test.info().outputPath('check-brief-375.png'), fullPage: true });

  // This page was made just now: the fill time counts from it.
  const shown = Date.now();
  await email.fill(withoutScript.email);
  await fillTimePassed(shown);
  await visitor.getByRole('button', { name: 'Send brief' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/portfolio/${portfolio.slug}#brief[\\w-]*-sent$`));
  await expect(
    visitor.getByRole('status').filter({ hasText: 'Thank you, your brief is on its way.' }),
  ).toBeVisible();
  await context.close();

  const counts = await page.request.get('/api/enquiries/counts', { headers: authOf(designer) });
  expect((await counts.json()).data).toMatchObject({ unread: 1, all: 1 });
});
