import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { CaseStudies } from '../../model/case-study';
import {
  DEVICES,
  daysEnding,
  type AnalyticsSummary,
  type PortfolioAnalytics,
} from '../../model/analytics';
import { ownValue } from '../../model/own';
import type { Database } from '../db/client';
import { analyticsCounts, analyticsDays, analyticsPageDays, portfolios } from '../db/schema';

const TOP = 10;

/**
 * An owner's figures for one portfolio over `days` days ending today (UTC). Every query reads one
 * portfolio's aggregate rows by the primary key's prefix (portfolio, day), so its cost follows the
 * days and pages asked for, not the views behind them.
 */
export async function portfolioReport(
  db: Database,
  portfolio: { id: string; caseStudies: unknown },
  days: number,
  now = new Date(),
): Promise<PortfolioAnalytics> {
  const range = daysEnding(now, days);
  const since = range[0]!;
  const [daily, pages, referrers, others] = await Promise.all([
    db
      .select({
        day: analyticsDays.day,
        views: analyticsDays.views,
        visitors: analyticsDays.visitors,
      })
      .from(analyticsDays)
      .where(and(eq(analyticsDays.portfolioId, portfolio.id), gte(analyticsDays.day, since))),
    db
      .select({
        page: analyticsPageDays.page,
        views: sql<number>`sum(${analyticsPageDays.views})::int`,
        visitors: sql<number>`sum(${analyticsPageDays.visitors})::int`,
      })
      .from(analyticsPageDays)
      .where(
        and(eq(analyticsPageDays.portfolioId, portfolio.id), gte(analyticsPageDays.day, since)),
      )
      .groupBy(analyticsPageDays.page)
      .orderBy(desc(sql`2`), analyticsPageDays.page),
    db
      .select({ key: analyticsCounts.key, count: sql<number>`sum(${analyticsCounts.count})::int` })
      .from(analyticsCounts)
      .where(
        and(
          eq(analyticsCounts.portfolioId, portfolio.id),
          gte(analyticsCounts.day, since),
          eq(analyticsCounts.dimension, 'referrer'),
        ),
      )
      .groupBy(analyticsCounts.key)
      .orderBy(desc(sql`2`), analyticsCounts.key)
      .limit(TOP),
    db
      .select({
        dimension: analyticsCounts.dimension,
        key: analyticsCounts.key,
        count: sql<number>`sum(${analyticsCounts.count})::int`,
      })
      .from(analyticsCounts)
      .where(
        and(
          eq(analyticsCounts.portfolioId, portfolio.id),
          gte(analyticsCounts.day, since),
          ne(analyticsCounts.dimension, 'referrer'),
        ),
      )
      .groupBy(analyticsCounts.dimension, analyticsCounts.key),
  ]);

  const byDay = new Map(daily.map((row) => [row.day, row]));
  const series = range.map((day) => ({
    day,
    views: byDay.get(day)?.views ?? 0,
    visitors: byDay.get(day)?.visitors ?? 0,
  }));
  const sum = (rows: Array<{ count: number }>) => rows.reduce((total, row) => total + row.count, 0);
  const studies = (portfolio.caseStudies ?? {}) as CaseStudies;
  const titleOf = (projectId: string) => {
    if (projectId === '') return 'Portfolio page';
    const study = ownValue(studies, projectId);
    return study ? study.title.trim() || 'Untitled case study' : 'Removed case study';
  };
  const count = (dimension: string, key: string) =>
    others.find((row) => row.dimension === dimension && row.key === key)?.count ?? 0;
  return {
    days,
    series,
    totals: {
      views: series.reduce((total, day) => total + day.views, 0),
      visitors: series.reduce((total, day) => total + day.visitors, 0),
      projectsOpened: pages
        .filter((row) => row.page !== '')
        .reduce((total, row) => total + row.views, 0),
      lightboxOpens: sum(others.filter((row) => row.dimension === 'lightbox')),
      enquiries: sum(others.filter((row) => row.dimension === 'enquiry')),
    },
    pages: pages.slice(0, TOP).map((row) => ({
      projectId: row.page === '' ? null : row.page,
      title: titleOf(row.page),
      views: row.views,
      visitors: row.visitors,
    })),
    referrers: referrers.map((row) => ({ domain: row.key, views: row.count })),
    devices: DEVICES.map((device) => ({ device, views: count('device', device) })),
  };
}

/** Views per day of each of a designer's portfolios over `days` days, for the cards' sparklines. */
export async function accountSummary(
  db: Database,
  userId: string,
  days: number,
  now = new Date(),
): Promise<AnalyticsSummary> {
  const range = daysEnding(now, days);
  const owned = await db
    .select({ id: portfolios.id })
    .from(portfolios)
    .where(eq(portfolios.userId, userId));
  const ids = owned.map((row) => row.id);
  const rows = ids.length
    ? await db
        .select({
          portfolioId: analyticsDays.portfolioId,
          day: analyticsDays.day,
          views: analyticsDays.views,
        })
        .from(analyticsDays)
        .where(and(inArray(analyticsDays.portfolioId, ids), gte(analyticsDays.day, range[0]!)))
    : [];
  const index = new Map(range.map((day, n) => [day, n]));
  const summary: AnalyticsSummary['portfolios'] = {};
  for (const id of ids) summary[id] = range.map(() => 0);
  for (const row of rows) {
    const at = index.get(row.day);
    if (at !== undefined) summary[row.portfolioId]![at] = row.views;
  }
  return { days, portfolios: summary };
}
