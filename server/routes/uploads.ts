import fastifyMultipart from '@fastify/multipart';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { MAX_IMAGE_BYTES } from '../../model/constants';
import { UPLOAD_MESSAGES, uploadUrl, uploadVariants, type UploadAnswer } from '../../model/images';
import { currentUser, requireUser } from '../auth/session';
import { uploads } from '../db/schema';
import { HttpError } from '../errors';
import { detectImage, ImageRejected, processImage } from '../uploads/images';
import type { Storage } from '../uploads/storage';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Room for the multipart envelope around a file of the largest allowed size.
const MULTIPART_OVERHEAD = 64 * 1024;

/** At most this many images are decoded at once: each can take hundreds of megabytes. */
function gate(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

const ONE_IMAGE = 'Please upload one image at a time';
const MALFORMED = 'This upload could not be read. Please try again.';

/** The bytes of the one file in the field "image"; a second file or a flood of fields is refused. */
async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | undefined;
  try {
    // Every part is read to the end, so whatever follows the image cannot be silently ignored.
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'image') throw new HttpError(400, UPLOAD_MESSAGES.notImage);
      if (bytes) throw new HttpError(400, ONE_IMAGE);
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, ONE_IMAGE);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new HttpError(400, 'This upload has too many form fields. Send only the image.');
    // Anything else here is the client's body failing to parse: no boundary, cut short, forbidden names.
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw new HttpError(400, MALFORMED);
  }
  if (!bytes) throw new HttpError(400, UPLOAD_MESSAGES.notImage);
  return bytes;
}

const manifestKey = (hash: string) => `${hash.slice(0, 2)}/${hash}.json`;
const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

/** POST /api/upload/single: one image, checked by its bytes, re-encoded, stored by its hash. */
export const uploadRoutes: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });
  const processing = gate(2);

  async function storeImage(
    hash: string,
    bytes: Buffer,
  ): Promise<{ answer: UploadAnswer; bytes: number }> {
    // The same bytes were processed before (by anyone): reuse the stored variants.
    const known = await storage.get(manifestKey(hash));
    if (known) {
      const chunks: Buffer[] = [];
      for await (const chunk of known.body) chunks.push(chunk as Buffer);
      return JSON.parse(Buffer.concat(chunks).toString('utf8'));
    }
    const kind = detectImage(bytes);
    if (!kind) throw new HttpError(415, UPLOAD_MESSAGES.notImage);
    const image = await processing(() => processImage(bytes, kind));
    const largest = image.variants.at(-1)!;
    const url = uploadUrl(hash, largest.width, largest.height);
    const variants = uploadVariants(url)!;
    let total = 0;
    for (const [index, variant] of variants.entries()) {
      const data = image.variants[index]!.data;
      total += data.length;
      await storage.put(keyOf(variant.url), data, 'image/webp');
    }
    const stored = {
      answer: { url, width: largest.width, height: largest.height, variants },
      bytes: total,
    };
    // Written last: its presence means every variant is in place.
    await storage.put(manifestKey(hash), Buffer.from(JSON.stringify(stored)), 'application/json');
    return stored;
  }

  app.post('/single', { preHandler: requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const declared = Number(request.headers['content-length'] ?? 0);
    // Refused before reading a byte of the body when the size is announced.
    if (declared > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD)
      throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
    if (!request.isMultipart()) throw new HttpError(415, UPLOAD_MESSAGES.notImage);

    const bytes = await readImagePart(request);
    if (bytes.length === 0)
      throw new HttpError(400, 'This file is empty. Please select an image file.');
    if (!detectImage(bytes)) throw new HttpError(415, UPLOAD_MESSAGES.notImage);

    const hash = createHash('sha256').update(bytes).digest('hex');
    const [mine] = await app.db
      .select({ bytes: uploads.bytes })
      .from(uploads)
      .where(and(eq(uploads.userId, user.id), eq(uploads.hash, hash)));
    if (!mine) {
      const [usage] = await app.db
        .select({ total: sql<string>`coalesce(sum(${uploads.bytes}), 0)` })
        .from(uploads)
        .where(eq(uploads.userId, user.id));
      const quota = app.config.uploadQuotaBytes;
      if (Number(usage?.total ?? 0) + bytes.length > quota) {
        throw new HttpError(
          413,
          `Your storage is full (${Math.round(quota / 1024 / 1024)} MB). Remove unused images to upload more.`,
        );
      }
    }

    let stored;
    try {
      stored = await storeImage(hash, bytes);
    } catch (error) {
      if (error instanceof ImageRejected) throw new HttpError(error.statusCode, error.message);
      throw error;
    }
    if (!mine) {
      await app.db
        .insert(uploads)
        .values({ userId: user.id, hash, bytes: stored.bytes })
        .onConflictDoNothing();
    }
    return reply
      .code(201)
      .send({ success: true, data: stored.answer, message: UPLOAD_MESSAGES.uploaded });
  });
};

/** GET /uploads/...: the stored variants, cached for good (their names never change). */
export const servedUploads: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
  app.get<{ Params: { dir: string; file: string } }>('/:dir/:file', async (request, reply) => {
    const { dir, file } = request.params;
    const stored = file.endsWith('.webp') ? await storage.get(`${dir}/${file}`) : undefined;
    if (!stored) return reply.code(404).send({ success: false, message: 'Resource not found' });
    reply
      .type('image/webp')
      .header('Cache-Control', IMMUTABLE)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (stored.size !== undefined) reply.header('Content-Length', stored.size);
    return reply.send(stored.body);
  });
};
