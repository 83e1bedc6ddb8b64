import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { type FastifyInstance } from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../../server/db/schema';
import {
  type User,
  expectError,
  imageUpload,
  multipart,
  pgliteApp,
  send,
  signUp,
  uniquePng,
  closePgliteApp,
} from './fixtures';

// Files that hide something, or claim more than they hold.

/** Inserts a PNG chunk right after IHDR. */
function withPngChunk(png: Buffer, type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  const afterIhdr = 8 + 25;
  return Buffer.concat([png.subarray(0, afterIhdr), length, body, crc, png.subarray(afterIhdr)]);
}

/** A GIF with a comment extension inserted before its first block. */
function withGifComment(gif: Buffer, comment: string) {
  const packed = gif[10]!;
  const palette = packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0;
  const at = 13 + palette;
  const text = Buffer.from(comment, 'latin1');
  const block = Buffer.concat([Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0])]);
  return Buffer.concat([gif.subarray(0, at), block, gif.subarray(at)]);
}

/** A tiny GIF whose screen and first frame claim width×height pixels. */
async function gifClaiming(width: number, height: number) {
  const gif = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .gif()
    .toBuffer();
  gif.writeUInt16LE(width, 6);
  gif.writeUInt16LE(height, 8);
  const packed = gif[10]!;
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  // Extensions (0x21) come before the first image descriptor (0x2c): skip their sub-blocks.
  while (gif[at] === 0x21) {
    at += 2;
    while (gif[at] !== 0) at += gif[at]! + 1;
    at += 1;
  }
  expect(gif[at]).toBe(0x2c);
  gif.writeUInt16LE(width, at + 5);
  gif.writeUInt16LE(height, at + 7);
  return gif;
}

/** A tiny PNG whose header claims width×height pixels. */
async function pngClaiming(width: number, height: number) {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const ihdr = png.indexOf('IHDR');
  png.writeUInt32BE(width, ihdr + 4);
  png.writeUInt32BE(height, ihdr + 8);
  png.writeUInt32BE(crc32(png.subarray(ihdr, ihdr + 17)), ihdr + 17);
  return png;
}

