// An import's images written to storage: the exported sizes byte for byte, or made again by the
// upload pipeline; a hash holding another import's different files is never overwritten.
import { UPLOAD_MESSAGES, uploadVariants } from '../../model/images';
import { TRANSFER_MESSAGES, type PortfolioFileImage } from '../../model/portfolio-file';
import { HttpError } from '../errors';
import { detectImage, ImageRejected } from '../uploads/image-kind';
import { readManifest, storageKeyOf, writeManifest, type Manifest } from '../uploads/library';
import type { Storage } from '../uploads/storage';
import { storeVariants } from '../uploads/store-variants';
import type { ImportDependencies } from './import';
import { fileBytes, type AsExported, type ImportedImage } from './import-images';
import { hashStream, sha256, type ZipReader } from './zip';

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
export async function storeImage(
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
  return { hash, manifest: await storeVariants(storage, hash, image) };
}
