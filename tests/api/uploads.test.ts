import type { FastifyInstance } from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../server/uploads/storage';
import { buildTestApp, describeEachDatabase, inMemoryPglite } from './helpers';

function multipart(data: Buffer, filename = 'photo.jpg', type = 'image/jpeg', field = 'image') {
  const boundary = `----folio${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function signUp(app: FastifyInstance) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Uploader', email: `${randomUUID()}@example.com`, password: 'secret123' },
  });
  return { authorization: `Bearer ${response.json().data.token}` };
}

const upload = (
  app: FastifyInstance,
  auth: Record<string, string>,
  body: ReturnType<typeof multipart>,
) =>
  app.inject({
    method: 'POST',
    url: '/api/upload/single',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });

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
  let auth: Record<string, string>;
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

describe('the storage quota', () => {
  it('refuses an upload beyond it with 413', async () => {
    const app = await buildTestApp(inMemoryPglite, { uploadQuotaBytes: 20_000 });
    try {
      const auth = await signUp(app);
      const noisy = (seed: number) =>
        sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
          .png()
          .toBuffer()
          .then((png) => Buffer.concat([png, Buffer.from(String(seed))]));
      const response = await upload(app, auth, multipart(await noisy(1), 'noise.png', 'image/png'));
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toMatch(/storage is full/);
    } finally {
      await app.close();
    }
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
