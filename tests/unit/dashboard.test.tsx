import { describe, expect, it } from 'vitest';
import { sectionOrOverview } from '../../src/pages/DashboardPage';
import { dashboardStats } from '../../src/pages/dashboard/stats';

describe('dashboard figures', () => {
  it('rounds the published percentage and the average views', () => {
    expect(
      dashboardStats([
        { isPublished: true, viewCount: 10 },
        { isPublished: false, viewCount: 0 },
        { isPublished: false, viewCount: 1 },
      ]),
    ).toEqual({ total: 3, published: 1, publishedPercent: 33, totalViews: 11, averageViews: 4 });
  });

  it('is all zeros without portfolios', () => {
    expect(dashboardStats([])).toEqual({
      total: 0,
      published: 0,
      publishedPercent: 0,
      totalViews: 0,
      averageViews: 0,
    });
  });
});

describe('dashboard sections', () => {
  it.each([
    ['portfolios', 'portfolios'],
    ['settings', 'settings'],
    ['analytics', 'analytics'],
    ['nonsense', 'overview'],
    [undefined, 'overview'],
    ['templates', 'overview'],
  ])('opens %j as %s', (value, expected) => expect(sectionOrOverview(value)).toBe(expected));
});
