import {
  ANIMATION_PIXEL_BUDGET,
  LIBRARY_MESSAGES,
  UPLOAD_MESSAGES,
  UPLOAD_WIDTHS,
  uploadUrl,
  uploadVariants,
  type ImageVariant,
} from '../../model/images';
import { UNSTORABLE_TEXT_MESSAGE } from '../../model/api';
import { MAX_IMAGE_BYTES } from '../../model/constants';
import { MAX_PORTFOLIO_BYTES } from '../../model/portfolio';
import {
  PORTFOLIO_FILE_FORMAT,
  PORTFOLIO_FILE_NAME,
  PORTFOLIO_FILE_VERSION,
  portfolioFile,
  TRANSFER_MESSAGES,
  type PortfolioFile,
  type PortfolioFileImage,
} from '../../model/portfolio-file';
import { getTemplate, isKnownTemplate } from '../../templates';
import type { Database } from '../db/client';
import { portfolios, uploads } from '../db/schema';
import { HttpError } from '../errors';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../json-body';
import { checkedContent, checkedSize, checkedStyling } from '../portfolios/checks';
import { ownPortfolio, type StoredPortfolio } from '../portfolios/store';
import { unstorableTextPath } from '../text-guard';
import type { FairQueue } from '../uploads/fair-queue';
import type { ImageWorkers } from '../uploads/image-workers';
import { detectImage, ImageRejected } from '../uploads/image-kind';
import {
  discardIfUnused,
  holds,
  lockHash,
  lockUser,
  manifestKey,
  readManifest,
  storageKeyOf,
  usageOf,
  writeManifest,
  type Manifest,
} from '../uploads/library';
import type { Storage } from '../uploads/storage';
import { withinDocumentQuota } from '../portfolios/storage';
import { rewriteUploadUrls } from './export';
import { hashStream, openZip, sha256, type ZipReader } from './zip';

export type ImportDependencies = {
  db: Database;
  storage: Storage;
  /** The upload pipeline's queue: an import's images wait their turn like any upload's. */
  processing: FairQueue;
  /** Where the images are made (off the server's thread). */
  images: ImageWorkers;
  quotaBytes: number;
  /** The account's budget for documents and their history: an import is a new document. */
  documentQuotaBytes: number;
};

// The document holds at most a portfolio's documents and its image list.
const MAX_DOCUMENT_BYTES = MAX_PORTFOLIO_BYTES + 512 * 1024;

export const NOT_AS_STORED =
  'it is not a WebP image of the size its name says, as Folio stores them.';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * portfolio.json read and checked: its nesting before it is parsed (a deep one would overflow the
 * stack of every walk after), the format (so a newer file says so), text PostgreSQL can store, then
 * its shape.
 */
