import { eq, lt, sql } from 'drizzle-orm';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { utcDay } from '../../model/analytics';
import { addressKey, type CounterStore } from '../auth/rate-limit';
import type { Database } from '../db/client';
import {
  analyticsCounts,
  analyticsDays,
  analyticsPageDays,
  analyticsVisitors,
  portfolios,
} from '../db/schema';
import { deviceOf, referrerDomain } from './visitors';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Views one address (an IPv6 /64) may add to one portfolio in an hour: a reload-happy visitor. */
export const VIEWS_PER_ADDRESS_HOUR = 120;
/** New visitors one address (an IPv6 /64) may add to one portfolio in a day (an office, a
 * household): a changed User-Agent or address of the /64 per request makes no more. */
export const VISITORS_PER_ADDRESS_DAY = 20;
/** The portfolio as a whole in analytics_visitors (its pages are '' and project ids). */
const WHOLE_PORTFOLIO = '*';

/** A page of a portfolio: its own page (projectId undefined) or one of its case studies. */
export type CountedPage = { portfolioId: string; projectId?: string };
/** Who is looking, as far as counting goes: never stored, only hashed with the day's salt. */
export type Visitor = { ip: string; userAgent: string };

const msUntilNextDay = (now: Date) => DAY_MS - (now.getTime() % DAY_MS);

/**
 * Writes the daily aggregates. Unique visitors are sha256(day's salt, address, User-Agent,
 * portfolio): the salt is random, made the first time a day needs it, held in memory (and, with
 * several processes, in the shared counter store, Redis, so they agree) and gone when the day ends;
 * it is never written to the database, so today's hashes cannot be traced back to an address and
 * yesterday's cannot even be recomputed.
 */
export class Analytics {
  private salt: { day: string; value: Promise<string> } | undefined;
  private sweptDay = '';
  private sweeper = setInterval(() => void this.sweep().catch(() => undefined), HOUR_MS).unref();

  constructor(
    private db: Database,
    private counters: CounterStore,
    /** Keys the counters' names, so they hold no address either. */
    private secret: string,
  ) {}

  close() {
    clearInterval(this.sweeper);
  }

  private saltOf(now: Date) {
    const day = utcDay(now);
    if (this.salt?.day !== day) {
      const value = this.counters.claim(
        `analytics-salt:${day}`,
        randomBytes(32).toString('hex'),
        msUntilNextDay(now) + HOUR_MS,
      );
      this.salt = { day, value };
      value.catch(() => this.salt?.value === value && (this.salt = undefined));
    }
    return this.salt.value;
  }

  private keyOf(...parts: string[]) {
    return createHmac('sha256', this.secret).update(parts.join('\n')).digest('base64url');
  }

  /** Deletes the visitor hashes of past days: they only ever serve to count today's once. */
  async sweep(now = new Date()) {
    const today = utcDay(now);
    if (this.sweptDay === today) return;
    this.sweptDay = today;
    await this.db.delete(analyticsVisitors).where(lt(analyticsVisitors.day, today));
  }

  /** Whether this address may add one more view to this portfolio now (a forged flood adds little). */
  private async withinAddressLimit(page: CountedPage, visitor: Visitor) {
    const key = `analytics-views:${this.keyOf(page.portfolioId, addressKey(visitor.ip))}`;
    return (await this.counters.increment(key, HOUR_MS)) <= VIEWS_PER_ADDRESS_HOUR;
  }

