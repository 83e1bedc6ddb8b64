import { z } from 'zod';
import { caseStudies } from './case-study';
import { portfolioContent, styling } from './content';

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
});
export type Portfolio = z.infer<typeof portfolio>;

export const DEFAULT_PORTFOLIO_TITLE = 'New Portfolio';
export const DEFAULT_PORTFOLIO_DESCRIPTION = 'Description for new portfolio';
export const builderTitle = (templateName: string) => `${templateName} Portfolio`;
export const builderDescription = (templateName: string) =>
  `Portfolio created with ${templateName} template`;
