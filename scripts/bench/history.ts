// Draft/live and history figures, measured in process against an in-memory PGlite: the cost of a
// publish, of listing a long history, and the bytes each checkpoint adds.
import { eq, sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import type { PortfolioContent } from '../../model/content';
import { getTemplate } from '../../templates';
import { openDatabase } from '../../server/db/client';
import { portfolioSnapshots, portfolios, users } from '../../server/db/schema';
import {
  commitWorkingCopy,
  listSnapshots,
  publishWorkingCopy,
} from '../../server/portfolios/snapshots';
import { percentile } from '../stats';
import type { RecordFigure } from './shared';

// The bench measures time and bytes, not the account budget.
const UNLIMITED = Number.MAX_SAFE_INTEGER;

/** The default echelon document repeated to twelve sections, ids kept unique. */
function twelveSections(): PortfolioContent {
  const base = getTemplate('echelon').defaultContent;
  const sections = Array.from({ length: 12 }, (_, n) => {
    const section = structuredClone(base.sections[n % base.sections.length]!);
    return { ...section, id: `${section.id}-${n}` };
  });
  return { ...structuredClone(base), sections };
}

/** A document of about `bytes`, by long project texts in its work sections. */
function documentOf(bytes: number): PortfolioContent {
  const content = twelveSections();
  const story = 'Form follows feeling; the grid holds the story while the type carries its voice. ';
  let k = 0;
  while (Buffer.byteLength(JSON.stringify(content)) < bytes) {
    content.sections.push({
      id: `more-${k}`,
      type: 'about',
      content: { heading: `More ${k}`, bio: story.repeat(60) },
    });
    k++;
  }
  return content;
}

export async function benchHistory(record: RecordFigure) {
  const database = await openDatabase({ kind: 'pglite' });
  const { db } = database;
  try {
    const [user] = await db
      .insert(users)
      .values({ email: 'history@bench.test', name: 'History Bench', passwordHash: 'x' })
      .returning();
    const author = { id: user!.id, name: user!.name };
    const create = async (content: PortfolioContent) => {
      const [row] = await db
        .insert(portfolios)
        .values({ userId: user!.id, title: 'Bench', templateId: 'echelon', content, slug: null })
        .returning();
      return row!;
    };

    // Publishing a 500 KB document: each publish follows an edit, so each takes a new snapshot.
    const large = documentOf(500 * 1024);
    let row = await create(large);
    const publishTimes: number[] = [];
    for (let n = 0; n < 60; n++) {
      const edited = structuredClone(large);
      edited.sections[0]!.content.title = `Publish ${n}`;
      row = (await commitWorkingCopy(db, {
        id: row.id,
        userId: user!.id,
        version: row.version,
        changes: { content: edited },
        kind: 'checkpoint',
        summary: undefined,
        author,
        quotaBytes: UNLIMITED,
      }))!;
      const start = performance.now();
      const outcome = await publishWorkingCopy(db, {
        id: row.id,
        userId: user!.id,
        version: row.version,
        slug: 'bench-publish',
        author,
        quotaBytes: UNLIMITED,
      });
      if (n >= 10) publishTimes.push(performance.now() - start);
      if (outcome.status !== 'published') throw new Error(`publish ${n}: ${outcome.status}`);
    }
    record('publish500KbP95Ms', percentile(publishTimes, 95), {
      figure: `Publish p50 / p95, ${(Buffer.byteLength(JSON.stringify(large)) / 1024).toFixed(0)} KB document, PGlite`,
      value: `${percentile(publishTimes, 50).toFixed(1)} / ${percentile(publishTimes, 95).toFixed(1)} ms`,
      compared: 'target p95 ≤ 100 ms; copy made inside the database in one transaction',
    });

    // A thousand checkpoints of a 12-section document, each save editing one section.
    const small = twelveSections();
    let working = await create(small);
    for (let n = 0; n < 1000; n++) {
      const edited = structuredClone(small);
      edited.sections[n % 12]!.content.heading = `Edit ${n}`;
      working = (await commitWorkingCopy(db, {
        id: working.id,
        userId: user!.id,
        version: working.version,
        changes: { content: edited },
        kind: 'checkpoint',
        summary: `Edited section ${n % 12}`,
        author,
        quotaBytes: UNLIMITED,
      }))!;
    }
    const listTimes: number[] = [];
    let listed = 0;
    for (let n = 0; n < 60; n++) {
      const start = performance.now();
      listed = (await listSnapshots(db, working)).length;
      if (n >= 10) listTimes.push(performance.now() - start);
    }
    record('history1000ListP95Ms', percentile(listTimes, 95), {
      figure: `History listing p50 / p95, ${listed} checkpoints, PGlite`,
      value: `${percentile(listTimes, 50).toFixed(1)} / ${percentile(listTimes, 95).toFixed(1)} ms`,
      compared: 'target p95 ≤ 50 ms; entries only, documents read when one is opened',
    });
    const [sizes] = (
      await db.execute<{ stored: number; raw: number; total: number; count: number }>(sql`
        select avg(pg_column_size(content) + pg_column_size(styling) + pg_column_size(case_studies))::float as stored,
          avg(octet_length(content::text))::float as raw,
          pg_total_relation_size('portfolio_snapshots')::float as total, count(*)::float as count
        from ${portfolioSnapshots} where portfolio_id = ${working.id}`)
    ).rows;
    const [all] = (
      await db.execute<{ count: number }>(
        sql`select count(*)::float as count from ${portfolioSnapshots}`,
      )
    ).rows;
    record('checkpointBytes', sizes!.stored, {
      figure: 'Bytes per checkpoint, 12-section document, one section edited',
      value: `${(sizes!.stored / 1024).toFixed(1)} KB stored (of ${(sizes!.raw / 1024).toFixed(1)} KB JSON)`,
      compared: `full copy, compressed by PostgreSQL's TOAST; table with its indexes ${(sizes!.total / all!.count / 1024).toFixed(1)} KB per row`,
    });
    await db.delete(portfolios).where(eq(portfolios.userId, user!.id));
  } finally {
    await database.close();
  }
}
