import type { FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCaseStudy } from '../../model/case-study';
import type { UploadAnswer, UploadLibrary } from '../../model/images';
import { processImage } from '../../server/uploads/images';
import { recordUpload, usageOf } from '../../server/uploads/library';
import { S3Storage, type Storage } from '../../server/uploads/storage';
import { getTemplate, listTemplates } from '../../templates';
import { sectionOf } from '../../templates/types';
import { setAt, templateFields } from '../support/schema-fields';
import { buildTestApp, describeEachDatabase, inMemoryPglite, type TestDatabase } from './helpers';
import {
  multipart,
  noisyPng,
  plainJpeg,
  signUp as signUpUser,
  upload,
  type Auth,
} from './upload-helpers';

const signUp = async (app: FastifyInstance) => (await signUpUser(app)).auth;

/** A 1200×800 photo taken sideways (EXIF orientation 6) at a place its GPS tags give away. */
const photoWithGps = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a6ea5' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="300" height="200"><rect width="300" height="200" fill="#ff3b00"/></svg>',
        ),
        top: 0,
        left: 0,
      },
    ])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Folio Test Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 0/1',
      },
    })
    .toBuffer();

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

/** A tiny PNG whose header claims 60000×60000 pixels: a decompression bomb's first line. */
async function pixelBomb() {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const ihdr = png.indexOf('IHDR');
  png.writeUInt32BE(60_000, ihdr + 4);
  png.writeUInt32BE(60_000, ihdr + 8);
  png.writeUInt32BE(crc32(png.subarray(ihdr, ihdr + 17)), ihdr + 17);
  return png;
}

