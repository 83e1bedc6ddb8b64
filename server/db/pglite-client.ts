import type { ParserOptions, PGlite, Results, RowMode } from '@electric-sql/pglite';
import { Worker } from 'node:worker_threads';
import { threadEntry } from '../threads';
import type {
  ThreadError,
  ThreadOptions,
  ThreadReply,
  ThreadRequest,
  ThreadStarted,
} from './pglite-thread';

/** An error the embedded database raised, with PostgreSQL's fields (code, constraint) on it. */
export class EmbeddedDatabaseError extends Error {}

function fromThread(plain: ThreadError): EmbeddedDatabaseError {
  return Object.assign(new EmbeddedDatabaseError(plain.message), plain);
}

type QueryOptions = { rowMode?: RowMode; parsers?: ParserOptions };

/** What a query runs on: the database, or one transaction of it. */
export type EmbeddedQueries = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
};

type Waiting = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/**
 * PGlite on a thread of its own, answering the part of PGlite's interface Drizzle uses: queries,
 * transactions, close. Its queries no longer hold up the server's thread (page reads, health).
 */
export class PgliteThread implements EmbeddedQueries {
  private pending = new Map<number, Waiting>();
  private nextId = 1;
  private stopped: Error | undefined;

  private constructor(private worker: Worker) {
    worker.on('message', (reply: ThreadReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(fromThread(reply.error));
    });
    const stop = (error: Error) => {
      this.stopped ??= error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', (error) => stop(new EmbeddedDatabaseError(error.message)));
    worker.on('exit', () => stop(new EmbeddedDatabaseError('The embedded database has stopped')));
  }

  /** Opens the database (a data directory, or memory) and brings its schema up to date. */
  static async start(options: ThreadOptions): Promise<PgliteThread> {
    const worker = new Worker(threadEntry('pglite-thread'), { workerData: options });
    const started = await new Promise<ThreadStarted>((resolve, reject) => {
      const settle = (outcome: () => void) => {
        // Only these listeners: the Worker's own (they pass its messages on) must stay.
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        outcome();
      };
      const onMessage = (message: ThreadStarted) => settle(() => resolve(message));
      const onError = (error: Error) => settle(() => reject(error));
      const onExit = (code: number) =>
        settle(() => reject(new Error(`The embedded database thread exited (${code})`)));
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    });
    if (!started.started) {
      await worker.terminate();
      throw fromThread(started.error);
    }
    return new PgliteThread(worker);
  }

  /** Drizzle's PGlite driver takes this in PGlite's place: it calls only what this class answers. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    return this.run<T>(undefined, sql, params, options);
  }

  async transaction<T>(callback: (transaction: EmbeddedQueries) => Promise<T>): Promise<T> {
    const id = this.nextId++;
    await this.ask({ op: 'begin', id });
    const queries: EmbeddedQueries = {
      query: <R>(sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
        this.run<R>(id, sql, params, options),
    };
    let result: T;
    try {
      result = await callback(queries);
    } catch (error) {
      await this.ask({ op: 'end', id: this.nextId++, transaction: id, commit: false }).catch(
        () => {}, // the callback's error says more than a failed rollback
      );
      throw error;
    }
    await this.ask({ op: 'end', id: this.nextId++, transaction: id, commit: true });
    return result;
  }

  /** Answers once the thread has said the database is open (without waiting for queued queries). */
  async ping() {
    await this.ask({ op: 'ping', id: this.nextId++ });
  }

  async close() {
    if (!this.stopped) await this.ask({ op: 'close', id: this.nextId++ });
    this.stopped ??= new EmbeddedDatabaseError('The embedded database is closed');
    await this.worker.terminate();
  }

  private async run<T>(
    transaction: number | undefined,
    sql: string,
    params: unknown[],
    { rowMode, parsers = {} }: QueryOptions,
  ): Promise<Results<T>> {
    const results = (await this.ask({
      op: 'query',
      id: this.nextId++,
      transaction,
      sql,
      params,
      rowMode,
      textTypes: Object.keys(parsers).map(Number),
    })) as Results<T>;
    // The caller's parsers run here (functions do not cross threads): the thread sent their text.
    results.fields.forEach(({ name, dataTypeID }, column) => {
      const parse = parsers[dataTypeID];
      if (!parse) return;
      const key = rowMode === 'array' ? column : name;
      for (const row of results.rows as Record<string | number, unknown>[]) {
        if (typeof row[key] === 'string') row[key] = parse(row[key] as string);
      }
    });
    return results;
  }

  private ask(request: ThreadRequest): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    return new Promise((resolve, reject) => {
      this.pending.set(request.id, { resolve, reject });
      this.worker.postMessage(request);
    });
  }
}
