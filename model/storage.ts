import { z } from 'zod';
import { formatBytes } from './images';

/**
 * Megabytes of portfolio documents each account may keep (working copies, case studies and every
 * history version, as the database stores them, compressed) unless DOCUMENT_QUOTA_MB says otherwise.
 * Images have their own quota (UPLOAD_QUOTA_MB).
 */
export const DEFAULT_DOCUMENT_QUOTA_MB = 200;

/** How much of the budget an account uses: GET /api/portfolios/storage. */
export const documentStorage = z.object({
  bytes: z.number().int().min(0),
  quotaBytes: z.number().int().min(0),
});
export type DocumentStorage = z.infer<typeof documentStorage>;

export const STORAGE_PLACE = 'Dashboard › Portfolios';

export const STORAGE_MESSAGES = {
  full: (used: number, quota: number) =>
    `Your portfolio storage is full (${formatBytes(used)} of ${formatBytes(quota)} used), so this change was not stored. Delete portfolios you no longer need in ${STORAGE_PLACE}, then try again: your edits stay in the builder meanwhile.`,
} as const;
