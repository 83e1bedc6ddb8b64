import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A multipart body holding one file in `field`. */
export function multipart(
  data: Buffer,
  filename = 'photo.jpg',
  type = 'image/jpeg',
  field = 'image',
) {
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

export type Auth = Record<string, string>;

export { signUp } from './helpers';

export const upload = (app: FastifyInstance, auth: Auth, body: ReturnType<typeof multipart>) =>
  app.inject({
    method: 'POST',
    url: '/api/upload/single',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });

/** A PNG of random pixels: every seed gives other bytes, and about the same stored size. */
export const noisyPng = (seed: number, width = 300, height = 300) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
    .then((png) => Buffer.concat([png, Buffer.from(String(seed))]));

/** A plain JPEG photo-like image (a colour field with a circle). */
export const plainJpeg = (width = 640, height = 480, colour = '#3a6ea5') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fedcba"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer();
