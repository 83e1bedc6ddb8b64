import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { MIN_FILL_MS } from '../../model/enquiry';
import { accountByApi, authOf, expect, signedUpByApi, test } from './fixtures';

/** Writes every file of a zip under `folder`, as a designer's unzip tool would. */
async function unzipTo(zipFile: string, folder: string) {
  const zip = await yauzl.openPromise(zipFile);
  const names: string[] = [];
  for await (const entry of zip.eachEntry()) {
    const target = path.join(folder, entry.fileName);
    expect(target.startsWith(folder + path.sep)).toBe(true);
    await mkdir(path.dirname(target), { recursive: true });
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    await writeFile(target, Buffer.concat(chunks));
    names.push(entry.fileName);
  }
  return names;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

/** Serves a folder as a static host would, at a port of its own: an origin other than the app's. */
async function serveFolder(folder: string) {
  const server = createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const file = path.join(folder, name.endsWith('/') ? `${name}index.html` : name);
    if (!file.startsWith(folder + path.sep)) return void response.writeHead(404).end();
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, {
            'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
          })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const photo = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** A published Echelon portfolio whose hero and gallery show images the designer uploaded. */
async function publishWithImages(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const auth = { Authorization: `Bearer ${token}` };
  const urls: string[] = [];
  for (const [index, colour] of ['#3a6ea5', '#a53a6e', '#6ea53a'].entries()) {
    const answer = await request.post('/api/upload/single', {
      headers: auth,
      multipart: {
        image: {
          name: `photo-${index}.jpg`,
          mimeType: 'image/jpeg',
          buffer: await photo(1200 + index * 100, 800, colour),
        },
      },
    });
    expect(answer.status()).toBe(201);
    urls.push((await answer.json()).data.url);
  }
  const created = await request.post('/api/portfolios', {
    headers: auth,
    data: { title: 'Ada Okoro — Work', templateId: 'echelon' },
  });
  const portfolio = (await created.json()).data.portfolio;
  const content = structuredClone(portfolio.content);
  for (const section of content.sections) {
    if (section.type === 'hero') section.content.image = urls[0];
    if (section.type === 'gallery')
      section.content.images = urls.map((src, index) => ({
        id: `image-${index + 1}`,
        src,
        caption: `Study ${index + 1}`,
        meta: '2025',
        ...(index === 2 ? { hiddenOn: 'phone' } : {}),
      }));
  }
  const saved = await request.put(`/api/portfolios/${portfolio.id}/draft`, {
    headers: auth,
    data: { version: portfolio.version, content },
  });
  expect(saved.status()).toBe(200);
  const published = await request.post(`/api/portfolios/${portfolio.id}/publish`, {
    headers: auth,
    data: { version: (await saved.json()).data.portfolio.version, slug: `ada-${Date.now()}` },
  });
  expect(published.status()).toBe(200);
}

test('the static-site download opens from disk with its images and a working lightbox', async ({
  page,
  request,
  browser,
}) => {
  await signedUpByApi(page, 'Ada Okoro');
  await page.goto('/dashboard');
  await publishWithImages(page, request);
  await page.goto('/dashboard?section=portfolios');
  const card = page.getByRole('article', { name: 'Ada Okoro — Work' });

  const folder = await mkdtemp(path.join(tmpdir(), 'folio-static-'));
  try {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download as static site' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ada-okoro-work-site.zip');
    await expect(page.getByText('Static site downloaded')).toBeVisible();
    const zipFile = path.join(folder, 'site.zip');
    await download.saveAs(zipFile);
    const site = path.join(folder, 'site');
    const names = await unzipTo(zipFile, site);
    expect(names).toContain('index.html');
    expect(names.filter((name) => name.startsWith('images/')).length).toBeGreaterThanOrEqual(6);

    // Opened straight from disk, in a browser that never saw the server.
    const context = await browser.newContext();
    const offline = await context.newPage();
    const errors: string[] = [];
    offline.on('console', (line) => line.type() === 'error' && errors.push(line.text()));
    offline.on('pageerror', (error) => errors.push(error.message));
    const served: string[] = [];
    offline.on('request', (sent) => served.push(sent.url()));
    await offline.goto(pathToFileURL(path.join(site, 'index.html')).href);
    await expect(offline).toHaveTitle('Ada Okoro — Work');
    // The template's type comes from the folder too (its styles are in the page, its fonts beside it).
    expect(names.filter((name) => /^assets\/.+\.woff2$/.test(name)).length).toBeGreaterThan(0);
    await expect
      .poll(() =>
        offline.evaluate(() =>
          [...document.fonts]
            .filter((face) => face.status === 'loaded' && !face.family.endsWith('Fallback'))
            .map((face) => face.family),
        ),
      )
      .toContain('Inter Tight Variable');

    const gallery = offline.locator('.ech-gallery-item img');
    await expect(gallery).toHaveCount(3);
    for (const image of await offline.locator('img').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), {
          message: await image.evaluate((element: HTMLImageElement) => element.outerHTML),
        })
        .toBeGreaterThan(0);
    }
    // Each picture comes from the folder, never from the server: only the brief form's stamp does.
    expect(
      served.filter((url) => url.startsWith('http') && !url.endsWith('/enquiries/start')),
    ).toEqual([]);

    await offline.getByRole('button', { name: 'Open Study 2 full screen' }).click();
    const viewer = offline.getByRole('dialog', { name: 'Image viewer' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText('2 / 3')).toBeVisible();
    const big = viewer.locator('img.lightbox-image');
    await expect
      .poll(() => big.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    expect(await big.getAttribute('src')).toMatch(/^file:\/\/.*\/images\/[a-f0-9]{64}-/);
    await offline.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    // The picture the designer hid on phones leaves at phone width, by the folder's own CSS.
    const pictures = offline.locator('.ech-gallery-item');
    await expect(pictures.nth(2)).toBeVisible();
    await offline.setViewportSize({ width: 375, height: 800 });
    await expect(pictures.nth(2)).toBeHidden();
    await expect(pictures.nth(1)).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test('a portfolio exported from the dashboard imports back as a new draft', async ({
  page,
  request,
}) => {
  await signedUpByApi(page, 'Ada Okoro');
  await page.goto('/dashboard');
  await publishWithImages(page, request);
  await page.goto('/dashboard?section=portfolios');
  const folder = await mkdtemp(path.join(tmpdir(), 'folio-export-'));
  try {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('article', { name: 'Ada Okoro — Work' })
        .getByRole('button', { name: 'Export' })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('ada-okoro-work.zip');
    const file = path.join(folder, 'export.zip');
    await download.saveAs(file);

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Import portfolio' }).click(),
    ]);
    await chooser.setFiles({
      name: 'export.zip',
      mimeType: 'application/zip',
      buffer: await readFile(file),
    });
    await expect(page.getByText('Portfolio imported successfully!')).toBeVisible();
    const cards = page.getByRole('article', { name: 'Ada Okoro — Work' });
    await expect(cards).toHaveCount(2);
    // The copy is a draft: nothing to download as a site until it is published.
    await expect(cards.first().getByText('Draft')).toBeVisible();
    await expect(
      cards.first().getByRole('button', { name: 'Download as static site' }),
    ).toHaveCount(0);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test('the static site, served from another origin, sends its brief to the live site the first time', async ({
  page,
  browser,
}) => {
  const designer = await accountByApi(page, 'Ada Okoro');
  const auth = authOf(designer);
  const created = await page.request.post('/api/portfolios', {
    headers: auth,
    data: { title: 'Ada Okoro — Work', templateId: 'echelon' },
  });
  const portfolio = (await created.json()).data.portfolio;
  const published = await page.request.post(`/api/portfolios/${portfolio.id}/publish`, {
    headers: auth,
    data: { version: portfolio.version, slug: `ada-${Date.now()}` },
  });
  expect(published.status()).toBe(200);
  const zip = await page.request.get(`/api/portfolios/${portfolio.id}/static-site`, {
    headers: auth,
  });
  expect(zip.status()).toBe(200);

  const folder = await mkdtemp(path.join(tmpdir(), 'folio-static-host-'));
  const zipFile = path.join(folder, 'site.zip');
  await writeFile(zipFile, await zip.body());
  await unzipTo(zipFile, path.join(folder, 'site'));
  const host = await serveFolder(path.join(folder, 'site'));
  const context = await browser.newContext();
  try {
    const site = await context.newPage();
    const problems: string[] = [];
    site.on('console', (line) => line.type() === 'error' && problems.push(line.text()));
    site.on('pageerror', (error) => problems.push(error.message));
    site.on('response', (answer) => answer.status() >= 400 && problems.push(answer.url()));
    // The copy asks the live site for its stamp as it opens.
    const started = site.waitForResponse((answer) => answer.url().endsWith('/enquiries/start'));
    await site.goto(`${host.origin}/`);
    await expect(site).toHaveTitle('Ada Okoro — Work');
    const stamp = (await (await started).json()).data.started as string;

    const form = site.getByRole('form', { name: 'Project brief' });
    await form.getByLabel(/^Name\b/).fill('Noor Haddad');
    await form.getByLabel(/^Email\b/).fill('noor@example.org');
    await form.getByLabel(/^Message\b/).fill('A new identity for our bakery, please.');
    // A visitor's pace: past the minimum fill time.
    await expect
      .poll(() => Date.now() - Number(stamp.split('.')[0]), { intervals: [100] })
      .toBeGreaterThan(MIN_FILL_MS + 100);
    const sent = site.waitForResponse(
      (answer) => answer.url().endsWith('/enquiries') && answer.request().method() === 'POST',
    );
    await form.getByRole('button', { name: /^Send/ }).click();
    expect((await sent).status()).toBe(200);
    await expect(
      site.getByRole('status').filter({ hasText: 'Thank you, your brief is on its way.' }),
    ).toBeVisible();
    // Still on the copy: the script sent it, no page of the live site opened.
    expect(new URL(site.url()).origin).toBe(host.origin);
    expect(problems).toEqual([]);

    const counts = await page.request.get('/api/enquiries/counts', { headers: auth });
    expect((await counts.json()).data).toMatchObject({ unread: 1, all: 1 });
  } finally {
    await context.close();
    await host.close();
    await rm(folder, { recursive: true, force: true });
  }
});
