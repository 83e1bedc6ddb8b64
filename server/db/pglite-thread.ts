import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { parentPort, workerData } from 'node:worker_threads';
import { createPglite, migrationsFolder } from './prepared-image';

/**
 * The embedded database's own thread (server/db/pglite-client.ts starts it): PGlite runs each query
 * synchronously, and on the server's thread its queries held up every page read and health check.
 */
export type ThreadOptions = { dataDir?: string };

export type ThreadRequest =
  | {
      op: 'query';
      id: number;
      /** The open transaction this query belongs to; none: it waits its turn outside any. */
      transaction?: number;
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      /** Types the caller parses itself: their values come back as PostgreSQL's text. */
      textTypes: number[];
    }
  | { op: 'begin'; id: number }
  | { op: 'end'; id: number; transaction: number; commit: boolean }
  | { op: 'ping'; id: number }
  | { op: 'close'; id: number };

export type ThreadReply =
  { id: number; ok: true; value?: unknown } | { id: number; ok: false; error: ThreadError };

/** A database error as plain data: an Error's own fields (PostgreSQL's code, constraint) do not cross. */
export type ThreadError = { message: string } & Record<string, unknown>;

export type ThreadStarted = { started: true } | { started: false; error: ThreadError };

/** The fields PGlite's DatabaseError carries, with the query and its values left behind. */
export function plainError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ThreadError = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (key !== 'query' && key !== 'params' && (value === undefined || typeof value !== 'object'))
      fields[key] = value;
  }
  return fields;
}

/** An open transaction: its queries run on `transaction`; settling `finish` commits or rolls back. */
type Open = { transaction: Transaction; finish: (commit: boolean) => void; ended: Promise<void> };

async function serve(port: NonNullable<typeof parentPort>, client: PGlite) {
  const open = new Map<number, Open>();
  const reply = (message: ThreadReply) => port.postMessage(message);
  const run = async (request: ThreadRequest): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        const runner =
          request.transaction === undefined ? client : open.get(request.transaction)?.transaction;
        if (!runner) throw new Error('The transaction has ended');
        const parsers = Object.fromEntries(
          request.textTypes.map((type) => [type, (text: string) => text]),
        );
        const results: Results = await runner.query(request.sql, request.params, {
          rowMode: request.rowMode,
          parsers,
        });
        return { rows: results.rows, fields: results.fields, affectedRows: results.affectedRows };
      }
      case 'begin': {
        let holding!: () => void;
        const held = new Promise<void>((resolve) => (holding = resolve));
        let finish!: (commit: boolean) => void;
        const decided = new Promise<boolean>((resolve) => (finish = resolve));
        let transaction: Transaction | undefined;
        const ended = client.transaction(async (opened) => {
          transaction = opened;
          holding();
          if (!(await decided)) await opened.rollback();
        });
        ended.catch(() => {}); // the caller hears of a failed commit from 'end'
        // Answers once the transaction holds the database (or could not begin).
        await Promise.race([held, ended]);
        open.set(request.id, { transaction: transaction!, finish, ended: ended.then(() => {}) });
        return undefined;
      }
      case 'end': {
        const transaction = open.get(request.transaction);
        if (!transaction) throw new Error('The transaction has ended');
        open.delete(request.transaction);
        transaction.finish(request.commit);
        await transaction.ended;
        return undefined;
      }
      case 'ping':
        // Answered between queries, not after those waiting: the health check asks if it is up.
        if (client.closed) throw new Error('The embedded database is closed');
        return undefined;
      case 'close':
        await client.close();
        return undefined;
    }
  };
  port.on('message', (request: ThreadRequest) => {
    run(request).then(
      (value) => reply({ id: request.id, ok: true, value }),
      (error: unknown) => reply({ id: request.id, ok: false, error: plainError(error) }),
    );
  });
}

if (parentPort) {
  const port = parentPort;
  const { dataDir } = workerData as ThreadOptions;
  try {
    const client = await createPglite(dataDir);
    await migrate(drizzle({ client }), { migrationsFolder });
    await serve(port, client);
    port.postMessage({ started: true } satisfies ThreadStarted);
  } catch (error) {
    port.postMessage({ started: false, error: plainError(error) } satisfies ThreadStarted);
  }
}
