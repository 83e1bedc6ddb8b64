import { and, eq } from 'drizzle-orm';
import { LIBRARY_MESSAGES, UPLOAD_MESSAGES, uploadUrl, uploadVariants } from '../../model/images';
import { MAX_IMAGE_BYTES } from '../../model/constants';
import { MAX_PORTFOLIO_BYTES } from '../../model/portfolio';
import {
  PORTFOLIO_FILE_FORMAT,
  PORTFOLIO_FILE_NAME,
  PORTFOLIO_FILE_VERSION,
  portfolioFile,
  TRANSFER_MESSAGES,
  type PortfolioFile,
} from '../../model/portfolio-file';
import { getTemplate, isKnownTemplate } from '../../templates';
import type { Database } from '../db/client';
import { portfolios, uploads } from '../db/schema';
import { HttpError } from '../errors';
import { checkedContent, checkedSize, checkedStyling } from '../portfolios/checks';
import { ownPortfolio, type StoredPortfolio } from '../portfolios/store';
import type { FairQueue } from '../uploads/fair-queue';
import type { ImageWorkers } from '../uploads/image-workers';
import { detectImage, ImageRejected } from '../uploads/image-kind';
import {
  discardIfUnused,
  holds,
  readManifest,
  recordUpload,
  storageKeyOf,
  usageOf,
  writeManifest,
  type Manifest,
} from '../uploads/library';
import type { Storage } from '../uploads/storage';
import { rewriteUploadUrls } from './export';
import { openZip, sha256, type ZipReader } from './zip';

export type ImportDependencies = {
  db: Database;
  storage: Storage;
  /** The upload pipeline's queue: an import's images wait their turn like any upload's. */
  processing: FairQueue;
  /** Where the images are made (off the server's thread). */
  images: ImageWorkers;
  quotaBytes: number;
};

// The document holds at most a portfolio's documents and its image list.
const MAX_DOCUMENT_BYTES = MAX_PORTFOLIO_BYTES + 512 * 1024;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** portfolio.json read and checked: the format first (so a newer file says so), then its shape. */
async function readDocument(zip: ZipReader): Promise<PortfolioFile> {
  const entry = zip.entries.get(PORTFOLIO_FILE_NAME);
  if (!entry) throw new HttpError(400, TRANSFER_MESSAGES.missingDocument);
  const text = await zip.read(
    entry,
    MAX_DOCUMENT_BYTES,
    TRANSFER_MESSAGES.invalidDocument(`${PORTFOLIO_FILE_NAME} is larger than a portfolio can be.`),
  );
  let raw: unknown;
  try {
    raw = JSON.parse(text.toString('utf8'));
  } catch {
    throw new HttpError(400, TRANSFER_MESSAGES.unreadableDocument);
  }
  if (!isObject(raw) || raw.format !== PORTFOLIO_FILE_FORMAT)
    throw new HttpError(
      400,
      TRANSFER_MESSAGES.invalidDocument(`it is not a Folio portfolio file (no “format”).`),
    );
  const version = raw.formatVersion;
  if (typeof version === 'number' && Number.isInteger(version) && version > PORTFOLIO_FILE_VERSION)
    throw new HttpError(400, TRANSFER_MESSAGES.newerFormat(version));
  const parsed = portfolioFile.safeParse(raw);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    const first = errors[0]!;
    throw new HttpError(
      400,
      TRANSFER_MESSAGES.invalidDocument(`${first.path || 'the file'}: ${first.message}`),
      {},
      errors,
    );
  }
  return parsed.data;
}

/** Everything checked that can be without storing anything: the documents and every image's bytes. */
async function checkFile(zip: ZipReader, file: PortfolioFile) {
  if (!isKnownTemplate(file.templateId))
    throw new HttpError(400, TRANSFER_MESSAGES.unknownTemplate(file.templateId));
  const template = getTemplate(file.templateId);
  if (file.templateVersion > template.version)
    throw new HttpError(
      400,
      TRANSFER_MESSAGES.newerTemplate(template.name, file.templateVersion, template.version),
    );
  const content = checkedContent(template, file.content);
  checkedStyling(template, file.styling);
  checkedSize(content, file.styling, file.caseStudies);
  const seen = new Set<string>();
  for (const image of file.images) {
    if (seen.has(image.path))
      throw new HttpError(400, TRANSFER_MESSAGES.invalidDocument(`${image.path} is listed twice.`));
    seen.add(image.path);
    const bytes = await imageBytes(zip, image.path);
    if (sha256(bytes) !== image.sha256)
      throw new HttpError(400, TRANSFER_MESSAGES.tamperedImage(image.path));
    if (!detectImage(bytes))
      throw new HttpError(
        400,
        TRANSFER_MESSAGES.refusedImage(image.path, UPLOAD_MESSAGES.notImage),
      );
  }
  return template;
}

