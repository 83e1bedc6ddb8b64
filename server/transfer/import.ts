// A portfolio export made into a new portfolio: its document read and everything checked, then its
// images stored and its rows written, and what a refused import stored taken back.
import { LIBRARY_MESSAGES } from '../../model/images';
import { TRANSFER_MESSAGES } from '../../model/portfolio-file';
import type { Database } from '../db/client';
import { HttpError } from '../errors';
import { ownPortfolio, type StoredPortfolio } from '../portfolios/store';
import type { FairQueue } from '../uploads/fair-queue';
import type { ImageWorkers } from '../uploads/image-workers';
import { discardIfUnused, usageOf } from '../uploads/library';
import type { Storage } from '../uploads/storage';
import { checkFile } from './import-checks';
import { readDocument } from './import-document';
import { recordImport } from './import-record';
import { storeImage } from './import-store';
import { openZip } from './zip';

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
