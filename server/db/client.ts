import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { DatabaseConfig } from '../config';
import { PgliteThread } from './pglite-client';
import { migrationsFolder } from './prepared-image';
import * as schema from './schema';

/** What both drivers' raw results share (PGlite's Results, pg's QueryResult): the returned rows. */
interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

type RowsResult<TRow> = { rows: TRow[] };

export type Database = PgDatabase<RowsQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseConfig['kind'];
  /** Throws when the database cannot be reached: for the health check, so never behind other queries. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

// Any constant works: it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_ID = 72_540_001;

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'pglite') {
    // No dataDir keeps the database in memory (tests). The thread migrates it before it answers.
    const thread = await PgliteThread.start({ dataDir: config.dataDir });
    const db = drizzlePglite({ client: thread.asPglite(), schema });
    return { db, kind: 'pglite', ping: () => thread.ping(), close: () => thread.close() };
  }

  // Imported here, not at the top: a server on its embedded database never loads the PostgreSQL driver.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: config.url, max: 10 });
  // An idle connection the server drops (a restart, an administrator) is replaced by the pool on the
  // next query; unheard, its error would end the process.
  pool.on('error', (error) =>
    console.warn(`PostgreSQL dropped an idle connection: ${error.message}`),
  );
  const connection = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  try {
    // Several API processes may start together: one migrates, the others wait for it.
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client: connection, schema }), { migrationsFolder });
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
  } finally {
    connection.release();
  }
  const db = drizzlePg({ client: pool, schema });
  const ping = async () => void (await pool.query('select 1'));
  return { db, kind: 'postgres', ping, close: () => pool.end() };
}