  /**
   * One view of a page, in one small transaction: the day's views and unique visitors of the
   * portfolio and of the page, the device, the referring domain (`referrer` undefined: a visit from
   * within the site, not counted as one), and the portfolio's running total (its cards show it).
   */
  async countView(
    page: CountedPage,
    visitor: Visitor,
    referrer: string | undefined,
    now = new Date(),
  ): Promise<boolean> {
    if (!(await this.withinAddressLimit(page, visitor))) return false;
    const day = utcDay(now);
    void this.sweep(now).catch(() => undefined);
    const salt = await this.saltOf(now);
    const hash = createHash('sha256')
      .update([salt, visitor.ip, visitor.userAgent, page.portfolioId].join('\n'))
      .digest('base64url');
    const pageKey = page.projectId ?? '';
    const counts = [
      { dimension: 'device' as const, key: deviceOf(visitor.userAgent) },
      ...(referrer === undefined
        ? []
        : [{ dimension: 'referrer' as const, key: referrerDomain(referrer) }]),
    ];
    await this.db.transaction(async (tx) => {
      const fresh = await tx
        .insert(analyticsVisitors)
        .values([
          { day, portfolioId: page.portfolioId, page: WHOLE_PORTFOLIO, hash },
          { day, portfolioId: page.portfolioId, page: pageKey, hash },
        ])
        .onConflictDoNothing()
        .returning({ page: analyticsVisitors.page });
      const freshToPortfolio = fresh.some((row) => row.page === WHOLE_PORTFOLIO);
      // Past the address's daily share of new visitors, views still count but make no new visitor.
      // An IPv6 /64 is one address: its host picks any of its 2^64 addresses.
      const allowed =
        !freshToPortfolio ||
        (await this.counters.increment(
          `analytics-visitors:${this.keyOf(page.portfolioId, addressKey(visitor.ip), day)}`,
          msUntilNextDay(now),
        )) <= VISITORS_PER_ADDRESS_DAY;
      const newVisitor = freshToPortfolio && allowed;
      const newPageVisitor = allowed && fresh.some((row) => row.page === pageKey);
      await tx
        .insert(analyticsDays)
        .values({ portfolioId: page.portfolioId, day, views: 1, visitors: newVisitor ? 1 : 0 })
        .onConflictDoUpdate({
          target: [analyticsDays.portfolioId, analyticsDays.day],
          set: {
            views: sql`${analyticsDays.views} + 1`,
            visitors: sql`${analyticsDays.visitors} + excluded.visitors`,
          },
        });
      await tx
        .insert(analyticsPageDays)
        .values({
          portfolioId: page.portfolioId,
          day,
          page: pageKey,
          views: 1,
          visitors: newPageVisitor ? 1 : 0,
        })
        .onConflictDoUpdate({
          target: [analyticsPageDays.portfolioId, analyticsPageDays.day, analyticsPageDays.page],
          set: {
            views: sql`${analyticsPageDays.views} + 1`,
            visitors: sql`${analyticsPageDays.visitors} + excluded.visitors`,
          },
        });
      await addCounts(
        tx,
        counts.map((count) => ({ portfolioId: page.portfolioId, day, ...count })),
      );
      await tx
        .update(portfolios)
        .set({ viewCount: sql`${portfolios.viewCount} + 1` })
        .where(eq(portfolios.id, page.portfolioId));
    });
    return true;
  }

  /** A picture opened in the lightbox on this page. */
  async countLightboxOpen(page: CountedPage, visitor: Visitor, now = new Date()) {
    if (!(await this.withinAddressLimit(page, visitor))) return false;
    await addCounts(this.db, [
      {
        portfolioId: page.portfolioId,
        day: utcDay(now),
        dimension: 'lightbox',
        key: page.projectId ?? '',
      },
    ]);
    return true;
  }
}

type CountRow = typeof analyticsCounts.$inferInsert;

async function addCounts(db: Pick<Database, 'insert'>, rows: CountRow[]) {
  if (rows.length === 0) return;
  await db
    .insert(analyticsCounts)
    .values(rows.map((row) => ({ ...row, count: 1 })))
    .onConflictDoUpdate({
      target: [
        analyticsCounts.portfolioId,
        analyticsCounts.day,
        analyticsCounts.dimension,
        analyticsCounts.key,
      ],
      set: { count: sql`${analyticsCounts.count} + 1` },
    });
}

/**
 * One enquiry sent from a portfolio (or from one of its case studies: its project id), for its
 * owner's figures. The enquiry route calls it once the enquiry is stored.
 */
export async function countEnquirySent(
  db: Database,
  portfolioId: string,
  projectId?: string,
  now = new Date(),
) {
  await addCounts(db, [
    { portfolioId, day: utcDay(now), dimension: 'enquiry', key: projectId ?? '' },
  ]);
}