describe('uploads under abuse', () => {
  afterAll(closePgliteApp);
  let app: FastifyInstance;
  let user: User;
  let dataDir: string;
  const uploadDir = () => path.join(dataDir, 'uploads');
  /** Every file under the data directory, relative to it. */
  const filesIn = (dir: string) =>
    existsSync(dir)
      ? (readdirSync(dir, { recursive: true }) as string[])
          .filter((name) => statSync(path.join(dir, name)).isFile())
          .map((name) => name.split(path.sep).join('/'))
          .sort()
      : [];
  const uploadRows = async () =>
    Number(
      (
        await app.db
          .select({ n: sql<number>`count(*)` })
          .from(uploads)
          .where(eq(uploads.userId, user.id))
      )[0]!.n,
    );
  const stillAnswers = async () =>
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

  beforeAll(async () => {
    ({ app, dataDir } = await pgliteApp());
    user = await signUp(app, 'Uploader');
  });

  it.each([
    [
      'an SVG with a script, named .svg',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
      'logo.svg',
      'image/svg+xml',
    ],
    [
      'HTML named .jpg',
      '<!doctype html><html><body><script>fetch("/api/auth/me")</script></body></html>',
      'holiday.jpg',
      'image/jpeg',
    ],
  ])('refuses %s with 415 and stores nothing', async (_kind, text, filename, type) => {
    const before = filesIn(dataDir);
    const response = await send(app, imageUpload(Buffer.from(text), filename, type), user.auth);
    expectError(response, 415, 'Please select an image file');
    expect(filesIn(dataDir)).toEqual(before);
  });

  it('re-encodes GIF and PNG polyglots, so what is served holds only pixels', async () => {
    const script = '<script>alert(document.domain)</script>';
    const png = withPngChunk(
      await uniquePng(),
      'tEXt',
      Buffer.from(`Comment\0<html>${script}</html>`, 'latin1'),
    );
    const pngPolyglot = Buffer.concat([png, Buffer.from(`GIF89a/*${script}*/`)]);
    const [r, g, b] = randomBytes(3);
    const gif = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r, g, b } },
    })
      .gif()
      .toBuffer();
    const gifPolyglot = withGifComment(gif, `*/=1;${script}/*`);
    for (const [bytes, name, type] of [
      [pngPolyglot, 'x.gif', 'image/gif'],
      [gifPolyglot, 'x.png', 'image/png'],
    ] as const) {
      const response = await send(app, imageUpload(bytes, name, type), user.auth);
      expect(response.statusCode, response.body).toBe(201);
      for (const variant of response.json().data.variants) {
        const served = await app.inject({ method: 'GET', url: variant.url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
        expect(served.rawPayload.includes(Buffer.from('GIF89a'))).toBe(false);
        expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      }
    }
  });

  it('refuses several files in one request, and stores none of them', async () => {
    const before = filesIn(dataDir);
    const rows = await uploadRows();
    for (const second of ['image', 'other']) {
      const response = await send(
        app,
        {
          method: 'POST',
          url: '/api/upload/single',
          ...multipart([
            { name: 'image', filename: 'a.png', type: 'image/png', data: await uniquePng() },
            { name: second, filename: 'b.png', type: 'image/png', data: await uniquePng() },
          ]),
        },
        user.auth,
      );
      expectError(response, 400, 'Please upload one image at a time');
    }
    expect(filesIn(dataDir)).toEqual(before);
    expect(await uploadRows()).toBe(rows);
    await stillAnswers();
  });

  it('refuses a flood of multipart fields with 400, and keeps serving', async () => {
    const fields = Array.from({ length: 10_000 }, (_, index) => ({ name: `f${index}`, data: 'x' }));
    const response = await send(
      app,
      {
        method: 'POST',
        url: '/api/upload/single',
        ...multipart([
          ...fields,
          { name: 'image', filename: 'a.png', type: 'image/png', data: await uniquePng() },
        ]),
      },
      user.auth,
    );
    expectError(response, 400, 'This upload has too many form fields. Send only the image.');
    await stillAnswers();
  });

  it('never uses the filename as a storage path', async () => {
    const names = [
      '../../etc/passwd',
      '..\\..\\..\\windows\\win.ini',
      '/etc/passwd',
      '%2e%2e%2f%2e%2e%2fescaped.png',
      'photo.png\u0000.html',
      '....//....//sneaky.png',
    ];
    for (const filename of names) {
      const response = await send(
        app,
        imageUpload(await uniquePng(), filename, 'image/png'),
        user.auth,
      );
      expect(response.statusCode, filename).toBe(201);
      expect(response.json().data.url).toMatch(/^\/uploads\/[a-f0-9]{2}\/[a-f0-9]{64}-8x8\.webp$/);
      expect(response.body).not.toMatch(/passwd|win\.ini|escaped|sneaky|\.\./);
    }
    // Everything written sits in the upload folder under a name made of the content hash.
    const files = filesIn(dataDir);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      expect(file).toMatch(/^uploads\/[a-f0-9]{2}\/[a-f0-9]{64}(-\d+x\d+\.webp|\.json)$/);
    expect(existsSync(path.resolve(uploadDir(), '../../etc/passwd'))).toBe(false);
  });

  it.each([
    [
      'a JSON body',
      415,
      { 'content-type': 'application/json' },
      '{"image":"data:image/png;base64,AAAA"}',
      'Please select an image file',
    ],
    [
      'raw bytes',
      415,
      { 'content-type': 'application/octet-stream' },
      'PNG',
      'Unsupported Media Type',
    ],
    [
      'multipart without a boundary',
      400,
      { 'content-type': 'multipart/form-data' },
      'garbage',
      'This upload could not be read. Please try again.',
    ],
    [
      'multipart cut short',
      400,
      { 'content-type': 'multipart/form-data; boundary=xyz' },
      '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG',
      'This upload could not be read. Please try again.',
    ],
    [
      'a part named __proto__',
      400,
      { 'content-type': 'multipart/form-data; boundary=xyz' },
      '--xyz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"polluted":true}\r\n--xyz--\r\n',
      'This upload could not be read. Please try again.',
    ],
  ])('answers %s with a clear %i', async (_kind, status, headers, payload, message) => {
    const response = await send(
      app,
      { method: 'POST', url: '/api/upload/single', payload, headers },
      user.auth,
    );
    expectError(response, status, message);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await stillAnswers();
  });

  it('refuses images that claim too many pixels before decoding them', async () => {
    for (const [bomb, name] of [
      [await gifClaiming(65_535, 65_535), 'bomb.gif'],
      [await pngClaiming(10_001, 10_000), 'just-over.png'],
    ] as const) {
      const response = await send(app, imageUpload(bomb, name, 'image/png'), user.auth);
      expectError(response, 400, 'This image is too large: at most 100 megapixels.');
    }
    await stillAnswers();
  });

  it('serves nothing outside the upload folder, however the path is written', async () => {
    const served = await send(app, imageUpload(await uniquePng()), user.auth);
    const { url } = served.json().data;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);

    const secret = `secret-${randomUUID()}`;
    mkdirSync(path.join(dataDir, 'ab'), { recursive: true });
    writeFileSync(path.join(dataDir, 'secret.webp'), secret);
    writeFileSync(path.join(dataDir, 'ab', 'secret.webp'), secret);
    const [, , dir, file] = url.split('/');
    for (const attempt of [
      '/uploads/..%2fsecret.webp',
      '/uploads/%2e%2e/secret.webp',
      '/uploads/%2E%2E/secret.webp',
      '/uploads/ab/..%2f..%2fsecret.webp',
      '/uploads/ab/%2e%2e%2f%2e%2e%2fsecret.webp',
      '/uploads/..%5csecret.webp',
      '/uploads/ab/..%5c..%5csecret.webp',
      '/uploads/ab/..\\..\\secret.webp',
      '/uploads/%252e%252e/secret.webp',
      '/uploads/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/uploads/../secret.webp',
      '/uploads/../ab/secret.webp',
      `/uploads/${dir}/..%2f..%2fsecret.webp`,
      `/uploads/${dir}/${file}%2f..%2f..%2f..%2fsecret.webp`,
    ]) {
      const response = await app.inject({ method: 'GET', url: attempt });
      expectError(response, 404, 'Resource not found');
      expect(response.body, attempt).not.toContain(secret);
      expect(response.body, attempt).not.toContain('root:');
    }
    // A NUL byte is refused as text the database cannot hold, before any file is looked at.
    const nul = await app.inject({ method: 'GET', url: '/uploads/ab/secret.webp%00.webp' });
    expectError(nul, 400, 'Text cannot contain null characters or invalid Unicode');
    expect(nul.body).not.toContain(secret);
  });
});
