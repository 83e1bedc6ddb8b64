import { lt, sql } from 'drizzle-orm';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client';
import { usedBriefStamps } from '../db/schema';

// The brief form's stamp: the time the visitor started, signed by the server for one portfolio's
// form, so a bot cannot claim it started long ago nor use one stamp on another designer's form. A
// page carries one made when it was rendered; with script the page asks for a fresh one. Each stamp
// takes one brief (the database remembers it, so every process agrees).

const mac = (secret: string, formId: string, time: number, nonce: string) =>
  createHmac('sha256', secret)
    .update(`brief-started\n${formId}\n${time}\n${nonce}`)
    .digest('base64url')
    .slice(0, 27);

/** A start time older than this is refused (the visitor gets the form back with a fresh one). */
export const BRIEF_STAMP_MAX_AGE_MS = 6 * 60 * 60 * 1000;
/** How often a cached page is made again with a fresh start time: well inside the age it may reach. */
export const BRIEF_STAMP_REFRESH_MS = 60 * 60 * 1000;

/** A new stamp for the form of the portfolio `formId`, started at `now`. */
export function briefStamp(secret: string, formId: string, now = Date.now()) {
  const nonce = randomBytes(8).toString('base64url');
  return `${now}.${nonce}.${mac(secret, formId, now, nonce)}`;
}

/**
 * The time a stamp of ours for this form names; undefined for anything else (missing, altered,
 * made for another form, from the future, or older than a visitor takes over a brief).
 */
export function stampTime(secret: string, formId: string, stamp: unknown): number | undefined {
  if (typeof stamp !== 'string' || stamp.length > 64) return undefined;
  const parts = stamp.split('.');
  const [time = '', nonce = '', given = ''] = parts;
  const at = Number(time);
  if (parts.length !== 3 || !/^\d{13}$/.test(time) || !/^[\w-]{11}$/.test(nonce)) return undefined;
  if (at > Date.now() + 60_000 || at < Date.now() - BRIEF_STAMP_MAX_AGE_MS) return undefined;
  const expected = Buffer.from(mac(secret, formId, at, nonce));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received)
    ? at
    : undefined;
}

/**
 * Marks a valid stamp used; false when it was used before. One insert decides, so two processes
 * sending the same stamp at once cannot both have it.
 */
export async function takeStamp(db: Database, stamp: string, startedAt: number) {
  // Its time and nonce name it: the signature only proves it is ours.
  const [time, nonce] = stamp.split('.');
  const taken = await db
    .insert(usedBriefStamps)
    .values({ stamp: `${time}.${nonce}`, expiresAt: new Date(startedAt + BRIEF_STAMP_MAX_AGE_MS) })
    .onConflictDoNothing()
    .returning({ stamp: usedBriefStamps.stamp });
  return taken.length === 1;
}

/** Forgets used stamps past their age: refused by their time anyway. */
export async function pruneUsedStamps(db: Database) {
  const gone = await db
    .delete(usedBriefStamps)
    .where(lt(usedBriefStamps.expiresAt, sql`now()`))
    .returning({ stamp: usedBriefStamps.stamp });
  return gone.length;
}
