import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, apiSuccess } from '../../model/api';
import { MAX_IMAGE_BYTES } from '../../model/constants';
import { LIBRARY_MESSAGES, UPLOAD_MESSAGES, type ImageUse } from '../../model/images';
import { MemoryCounterStore, type CounterStore } from '../auth/rate-limit';
import { currentUser, requireUser } from '../auth/session';
import { HttpError } from '../errors';
import { FairQueue, PROCESSING_SLOTS } from '../uploads/fair-queue';
import type { Received } from '../uploads/image-worker';
import { ImageWorkerError, type ImageWorkers, type IncomingImage } from '../uploads/image-workers';
import { ImageRejected } from '../uploads/image-kind';
import {
  deleteUpload,
  discardIfUnused,
  hashParams,
  holds,
  imageUse,
  libraryOf,
  readManifest,
  recordUpload,
  uploadAnswer,
  uploadLibrary,
  uploadUsage,
  usageOf,
  type Manifest,
} from '../uploads/library';
import { UploadLimiter } from '../uploads/limits';
import type { Storage } from '../uploads/storage';
import { storeVariants } from '../uploads/store-variants';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Room for the multipart envelope around a file of the largest allowed size.
const MULTIPART_OVERHEAD = 64 * 1024;

const ONE_IMAGE = 'Please upload one image at a time';
const MALFORMED = 'This upload could not be read. Please try again.';

/**
 * The one file in the field "image", passed chunk by chunk to an image thread that hashes and keeps
 * it (server/uploads/image-workers.ts); a second file or a flood of fields is refused. This thread
 * only parses the multipart envelope as it streams by: it never holds the file.
 */
async function receiveImagePart(
  request: FastifyRequest,
  images: ImageWorkers,
): Promise<{ image: IncomingImage; received: Received }> {
  let image: IncomingImage | undefined;
  let received: Received | undefined;
  try {
    // Every part is read to the end, so whatever follows the image cannot be silently ignored.
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'image') throw new HttpError(400, UPLOAD_MESSAGES.notImage);
      if (image) throw new HttpError(400, ONE_IMAGE);
      image = await images.receive();
      for await (const chunk of part.file as AsyncIterable<Buffer>) image.write(chunk);
      // Cut short at the size limit: the same refusal toBuffer() gives.
      if (part.file.truncated)
        throw Object.assign(new Error('too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
      received = await image.finish();
    }
  } catch (error) {
    image?.release();
    if (error instanceof HttpError || error instanceof ImageWorkerError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, ONE_IMAGE);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new HttpError(400, 'This upload has too many form fields. Send only the image.');
    // Anything else here is the client's body failing to parse: no boundary, cut short, forbidden names.
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw new HttpError(400, MALFORMED);
  }
  if (!image || !received) throw new HttpError(400, UPLOAD_MESSAGES.notImage);
  return { image, received };
}

