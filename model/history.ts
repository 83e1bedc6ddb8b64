import { z } from 'zod';
import { caseStudies } from './case-study';
import { portfolioContent, styling } from './content';

/** Why a copy was kept: a publish, a save of the working copy (thinned with age), or a restore. */
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

/** Checkpoints kept per portfolio at most, however often it is saved (publishes are all kept). */
export const MAX_CHECKPOINTS = 1000;
