import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ImageUse, UploadAnswer, UploadedImage, UploadLibrary } from '../../model/images';
import { getTemplate } from '../../templates';
import { sectionOf } from '../../templates/types';
import type { Database } from '../db/client';
import { portfolioSnapshots, portfolios, uploads, users } from '../db/schema';
import type { Storage } from './storage';

// A user's images: the `uploads` rows say who holds which file (by content hash) and how many bytes
// it counts against their quota; the files and a manifest per hash live in storage. Every change of a
// user's rows runs in one transaction that first locks the user's row, so the quota holds however
// many uploads arrive at once; every change of a hash's files holds an advisory lock on that hash.

/** What is kept beside an image's variants; written last, so its presence means they are complete. */
export type Manifest = {
  answer: UploadAnswer;
  bytes: number;
  /** Stored as its first frame: an animation of this many pixels over all its frames. */
  firstFrameOnly?: boolean;
  framePixels?: number;
  /**
   * Files taken as they were from a portfolio import: no one has shown the original they are named
   * after, so an upload of that original makes them again rather than reusing them.
   */
  imported?: true;
};

export const manifestKey = (hash: string) => `${hash.slice(0, 2)}/${hash}.json`;
export const storageKeyOf = (url: string) => url.replace(/^\/uploads\//, '');

export async function readManifest(storage: Storage, hash: string): Promise<Manifest | undefined> {
  const stored = await storage.get(manifestKey(hash));
  if (!stored) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
}

export async function writeManifest(storage: Storage, hash: string, manifest: Manifest) {
  await storage.put(manifestKey(hash), Buffer.from(JSON.stringify(manifest)), 'application/json');
}

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Queries = Database | Transaction;

// Any constant works; the migration lock uses another.
const HASH_LOCK_SPACE = 72_540_002;

/** Holds the hash's advisory lock until the transaction ends. */
export async function lockHash(tx: Transaction, hash: string) {
  const key = Number.parseInt(hash.slice(0, 8), 16) | 0;
  await tx.execute(sql`select pg_advisory_xact_lock(${HASH_LOCK_SPACE}::int, ${key}::int)`);
}

/** Locks the user's row: their uploads rows change one transaction at a time. */
export async function lockUser(tx: Transaction, userId: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return Boolean(row);
}

export async function usageOf(db: Queries, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${uploads.bytes}), 0)` })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return Number(row?.total ?? 0);
}

export async function holds(db: Queries, userId: string, hash: string) {
  const [row] = await db
    .select({ hash: uploads.hash })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.hash, hash)));
  return Boolean(row);
}

export type RecordResult =
  | { status: 'recorded' | 'held' }
  | { status: 'full'; used: number }
  /** The files went away (deleted by their last holder) after they were found: process again. */
  | { status: 'missing' };

/**
 * Adds the image to the user's uploads if it fits their quota: the sum and the insert happen under
 * the lock of the user's row, so twenty uploads sent at once are counted one after another.
 */
export async function recordUpload(
  db: Database,
  storage: Storage,
  { userId, hash, bytes, quota }: { userId: string; hash: string; bytes: number; quota: number },
): Promise<RecordResult> {
  return db.transaction(async (tx): Promise<RecordResult> => {
    await lockUser(tx, userId);
    if (await holds(tx, userId, hash)) return { status: 'held' };
    const used = await usageOf(tx, userId);
    if (used + bytes > quota) return { status: 'full', used };
    await lockHash(tx, hash);
    if (!(await storage.has(manifestKey(hash)))) return { status: 'missing' };
    await tx.insert(uploads).values({ userId, hash, bytes });
    return { status: 'recorded' };
  });
}

/** Whether anyone holds the image or any page or profile shows it (even one that never uploaded it). */
async function inUseAnywhere(tx: Transaction, hash: string) {
  const [held] = await tx
    .select({ hash: uploads.hash })
    .from(uploads)
    .where(eq(uploads.hash, hash))
    .limit(1);
  if (held) return true;
  const [shown] = await tx
    .select({ id: portfolios.id })
    .from(portfolios)
    .where(
      sql`strpos(${portfolios.content}::text, ${hash}) > 0 or strpos(${portfolios.styling}::text, ${hash}) > 0 or strpos(${portfolios.caseStudies}::text, ${hash}) > 0`,
    )
    .limit(1);
  if (shown) return true;
  // A live page still shows it (history does not keep a deleted image: deleting means gone).
  const [kept] = await tx
    .select({ id: portfolioSnapshots.id })
    .from(portfolioSnapshots)
    .innerJoin(portfolios, eq(portfolios.liveSnapshotId, portfolioSnapshots.id))
    .where(
      sql`strpos(${portfolioSnapshots.content}::text, ${hash}) > 0 or strpos(${portfolioSnapshots.styling}::text, ${hash}) > 0 or strpos(${portfolioSnapshots.caseStudies}::text, ${hash}) > 0`,
    )
    .limit(1);
  if (kept) return true;
  const [pictured] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`strpos(coalesce(${users.profilePicture}, ''), ${hash}) > 0`)
    .limit(1);
  return Boolean(pictured);
}

/** Removes the image's files (manifest first, so no one reuses them meanwhile). */
async function removeFiles(storage: Storage, hash: string) {
  const manifest = await readManifest(storage, hash).catch(() => undefined);
  await storage.delete(manifestKey(hash));
  for (const variant of manifest?.answer.variants ?? [])
    await storage.delete(storageKeyOf(variant.url));
}

/** Removes the image's files when no one holds them and nothing shows them (a refused upload's). */
export async function discardIfUnused(db: Database, storage: Storage, hash: string) {
  await db.transaction(async (tx) => {
    await lockHash(tx, hash);
    if (!(await inUseAnywhere(tx, hash))) await removeFiles(storage, hash);
  });
}

export type DeleteResult = { status: 'deleted' | 'missing' } | { status: 'used'; uses: ImageUse[] };

/**
 * Takes the image off the user's uploads, unless one of their portfolios or their profile uses it;
 * its files go too when no one else holds or shows them.
 */
export async function deleteUpload(
  db: Database,
  storage: Storage,
  userId: string,
  hash: string,
): Promise<DeleteResult> {
  return db.transaction(async (tx): Promise<DeleteResult> => {
    await lockUser(tx, userId);
    if (!(await holds(tx, userId, hash))) return { status: 'missing' };
    const uses = (await usesOf(tx, userId)).get(hash);
    if (uses?.length) return { status: 'used', uses };
    await tx.delete(uploads).where(and(eq(uploads.userId, userId), eq(uploads.hash, hash)));
    await lockHash(tx, hash);
    if (!(await inUseAnywhere(tx, hash))) await removeFiles(storage, hash);
    return { status: 'deleted' };
  });
}

// ---------------------------------------------------------------------------------------------
// Where a user's images are used
// ---------------------------------------------------------------------------------------------

const UPLOAD_IN_TEXT = /\/uploads\/[a-f0-9]{2}\/([a-f0-9]{64})-\d{1,5}x\d{1,5}\.webp/g;

/** The hashes of every uploaded image named anywhere in a JSON value. */
function hashesIn(value: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (typeof value === 'string') {
    for (const match of value.matchAll(UPLOAD_IN_TEXT)) found.add(match[1]!);
  } else if (value && typeof value === 'object' && depth < 64) {
    for (const item of Array.isArray(value) ? value : Object.values(value))
      hashesIn(item, found, depth + 1);
  }
  return found;
}

const quoted = (text: string) => `“${text.length > 60 ? `${text.slice(0, 59)}…` : text}”`;
/** A list item's or case study's name: its title, else its caption. */
function titleOf(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const { title, caption } = value as { title?: unknown; caption?: unknown };
  if (typeof title === 'string' && title.trim()) return title.trim();
  return typeof caption === 'string' ? caption.trim() : '';
}

type PortfolioDocuments = Pick<
  typeof portfolios.$inferSelect,
  'id' | 'title' | 'templateId' | 'content' | 'styling' | 'caseStudies'
>;

/** Every place of a portfolio that shows an uploaded image, by the image's hash. */
function usesInPortfolio(row: PortfolioDocuments, into: Map<string, ImageUse[]>, copy = '') {
  const add = (hashes: Set<string>, where: string) => {
    for (const hash of hashes) {
      const list = into.get(hash) ?? [];
      if (!list.some((use) => use.portfolioId === row.id && use.where === where))
        list.push({ portfolioId: row.id, portfolioTitle: row.title, where });
      into.set(hash, list);
    }
  };
  const template = getTemplate(row.templateId);
  const sections = (row.content as { sections?: unknown } | null)?.sections;
  for (const section of Array.isArray(sections) ? sections : []) {
    if (!section || typeof section !== 'object') continue;
    const { type, content, hidden } = section as {
      type?: unknown;
      content?: unknown;
      hidden?: unknown;
    };
    const name = typeof type !== 'string' ? 'A' : (sectionOf(template, type)?.title ?? type);
    const label = `${name} section${hidden === true ? ' (hidden)' : ''}${copy}`;
    if (!content || typeof content !== 'object') continue;
    // An image inside a titled list item (a project) is named by that item.
    for (const value of Object.values(content)) {
      if (Array.isArray(value)) {
        for (const item of value) {
          const title = titleOf(item);
          add(hashesIn(item), title ? `${label}: ${quoted(title)}` : label);
        }
      } else add(hashesIn(value), label);
    }
  }
  // Own entries only, whatever the project ids are called.
  for (const [projectId, study] of Object.entries((row.caseStudies ?? {}) as object)) {
    add(hashesIn(study), `Case study ${quoted(titleOf(study) || projectId)}${copy}`);
  }
  add(hashesIn(row.styling), `Theme${copy}`);
}

/** Where each of the user's images is used: their portfolios (drafts included) and their profile. */
export async function usesOf(db: Queries, userId: string): Promise<Map<string, ImageUse[]>> {
  const rows = await db
    .select({
      id: portfolios.id,
      title: portfolios.title,
      templateId: portfolios.templateId,
      content: portfolios.content,
      styling: portfolios.styling,
      caseStudies: portfolios.caseStudies,
    })
    .from(portfolios)
    .where(eq(portfolios.userId, userId))
    .orderBy(desc(portfolios.createdAt));
  const uses = new Map<string, ImageUse[]>();
  for (const row of rows) usesInPortfolio(row, uses);
  // What visitors see may still hold an image the working copy has dropped.
  const live = await db
    .select({
      id: portfolios.id,
      title: portfolios.title,
      templateId: portfolioSnapshots.templateId,
      content: portfolioSnapshots.content,
      styling: portfolioSnapshots.styling,
      caseStudies: portfolioSnapshots.caseStudies,
    })
    .from(portfolios)
    .innerJoin(portfolioSnapshots, eq(portfolioSnapshots.id, portfolios.liveSnapshotId))
    .where(and(eq(portfolios.userId, userId), eq(portfolios.isPublished, true)))
    .orderBy(desc(portfolios.createdAt));
  const liveUses = new Map<string, ImageUse[]>();
  for (const row of live) usesInPortfolio(row, liveUses, ', live page');
  // Named once per portfolio: the live page counts only where the working copy no longer shows it.
  for (const [hash, list] of liveUses) {
    const held = uses.get(hash) ?? [];
    const extra = list.filter((use) => !held.some((u) => u.portfolioId === use.portfolioId));
    if (extra.length) uses.set(hash, [...held, ...extra]);
  }
  const [account] = await db
    .select({ picture: users.profilePicture })
    .from(users)
    .where(eq(users.id, userId));
  for (const hash of hashesIn(account?.picture ?? '')) {
    const list = uses.get(hash) ?? [];
    list.push({ portfolioId: null, portfolioTitle: null, where: 'Profile picture' });
    uses.set(hash, list);
  }
  return uses;
}

/** Runs `work` over `items`, at most `limit` at a time, keeping their order. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The user's images, newest first, with their sizes and uses, and their usage against the quota. */
export async function libraryOf(
  db: Database,
  storage: Storage,
  userId: string,
  quotaBytes: number,
): Promise<UploadLibrary> {
  const rows = await db
    .select()
    .from(uploads)
    .where(eq(uploads.userId, userId))
    .orderBy(desc(uploads.createdAt), uploads.hash);
  const [uses, manifests] = await Promise.all([
    usesOf(db, userId),
    mapLimited(rows, 8, (row) => readManifest(storage, row.hash).catch(() => undefined)),
  ]);
  const images = rows.map((row, index): UploadedImage => {
    const answer = manifests[index]?.answer;
    return {
      hash: row.hash,
      url: answer?.url ?? null,
      thumbnailUrl: answer?.variants[0]?.url ?? null,
      width: answer?.width ?? null,
      height: answer?.height ?? null,
      bytes: row.bytes,
      uploadedAt: row.createdAt.toISOString(),
      usedIn: uses.get(row.hash) ?? [],
    };
  });
  const bytes = rows.reduce((sum, row) => sum + row.bytes, 0);
  return { images, usage: { bytes, quotaBytes } };
}

// ---------------------------------------------------------------------------------------------
// The API's shapes
// ---------------------------------------------------------------------------------------------

export const hashParams = z.object({
  hash: z.string().regex(/^[a-f0-9]{64}$/, 'Image not found'),
});

export const imageUse = z.object({
  portfolioId: z.string().nullable(),
  portfolioTitle: z.string().nullable(),
  where: z.string(),
}) satisfies z.ZodType<ImageUse>;

/** POST /api/upload/single's answer: the image's address, size and every variant. */
export const uploadAnswer = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(
    z.object({ width: z.number().int(), height: z.number().int(), url: z.string() }),
  ),
}) satisfies z.ZodType<UploadAnswer>;

export const uploadUsage = z.object({ bytes: z.number().int(), quotaBytes: z.number().int() });

export const uploadLibrary = z.object({
  images: z.array(
    z.object({
      hash: z.string(),
      url: z.string().nullable(),
      thumbnailUrl: z.string().nullable(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
      bytes: z.number().int(),
      uploadedAt: z.string(),
      usedIn: z.array(imageUse),
    }) satisfies z.ZodType<UploadedImage>,
  ),
  usage: uploadUsage,
}) satisfies z.ZodType<UploadLibrary>;