/** POST /api/upload/single: one image, checked by its bytes, re-encoded, stored by its hash. */
export const uploadRoutes: FastifyPluginAsync<{
  storage: Storage;
  images: ImageWorkers;
  counters?: CounterStore;
}> = async (app, { storage, images, counters: shared }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });
  const counters = shared ?? new MemoryCounterStore();
  if (!shared) app.addHook('onClose', () => counters.close());
  const limiter = new UploadLimiter(counters);
  // Image work, one user's job at a time in turn (server/uploads/fair-queue.ts).
  const processing = new FairQueue(PROCESSING_SLOTS);

  /** The image's variants and manifest, made now or found from an earlier upload (by anyone). */
  async function storeImage(
    userId: string,
    hash: string,
    upload: IncomingImage,
  ): Promise<Manifest> {
    const known = await readManifest(storage, hash);
    // An import's files are not this original's proven rendering: made again from it.
    if (known && !known.imported) return known;
    let image;
    try {
      image = await processing.run(userId, () => upload.process());
    } catch (error) {
      if (error instanceof ImageRejected) throw new HttpError(error.statusCode, error.message);
      throw error;
    }
    return storeVariants(storage, hash, image);
  }

  app.post(
    '/single',
    { preHandler: requireUser, schema: { response: { 201: apiSuccess(uploadAnswer) } } },
    async (request, reply) => {
      const user = currentUser(request);
      const declared = Number(request.headers['content-length'] ?? 0);
      // Refused before reading a byte of the body when the size is announced.
      if (declared > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD)
        throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
      if (!request.isMultipart()) throw new HttpError(415, UPLOAD_MESSAGES.notImage);
      // Too many at once or this minute: 429 before the body is read.
      const done = await limiter.admit(user.id);
      let upload: IncomingImage | undefined;
      try {
        const { image, received } = await receiveImagePart(request, images);
        upload = image;
        const { hash } = received;
        if (received.size === 0)
          throw new HttpError(400, 'This file is empty. Please select an image file.');
        if (!received.kind) throw new HttpError(415, UPLOAD_MESSAGES.notImage);

        const quota = app.config.uploadQuotaBytes;
        const held = await holds(app.db, user.id, hash);
        if (!held) {
          // A full storage is refused before any image work; the exact check comes with the insert.
          const used = await usageOf(app.db, user.id);
          if (used >= quota) throw new HttpError(413, LIBRARY_MESSAGES.storageFull(used, quota));
        }
        let stored = await storeImage(user.id, hash, image);
        if (!held) {
          const record = () =>
            recordUpload(app.db, storage, { userId: user.id, hash, bytes: stored.bytes, quota });
          let result = await record();
          // Its last holder deleted the files between our finding and our recording them: make them again.
          if (result.status === 'missing') {
            stored = await storeImage(user.id, hash, image);
            result = await record();
          }
          if (result.status === 'missing') throw new Error(`upload ${hash} vanished twice`);
          if (result.status === 'full') {
            await discardIfUnused(app.db, storage, hash);
            throw new HttpError(413, LIBRARY_MESSAGES.noRoom(result.used, quota, stored.bytes));
          }
        }
        const message = stored.firstFrameOnly
          ? LIBRARY_MESSAGES.firstFrameOnly(Math.round((stored.framePixels ?? 0) / 1_000_000))
          : UPLOAD_MESSAGES.uploaded;
        return reply.code(201).send({ success: true, data: stored.answer, message });
      } finally {
        upload?.release();
        done();
      }
    },
  );
};

/** GET /api/uploads and DELETE /api/uploads/{hash} (under the prefix /api): the signed-in user's own images. */
export const uploadLibraryRoutes: FastifyPluginAsyncZod<{ storage: Storage }> = async (
  app,
  { storage },
) => {
  app.get(
    '/uploads',
    {
      preHandler: requireUser,
      schema: { response: { 200: apiSuccess(uploadLibrary) } },
    },
    async (request) => {
      const user = currentUser(request);
      const library = await libraryOf(app.db, storage, user.id, app.config.uploadQuotaBytes);
      return { success: true as const, data: library };
    },
  );

  app.delete(
    '/uploads/:hash',
    {
      preHandler: requireUser,
      schema: {
        params: hashParams,
        response: {
          200: apiSuccess(z.object({ usage: uploadUsage })),
          404: apiError,
          409: apiError.extend({ usedIn: z.array(imageUse) }),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const result = await deleteUpload(app.db, storage, user.id, request.params.hash);
      if (result.status === 'missing')
        return reply.code(404).send({ success: false, message: LIBRARY_MESSAGES.notFound });
      if (result.status === 'used') {
        return reply.code(409).send({
          success: false,
          message: LIBRARY_MESSAGES.inUse(placesOf(result.uses)),
          usedIn: result.uses,
        });
      }
      const usage = {
        bytes: await usageOf(app.db, user.id),
        quotaBytes: app.config.uploadQuotaBytes,
      };
      return { success: true as const, data: { usage }, message: LIBRARY_MESSAGES.deleted };
    },
  );
};

/** “Portfolio” (Hero section) and 2 more places. */
function placesOf(uses: ImageUse[]) {
  const named = uses
    .slice(0, 2)
    .map((use) => (use.portfolioTitle ? `“${use.portfolioTitle}” (${use.where})` : use.where));
  const more = uses.length - named.length;
  return more > 0
    ? `${named.join(', ')} and ${more} more ${more === 1 ? 'place' : 'places'}`
    : named.join(' and ');
}

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