async function readDocument(zip: ZipReader): Promise<PortfolioFile> {
  const entry = zip.entries.get(PORTFOLIO_FILE_NAME);
  if (!entry) throw new HttpError(400, TRANSFER_MESSAGES.missingDocument);
  const text = (
    await zip.read(
      entry,
      MAX_DOCUMENT_BYTES,
      TRANSFER_MESSAGES.invalidDocument(
        `${PORTFOLIO_FILE_NAME} is larger than a portfolio can be.`,
      ),
    )
  ).toString('utf8');
  if (nestsDeeperThan(text, MAX_JSON_DEPTH))
    throw new HttpError(
      400,
      TRANSFER_MESSAGES.invalidDocument(
        `${PORTFOLIO_FILE_NAME} is nested more than ${MAX_JSON_DEPTH} levels deep.`,
      ),
    );
  let raw: unknown;
  try {
    raw = JSON.parse(text);
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
  const unstorable = unstorableTextPath(raw);
  if (unstorable)
    throw new HttpError(
      400,
      TRANSFER_MESSAGES.invalidDocument(`${unstorable.join('.')}: ${UNSTORABLE_TEXT_MESSAGE}.`),
    );
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

/** One image of the file: the files listed for it, and how it is brought in. */
type ImportedImage =
  /** Every size of an upload, as exported: stored byte for byte under the same hash and addresses. */
  | { kind: 'as-exported'; hash: string; url: string; files: PortfolioFileImage[] }
  /** One file (older exports carry only the largest size): made again by the upload pipeline. */
  | { kind: 'reprocessed'; file: PortfolioFileImage; files: PortfolioFileImage[] };
type AsExported = Extract<ImportedImage, { kind: 'as-exported' }>;

const UPLOADED = /^\/uploads\/[a-f0-9]{2}\/([a-f0-9]{64})-(\d{1,5})x\d{1,5}\.webp$/;
const LARGEST_WIDTH = Math.max(...UPLOAD_WIDTHS);

/** The file's images: the files of one upload (by the hash in their addresses) together. */
function imagesOf(file: PortfolioFile): ImportedImage[] {
  const uploaded = new Map<string, PortfolioFileImage[]>();
  const images: ImportedImage[] = [];
  for (const image of file.images) {
    const hash = UPLOADED.exec(image.url)?.[1];
    if (hash) uploaded.set(hash, [...(uploaded.get(hash) ?? []), image]);
    else images.push({ kind: 'reprocessed', file: image, files: [image] });
  }
  const widthOf = (image: PortfolioFileImage) => Number(UPLOADED.exec(image.url)![2]);
  for (const [hash, files] of uploaded) {
    const largest = files.reduce((wide, image) => (widthOf(image) > widthOf(wide) ? image : wide));
    const sizes = uploadVariants(largest.url)!;
    const ordered = sizes.map((size) => files.find((image) => image.url === size.url));
    const complete = files.length === sizes.length && ordered.every(Boolean);
    if (complete && widthOf(largest) <= LARGEST_WIDTH)
      images.push({ kind: 'as-exported', hash, url: largest.url, files: ordered.map((f) => f!) });
    else images.push({ kind: 'reprocessed', file: largest, files });
  }
  return images;
}

/** The files to read of an image, with the size each should be (as-exported ones only). */
function filesToRead(image: ImportedImage): Array<[PortfolioFileImage, ImageVariant?]> {
  if (image.kind === 'reprocessed') return [[image.file]];
  const sizes = uploadVariants(image.url)!;
  return image.files.map((file, index) => [file, sizes[index]]);
}

async function fileBytes(zip: ZipReader, path: string) {
  const entry = zip.entries.get(path);
  if (!entry) throw new HttpError(400, TRANSFER_MESSAGES.missingImage(path));
  return zip.read(
    entry,
    MAX_IMAGE_BYTES,
    TRANSFER_MESSAGES.refusedImage(path, UPLOAD_MESSAGES.tooLarge),
  );
}

// What a WebP made by sharp holds: image data, alpha, animation. No metadata (EXIF, XMP, ICC) or other chunk.
const IMAGE_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF']);

/** Whether the RIFF file is exactly its chunks (nothing appended) and each is image data. */
function onlyImageChunks(bytes: Buffer) {
  if (bytes.length < 12 || bytes.readUInt32LE(4) + 8 !== bytes.length) return false;
  let at = 12;
  while (at < bytes.length) {
    if (at + 8 > bytes.length || !IMAGE_CHUNKS.has(bytes.toString('latin1', at, at + 4)))
      return false;
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return at === bytes.length;
}

/**
 * A stored size of an upload, kept without re-encoding: a WebP of image chunks only, as wide as its
 * name says (heights are rounded), within the pipeline's pixel limits. Only its header is read.
 */
async function checkAsStored(bytes: Buffer, size: ImageVariant, path: string) {
  const refused = new HttpError(400, TRANSFER_MESSAGES.refusedImage(path, NOT_AS_STORED));
  if (detectImage(bytes) !== 'webp' || !onlyImageChunks(bytes)) throw refused;
  // Loaded with the first import: a server that never imports never loads it.
  const [{ default: sharp }, { MAX_INPUT_PIXELS }] = await Promise.all([
    import('sharp'),
    import('../uploads/images'),
  ]);
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  const height = meta?.pageHeight ?? meta?.height ?? 0;
  const frames = meta?.pages ?? 1;
  if (meta?.format !== 'webp' || meta.width !== size.width || Math.abs(height - size.height) > 1)
    throw refused;
  if (size.width * height > MAX_INPUT_PIXELS) throw refused;
  if (frames > 1 && frames * size.width * height > ANIMATION_PIXEL_BUDGET) throw refused;
}

/** Everything checked that can be without storing anything: the documents and every file's bytes. */
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
  }
  const images = imagesOf(file);
  for (const image of images) {
    for (const [listed, size] of filesToRead(image)) {
      const bytes = await fileBytes(zip, listed.path);
      if (sha256(bytes) !== listed.sha256)
        throw new HttpError(400, TRANSFER_MESSAGES.tamperedImage(listed.path));
      if (size) await checkAsStored(bytes, size, listed.path);
      else if (!detectImage(bytes))
        throw new HttpError(
          400,
          TRANSFER_MESSAGES.refusedImage(listed.path, UPLOAD_MESSAGES.notImage),
        );
    }
  }
  return { template, images };
}

/** Whether the files stored for this hash are the very files of the export. */
async function sameFiles(storage: Storage, known: Manifest, image: AsExported) {
  if (known.answer.url !== image.url) return false;
  for (const file of image.files) {
    const stored = await storage.get(storageKeyOf(file.url));
    if (!stored || (await hashStream(stored.body)).sha256 !== file.sha256) return false;
  }
  return true;
}

/** The exported sizes stored byte for byte, the manifest last; a failure midway removes them again. */
async function storeAsExported(
  storage: Storage,
  zip: ZipReader,
  image: AsExported,
): Promise<Manifest> {
  const written: string[] = [];
  try {
    let bytes = 0;
    for (const file of image.files) {
      const data = await fileBytes(zip, file.path);
      bytes += data.length;
      await storage.put(storageKeyOf(file.url), data, 'image/webp');
      written.push(storageKeyOf(file.url));
    }
    const variants = uploadVariants(image.url)!;
    const largest = variants.at(-1)!;
    const manifest: Manifest = {
      answer: { url: image.url, width: largest.width, height: largest.height, variants },
      bytes,
      imported: true,
    };
    await writeManifest(storage, image.hash, manifest);
    return manifest;
  } catch (error) {
    for (const key of written) await storage.delete(key).catch(() => {});
    throw error;
  }
}

/**
 * The image's files in storage, and the hash they are held by. Exported sizes are stored as they
 * are; a hash already made by this server from its original is shared as it is (reference-counted
 * by the uploads rows), while one holding another import's different files is never overwritten or
 * trusted: the image is then made again by the pipeline, under the hash of its bytes.
 */
async function storeImage(
  deps: ImportDependencies,
  zip: ZipReader,
  userId: string,
  image: ImportedImage,
): Promise<{ hash: string; manifest: Manifest }> {
  const { storage } = deps;
  if (image.kind === 'reprocessed') return reprocess(deps, zip, userId, image.file);
  const known = await readManifest(storage, image.hash);
  if (!known) return { hash: image.hash, manifest: await storeAsExported(storage, zip, image) };
  if (!known.imported || (await sameFiles(storage, known, image)))
    return { hash: image.hash, manifest: known };
  return reprocess(deps, zip, userId, image.files.at(-1)!);
}

/** The upload pipeline's storing step (server/routes/uploads.ts): variants and manifest, by hash. */
async function reprocess(
  { storage, processing, images }: ImportDependencies,
  zip: ZipReader,
  userId: string,
  file: PortfolioFileImage,
): Promise<{ hash: string; manifest: Manifest }> {
  const bytes = await fileBytes(zip, file.path);
  const hash = sha256(bytes);
  const known = await readManifest(storage, hash);
  if (known && !known.imported) return { hash, manifest: known };
  if (!detectImage(bytes))
    throw new HttpError(400, TRANSFER_MESSAGES.refusedImage(file.path, UPLOAD_MESSAGES.notImage));
  let image;
  try {
    image = await processing.run(userId, () => images.process(bytes));
  } catch (error) {
    if (error instanceof ImageRejected)
      throw new HttpError(400, TRANSFER_MESSAGES.refusedImage(file.path, error.message));
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
  return { hash, manifest };
}

/**
 * The rows of an import, in one transaction: the user's uploads (under the same locks and quota as
 * any upload) and the new portfolio. A failure or a crash before the commit leaves no row.
 */
async function recordImport(
  deps: ImportDependencies,
  zip: ZipReader,
  userId: string,
  file: PortfolioFile,
  template: ReturnType<typeof getTemplate>,
  stored: Array<{ hash: string; manifest: Manifest; image: ImportedImage }>,
) {
  const { db, storage, quotaBytes } = deps;
  const addresses = new Map<string, string>();
  for (const { manifest, image } of stored)
    for (const listed of image.files) addresses.set(listed.url, manifest.answer.url);
  const rewrite = (url: string) => addresses.get(url) ?? url;
  const content = checkedContent(template, rewriteUploadUrls(file.content, rewrite));
  const styling = rewriteUploadUrls(file.styling, rewrite);
  const caseStudies = rewriteUploadUrls(file.caseStudies, rewrite);
  checkedSize(content, styling, caseStudies);

  // Locks in one order (the user, then hashes sorted), as every other writer of uploads takes them.
  const byHash = [...stored].sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    let used = await usageOf(tx, userId);
    for (const { hash, manifest, image } of byHash) {
      if (await holds(tx, userId, hash)) continue;
      await lockHash(tx, hash);
      let bytes = manifest.bytes;
      // Its last holder deleted the files after they were stored: stored again, under the lock.
      if (!(await storage.has(manifestKey(hash)))) {
        const again = await storeImage(deps, zip, userId, image);
        if (again.hash !== hash) throw new Error(`image ${hash} changed during its import`);
        bytes = again.manifest.bytes;
      }
      if (used + bytes > quotaBytes)
        throw new HttpError(413, LIBRARY_MESSAGES.noRoom(used, quotaBytes, bytes));
      await tx.insert(uploads).values({ userId, hash, bytes });
      used += bytes;
    }
    const quota = { userId, quotaBytes: deps.documentQuotaBytes };
    const [row] = await withinDocumentQuota(tx, quota, () =>
      tx
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
        .returning({ id: portfolios.id }),
    );
    return row!.id;
  });
}

