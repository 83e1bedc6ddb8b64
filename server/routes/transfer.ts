import fastifyMultipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { TRANSFER_MESSAGES } from '../../model/portfolio-file';
import type { CounterStore } from '../auth/rate-limit';
import { currentUser, requireUser } from '../auth/session';
import { portfolioSnapshots } from '../db/schema';
import { HttpError } from '../errors';
import { idParams, notFound, portfolioAnswer } from '../portfolios/answers';
import { ownPortfolio, toPortfolio } from '../portfolios/store';
import { downloadName, exportPortfolio } from '../transfer/export';
import { importPortfolio } from '../transfer/import';
import { newImportFolder, removeAbandonedImports } from '../transfer/import-folders';
import { staticSite } from '../transfer/static-site';
import { visitorView } from '../sharing/visitor-view';
import { FairQueue, PROCESSING_SLOTS } from '../uploads/fair-queue';
import { UploadLimiter } from '../uploads/limits';
import type { ImageWorkers } from '../uploads/image-workers';
import type { Storage } from '../uploads/storage';
import { documentQuotaOf } from '../portfolios/storage';
import { buildAssets } from '../pages/document';

/** Largest portfolio export accepted for import: about 120 full-size images with room to spare. */
export const MAX_IMPORT_BYTES = 512 * 1024 * 1024;
const MULTIPART_OVERHEAD = 64 * 1024;

const attachment = (name: string) => `attachment; filename="${name}"`;

/**
 * A portfolio as a file and back (issue 18): GET /:id/export (the working copy and its images as a
 * zip), POST /import (such a zip made into a new portfolio), GET /:id/static-site (the live page as
 * a folder for any static host). Owners only: anyone else's portfolio answers like a missing one.
 */
export const transferRoutes: FastifyPluginAsyncZod<{
  storage: Storage;
  counters: CounterStore;
  images: ImageWorkers;
}> = async (app, { storage, counters, images }) => {
  const { db } = app;
  // Start-up: the uploads of imports cut off by a crash are removed (their rows never committed).
  await removeAbandonedImports(app.config.dataDir);
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });
  // An import counts as one upload against the per-user limits; its images wait in their own queue.
  const limiter = new UploadLimiter(counters);
  const processing = new FairQueue(PROCESSING_SLOTS);
  const built = buildAssets(app.config.staticDir);

  async function own(id: string, userId: string) {
    const row = await ownPortfolio(db, id, userId);
    if (!row) throw notFound();
    return row;
  }

  app.get(
    '/:id/export',
    { preHandler: requireUser, schema: { params: idParams } },
    async (request, reply) => {
      const row = await own(request.params.id, currentUser(request).id);
      const portfolio = toPortfolio(row);
      const { stream } = await exportPortfolio(storage, portfolio);
      return reply
        .type('application/zip')
        .header('Content-Disposition', attachment(downloadName(portfolio.title, '')))
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );

  app.get(
    '/:id/static-site',
    { preHandler: requireUser, schema: { params: idParams } },
    async (request, reply) => {
      const row = await own(request.params.id, currentUser(request).id);
      const [live] = row.liveSnapshotId
        ? await db
            .select()
            .from(portfolioSnapshots)
            .where(eq(portfolioSnapshots.id, row.liveSnapshotId))
        : [];
      if (!live) throw new HttpError(409, TRANSFER_MESSAGES.neverPublished);
      const { stream } = staticSite(
        storage,
        built,
        app.config.staticDir,
        { app: app.config.publicUrl, domain: await app.customDomains.domainOf(row.id) },
        // Hosted for anyone: it links to no case study closed to visitors.
        await visitorView(app, { ...live, id: row.id }),
        row.slug ?? row.id,
      );
      return reply
        .type('application/zip')
        .header('Content-Disposition', attachment(downloadName(live.title, '-site')))
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );

  app.post(
    '/import',
    {
      preHandler: requireUser,
      bodyLimit: MAX_IMPORT_BYTES + MULTIPART_OVERHEAD,
      schema: { response: { 201: portfolioAnswer } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const tooLarge = TRANSFER_MESSAGES.tooLarge(MAX_IMPORT_BYTES / 1024 / 1024);
      if (Number(request.headers['content-length'] ?? 0) > MAX_IMPORT_BYTES + MULTIPART_OVERHEAD)
        throw new HttpError(413, tooLarge);
      if (!request.isMultipart()) throw new HttpError(400, TRANSFER_MESSAGES.noFile);
      const done = await limiter.admit(user.id);
      const folder = await newImportFolder(app.config.dataDir);
      try {
        // The upload goes to a temporary file, never into memory: a zip is read from its end.
        const file = path.join(folder, 'import.zip');
        let received = false;
        try {
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue;
            if (received) throw new HttpError(400, TRANSFER_MESSAGES.noFile);
            await pipeline(part.file, createWriteStream(file));
            if (part.file.truncated) throw new HttpError(413, tooLarge);
            received = true;
          }
        } catch (error) {
          if (error instanceof HttpError) throw error;
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLarge);
          request.log.info({ err: error }, 'unreadable import upload');
          throw new HttpError(400, 'This upload could not be read. Please try again.');
        }
        if (!received) throw new HttpError(400, TRANSFER_MESSAGES.noFile);
        const row = await importPortfolio(
          {
            db,
            storage,
            processing,
            images,
            quotaBytes: app.config.uploadQuotaBytes,
            documentQuotaBytes: documentQuotaOf(app.config),
          },
          user.id,
          file,
        );
        return reply.code(201).send({
          success: true as const,
          data: { portfolio: toPortfolio(row) },
          message: TRANSFER_MESSAGES.imported,
        });
      } finally {
        done();
        await rm(folder, { recursive: true, force: true });
      }
    },
  );
};
