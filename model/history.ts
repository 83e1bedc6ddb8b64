import { z } from 'zod';
import { caseStudies } from './case-study';
import { portfolioContent, styling } from './content';

/** Why a copy was kept: a publish, a save of the working copy, or a restore (all thinned with age). */
export const snapshotKind = z.enum(['publish', 'checkpoint', 'restore']);
export type SnapshotKind = z.infer<typeof snapshotKind>;

/** One entry of a portfolio's history, as the History panel lists it. */
export const snapshotEntry = z.object({
  number: z.number().int(),
  kind: snapshotKind,
  author: z.string(),
  /** One line: "Edited Work and About; 2 images changed". */
  summary: z.string(),
  templateId: z.string(),
  createdAt: z.string(),
  /** The copy visitors read now. */
  isLive: z.boolean(),
});
export type SnapshotEntry = z.infer<typeof snapshotEntry>;

/** An entry with the documents it kept, brought up to its template's current version. */
export const snapshotCopy = snapshotEntry.extend({
  title: z.string(),
  description: z.string(),
  content: portfolioContent,
  styling,
  caseStudies,
});
export type SnapshotCopy = z.infer<typeof snapshotCopy>;

/** Versions of every kind each portfolio keeps, the newest, however often it is saved or published. */
export const HISTORY_RECENT_VERSIONS = 50;
/** Besides those, the newest version of each of the last this many days (today included). */
export const HISTORY_DAILY_DAYS = 30;
/** The most a portfolio's history holds: the recent ones, the daily ones and its live version. */
export const MAX_HISTORY_VERSIONS = HISTORY_RECENT_VERSIONS + HISTORY_DAILY_DAYS + 1;

/** What the History panel says of what it keeps. */
export const HISTORY_KEPT = `The last ${HISTORY_RECENT_VERSIONS} versions are kept, and the newest of each day for ${HISTORY_DAILY_DAYS} days; the live page's version always.`;
