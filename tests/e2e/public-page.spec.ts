import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { listTemplates } from '../../templates';
import { allowRefusedRequests, expect, test } from './fixtures';

async function publishedPortfolio(request: APIRequestContext) {
  const signup = await request.post('/api/auth/signup', {
    data: {
      name: 'Ada Okoro',
      email: `ada-${randomUUID().slice(0, 8)}@example.com`,
      password: 'strong-pass-1',
    },
  });
  const auth = { Authorization: `Bearer ${(await signup.json()).data.token}` };
  const created = await request.post('/api/portfolios', {
    headers: auth,
    data: { title: 'Ada Okoro — Portfolio' },
  });
  const portfolio = (await created.json()).data.portfolio;
  const content = structuredClone(portfolio.content);
  content.sections[0].content.name = 'Ada Okoro';
  const slug = `ada-${randomUUID().slice(0, 8)}`;
  await request.put(`/api/portfolios/${portfolio.id}`, {
    headers: auth,
    data: { version: 1, content, slug, published: true },
  });
  return { slug, auth, id: portfolio.id };
}

test('a published page reads whole with JavaScript turned off', async ({ browser, request }) => {
  const { slug } = await publishedPortfolio(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`/portfolio/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Ada Okoro — Portfolio');
  await expect(page.locator('.ech-hero-name')).toHaveText('Ada Okoro');
  for (const project of [
    'Nord Identity System',
    'Atlas Wayfinding',
    'Halo Mobile App',
    'Forma Type Specimen',
  ]) {
    await expect(page.getByRole('heading', { name: project })).toBeVisible();
  }
  // Styled by the template's stylesheet, not left as bare markup.
  expect(
    await page.locator('.ech').evaluate((element) => getComputedStyle(element).backgroundColor),
  ).toBe('rgb(244, 242, 238)');
  await context.close();
});

test('its lightbox and brief form work after load, from the one small script', async ({
  page,
  request,
}) => {
  const { slug } = await publishedPortfolio(request);
  const scripts: string[] = [];
  page.on(
    'request',
    (sent) => sent.resourceType() === 'script' && scripts.push(new URL(sent.url()).pathname),
  );
  await page.goto(`/portfolio/${slug}`);
  const opener = page.getByRole('button', { name: 'Open Circle study full screen' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Image viewer' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('1 / 6')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('2 / 6')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();

  const form = page.getByRole('form', { name: 'Project brief' });
  await form.getByRole('button', { name: 'Send brief' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/islands-[\w-]+\.js$/);
});

test('unpublished and unknown slugs answer 404 with their states', async ({
  page,
  request,
  problems,
}) => {
  const { slug, auth, id } = await publishedPortfolio(request);
  await request.put(`/api/portfolios/${id}`, {
    headers: auth,
    data: { version: 2, published: false },
  });
  const unpublished = await page.goto(`/portfolio/${slug}`);
  expect(unpublished?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Portfolio Unpublished' })).toBeVisible();
  await expect(
    page.getByText(
      'This portfolio is not currently published and is not accessible to the public.',
    ),
  ).toBeVisible();

  const unknown = await page.goto('/portfolio/nobody-has-this-slug');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Portfolio Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL('/');
  allowRefusedRequests(problems, 404);
});

test('a photographer’s sixty photographs all open in the published page’s viewer', async ({
  page,
  request,
}) => {
  const signup = await request.post('/api/auth/signup', {
    data: {
      name: 'Noa Photos',
      email: `noa-${randomUUID().slice(0, 8)}@example.com`,
      password: 'strong-pass-1',
    },
  });
  const auth = { Authorization: `Bearer ${(await signup.json()).data.token}` };
  const created = await request.post('/api/portfolios', {
    headers: auth,
    data: { title: 'Sixty', templateId: 'lumen' },
  });
  const portfolio = (await created.json()).data.portfolio;
  const content = structuredClone(portfolio.content);
  const gallery = content.sections.find((section: { type: string }) => section.type === 'gallery');
  gallery.content.images = Array.from({ length: 60 }, (_, index) => ({
    id: `photo-${index + 1}`,
    src: `/templates/lumen/gallery-${(index % 8) + 1}.svg`,
    caption: `Frame ${index + 1}`,
    meta: '',
  }));
  const slug = `sixty-${randomUUID().slice(0, 8)}`;
  const saved = await request.put(`/api/portfolios/${portfolio.id}`, {
    headers: auth,
    data: { version: 1, content, slug, published: true },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.goto(`/portfolio/${slug}`);
  const last = page.getByRole('button', { name: 'View Frame 60 full screen' });
  await last.scrollIntoViewIfNeeded();
  await last.click();
  const viewer = page.getByRole('dialog', { name: 'Image viewer' });
  await expect(viewer.getByText('60 / 60')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('1 / 60')).toBeVisible();
  await expect(viewer.getByRole('img')).toHaveAttribute('alt', 'Frame 1');
});

test('the Made-with badge never covers the foot of the page, on any template or width', async ({
  browser,
  request,
}) => {
  const { auth } = await publishedPortfolio(request);
  for (const template of listTemplates()) {
    const created = await request.post('/api/portfolios', {
      headers: auth,
      data: { templateId: template.id, title: `${template.name} foot` },
    });
    const portfolio = (await created.json()).data.portfolio;
    const slug = `foot-${randomUUID().slice(0, 8)}`;
    const published = await request.put(`/api/portfolios/${portfolio.id}`, {
      headers: auth,
      data: { version: portfolio.version, slug, published: true },
    });
    expect(published.status()).toBe(200);
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(`/portfolio/${slug}`);
      const badge = page.locator('.made-with');
      await expect(badge).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // Every word and link in the page's last footer, measured where the badge sits once scrolled down.
      const covered = await page.evaluate(() => {
        const badgeBox = document.querySelector('.made-with')!.getBoundingClientRect();
        const footers = document.querySelectorAll('#portfolio footer');
        const footer = footers[footers.length - 1];
        if (!footer) return ['no footer'];
        const range = document.createRange();
        const hits: string[] = [];
        const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          range.selectNodeContents(node);
          for (const box of range.getClientRects())
            if (
              box.right > badgeBox.left &&
              box.left < badgeBox.right &&
              box.bottom > badgeBox.top &&
              box.top < badgeBox.bottom
            )
              hits.push(node.textContent.trim());
        }
        return hits;
      });
      expect(covered, `${template.id} at ${width} px: text under the badge`).toEqual([]);
      await page.close();
    }
  }
});
