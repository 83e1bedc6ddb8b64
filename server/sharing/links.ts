// Share links: made and revoked by their designer, opened by a visitor (each open counts a view),
// and the address of the page an opened link or a page's password leads to.
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { SHARING_MESSAGES, type ShareLink, type ShareLinkInput } from '../../model/sharing';
import { caseStudyPath } from '../../templates/case-study-addresses';
import type { Database } from '../db/client';
import { isUuid } from '../db/ids';
import { portfolios, shareLinks } from '../db/schema';
import { HttpError } from '../errors';
import { liveCaseStudyAddresses } from '../pages/case-studies';
import { livePortfolio } from '../portfolios/store';
import { pagePath, projectKey, sha256, type PageTarget } from './access';

type LinkRow = typeof shareLinks.$inferSelect;

export const toShareLink = (row: LinkRow): ShareLink => ({
  id: row.id,
  projectId: row.projectId || null,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  viewLimit: row.viewLimit,
  views: row.views,
  lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** A new link to one of the portfolio's pages, with its secret: shown once, only its hash is kept. */
export async function createLink(
  db: Database,
  portfolioId: string,
  { projectId, label, expiresAt, viewLimit }: ShareLinkInput,
) {
  const secret = randomBytes(32).toString('base64url');
  const [link] = await db
    .insert(shareLinks)
    .values({
      portfolioId,
      projectId: projectKey(projectId),
      label,
      secretHash: sha256(secret),
      expiresAt: expiresAt ? new Date(expiresAt) : null,
      viewLimit: viewLimit ?? null,
    })
    .returning();
  return { link: toShareLink(link!), secret };
}

/** The portfolio's link, revoked; or 404 when it has no such link. */
export async function revokeLink(db: Database, portfolioId: string, linkId: string) {
  if (!isUuid(linkId)) throw new HttpError(404, SHARING_MESSAGES.noLink);
  const where = and(eq(shareLinks.id, linkId), eq(shareLinks.portfolioId, portfolioId));
  // Revoking twice keeps the first time.
  await db
    .update(shareLinks)
    .set({ revokedAt: new Date() })
    .where(and(where, isNull(shareLinks.revokedAt)));
  const [link] = await db.select().from(shareLinks).where(where);
  if (!link) throw new HttpError(404, SHARING_MESSAGES.noLink);
  return toShareLink(link);
}

/** The link of this secret, its view counted; undefined when it is revoked, expired or used up. */
export async function openLink(db: Database, secret: string) {
  const now = new Date();
  // One step: parallel opens of a link with one view left let exactly one in.
  const [link] = await db
    .update(shareLinks)
    .set({ views: sql`${shareLinks.views} + 1`, lastOpenedAt: now })
    .where(
      and(
        eq(shareLinks.secretHash, sha256(secret)),
        isNull(shareLinks.revokedAt),
        or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, now)),
        or(isNull(shareLinks.viewLimit), lt(shareLinks.views, shareLinks.viewLimit)),
      ),
    )
    .returning();
  return link;
}

/** Where a page of this portfolio is read (its own address before its first publish too). */
export async function addressOf(db: Database, target: PageTarget) {
  const [row] = await db
    .select({ slug: portfolios.slug })
    .from(portfolios)
    .where(eq(portfolios.id, target.portfolioId));
  const live =
    row?.slug &&
    target.projectId !== undefined &&
    (await livePortfolio(db, eq(portfolios.id, target.portfolioId)));
  const address =
    live && liveCaseStudyAddresses(live).find((a) => a.projectId === target.projectId);
  if (row?.slug && address) return caseStudyPath(row.slug, address.slug);
  return pagePath(row?.slug ?? target.portfolioId, target);
}
