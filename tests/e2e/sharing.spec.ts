import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { newCaseStudy } from '../../model/case-study';
import { listTemplates } from '../../templates';
import {
  authOf,
  expect,
  openBuilder,
  portfolioByApi,
  publishedByApi,
  signedUpByApi,
  test,
} from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A builder action, from the folded menu on a phone. */
async function builderAction(page: Page, name: string) {
  const actions = page.getByRole('navigation', { name: 'Builder actions' });
  const folded = actions.getByRole('button', { name: 'Actions' });
  if (await folded.isVisible()) await folded.click();
  await actions.getByRole('button', { name, exact: true }).click();
}

const template = listTemplates()[0]!;

for (const width of [1280, 375]) {
  test(`at ${width} px the designer makes the portfolio private, shares a link and revokes it`, async ({
    page,
    browser,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    const designer = await signedUpByApi(page, 'Noor Private');
    const { id } = await portfolioByApi(page, designer, template.id);
    const slug = await publishedByApi(page, designer, id);
    await openBuilder(page, id);

    // A visitor reads the public page, with its title.
    const visitor = await browser.newContext();
    const tab = await visitor.newPage();
    const open = await tab.goto(`/portfolio/${slug}`);
    expect(open?.status()).toBe(200);
    const title = await tab.title();
    expect(title.length).toBeGreaterThan(0);

    await builderAction(page, 'Sharing');
    const panel = page.getByRole('complementary', { name: 'Sharing' });
    await expect(panel.getByRole('radio', { name: /^Public/ })).toBeChecked();
    await panel.getByRole('radio', { name: /^Private/ }).check();
    await expect(page.getByText('Portfolio is now private')).toBeVisible();
    await expect(panel.getByText('No links yet.')).toBeVisible();

    // A label is required: the form says so and sends nothing.
    const newLink = panel.getByRole('region', { name: 'New link' });
    await newLink.getByRole('button', { name: 'Create link' }).click();
    await expect(newLink.getByRole('alert')).toHaveText('Label is required');
    await newLink.getByLabel('Who is it for').fill('Acme recruiter');
    await newLink.getByLabel('View limit (optional)').fill('5');
    await newLink.getByRole('button', { name: 'Create link' }).click();
    const shown = newLink.getByRole('textbox', { name: 'Link for Acme recruiter' });
    await expect(shown).toHaveValue(/\/s\/[A-Za-z0-9_-]{43}$/);
    const url = await shown.inputValue();
    await newLink.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const row = panel.getByRole('list', { name: 'Share links' }).getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Acme recruiter');
    await expect(row).toContainText('0 / 5');
    await expect(row).toContainText('Not yet');
    await panel.screenshot({ path: testInfo.outputPath(`sharing-panel-${width}.png`) });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      'no sideways scroll',
    ).toBeLessThanOrEqual(0);

    // Without the link: the private notice, 404, nothing of the page.
    const refused = await tab.goto(`/portfolio/${slug}`);
    expect(refused?.status()).toBe(404);
    await expect(tab.getByRole('heading', { name: 'This portfolio is private' })).toBeVisible();
    expect(await tab.title()).not.toContain(title);
    expect(await tab.content()).not.toContain(title);

    // With it: the page, at its clean address.
    await tab.goto(url);
    await expect(tab).toHaveURL(new RegExp(`/portfolio/${slug}$`));
    expect(await tab.title()).toBe(title);
    await expect(tab.getByRole('heading', { name: 'This portfolio is private' })).toHaveCount(0);
    await tab.reload();
    expect(await tab.title()).toBe(title);

    // The designer sees the open counted, then revokes the link.
    await panel.getByRole('button', { name: 'Done' }).click();
    await builderAction(page, 'Sharing');
    await expect(row).toContainText('1 / 5');
    await expect(row).not.toContainText('Not yet');
    await panel.getByRole('button', { name: 'Revoke Acme recruiter' }).click();
    await expect(page.getByText('“Acme recruiter” revoked')).toBeVisible();
    await expect(row).toContainText('Revoked');

    const after = await tab.reload();
    expect(after?.status()).toBe(404);
    await expect(tab.getByRole('heading', { name: 'This portfolio is private' })).toBeVisible();
    await tab.goto(url);
    await expect(tab.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await visitor.close();

    // The dashboard marks it.
    await page.goto('/dashboard?section=portfolios');
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Private', { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${width}.png`) });
  });
}

test('a private case study with a password: the visitor types it on the private page and reads it', async ({
  page,
  browser,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const designer = await signedUpByApi(page, 'Ines Locked');
  const { id: portfolioId } = await portfolioByApi(page, designer, template.id);
  const slug = await publishedByApi(page, designer, portfolioId);

  // A case study, saved and published through the API (its editor is not what this test is about).
  const headers = authOf(designer);
  const api = `/api/portfolios/${portfolioId}`;
  const { version } = (await (await page.request.get(api, { headers })).json()).data.portfolio;
  const saved = await page.request.put(api, {
    headers,
    data: { version, caseStudies: { 'project-1': newCaseStudy({ title: 'Acme checkout' }) } },
  });
  expect(saved.status()).toBe(200);
  const live = await page.request.post(`${api}/publish`, {
    headers,
    data: { version: (await saved.json()).data.portfolio.version },
  });
  expect(live.status()).toBe(200);
  await openBuilder(page, portfolioId);

  await builderAction(page, 'Sharing');
  const panel = page.getByRole('complementary', { name: 'Sharing' });
  const study = panel.locator('details').filter({ hasText: 'Acme checkout' });
  await study.getByText('Acme checkout').click();
  await study.getByRole('radio', { name: /^Private/ }).check();
  await expect(page.getByText('Case study is now private')).toBeVisible();
  await expect(study.locator('summary')).toContainText('Private');
  const password = study.getByRole('region', { name: 'Password' });
  await password.getByLabel('Password', { exact: true }).fill('abc');
  await password.getByRole('button', { name: 'Set password' }).click();
  await expect(password.getByRole('alert')).toHaveText('Password must be at least 6 characters');
  await password.getByLabel('Password', { exact: true }).fill('acme-2026');
  await password.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password set')).toBeVisible();
  await expect(password.getByRole('button', { name: 'Remove password' })).toBeVisible();
  // The portfolio itself stays public.
  await expect(panel.getByRole('radio', { name: /^Public/ }).first()).toBeChecked();

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await panel.evaluate((element) => (element.scrollTop = element.scrollHeight));
    await page.screenshot({ path: testInfo.outputPath(`case-study-sharing-${width}.png`) });
  }

  const visitor = await browser.newContext();
  const tab = await visitor.newPage();
  expect((await tab.goto(`/portfolio/${slug}`))?.status()).toBe(200);
  const refused = await tab.goto(`/portfolio/${portfolioId}/project/project-1`);
  expect(refused?.status()).toBe(404);
  await expect(tab.getByRole('heading', { name: 'This case study is private' })).toBeVisible();
  expect(await tab.content()).not.toContain('Acme checkout');
  await tab.getByLabel('Password').fill('not-it');
  await tab.getByRole('button', { name: 'View' }).click();
  await expect(tab.getByRole('alert')).toHaveText('That password is not right. Please try again.');
  expect(await tab.content()).not.toContain('Acme checkout');
  for (const width of [1280, 375]) {
    await tab.setViewportSize({ width, height: width > 400 ? 800 : 700 });
    await tab.screenshot({ path: testInfo.outputPath(`private-page-${width}.png`) });
  }
  await tab.getByLabel('Password').fill('acme-2026');
  await tab.getByRole('button', { name: 'View' }).click();
  // Past the password, the old address moves on to the case study's readable one.
  await expect(tab).toHaveURL(new RegExp(`/portfolio/${slug}/[a-z0-9-]+$`));
  await expect(tab.getByRole('heading', { name: 'Acme checkout' })).toBeVisible();
  await visitor.close();
});

test('the case-study editor shares its own case study: made private there, closed to visitors at its address', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const designer = await signedUpByApi(page, 'Ines Editor');
  const { id: portfolioId } = await portfolioByApi(page, designer, template.id);
  const slug = `ines-${randomUUID().slice(0, 8)}`;
  const headers = authOf(designer);
  const api = `/api/portfolios/${portfolioId}`;
  const { version } = (await (await page.request.get(api, { headers })).json()).data.portfolio;
  const saved = await page.request.put(api, {
    headers,
    data: {
      version,
      slug,
      caseStudies: { 'project-1': { ...newCaseStudy({ title: 'Acme checkout' }), slug: 'acme' } },
    },
  });
  expect(saved.status()).toBe(200);
  const live = await page.request.post(`${api}/publish`, {
    headers,
    data: { version: (await saved.json()).data.portfolio.version, slug },
  });
  expect(live.status()).toBe(200);

  await page.goto(`/portfolio-builder/${portfolioId}/case-study/project-1`);
  await page.getByRole('button', { name: 'Sharing' }).click();
  const panel = page.getByRole('complementary', { name: 'Sharing' });
  // Only this case study's controls: the portfolio's own are in the builder.
  const controls = panel.getByRole('group', { name: 'Who can see this case study' });
  await expect(controls).toBeVisible();
  await expect(panel.getByRole('group', { name: 'Who can see this portfolio' })).toHaveCount(0);
  await controls.getByRole('radio', { name: /^Private/ }).check();
  await expect(page.getByText('Case study is now private')).toBeVisible();

  const visitor = await browser.newContext();
  const tab = await visitor.newPage();
  expect((await tab.goto(`/portfolio/${slug}`))?.status()).toBe(200);
  expect((await tab.goto(`/portfolio/${slug}/acme`))?.status()).toBe(404);
  await expect(tab.getByRole('heading', { name: 'This case study is private' })).toBeVisible();
  expect(await tab.content()).not.toContain('Acme checkout');
  await visitor.close();
});
