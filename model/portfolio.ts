import { z } from 'zod';
import { caseStudies, caseStudiesInput } from './case-study';
import { DASHBOARD_CARD_PREVIEW_SECTIONS } from './constants';
import { portfolioContent, styling } from './content';
import { sectionChanges } from './draft-changes';

/** A portfolio as the API returns it (spec section 3). */
export const portfolio = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  slug: z.string().nullable(),
  published: z.boolean(),
  isPublished: z.boolean(),
  isPublic: z.boolean(),
  viewCount: z.number().int(),
  publishedAt: z.string().nullable(),
  templateId: z.string(),
  template: z.string(),
  content: portfolioContent,
  styling,
  caseStudies,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The copy visitors read, once published (kept while unpublished): its history number and date. */
  live: z.object({ number: z.number().int(), publishedAt: z.string() }).nullable(),
  /** Published, and the working copy differs from what visitors see. */
  hasUnpublishedChanges: z.boolean(),
});
export type Portfolio = z.infer<typeof portfolio>;

/**
 * A portfolio as the dashboard lists it (GET /api/portfolios/user/me): everything but its documents,
 * with its section count and what its card's miniature draws (the first sections, and the styling).
 */
export const portfolioSummary = portfolio
  .omit({ content: true, styling: true, caseStudies: true })
  .extend({
    sectionCount: z.number().int(),
    preview: z.object({ content: portfolioContent, styling }),
  });
export type PortfolioSummary = z.infer<typeof portfolioSummary>;

/** The list's entry for a whole portfolio: what the server lists, made from one it answered in full. */
export function summaryOf(whole: Portfolio): PortfolioSummary {
  const { content, styling: look, caseStudies: _caseStudies, ...fields } = whole;
  const sections = content.sections.slice(0, DASHBOARD_CARD_PREVIEW_SECTIONS);
  return {
    ...fields,
    sectionCount: content.sections.length,
    preview: { content: { ...content, sections }, styling: look },
  };
}

export const DEFAULT_PORTFOLIO_TITLE = 'New Portfolio';
export const DEFAULT_PORTFOLIO_DESCRIPTION = 'Description for new portfolio';
export const builderTitle = (templateName: string) => `${templateName} Portfolio`;
export const builderDescription = (templateName: string) =>
  `Portfolio created with ${templateName} template`;

const titleField = z
  .string()
  .trim()
  .min(1, 'Title is required')
  .max(200, 'Title must be at most 200 characters');
const descriptionField = z.string().max(1000, 'Description must be at most 1000 characters');
const templateField = z.string().trim().min(1).max(60);
const versionField = z.number({ message: 'The version you last saw is required' }).int().min(1);

/** POST /api/portfolios. `template` and `sections` are the builder's older names for the same data. */
export const createPortfolioInput = z.object({
  title: titleField.optional(),
  description: descriptionField.optional(),
  templateId: templateField.optional(),
  template: templateField.optional(),
  content: z.unknown().optional(),
  sections: z.array(z.unknown()).optional(),
  styling: styling.optional(),
  isPublic: z.boolean().optional(),
});
export type CreatePortfolioInput = z.input<typeof createPortfolioInput>;

/** PUT /api/portfolios/:id: a partial update naming the version it was made from. */
export const updatePortfolioInput = z.object({
  version: z.number({ message: 'The version you last saw is required' }).int().min(1),
  title: titleField.optional(),
  description: descriptionField.optional(),
  templateId: templateField.optional(),
  template: templateField.optional(),
  content: z.unknown().optional(),
  sections: z.array(z.unknown()).optional(),
  styling: styling.optional(),
  caseStudies: caseStudiesInput.optional(),
  slug: z.string().max(100).optional(),
  published: z.boolean().optional(),
});
export type UpdatePortfolioInput = z.input<typeof updatePortfolioInput>;

/** PUT /api/portfolios/:id/draft: the working copy's save. Visitors see none of it until publish. */
export const saveDraftInput = z.object({
  version: versionField,
  title: titleField.optional(),
  description: descriptionField.optional(),
  content: z.unknown().optional(),
  styling: styling.optional(),
  caseStudies: caseStudiesInput.optional(),
});
export type SaveDraftInput = z.input<typeof saveDraftInput>;

/**
 * PATCH /api/portfolios/:id/draft: a save of what changed since `version`. Sections left out of
 * `sections.changed` stay as the server has them; the result is checked as a whole save is.
 */
export const draftChangesInput = z.object({
  version: versionField,
  title: titleField.optional(),
  description: descriptionField.optional(),
  styling: styling.optional(),
  sections: sectionChanges.optional(),
});
export type DraftChangesInput = z.input<typeof draftChangesInput>;

/** POST /api/portfolios/:id/publish: the working copy at this version becomes the live page. */
export const publishInput = z.object({
  version: versionField,
  slug: z.string().max(100).optional(),
});
/** Discard, restore and the like: made from the working copy the client last saw. */
export const versionInput = z.object({ version: versionField });
export const slugInput = z.object({ slug: z.string().max(100) });
export const templateInput = z.object({ version: versionField, templateId: templateField });

/** What anyone may read of a published portfolio: nothing about its owner. */
export const publicPortfolio = portfolio.pick({
  _id: true,
  id: true,
  title: true,
  description: true,
  slug: true,
  isPublished: true,
  publishedAt: true,
  templateId: true,
  template: true,
  content: true,
  styling: true,
  caseStudies: true,
  updatedAt: true,
});
export type PublicPortfolio = z.infer<typeof publicPortfolio>;

export const PORTFOLIO_MESSAGES = {
  notFound: 'Portfolio not found',
  unpublished: 'This portfolio is not currently published and is not accessible to the public.',
  conflict: 'This portfolio was changed in another window or device. Your changes were not saved.',
  unreadable:
    'This portfolio’s stored content could not be read, so its template was not switched.',
  /** A save of changes the server cannot apply to what it has: the client sends the whole document. */
  wholeSaveNeeded: 'This save names sections the server does not have: send the whole portfolio',
  created: 'Portfolio created successfully',
  updated: 'Portfolio saved successfully!',
  published: 'Portfolio published successfully!',
  liveUpdated: 'Live page updated',
  alreadyLive: 'The live page already shows this version',
  discarded: 'Changes discarded: the working copy is the live page again',
  nothingLive: 'This portfolio has never been published, so there is nothing to go back to',
  restored: 'Version restored as your working copy',
  snapshotNotFound: 'That version is not in this portfolio’s history',
  unpublishedDone: 'Portfolio unpublished successfully!',
  deleted: 'Portfolio deleted successfully!',
} as const;

/** Largest document the server stores (content, styling and case studies together). */
export const MAX_PORTFOLIO_BYTES = 2 * 1024 * 1024;

/** Where a portfolio stands for its owner: Draft, Live, or Live with unpublished changes. */
export const liveLabel = (portfolio: Pick<Portfolio, 'isPublished' | 'hasUnpublishedChanges'>) =>
  !portfolio.isPublished
    ? 'Draft'
    : portfolio.hasUnpublishedChanges
      ? 'Live with unpublished changes'
      : 'Live';
