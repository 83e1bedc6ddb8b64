import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsRange, AnalyticsSummary, PortfolioAnalytics } from '../../model/analytics';
import { apiRequest } from './client';
import { useCacheOwner } from './owner';

// A portfolio's visits (issue 21): read by its owner only, counted by day on the server.

type Envelope<T> = { success: boolean; data?: T; message?: string };

function dataOf<T>(answer: Envelope<T>): T {
  if (!answer.data) throw new Error(answer.message || 'Unexpected answer');
  return answer.data;
}

/** Figures move with each visit: a minute old is fresh enough, and a reopened section asks again. */
const ANALYTICS_STALE_MS = 60 * 1000;

export function usePortfolioAnalytics(id: string | undefined, days: AnalyticsRange) {
  const owner = useCacheOwner();
  return useQuery({
    queryKey: ['analytics', owner, 'portfolio', id ?? '', days],
    queryFn: async () =>
      dataOf(
        await apiRequest<Envelope<{ analytics: PortfolioAnalytics }>>(
          `/api/portfolios/${encodeURIComponent(id!)}/analytics?days=${days}`,
        ),
      ).analytics,
    enabled: Boolean(id) && owner !== '',
    staleTime: ANALYTICS_STALE_MS,
    // Switching range or portfolio keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** Views per day of each of the account's portfolios, for the cards' sparklines. */
export function useAnalyticsSummary(days: AnalyticsRange = 30) {
  const owner = useCacheOwner();
  return useQuery({
    queryKey: ['analytics', owner, 'summary', days],
    queryFn: async () =>
      dataOf(
        await apiRequest<Envelope<{ summary: AnalyticsSummary }>>(
          `/api/analytics/summary?days=${days}`,
        ),
      ).summary,
    enabled: owner !== '',
    staleTime: ANALYTICS_STALE_MS,
  });
}
