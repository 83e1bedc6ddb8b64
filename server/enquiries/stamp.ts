import { createHmac, timingSafeEqual } from 'node:crypto';

// The brief form's start time, signed by the server so a bot cannot claim it started long ago. A page
// carries the time it was rendered; with script the page asks for a fresh one as the visitor starts.

const mac = (secret: string, time: number) =>
  createHmac('sha256', secret).update(`brief-started\n${time}`).digest('base64url').slice(0, 27);

/** A start time older than this is refused (the visitor gets the form back with a fresh one). */
export const BRIEF_STAMP_MAX_AGE_MS = 6 * 60 * 60 * 1000;
/** How often a cached page is made again with a fresh start time: well inside the age it may reach. */
export const BRIEF_STAMP_REFRESH_MS = 60 * 60 * 1000;

export const briefStamp = (secret: string, now = Date.now()) => `${now}.${mac(secret, now)}`;

/**
 * The time a stamp of ours names; undefined for anything else (missing, altered, from the future,
 * or older than a visitor takes over a brief: a stamp scraped once does not serve a bot for ever).
 */
export function stampTime(secret: string, stamp: unknown): number | undefined {
  if (typeof stamp !== 'string' || stamp.length > 64) return undefined;
  const [time, given] = stamp.split('.');
  const at = Number(time);
  if (!given || !/^\d{13}$/.test(time ?? '')) return undefined;
  if (at > Date.now() + 60_000 || at < Date.now() - BRIEF_STAMP_MAX_AGE_MS) return undefined;
  const expected = Buffer.from(mac(secret, at));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received)
    ? at
    : undefined;
}
