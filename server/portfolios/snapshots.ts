import { and, desc, eq, sql } from 'drizzle-orm';
import {
  HISTORY_DAILY_DAYS,
  HISTORY_RECENT_VERSIONS,
  type SnapshotCopy,
  type SnapshotEntry,
  type SnapshotKind,
} from '../../model/history';
import { readCaseStudies } from '../../model/case-study';
import { normalizeContent } from '../../model/normalize';
import type { Portfolio } from '../../model/portfolio';
import { getTemplate } from '../../templates';
import { diffDocuments, summarizeChanges, type DocumentCopy } from '../../templates/diff';
import { migrateContent } from '../../templates/migrate';
import type { Database } from '../db/client';
import { portfolioSnapshots as snapshots, portfolios } from '../db/schema';
import { withinDocumentQuota } from './storage';
import type { PortfolioRow, Queries } from './store';

export type Author = { id: string; name: string };

/** A row's or a snapshot's documents, read as the diff compares them. */
export const copyOf = (row: {
  templateId: string;
  title: string;
  description: string;
  content: unknown;
  styling: unknown;
  caseStudies: unknown;
}): DocumentCopy => ({
  templateId: getTemplate(row.templateId).id,
  title: row.title,
  description: row.description,
  content: normalizeContent(row.content),
  styling: row.styling,
  caseStudies: row.caseStudies ?? {},
});

/** Key order carries no meaning in a stored document (jsonb reorders keys). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}
const sameJson = (a: unknown, b: unknown) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** The line of a change the summary does not name: an item's id (which links hang on), say. */
const OTHER_CHANGES = 'Other changes';

/** "Edited Work; 1 image changed", or undefined when the two copies are the same. */
export function changeLine(before: DocumentCopy, after: DocumentCopy) {
  const line = summarizeChanges(diffDocuments(getTemplate(after.templateId), before, after));
  if (line !== 'No changes') return line;
  // The summary names what a designer would notice; what it leaves out is still a change.
  return sameJson(before, after) ? undefined : OTHER_CHANGES;
}

type Documents = {
  templateId: string;
  title: string;
  description: string;
  content: unknown;
  styling: unknown;
  caseStudies: unknown;
};
/** The stored documents are the same: what `inSync` (store.ts) compares, compared the same way. */
const sameDocuments = (a: Documents, b: Documents) =>
  a.templateId === b.templateId &&
  a.title === b.title &&
  a.description === b.description &&
  sameJson(a.content, b.content) &&
  sameJson(a.styling, b.styling) &&
  sameJson(a.caseStudies, b.caseStudies);

/**
 * The portfolio row's documents kept as snapshot `number`, copied inside the database so a large
 * document is not sent back and forth.
 */
async function copyToSnapshot(
  tx: Queries,
  portfolioId: string,
  number: number,
  kind: SnapshotKind,
  author: Author,
  summary: string,
) {
  const result = await tx.execute<{ id: string }>(sql`
    insert into ${snapshots} (portfolio_id, number, kind, author_id, author_name, summary, template_id,
      template_version, title, description, content, styling, case_studies)
    select id, ${number}, ${kind}, ${author.id}, ${author.name}, ${summary}, template_id,
      coalesce((content->>'templateVersion')::integer, 1), title, description, content, styling, case_studies
    from ${portfolios} where id = ${portfolioId}
    returning id`);
  return result.rows[0]!.id;
}

type WorkingChanges = Partial<
  Pick<
    typeof portfolios.$inferInsert,
    'title' | 'description' | 'templateId' | 'content' | 'styling' | 'caseStudies' | 'slug'
  >
>;

/**
 * Writes the working copy made from `version`, and keeps it as a history entry when `summary` says
 * what changed. Undefined when another write came first (nothing is stored then); 413 when it would
 * take the user's documents over `quotaBytes`.
 */
export async function commitWorkingCopy(
  db: Database,
  write: {
    id: string;
    userId: string;
    version: number;
    changes: WorkingChanges;
    kind: SnapshotKind;
    summary: string | undefined;
    author: Author;
    quotaBytes: number;
  },
): Promise<PortfolioRow | undefined> {
  const { id, userId, version, changes, kind, summary, author, quotaBytes } = write;
  return db.transaction((tx) =>
    withinDocumentQuota(tx, { userId, quotaBytes }, async () => {
      const [updated] = await tx
        .update(portfolios)
        .set({
          ...changes,
          version: sql`${portfolios.version} + 1`,
          updatedAt: sql`now()`,
          ...(summary ? { nextSnapshot: sql`${portfolios.nextSnapshot} + 1` } : {}),
        })
        // Only the version the client saw is overwritten: a write in between makes this match nothing.
        .where(
          and(
            eq(portfolios.id, id),
            eq(portfolios.userId, userId),
            eq(portfolios.version, version),
          ),
        )
        .returning();
      if (updated && summary) {
        await copyToSnapshot(tx, id, updated.nextSnapshot - 1, kind, author, summary);
        await pruneHistory(tx, id);
      }
      return updated;
    }),
  );
}

/**
 * A portfolio keeps its newest HISTORY_RECENT_VERSIONS versions (publishes, saves and restores
 * alike), the newest of each of the last HISTORY_DAILY_DAYS days, and its live version; the rest is
 * deleted. The working copy is the portfolio row itself, never a snapshot.
 */
