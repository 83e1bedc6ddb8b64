import { z } from 'zod';

// Every API answer has this shape (spec section 7), so the client and any third party read one contract.
export const apiError = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiError>;

export const apiSuccess = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponse>;

export const NOT_FOUND_MESSAGE = 'Resource not found';
export const SERVER_ERROR_MESSAGE = 'Server error. Please try again later.';
export const UNSTORABLE_TEXT_MESSAGE = 'Text cannot contain null characters or invalid Unicode';