async function imageBytes(zip: ZipReader, path: string) {
  const entry = zip.entries.get(path);
  if (!entry) throw new HttpError(400, TRANSFER_MESSAGES.missingImage(path));
  return zip.read(
    entry,
    MAX_IMAGE_BYTES,
    TRANSFER_MESSAGES.refusedImage(path, UPLOAD_MESSAGES.tooLarge),
  );
}

/** The upload pipeline's storing step (server/routes/uploads.ts): variants and manifest, by hash. */
async function storeImage(
  { storage, processing, images }: ImportDependencies,
  userId: string,
  hash: string,
  bytes: Buffer,
  path: string,
): Promise<Manifest> {
  const known = await readManifest(storage, hash);
  if (known) return known;
  const kind = detectImage(bytes);
  if (!kind)
    throw new HttpError(400, TRANSFER_MESSAGES.refusedImage(path, UPLOAD_MESSAGES.notImage));
  let image;
  try {
    image = await processing.run(userId, () => images.process(bytes));
  } catch (error) {
    if (error instanceof ImageRejected)
      throw new HttpError(400, TRANSFER_MESSAGES.refusedImage(path, error.message));
    throw error;
  }
  const largest = image.variants.at(-1)!;
  const url = uploadUrl(hash, largest.width, largest.height);
  const variants = uploadVariants(url)!;
  let total = 0;
  for (const [index, variant] of variants.entries()) {
    const data = image.variants[index]!.data;
    total += data.length;
    await storage.put(storageKeyOf(variant.url), data, 'image/webp');
  }
  const manifest: Manifest = {
    answer: { url, width: largest.width, height: largest.height, variants },
    bytes: total,
    ...(image.firstFrameOnly
      ? { firstFrameOnly: true, framePixels: image.frames * image.width * image.height }
      : {}),
  };
  await writeManifest(storage, hash, manifest);
  return manifest;
}

/**
 * A portfolio export (a zip on disk) made into a new, unpublished portfolio of `userId`. Everything
 * that can be refused is checked before anything is stored; each image then goes through the upload
 * pipeline (re-encoded, stored by hash, counted against the quota) and the documents' addresses
 * are rewritten to the new uploads. A failure midway takes back the uploads this import added, so a
 * refused file leaves nothing behind.
 */
export async function importPortfolio(
  deps: ImportDependencies,
  userId: string,
  zipPath: string,
): Promise<StoredPortfolio> {
  const { db, storage, quotaBytes } = deps;
  const zip = await openZip(zipPath, TRANSFER_MESSAGES.notZip);
  const added: string[] = [];
  try {
    const file = await readDocument(zip);
    const template = await checkFile(zip, file);

    const used = await usageOf(db, userId);
    if (file.images.length > 0 && used >= quotaBytes)
      throw new HttpError(413, LIBRARY_MESSAGES.storageFull(used, quotaBytes));

    const addresses = new Map<string, string>();
    for (const image of file.images) {
      const bytes = await imageBytes(zip, image.path);
      const hash = sha256(bytes);
      if (hash !== image.sha256)
        throw new HttpError(400, TRANSFER_MESSAGES.tamperedImage(image.path));
      const held = await holds(db, userId, hash);
      if (!held) added.push(hash);
      let stored = await storeImage(deps, userId, hash, bytes, image.path);
      if (!held) {
        const record = () =>
          recordUpload(db, storage, { userId, hash, bytes: stored.bytes, quota: quotaBytes });
        let result = await record();
        if (result.status === 'missing') {
          stored = await storeImage(deps, userId, hash, bytes, image.path);
          result = await record();
        }
        if (result.status === 'missing') throw new Error(`upload ${hash} vanished twice`);
        if (result.status === 'full')
          throw new HttpError(413, LIBRARY_MESSAGES.noRoom(result.used, quotaBytes, stored.bytes));
      }
      addresses.set(image.url, stored.answer.url);
    }

    const rewrite = (url: string) => addresses.get(url) ?? url;
    const content = checkedContent(template, rewriteUploadUrls(file.content, rewrite));
    const styling = rewriteUploadUrls(file.styling, rewrite);
    const caseStudies = rewriteUploadUrls(file.caseStudies, rewrite);
    checkedSize(content, styling, caseStudies);
    const [row] = await db
      .insert(portfolios)
      .values({
        userId,
        title: file.title,
        description: file.description,
        templateId: template.id,
        content,
        styling,
        caseStudies,
      })
      .returning({ id: portfolios.id });
    added.length = 0;
    return (await ownPortfolio(db, row!.id, userId))!;
  } finally {
    zip.close();
    // Refused midway: the uploads this import added go again (their files too when no one else uses them).
    for (const hash of added) {
      await db
        .delete(uploads)
        .where(and(eq(uploads.userId, userId), eq(uploads.hash, hash)))
        .catch(() => {});
      await discardIfUnused(db, storage, hash).catch(() => {});
    }
  }
}
