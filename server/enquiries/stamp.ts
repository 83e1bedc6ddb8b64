import { createHmac, timingSafeEqual } from 'node:crypto';

// The brief form's start time, signed by the server so a bot cannot claim it started long ago. A page
// carries the time it was rendered; with script the page asks for a fresh one as the visitor starts.

const mac = (secret: string, time: number) =>
  createHmac('sha256', secret).update(`brief-started\n${time}`).digest('base64url').slice(0, 27);

export const briefStamp = (secret: string, now = Date.now()) => `${now}.${mac(secret, now)}`;

/** The time a stamp of ours names; undefined for anything else (missing, altered, from the future). */
export function stampTime(secret: string, stamp: unknown): number | undefined {
  if (typeof stamp !== 'string' || stamp.length > 64) return undefined;
  const [time, given] = stamp.split('.');
  const at = Number(time);
  if (!given || !/^\d{13}$/.test(time ?? '') || at > Date.now() + 60_000) return undefined;
  const expected = Buffer.from(mac(secret, at));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received)
    ? at
    : undefined;
}
