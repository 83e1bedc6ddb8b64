import { z } from 'zod';
import { apiSuccess } from '../../model/api';
import {
  MAX_PORTFOLIO_BYTES,
  portfolio as portfolioSchema,
  PORTFOLIO_MESSAGES,
} from '../../model/portfolio';
import { HttpError } from '../errors';

export const portfolioAnswer = apiSuccess(z.object({ portfolio: portfolioSchema }));
// A stale write: nothing was stored, and the server's copy comes back so the client can merge.
export const conflictAnswer = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.object({ portfolio: portfolioSchema }),
});
export const idParams = z.object({ id: z.string().max(64) });
export const notFound = () => new HttpError(404, PORTFOLIO_MESSAGES.notFound);
// Documents carry their case studies and may hold pasted images: they get a larger body limit.
export const bodyLimit = MAX_PORTFOLIO_BYTES + 64 * 1024;
