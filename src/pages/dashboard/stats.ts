import type { PortfolioSummary } from '../../../model/portfolio';

type Counted = Pick<PortfolioSummary, 'isPublished' | 'viewCount' | 'createdAt' | 'updatedAt'>;

const sameMonth = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();

/**
 * The overview's figures, every one read from the stored portfolios (spec section 9 and issue 17):
 * percentages and averages rounded, 0 for no portfolios, no trend that was not measured.
 */
export function dashboardStats<T extends Counted>(portfolios: T[], now = new Date()) {
  const total = portfolios.length;
  const published = portfolios.filter((portfolio) => portfolio.isPublished).length;
  const totalViews = portfolios.reduce((sum, portfolio) => sum + (portfolio.viewCount ?? 0), 0);
  const createdThisMonth = portfolios.filter((portfolio) =>
    sameMonth(new Date(portfolio.createdAt), now),
  ).length;
  const lastEdited = portfolios.reduce<T | null>(
    (latest, portfolio) =>
      !latest || Date.parse(portfolio.updatedAt) > Date.parse(latest.updatedAt)
        ? portfolio
        : latest,
    null,
  );
  return {
    total,
    published,
    publishedPercent: total ? Math.round((published / total) * 100) : 0,
    totalViews,
    averageViews: total ? Math.round(totalViews / total) : 0,
    createdThisMonth,
    lastEdited,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When something happened, by calendar day: Today, Yesterday, 3 days ago, then the date. */
export function dayLabel(iso: string, now = new Date()) {
  const then = new Date(iso);
  const days = Math.round(
    (new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime() -
      new Date(then.getFullYear(), then.getMonth(), then.getDate()).getTime()) /
      DAY_MS,
  );
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return then.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(then.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** The exact moment, for the line under a day label: Mar 14, 2025, 10:05 AM. */
export const momentLabel = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
