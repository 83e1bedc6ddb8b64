import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { ADMIN_URL } from '../../scripts/support/postgres';
import { createPostgresDatabase, postgresUnavailable } from './helpers';

it.skipIf(postgresUnavailable)(
  'survives PostgreSQL ending its idle connections (a restart, an administrator), and the next query works',
  async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const database = await createPostgresDatabase();
    const handle = await openDatabase({ kind: 'postgres', url: database.url });
    try {
      await handle.db.execute(sql`select 1`);
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [new URL(database.url).pathname.slice(1)],
      );
      await admin.end();
      // Heard, not thrown: without a listener the pool's error would end the process.
      await expect
        .poll(() => warn.mock.calls.flat().join(' '))
        .toMatch(/dropped an idle connection/);
      const answer = (await handle.db.execute(sql`select 1 as one`)) as { rows: unknown[] };
      expect(answer.rows[0]).toEqual({ one: 1 });
    } finally {
      warn.mockRestore();
      await handle.close();
      await database.drop();
    }
  },
);
