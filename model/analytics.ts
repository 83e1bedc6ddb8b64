import { z } from 'zod';

// Analytics (issue 21): what a published page's script reports and what its owner reads back.

/** The ranges the dashboard offers, in days ending today (UTC). */
export const ANALYTICS_RANGES = [30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/** A hostname as a page's script reads it from document.referrer: nothing else of the address. */
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

/** What a page's beacon posts: which event, and the referring site's host for a view. */
export const beaconInput = z.object({
  event: z.enum(['view', 'lightbox']).default('view'),
  referrer: z.string().max(260).regex(HOST, 'The referrer is a host name, nothing more').optional(),
});
export type BeaconInput = z.input<typeof beaconInput>;

/** The request header the load test sends: its reads are never visitors. */
export const LOAD_TEST_HEADER = 'x-folio-load-test';

export const analyticsQuery = z.object({
  days: z.coerce
    .number()
    .refine((days) => (ANALYTICS_RANGES as readonly number[]).includes(days), {
      message: `Days must be one of ${ANALYTICS_RANGES.join(', ')}`,
    })
    .default(30),
});

export const DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

const dayFigures = z.object({ day: z.string(), views: z.number(), visitors: z.number() });
export type DayFigures = z.infer<typeof dayFigures>;

export const portfolioAnalytics = z.object({
  days: z.number(),
  /** One entry per day, oldest first, today last; days without visits are zeros. */
  series: z.array(dayFigures),
  totals: z.object({
    views: z.number(),
    /** Unique visitors of each day, added up: a visitor is recognised within one day only. */
    visitors: z.number(),
    projectsOpened: z.number(),
    lightboxOpens: z.number(),
    enquiries: z.number(),
  }),
  /** The portfolio's page (projectId null) and its case studies, most viewed first. */
  pages: z.array(
    z.object({
      projectId: z.string().nullable(),
      title: z.string(),
      views: z.number(),
      visitors: z.number(),
    }),
  ),
  /** Referring sites, most first; domain '' is a visit with no referrer (typed, bookmarked, an app). */
  referrers: z.array(z.object({ domain: z.string(), views: z.number() })),
  devices: z.array(z.object({ device: z.enum(DEVICES), views: z.number() })),
});
export type PortfolioAnalytics = z.infer<typeof portfolioAnalytics>;

/** Views per day of each of the account's portfolios, oldest first, for the cards' sparklines. */
export const analyticsSummary = z.object({
  days: z.number(),
  portfolios: z.record(z.string(), z.array(z.number())),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummary>;

/** The UTC day of a moment, as the aggregates store it: YYYY-MM-DD. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The `count` days ending with `last`, oldest first. */
export function daysEnding(last: Date, count: number): string[] {
  const end = Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), last.getUTCDate());
  return Array.from({ length: count }, (_, n) =>
    utcDay(new Date(end - (count - 1 - n) * 86_400_000)),
  );
}
