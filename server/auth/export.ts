import { eq } from 'drizzle-orm';
import type { AccountExport } from '../../model/account-export';
import type { Database } from '../db/client';
import { portfolios } from '../db/schema';
import { readPortfolios, toPortfolio } from '../portfolios/store';
import { libraryOf } from '../uploads/library';
import type { Storage } from '../uploads/storage';
import { toPublicUser, type UserRow } from './session';

/**
 * Everything the account holds: its profile, every portfolio (drafts too) with its content and case
 * studies, and the addresses of its uploaded images. Only the user's own rows are read.
 */
export async function accountExportOf(
  db: Database,
  storage: Storage,
  user: UserRow,
): Promise<AccountExport> {
  const rows = await readPortfolios(db, eq(portfolios.userId, user.id));
  const list = rows.map(toPortfolio);
  const library = await libraryOf(db, storage, user.id, 0);
  return {
    format: 'folio-account-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    account: { ...toPublicUser(user, list.length), updatedAt: user.updatedAt.toISOString() },
    portfolios: list,
    caseStudies: list.flatMap((portfolio) =>
      Object.entries(portfolio.caseStudies).map(([projectId, caseStudy]) => ({
        portfolioId: portfolio.id,
        portfolioTitle: portfolio.title,
        projectId,
        caseStudy,
      })),
    ),
    images: library.images.flatMap((image) =>
      image.url ? [{ url: image.url, bytes: image.bytes, uploadedAt: image.uploadedAt }] : [],
    ),
  };
}
