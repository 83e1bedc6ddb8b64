import type { Portfolio } from '../../../model/portfolio';

/** The overview's figures (spec section 9): percentages and averages rounded, 0 for no portfolios. */
export function dashboardStats(portfolios: Pick<Portfolio, 'isPublished' | 'viewCount'>[]) {
  const total = portfolios.length;
  const published = portfolios.filter((portfolio) => portfolio.isPublished).length;
  const totalViews = portfolios.reduce((sum, portfolio) => sum + (portfolio.viewCount ?? 0), 0);
  return {
    total,
    published,
    publishedPercent: total ? Math.round((published / total) * 100) : 0,
    totalViews,
    averageViews: total ? Math.round(totalViews / total) : 0,
  };
}