describeEachDatabase('POST /api/upload/single', (database) => {
  let app: FastifyInstance;
  let auth: Auth;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'folio-uploads-'));
  beforeAll(async () => {
    app = await buildTestApp(database, { dataDir });
    auth = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('re-encodes a photo upright, without metadata, in WebP variants that are served immutably', async () => {
    const photo = await photoWithGps();
    const original = await sharp(photo).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif).toBeDefined();
    const response = await upload(app, auth, multipart(photo));
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json();
    expect(message).toBe('Image uploaded successfully');
    // Turned by its EXIF orientation: 1200×800 sideways is 800×1200 upright.
    expect(data).toMatchObject({ width: 800, height: 1200 });
    expect(data.url).toMatch(/^\/uploads\/[a-f0-9]{2}\/[a-f0-9]{64}-800x1200\.webp$/);
    expect(data.variants.map((variant: { width: number }) => variant.width)).toEqual([480, 800]);

    for (const variant of data.variants) {
      const served = await app.inject({ method: 'GET', url: variant.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(variant.width);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('Folio Test Camera'))).toBe(false);
    }
  });

  it('stores the same image once, however often it is uploaded', async () => {
    const photo = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: '#e0c097' },
    })
      .png()
      .toBuffer();
    const first = (await upload(app, auth, multipart(photo, 'a.png', 'image/png'))).json().data;
    const files = () => readdirSync(path.join(dataDir, 'uploads'), { recursive: true }).length;
    const before = files();
    const second = (await upload(app, auth, multipart(photo, 'copy-of-a.png', 'image/png'))).json()
      .data;
    expect(second).toEqual(first);
    expect(files()).toBe(before);
    expect(first.variants.map((variant: { width: number }) => variant.width)).toEqual([
      480, 960, 1600, 2400,
    ]);
    expect(first).toMatchObject({ width: 2400, height: 1600 });
  });

  it.each([
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.png',
      'image/png',
      415,
      'Please select an image file',
    ],
    [
      'HTML renamed .png',
      Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
      'image.png',
      'image/png',
      415,
      'Please select an image file',
    ],
    [
      'a PDF',
      Buffer.from('%PDF-1.7\n1 0 obj'),
      'cv.jpg',
      'image/jpeg',
      415,
      'Please select an image file',
    ],
    [
      'a GIF/JavaScript polyglot',
      Buffer.from('GIF89a/*\x00\x00*/=alert(1)//'),
      'x.gif',
      'image/gif',
      400,
      'This image could not be read. It may be damaged or incomplete.',
    ],
    [
      'zero bytes',
      Buffer.alloc(0),
      'empty.jpg',
      'image/jpeg',
      400,
      'This file is empty. Please select an image file.',
    ],
  ])('refuses %s', async (_kind, bytes, filename, type, status, message) => {
    const response = await upload(app, auth, multipart(bytes, filename, type));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, message });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses a truncated JPEG', async () => {
    const photo = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#123456' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="900" height="600"><circle cx="450" cy="300" r="250" fill="#fedcba"/></svg>',
          ),
        },
      ])
      .jpeg()
      .toBuffer();
    const response = await upload(
      app,
      auth,
      multipart(photo.subarray(0, Math.floor(photo.length / 2))),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/damaged or incomplete/);
  });

  it('refuses an image of too many pixels before decoding it', async () => {
    const response = await upload(app, auth, multipart(await pixelBomb(), 'bomb.png', 'image/png'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This image is too large: at most 100 megapixels.');
  });

  it('refuses a file over 25 MB with 413, and keeps serving', async () => {
    const big = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      randomBytes(26 * 1024 * 1024),
    ]);
    const response = await upload(app, auth, multipart(big));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: 'File size must be less than 25MB',
    });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('re-encodes a JPEG carrying HTML after its end, so the served file holds only pixels', async () => {
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#777' },
    })
      .jpeg()
      .toBuffer();
    const polyglot = Buffer.concat([photo, Buffer.from('<html><script>alert(1)</script></html>')]);
    const response = await upload(app, auth, multipart(polyglot, 'x.html', 'text/html'));
    expect(response.statusCode).toBe(201);
    const served = await app.inject({ method: 'GET', url: response.json().data.url });
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
  });

  it('needs a session, and the field "image"', async () => {
    const photo = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    expect((await upload(app, {}, multipart(photo))).statusCode).toBe(401);
    const wrongField = await upload(app, auth, multipart(photo, 'a.png', 'image/png', 'file'));
    expect(wrongField.statusCode).toBe(400);
  });

  it('answers 404 for an upload that does not exist', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/uploads/ab/${'ab'.repeat(32)}-480x320.webp`,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('S3-compatible storage', async () => {
  const { default: S3rver } = await import('s3rver');
  let server: InstanceType<typeof S3rver>;
  let endpoint = '';
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(path.join(tmpdir(), 'folio-s3-')),
      configureBuckets: [{ name: 'folio-test', configs: [] }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(() => server.close());

  it('stores and serves uploads from the bucket', async () => {
    const storage = new S3Storage({
      bucket: 'folio-test',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    const app = await buildTestApp(inMemoryPglite, {}, { storage });
    try {
      const auth = await signUp(app);
      const photo = await sharp({
        create: { width: 1000, height: 500, channels: 3, background: '#abcdef' },
      })
        .png()
        .toBuffer();
      const response = await upload(app, auth, multipart(photo, 'a.png', 'image/png'));
      expect(response.statusCode).toBe(201);
      const { url } = response.json().data;
      expect(await storage.has(url.replace('/uploads/', ''))).toBe(true);
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(1000);
      expect(await storage.has('ab/missing.webp')).toBe(false);
    } finally {
      await app.close();
    }
  });
});

/** The bytes an image takes in storage once processed (all its variants). */
const storedBytes = async (png: Buffer) =>
  (await processImage(png, 'png')).variants.reduce((sum, variant) => sum + variant.data.length, 0);

const library = async (app: FastifyInstance, auth: Auth) => {
  const answer = await app.inject({ method: 'GET', url: '/api/uploads', headers: auth });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { success: true; data: UploadLibrary };
};

const remove = (app: FastifyInstance, auth: Auth, hash: string) =>
  app.inject({ method: 'DELETE', url: `/api/uploads/${hash}`, headers: auth });

const hashOf = (url: string) => /([a-f0-9]{64})-/.exec(url)![1]!;

describeEachDatabase('the storage quota', (database: TestDatabase) => {
  afterAll(() => database.close());

  it('holds under 20 uploads sent at once: exactly as many are kept as fit', async () => {
    const images = await Promise.all(Array.from({ length: 20 }, (_, n) => noisyPng(n, 160, 160)));
    const sizes = await Promise.all(images.map(storedBytes));
    // Room for two of these images, never three.
    const quota = Math.floor(2.5 * Math.max(...sizes));
    expect(3 * Math.min(...sizes)).toBeGreaterThan(quota);
    const app = await buildTestApp(database, { uploadQuotaBytes: quota });
    try {
      const { auth } = await signUpUser(app);
      const answers = await Promise.all(
        images.map((png, n) => upload(app, auth, multipart(png, `noise-${n}.png`, 'image/png'))),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(2);
      // The rest are refused: storage full, or too many at once (the per-user limit).
      expect(
        statuses.filter((status) => status !== 201 && status !== 413 && status !== 429),
      ).toEqual([]);
      const full = answers.filter((answer) => answer.statusCode === 413);
      expect(full.length).toBeGreaterThan(0);
      for (const answer of full) {
        expect(answer.json()).toEqual({ success: false, message: expect.any(String) });
        expect(answer.json().message).toMatch(
          /^Your image storage is full: .* used.* Delete images you no longer use in Dashboard › Your images to upload more\.$/,
        );
      }
      const { data } = await library(app, auth);
      expect(data.images).toHaveLength(2);
      const kept = data.images.reduce((sum, image) => sum + image.bytes, 0);
      expect(data.usage).toEqual({ bytes: kept, quotaBytes: quota });
      expect(kept).toBeLessThanOrEqual(quota);
    } finally {
      await app.close();
    }
  });

  it('counts twenty recordings sent at once one after another', async () => {
    const app = await buildTestApp(database);
    try {
      const user = await signUpUser(app);
      // Every image's files are in place: only the quota decides.
      const storage = { has: async () => true } as unknown as Storage;
      const hashes = Array.from({ length: 20 }, (_, n) =>
        createHash('sha256').update(`image ${n}`).digest('hex'),
      );
      const results = await Promise.all(
        hashes.map((hash) =>
          recordUpload(app.db, storage, { userId: user.id, hash, bytes: 1000, quota: 7_500 }),
        ),
      );
      const statuses = results.map((result) => result.status);
      expect(statuses.filter((status) => status === 'recorded')).toHaveLength(7);
      expect(statuses.filter((status) => status === 'full')).toHaveLength(13);
      expect(await usageOf(app.db, user.id)).toBe(7_000);
    } finally {
      await app.close();
    }
  });

  it('refuses an image that does not fit, saying how full the storage is and where to free it', async () => {
    const app = await buildTestApp(database, { uploadQuotaBytes: 20_000 });
    try {
      const { auth } = await signUpUser(app);
      const response = await upload(
        app,
        auth,
        multipart(await noisyPng(1), 'noise.png', 'image/png'),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toMatch(
        /^Your image storage is full: 0 B of 20 KB used, and this image needs \d+ KB\. Delete images you no longer use in Dashboard › Your images to upload more\.$/,
      );
      // Nothing of the refused image is kept or counted.
      expect((await library(app, auth)).data).toEqual({
        images: [],
        usage: { bytes: 0, quotaBytes: 20_000 },
      });
    } finally {
      await app.close();
    }
  });
});

describeEachDatabase('your images: GET /api/uploads and DELETE /api/uploads/{hash}', (database) => {
  let app: FastifyInstance;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'folio-library-'));
  const files = () => readdirSync(path.join(dataDir, 'uploads'), { recursive: true }).map(String);
  beforeAll(async () => {
    app = await buildTestApp(database, { dataDir, uploadQuotaBytes: 5 * 1024 * 1024 });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const uploaded = async (auth: Auth, image: Buffer) => {
    const answer = await upload(app, auth, multipart(image));
    expect(answer.statusCode).toBe(201);
    return answer.json().data as UploadAnswer;
  };

  /** A portfolio whose hero shows `hero`, whose first project shows `project`, and its case study `study`. */
  async function portfolioUsing(
    auth: Auth,
    images: { hero: string; project: string; study: string },
  ) {
    const content = structuredClone(getTemplate('echelon').defaultContent);
    for (const section of content.sections) {
      if (section.type === 'hero') section.content.image = images.hero;
      if (section.type === 'work') {
        const [first] = section.content.projects as Array<{ id: string; image: string }>;
        first!.image = images.project;
      }
    }
    const created = await app.inject({
      method: 'POST',
      url: '/api/portfolios',
      headers: auth,
      payload: { title: 'Studio Nord', content },
    });
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json().data.portfolio;
    const projectId = (
      content.sections.find((section) => section.type === 'work')!.content.projects as Array<{
        id: string;
      }>
    )[0]!.id;
    const updated = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${id}`,
      headers: auth,
      payload: {
        version,
        caseStudies: {
          [projectId]: { ...newCaseStudy({ title: 'Nord rebrand' }), heroImage: images.study },
        },
      },
    });
    expect(updated.statusCode).toBe(200);
    return { id: id as string, version: updated.json().data.portfolio.version as number, content };
  }

  it('lists your images with their sizes and where each is used, and usage against the quota', async () => {
    const { auth } = await signUpUser(app);
    const hero = await uploaded(auth, await plainJpeg(1200, 800, '#aa3300'));
    const project = await uploaded(auth, await plainJpeg(900, 600, '#0033aa'));
    const spare = await uploaded(auth, await plainJpeg(640, 480, '#33aa00'));
    const portfolio = await portfolioUsing(auth, {
      hero: hero.url,
      project: project.url,
      study: project.url,
    });

    const { success, data } = await library(app, auth);
    expect(success).toBe(true);
    expect(data.images.map((image) => image.url).sort()).toEqual(
      [hero.url, project.url, spare.url].sort(),
    );
    const byUrl = new Map(data.images.map((image) => [image.url, image]));
    expect(byUrl.get(hero.url)).toMatchObject({
      hash: hashOf(hero.url),
      width: 1200,
      height: 800,
      thumbnailUrl: hero.variants[0]!.url,
      usedIn: [{ portfolioId: portfolio.id, portfolioTitle: 'Studio Nord', where: 'Hero section' }],
    });
    expect(byUrl.get(project.url)!.usedIn).toEqual([
      {
        portfolioId: portfolio.id,
        portfolioTitle: 'Studio Nord',
        where: 'Work section: “Nord Identity System”',
      },
      {
        portfolioId: portfolio.id,
        portfolioTitle: 'Studio Nord',
        where: 'Case study “Nord rebrand”',
      },
    ]);
    expect(byUrl.get(spare.url)!.usedIn).toEqual([]);
    // Sizes are the bytes stored for every variant, and they add up to the usage.
    for (const image of data.images) {
      expect((await app.inject({ method: 'GET', url: image.url! })).statusCode).toBe(200);
      expect(image.bytes).toBeGreaterThan(0);
    }
    expect(data.usage).toEqual({
      bytes: data.images.reduce((sum, image) => sum + image.bytes, 0),
      quotaBytes: 5 * 1024 * 1024,
    });
  });

  it.each(listTemplates().map((template) => [template.id, template] as const))(
    'names every section of %s that shows the image',
    async (_, template) => {
      const { auth } = await signUpUser(app);
      const image = await uploaded(auth, await plainJpeg(800, 600, '#5a7d9a'));
      const { document, slots } = templateFields(template);
      const imageSlots = slots.filter((slot) => slot.kind === 'image');
      for (const slot of imageSlots) setAt(document, slot.path, image.url);
      const created = await app.inject({
        method: 'POST',
        url: '/api/portfolios',
        headers: auth,
        payload: { title: 'Every field', templateId: template.id, content: document },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { data } = await library(app, auth);
      const places = data.images[0]!.usedIn.map((use) => use.where);
      const sectionsShowing = new Set(imageSlots.map((slot) => Number(slot.path[1])));
      expect(sectionsShowing.size).toBeGreaterThan(0);
      for (const index of sectionsShowing) {
        const title = sectionOf(template, document.sections[index]!.type)!.title;
        expect(
          places.some((place) => place.startsWith(`${title} section`)),
          title,
        ).toBe(true);
      }
    },
  );

  it('refuses to delete an image a portfolio uses; deletes it once unused, with its files, freeing quota', async () => {
    const { auth } = await signUpUser(app);
    const hero = await uploaded(auth, await plainJpeg(1000, 700, '#775500'));
    const other = await uploaded(auth, await plainJpeg(700, 500, '#005577'));
    const portfolio = await portfolioUsing(auth, {
      hero: hero.url,
      project: other.url,
      study: other.url,
    });
    const before = (await library(app, auth)).data.usage.bytes;

    const refused = await remove(app, auth, hashOf(hero.url));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      message:
        'This image is used in “Studio Nord” (Hero section). Remove it there first, then delete it.',
    });
    expect((await app.inject({ method: 'GET', url: hero.url })).statusCode).toBe(200);
    expect((await library(app, auth)).data.usage.bytes).toBe(before);

    // The hero image is taken out of the portfolio: now it can go.
    const content = structuredClone(portfolio.content);
    content.sections.find((section) => section.type === 'hero')!.content.image = '';
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${portfolio.id}`,
      headers: auth,
      payload: { version: portfolio.version, content },
    });
    expect(saved.statusCode).toBe(200);
    const heroBytes = (await library(app, auth)).data.images.find(
      (image) => image.url === hero.url,
    )!.bytes;
    const deleted = await remove(app, auth, hashOf(hero.url));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      success: true,
      data: { usage: { bytes: before - heroBytes, quotaBytes: 5 * 1024 * 1024 } },
      message: 'Image deleted',
    });
    for (const variant of hero.variants)
      expect((await app.inject({ method: 'GET', url: variant.url })).statusCode).toBe(404);
    expect(files().filter((file) => file.includes(hashOf(hero.url)))).toEqual([]);
    expect((await library(app, auth)).data.images.map((image) => image.url)).toEqual([other.url]);
    // Deleted twice: it is gone.
    expect((await remove(app, auth, hashOf(hero.url))).json()).toEqual({
      success: false,
      message: 'Image not found',
    });
    // The other image, used by the case study and the project, stays.
    expect((await remove(app, auth, hashOf(other.url))).statusCode).toBe(409);
  });

  it('refuses to delete an image the live page still shows after the working copy dropped it', async () => {
    const { auth } = await signUpUser(app);
    const hero = await uploaded(auth, await plainJpeg(900, 600, '#553300'));
    const other = await uploaded(auth, await plainJpeg(600, 400, '#003355'));
    const portfolio = await portfolioUsing(auth, {
      hero: hero.url,
      project: other.url,
      study: other.url,
    });
    const published = await app.inject({
      method: 'POST',
      url: `/api/portfolios/${portfolio.id}/publish`,
      headers: auth,
      payload: { version: portfolio.version, slug: `live-${Date.now()}` },
    });
    expect(published.statusCode).toBe(200);

    const content = structuredClone(portfolio.content);
    content.sections.find((section) => section.type === 'hero')!.content.image = '';
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${portfolio.id}/draft`,
      headers: auth,
      payload: { version: published.json().data.portfolio.version, content },
    });
    expect(saved.statusCode).toBe(200);
    const refused = await remove(app, auth, hashOf(hero.url));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This image is used in “Studio Nord” (Hero section, live page). Remove it there first, then delete it.',
    );

    // Once the live page is updated without it, it can go.
    const updated = await app.inject({
      method: 'POST',
      url: `/api/portfolios/${portfolio.id}/publish`,
      headers: auth,
      payload: { version: saved.json().data.portfolio.version },
    });
    expect(updated.statusCode).toBe(200);
    expect((await remove(app, auth, hashOf(hero.url))).statusCode).toBe(200);
    for (const variant of hero.variants)
      expect((await app.inject({ method: 'GET', url: variant.url })).statusCode).toBe(404);
  });

  it('frees the quota a deleted image took', async () => {
    const [first, second] = await Promise.all([noisyPng(101, 120, 120), noisyPng(102, 200, 200)]);
    // Room for either image, not for both.
    const quota = (await storedBytes(first!)) + (await storedBytes(second!)) - 1;
    const small = await buildTestApp(database, { dataDir, uploadQuotaBytes: quota });
    try {
      const { auth } = await signUpUser(small);
      const kept = await upload(small, auth, multipart(first!, 'a.png', 'image/png'));
      expect(kept.statusCode).toBe(201);
      const refused = await upload(small, auth, multipart(second!, 'b.png', 'image/png'));
      expect(refused.statusCode).toBe(413);
      const gone = await small.inject({
        method: 'DELETE',
        url: `/api/uploads/${hashOf(kept.json().data.url)}`,
        headers: auth,
      });
      expect(gone.statusCode).toBe(200);
      expect(gone.json().data.usage).toEqual({ bytes: 0, quotaBytes: quota });
      expect((await upload(small, auth, multipart(second!, 'b.png', 'image/png'))).statusCode).toBe(
        201,
      );
    } finally {
      await small.close();
    }
  });

  it('keeps your images to you: another user can neither list nor delete them', async () => {
    const owner = await signUpUser(app, 'Owner');
    const stranger = await signUpUser(app, 'Stranger');
    const mine = await uploaded(owner.auth, await plainJpeg(800, 600, '#123456'));
    const hash = hashOf(mine.url);

    const theirs = await library(app, stranger.auth);
    expect(theirs.data).toEqual({ images: [], usage: { bytes: 0, quotaBytes: 5 * 1024 * 1024 } });
    const attempt = await remove(app, stranger.auth, hash);
    const absent = await remove(app, stranger.auth, 'ab'.repeat(32));
    expect(attempt.statusCode).toBe(404);
    expect(attempt.body).toBe(absent.body);
    expect(attempt.json()).toEqual({ success: false, message: 'Image not found' });
    expect((await library(app, owner.auth)).data.images.map((image) => image.hash)).toEqual([hash]);
    expect((await app.inject({ method: 'GET', url: mine.url })).statusCode).toBe(200);

    // A malformed hash is refused in the same words.
    const malformed = await remove(app, stranger.auth, '..%2F..%2Fetc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, message: 'Image not found' });
    // Both routes need a session.
    expect((await app.inject({ method: 'GET', url: '/api/uploads' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `/api/uploads/${hash}` })).statusCode).toBe(
      401,
    );
  });

  it('keeps the files of an image someone else also holds when one of them deletes it', async () => {
    const first = await signUpUser(app);
    const second = await signUpUser(app);
    const photo = await plainJpeg(820, 540, '#445566');
    const shared = await uploaded(first.auth, photo);
    expect(await uploaded(second.auth, photo)).toEqual(shared);
    expect((await remove(app, first.auth, hashOf(shared.url))).statusCode).toBe(200);
    expect((await library(app, first.auth)).data.images).toEqual([]);
    expect((await library(app, second.auth)).data.images.map((image) => image.url)).toEqual([
      shared.url,
    ]);
    expect((await app.inject({ method: 'GET', url: shared.url })).statusCode).toBe(200);
  });
});
