import { eq } from 'drizzle-orm';
import type { Database } from './db/client';
import { portfolios } from './db/schema';

export type PageVersion = { id: string; version: number; published: boolean };

/**
 * Which version of the page at a slug is current. On PGlite this process is the database's only
 * writer, so it remembers what it read and the portfolio routes tell it of each change: readers of
 * published pages never wait on the database. On PostgreSQL other processes write too, so it asks.
 */
export class PageVersions {
  private known = new Map<string, PageVersion | null>();
  // Bumped by each change, so a read that started before a change never stores what it saw.
  private generation = 0;

  constructor(
    private db: Database,
    private soleWriter: boolean,
  ) {}

  async lookup(slug: string): Promise<PageVersion | undefined> {
    const remembered = this.known.get(slug);
    if (remembered !== undefined) return remembered ?? undefined;
    const started = this.generation;
    const [row] = await this.db
      .select({ id: portfolios.id, version: portfolios.version, published: portfolios.isPublished })
      .from(portfolios)
      .where(eq(portfolios.slug, slug));
    if (this.soleWriter && started === this.generation) {
      if (this.known.size >= 10_000) this.known.clear();
      this.known.set(slug, row ?? null);
    }
    return row;
  }

  /** After a write that may change what these slugs show (old and new slug alike). */
  changed(...slugs: Array<string | null | undefined>) {
    this.generation++;
    for (const slug of slugs) if (slug) this.known.delete(slug);
  }
}
