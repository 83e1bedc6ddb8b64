import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { isUniqueViolation } from '../../server/db/errors';
import { users } from '../../server/db/schema';
import { PageVersions } from '../../server/page-versions';
import { buildTestApp, inMemoryPglite } from './helpers';

// PGlite runs on a thread of its own (server/db/pglite-thread.ts): what the app relies on of it,
// across that thread.
describe('the embedded database on its own thread', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
  });
  afterAll(() => handle.close());

  const designer = (email: string) => ({ email, name: 'Designer', passwordHash: 'not-a-hash' });
  const counted = async (email: string) =>
    (await handle.db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]!.n;

  it('commits a transaction that succeeds and keeps nothing of one that fails', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.insert(users).values(designer('kept@example.com'));
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(users).values(designer('dropped@example.com'));
        throw new Error('the save failed half way');
      }),
    ).rejects.toThrow('the save failed half way');
    expect(await counted('kept@example.com')).toBe(1);
    expect(await counted('dropped@example.com')).toBe(0);
  });

  it('shows a transaction’s writes to other queries only once it commits', async () => {
    let outside: Promise<number> | undefined;
    let answered = false;
    await handle.db.transaction(async (tx) => {
      await tx.insert(users).values(designer('pending@example.com'));
      outside = counted('pending@example.com');
      void outside.then(() => (answered = true));
      await tx.select({ n: count() }).from(users);
      // The outside query waits for the transaction rather than reading around it.
      expect(answered).toBe(false);
    });
    expect(await outside).toBe(1);
  });

  it('carries PostgreSQL’s error code across, so a taken address is told apart', async () => {
    await handle.db.insert(users).values(designer('taken@example.com'));
    const error = await handle.db
      .insert(users)
      .values(designer('taken@example.com'))
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('gives timestamps as the schema maps them', async () => {
    const [row] = await handle.db
      .select({ createdAt: users.createdAt })
      .from(users)
      .where(eq(users.email, 'kept@example.com'));
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(row!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('asks once for a page’s live version however many readers miss it together', async () => {
    let selects = 0;
    const db = new Proxy(handle.db, {
      get: (target, key, receiver) => {
        if (key === 'select') selects++;
        return Reflect.get(target, key, receiver);
      },
    });
    const versions = new PageVersions(db, true);
    const read = await Promise.all(Array.from({ length: 50 }, () => versions.lookup('no-page')));
    expect(read).toEqual(Array(50).fill(undefined));
    expect(selects).toBe(1);
    // A change while a lookup is out starts a fresh one: what the first saw may be stale.
    const before = versions.lookup('moved');
    versions.changed('moved');
    await Promise.all([before, versions.lookup('moved')]);
    expect(selects).toBe(3);
  });
});

it('answers the health check while a transaction holds the embedded database', async () => {
  const app = await buildTestApp(inMemoryPglite);
  try {
    const health = await app.db.transaction(async (tx) => {
      await tx.insert(users).values({ email: 'busy@example.com', name: 'B', passwordHash: 'x' });
      return app.inject({ method: 'GET', url: '/api/health' });
    });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'pglite' });
  } finally {
    await app.close();
  }
  // Closed, the database is down, and the check says so.
  const handle = await openDatabase({ kind: 'pglite' });
  await handle.close();
  await expect(handle.ping()).rejects.toThrow();
});