export async function pruneHistory(db: Queries, portfolioId: string) {
  await db.execute(sql`
    delete from ${snapshots} where portfolio_id = ${portfolioId} and id in (
      select id from (
        select id, created_at,
          row_number() over (order by number desc) as newest,
          row_number() over (partition by date_trunc('day', created_at) order by number desc) as in_day
        from ${snapshots} where portfolio_id = ${portfolioId}
      ) as ranked
      where newest > ${HISTORY_RECENT_VERSIONS}
        and not (in_day = 1
          and created_at >= date_trunc('day', now()) - ${HISTORY_DAILY_DAYS - 1}::integer * interval '1 day')
    )
    -- A portfolio's live_snapshot_id is the only reference a snapshot has (kept while unpublished too).
    and id is distinct from (select live_snapshot_id from ${portfolios} where id = ${portfolioId})`);
}

export type PublishOutcome =
  | { status: 'conflict' | 'missing' }
  | { status: 'published' | 'unchanged'; previousSlug: string | null };

/**
 * The working copy at `version` becomes the live page, in one transaction: visitors see the old
 * live copy or the new one, never a mix. Publishing what is already live takes no new entry.
 */
export async function publishWorkingCopy(
  db: Database,
  publish: {
    id: string;
    userId: string;
    version: number;
    slug: string;
    author: Author;
    quotaBytes: number;
  },
): Promise<PublishOutcome> {
  const { id, userId, version, slug, author, quotaBytes } = publish;
  return db.transaction((tx) =>
    withinDocumentQuota(tx, { userId, quotaBytes }, async () => {
      // Locked: a second publish racing this one waits, then finds the copy already live.
      const [row] = await tx
        .select()
        .from(portfolios)
        .where(and(eq(portfolios.id, id), eq(portfolios.userId, userId)))
        .for('update');
      if (!row) return { status: 'missing' as const };
      if (row.version !== version) return { status: 'conflict' as const };
      const [live] = row.liveSnapshotId
        ? await tx.select().from(snapshots).where(eq(snapshots.id, row.liveSnapshotId))
        : [];
      // Unchanged exactly when the builder shows no unpublished changes (inSync), so a change the
      // summary does not name still goes live.
      const summary = !live
        ? 'First publish'
        : sameDocuments(live, row)
          ? undefined
          : (changeLine(copyOf(live), copyOf(row)) ?? OTHER_CHANGES);
      if (!summary && row.isPublished && row.slug === slug)
        return { status: 'unchanged' as const, previousSlug: row.slug };
      const liveSnapshotId = summary
        ? await copyToSnapshot(tx, id, row.nextSnapshot, 'publish', author, summary)
        : row.liveSnapshotId;
      await tx
        .update(portfolios)
        .set({
          liveSnapshotId,
          slug,
          isPublished: true,
          publishedAt: row.publishedAt ?? sql`now()`,
          ...(summary ? { nextSnapshot: sql`${portfolios.nextSnapshot} + 1` } : {}),
        })
        .where(eq(portfolios.id, id));
      if (summary) await pruneHistory(tx, id);
      return { status: 'published' as const, previousSlug: row.slug };
    }),
  );
}

const entryColumns = {
  id: snapshots.id,
  number: snapshots.number,
  kind: snapshots.kind,
  author: snapshots.authorName,
  summary: snapshots.summary,
  templateId: snapshots.templateId,
  createdAt: snapshots.createdAt,
};

const isLiveIn = (portfolio: Pick<PortfolioRow, 'liveSnapshotId' | 'isPublished'>, id: string) =>
  portfolio.isPublished && portfolio.liveSnapshotId === id;

/** A portfolio's history, newest first. */
export async function listSnapshots(
  db: Queries,
  portfolio: Pick<PortfolioRow, 'id' | 'liveSnapshotId' | 'isPublished'>,
): Promise<SnapshotEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(snapshots)
    .where(eq(snapshots.portfolioId, portfolio.id))
    .orderBy(desc(snapshots.number));
  return rows.map(({ id, createdAt, ...entry }) => ({
    ...entry,
    createdAt: createdAt.toISOString(),
    isLive: isLiveIn(portfolio, id),
  }));
}

/** One history entry with its documents, brought up to its template's current shapes. */
export async function readSnapshot(
  db: Queries,
  portfolio: Pick<PortfolioRow, 'id' | 'liveSnapshotId' | 'isPublished'>,
  number: number,
): Promise<SnapshotCopy | undefined> {
  const [row] = await db
    .select()
    .from(snapshots)
    .where(and(eq(snapshots.portfolioId, portfolio.id), eq(snapshots.number, number)));
  if (!row) return undefined;
  const template = getTemplate(row.templateId);
  return {
    number: row.number,
    kind: row.kind,
    author: row.authorName,
    summary: row.summary,
    templateId: template.id,
    createdAt: row.createdAt.toISOString(),
    isLive: isLiveIn(portfolio, row.id),
    title: row.title,
    description: row.description,
    content: migrateContent(template, normalizeContent(row.content)),
    styling: { colors: {}, fonts: {}, ...(row.styling as object) } as Portfolio['styling'],
    caseStudies: readCaseStudies(row.caseStudies),
  };
}
