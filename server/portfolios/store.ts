import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { readCaseStudies } from '../../model/case-study';
import { normalizeContent } from '../../model/normalize';
import { DASHBOARD_CARD_PREVIEW_SECTIONS } from '../../model/constants';
import type { Portfolio, PortfolioSummary, PublicPortfolio } from '../../model/portfolio';
import { getTemplate } from '../../templates';
import { migrateContent } from '../../templates/migrate';
import type { Database } from '../db/client';
import { isUuid } from '../db/ids';
import { portfolioSnapshots as snapshots, portfolios } from '../db/schema';

export type PortfolioRow = typeof portfolios.$inferSelect;
/** A portfolio row with what the builder needs to know of its live copy. */
export type StoredPortfolio = PortfolioRow & {
  liveNumber: number | null;
  liveAt: Date | null;
  inSync: boolean;
};
export type Queries = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** The working copy equals the live copy (jsonb compares by meaning, not by key order). */
const inSync = sql<boolean>`coalesce(
  ${snapshots.content} = ${portfolios.content} and ${snapshots.styling} = ${portfolios.styling}
  and ${snapshots.caseStudies} = ${portfolios.caseStudies} and ${snapshots.title} = ${portfolios.title}
  and ${snapshots.description} = ${portfolios.description}
  and ${snapshots.templateId} = ${portfolios.templateId}, false)`;

/** Portfolios matching `where`, newest first, each with its live copy's number and date. */
export function readPortfolios(db: Queries, where: SQL | undefined): Promise<StoredPortfolio[]> {
  return db
    .select({
      ...getTableColumns(portfolios),
      liveNumber: snapshots.number,
      liveAt: snapshots.createdAt,
      inSync,
    })
    .from(portfolios)
    .leftJoin(snapshots, eq(snapshots.id, portfolios.liveSnapshotId))
    .where(where)
    .orderBy(desc(portfolios.createdAt), desc(portfolios.id));
}

/** The user's own portfolio, or undefined: someone else's answers exactly like a missing one. */
export async function ownPortfolio(db: Queries, id: string, userId: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await readPortfolios(db, and(eq(portfolios.id, id), eq(portfolios.userId, userId)));
  return row;
}

/** A portfolio's fields besides its documents, as every answer about it gives them. */
function portfolioFields(row: Omit<StoredPortfolio, 'content' | 'styling' | 'caseStudies'>) {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    description: row.description,
    slug: row.slug,
    published: row.isPublished,
    isPublished: row.isPublished,
    isPublic: row.isPublished,
    viewCount: row.viewCount,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    // A stored id the registry no longer knows falls back to the default template.
    templateId: getTemplate(row.templateId).id,
    template: getTemplate(row.templateId).id,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    live:
      row.liveNumber !== null && row.liveAt
        ? { number: row.liveNumber, publishedAt: row.liveAt.toISOString() }
        : null,
    hasUnpublishedChanges: row.isPublished && !row.inSync,
  };
}

export function toPortfolio(row: StoredPortfolio): Portfolio {
  const template = getTemplate(row.templateId);
  return {
    ...portfolioFields(row),
    content: migrateContent(template, normalizeContent(row.content)),
    styling: { colors: {}, fonts: {}, ...(row.styling as object) },
    caseStudies: readCaseStudies(row.caseStudies),
  };
}

const {
  content: _content,
  caseStudies: _caseStudies,
  ...summaryColumns
} = getTableColumns(portfolios);
const previewPath = `$[0 to ${DASHBOARD_CARD_PREVIEW_SECTIONS - 1}]`;

/**
 * The user's portfolios as the dashboard lists them, newest first: their documents stay in the
 * database, which answers only their section count and first sections (the card's miniature).
 */
export async function readPortfolioSummaries(db: Queries, userId: string) {
  const rows = await db
    .select({
      ...summaryColumns,
      liveNumber: snapshots.number,
      liveAt: snapshots.createdAt,
      inSync,
      sectionCount: sql<number>`coalesce(jsonb_array_length(case when jsonb_typeof(${portfolios.content}->'sections') = 'array' then ${portfolios.content}->'sections' end), 0)`,
      previewContent: sql<unknown>`jsonb_set(${portfolios.content}, '{sections}', coalesce(jsonb_path_query_array(${portfolios.content}->'sections', ${previewPath}::jsonpath), '[]'::jsonb))`,
    })
    .from(portfolios)
    .leftJoin(snapshots, eq(snapshots.id, portfolios.liveSnapshotId))
    .where(eq(portfolios.userId, userId))
    .orderBy(desc(portfolios.createdAt), desc(portfolios.id));
  return rows.map((row): PortfolioSummary => {
    const template = getTemplate(row.templateId);
    return {
      ...portfolioFields(row),
      sectionCount: Number(row.sectionCount),
      preview: {
        content: migrateContent(template, normalizeContent(row.previewContent)),
        styling: { colors: {}, fonts: {}, ...(row.styling as object) },
      },
    };
  });
}

/** What visitors of a published portfolio read: its live copy, with the row's address and counts. */
export async function livePortfolio(db: Queries, where: SQL) {
  const [row] = await db
    .select({
      id: portfolios.id,
      userId: portfolios.userId,
      slug: portfolios.slug,
      isPublished: portfolios.isPublished,
      publishedAt: portfolios.publishedAt,
      viewCount: portfolios.viewCount,
      liveId: snapshots.id,
      liveAt: snapshots.createdAt,
      templateId: snapshots.templateId,
      title: snapshots.title,
      description: snapshots.description,
      content: snapshots.content,
      styling: snapshots.styling,
      caseStudies: snapshots.caseStudies,
    })
    .from(portfolios)
    .innerJoin(snapshots, eq(snapshots.id, portfolios.liveSnapshotId))
    .where(and(where, eq(portfolios.isPublished, true)));
  return row;
}
export type LivePortfolio = NonNullable<Awaited<ReturnType<typeof livePortfolio>>>;

/** What anyone may read of a published portfolio: its live copy, nothing about its owner. */
export function toPublicPortfolio(live: LivePortfolio): PublicPortfolio {
  const template = getTemplate(live.templateId);
  return {
    _id: live.id,
    id: live.id,
    title: live.title,
    description: live.description,
    slug: live.slug,
    isPublished: true,
    publishedAt: live.publishedAt?.toISOString() ?? null,
    templateId: template.id,
    template: template.id,
    content: migrateContent(template, normalizeContent(live.content)),
    styling: { colors: {}, fonts: {}, ...(live.styling as object) },
    caseStudies: readCaseStudies(live.caseStudies),
    updatedAt: live.liveAt.toISOString(),
  };
}
