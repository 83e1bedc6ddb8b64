import { z } from 'zod';
import { caseStudy } from './case-study';
import { portfolio } from './portfolio';
import { publicUser } from './user';

/**
 * GET /api/auth/me/export: everything an account holds, as one JSON download. Written from this
 * schema, so a field it does not name (a password hash, a session, a reset link) can never be sent.
 */
export const accountExport = z.object({
  format: z.literal('folio-account-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  account: publicUser.extend({ updatedAt: z.string() }),
  /** Every portfolio, drafts included, with its content, styling and case studies. */
  portfolios: z.array(portfolio),
  /** The case studies again, one entry each, saying whose project they tell. */
  caseStudies: z.array(
    z.object({
      portfolioId: z.string(),
      portfolioTitle: z.string(),
      projectId: z.string(),
      caseStudy,
    }),
  ),
  /** Every uploaded image: the address of its full-size variant. */
  images: z.array(z.object({ url: z.string(), bytes: z.number().int(), uploadedAt: z.string() })),
});
export type AccountExport = z.infer<typeof accountExport>;

/** The download's file name: the day it was made, as the server's clock says (UTC). */
export const accountExportFileName = (exportedAt: string) =>
  `folio-export-${exportedAt.slice(0, 10)}.json`;
