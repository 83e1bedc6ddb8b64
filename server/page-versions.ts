import { eq } from 'drizzle-orm';
import type { Database } from './db/client';
import { portfolios } from './db/schema';

/** A slug's portfolio and the live snapshot visitors read there (null before the first publish). */
export type PageVersion = { id: string; live: string | null; published: boolean };

const MAX_REMEMBERED = 10_000;

/**
 * Which live snapshot the page at a slug shows: saves of the working copy change nothing here, only
 * publish, unpublish, a slug change and delete do. On PGlite this process is the database's only
 * writer, so it remembers what it read and the portfolio routes tell it of each change: readers of
 * published pages never wait on the database. On PostgreSQL other processes write too, so it asks.
 */
export class PageVersions {
  private known = new Map<string, PageVersion | null>();
  // Bumped by each change of a slug, so a read that started before the change never stores what it saw.
  private changes = new Map<string, number>();
  private epoch = 0;
  // Readers who miss together share one query (after a publish, every reader of the page misses).
  private asking = new Map<string, { stamp: string; row: Promise<PageVersion | undefined> }>();

  constructor(
    private db: Database,
    private soleWriter: boolean,
  ) {}

  async lookup(slug: string): Promise<PageVersion | undefined> {
    const remembered = this.known.get(slug);
    if (remembered !== undefined) return remembered ?? undefined;
    const before = this.stamp(slug);
    const asked = this.asking.get(slug);
    if (asked?.stamp === before) return asked.row;
    const row = this.ask(slug, before);
    this.asking.set(slug, { stamp: before, row });
    try {
      return await row;
    } finally {
      if (this.asking.get(slug)?.row === row) this.asking.delete(slug);
    }
  }

  private async ask(slug: string, before: string) {
    const [row] = await this.db
      .select({
        id: portfolios.id,
        live: portfolios.liveSnapshotId,
        published: portfolios.isPublished,
      })
      .from(portfolios)
      .where(eq(portfolios.slug, slug));
    if (this.soleWriter && this.stamp(slug) === before) {
      if (this.known.size >= MAX_REMEMBERED) this.forgetAll();
      this.known.set(slug, row ?? null);
    }
    return row;
  }

  /** After a write that may change what these slugs show (old and new slug alike). */
  changed(...slugs: Array<string | null | undefined>) {
    if (this.changes.size >= MAX_REMEMBERED) this.forgetAll();
    for (const slug of slugs) {
      if (!slug) continue;
      this.known.delete(slug);
      this.changes.set(slug, (this.changes.get(slug) ?? 0) + 1);
    }
  }

  private stamp(slug: string) {
    return `${this.epoch}:${this.changes.get(slug) ?? 0}`;
  }

  private forgetAll() {
    this.known.clear();
    this.changes.clear();
    this.epoch++;
  }
}