/**
 * A portfolio export (a zip on disk) made into a new, unpublished portfolio of `userId`. Everything
 * that can be refused is checked before anything is stored; then the images' files are stored (as
 * exported, or through the upload pipeline for older files) and every row is written in one
 * transaction. A failure takes back the files this import stored that no one else uses, so a
 * refused file leaves nothing behind.
 */
export async function importPortfolio(
  deps: ImportDependencies,
  userId: string,
  zipPath: string,
): Promise<StoredPortfolio> {
  const { db, storage, quotaBytes } = deps;
  const zip = await openZip(zipPath, TRANSFER_MESSAGES.notZip);
  const touched = new Set<string>();
  let imported = false;
  try {
    const file = await readDocument(zip);
    const { template, images } = await checkFile(zip, file);

    const used = await usageOf(db, userId);
    if (images.length > 0 && used >= quotaBytes)
      throw new HttpError(413, LIBRARY_MESSAGES.storageFull(used, quotaBytes));

    const stored = [];
    for (const image of images) {
      const { hash, manifest } = await storeImage(deps, zip, userId, image);
      touched.add(hash);
      stored.push({ hash, manifest, image });
    }
    const id = await recordImport(deps, zip, userId, file, template, stored);
    imported = true;
    return (await ownPortfolio(db, id, userId))!;
  } finally {
    zip.close();
    // Refused midway: the files this import stored go again unless someone holds or shows them.
    if (!imported)
      for (const hash of touched) await discardIfUnused(db, storage, hash).catch(() => {});
  }
}
