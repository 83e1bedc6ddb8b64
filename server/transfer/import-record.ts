// The rows of an import written in one transaction: the user's uploads, within their quota, and
// the new portfolio with its documents pointing at the images as stored.
import { LIBRARY_MESSAGES } from '../../model/images';
import type { PortfolioFile } from '../../model/portfolio-file';
import type { getTemplate } from '../../templates';
import { portfolios, uploads } from '../db/schema';
import { HttpError } from '../errors';
import { checkedContent, checkedSize } from '../portfolios/checks';
import { withinDocumentQuota } from '../portfolios/storage';
import { holds, lockHash, lockUser, manifestKey, usageOf, type Manifest } from '../uploads/library';
import { rewriteUploadUrls } from './export';
import type { ImportDependencies } from './import';
import type { ImportedImage } from './import-images';
import { storeImage } from './import-store';
import type { ZipReader } from './zip';

/**
 * The rows of an import, in one transaction: the user's uploads (under the same locks and quota as
 * any upload) and the new portfolio. A failure or a crash before the commit leaves no row.
 */
export async function recordImport(
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
