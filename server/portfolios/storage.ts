import { sql } from 'drizzle-orm';
import { DEFAULT_DOCUMENT_QUOTA_MB, STORAGE_MESSAGES } from '../../model/storage';
import type { AppConfig } from '../config';
import { portfolioSnapshots as snapshots, portfolios } from '../db/schema';
import { HttpError } from '../errors';
import { lockUser, type Transaction } from '../uploads/library';
import type { Queries } from './store';

/** The account's document budget in bytes: DOCUMENT_QUOTA_MB, or its default. */
export const documentQuotaOf = (config: Pick<AppConfig, 'documentQuotaBytes'>) =>
  config.documentQuotaBytes ?? DEFAULT_DOCUMENT_QUOTA_MB * 1024 * 1024;

/** The bytes a row's documents take as stored: pg_column_size counts TOAST's compressed size. */
const storedBytes = (table: typeof portfolios | typeof snapshots) =>
  sql.join(
    [table.title, table.description, table.content, table.styling, table.caseStudies].map(
      (column) => sql`coalesce(pg_column_size(${column}), 0)`,
    ),
    sql` + `,
  );

/**
 * What the database stores of the user's documents: every working copy and every history version
 * (title, description, content, styling, case studies), compressed as stored.
 */
export async function documentBytesOf(db: Queries, userId: string): Promise<number> {
  const result = await db.execute<{ bytes: number }>(sql`
    select coalesce(sum(bytes), 0)::float8 as bytes from (
      select ${storedBytes(portfolios)} as bytes
      from ${portfolios} where ${portfolios.userId} = ${userId}
      union all
      select ${storedBytes(snapshots)}
      from ${snapshots} join ${portfolios} on ${portfolios.id} = ${snapshots.portfolioId}
      where ${portfolios.userId} = ${userId}
    ) as stored`);
  return Number(result.rows[0]?.bytes ?? 0);
}

/**
 * Runs `write` inside `tx` and undoes it (413, nothing stored) when it leaves the user's documents
 * over `quotaBytes` and larger than before: a write that frees room is always taken.
 */
export async function withinDocumentQuota<T>(
  tx: Transaction,
  { userId, quotaBytes }: { userId: string; quotaBytes: number },
  write: () => Promise<T>,
): Promise<T> {
  // The same lock as uploads: two writes of one user are measured one after the other.
  await lockUser(tx, userId);
  const before = await documentBytesOf(tx, userId);
  const result = await write();
  const after = await documentBytesOf(tx, userId);
  if (after > quotaBytes && after > before)
    throw new HttpError(413, STORAGE_MESSAGES.full(before, quotaBytes));
  return result;
}
