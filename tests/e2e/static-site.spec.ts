import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { expect, signUpInBrowser, test } from './fixtures';

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
  await signUpInBrowser(page, 'Ada Okoro');
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
    // Each picture comes from the folder, never from the server.
    expect(served.filter((url) => url.startsWith('http'))).toEqual([]);

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
  await signUpInBrowser(page, 'Ada Okoro');
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
