import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { describe, expect } from 'vitest';
import { buildApp, type AppDependencies } from '../../server/app';
import type { EnquiryMail } from '../../server/auth/mailer';
import { ADMIN_URL, createPostgresDatabase } from '../../scripts/support/postgres';
import type { AppConfig, DatabaseConfig } from '../../server/config';

async function probePostgres(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return `PostgreSQL is not reachable at ${ADMIN_URL} (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
}

export { createPostgresDatabase };

export const postgresUnavailable = await probePostgres();
if (postgresUnavailable) {
  // CI always has PostgreSQL: there a missing server is a failure, not a skip.
  if (process.env.CI) throw new Error(`${postgresUnavailable}; CI must test on PostgreSQL`);
  console.warn(`Skipping the PostgreSQL runs: ${postgresUnavailable}`);
}

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function probeRedis(): Promise<string | undefined> {
  const { Redis } = await import('ioredis');
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  const reachable = await probe.connect().then(
    () => true,
    () => false,
  );
  probe.disconnect();
  return reachable ? undefined : `Redis is not reachable at ${REDIS_URL}`;
}

export const redisUnavailable = await probeRedis();
if (redisUnavailable) {
  // CI always has Redis: there a missing server is a failure, not a skip.
  if (process.env.CI) throw new Error(`${redisUnavailable}; CI must test with it`);
  console.warn(`Skipping the tests that share rate limits through Redis: ${redisUnavailable}`);
}

export function testConfig(
  database: DatabaseConfig,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(path.join(tmpdir(), 'folio-test-')),
    database,
    jwtSecret: randomBytes(32).toString('hex'),
    logLevel: 'silent',
    staticDir: undefined,
    trustProxy: false,
    // Tests sign up many users from one address: the rate-limit test sets its own.
    authRateLimit: { max: 1000, windowMs: 15 * 60 * 1000 },
    timeouts: { headersMs: 10_000, requestMs: 60_000 },
    mailFrom: 'Folio <no-reply@localhost>',
    publicUrl: 'http://localhost:3000',
    uploadQuotaBytes: 1024 * 1024 * 1024,
    ...overrides,
  };
}

export type TestDatabase = {
  kind: DatabaseConfig['kind'];
  open: () => Promise<DatabaseConfig>;
  close: () => Promise<void>;
};

export const inMemoryPglite: TestDatabase = {
  kind: 'pglite',
  open: async () => ({ kind: 'pglite' }),
  close: async () => {},
};

/**
 * Runs the same tests on an in-memory PGlite and on a fresh PostgreSQL database (skipped, with the
 * reason printed, where no PostgreSQL server answers).
 */
export function describeEachDatabase(title: string, tests: (database: TestDatabase) => void) {
  describe(`${title} (pglite)`, () => {
    tests(inMemoryPglite);
  });
  const describePostgres = postgresUnavailable ? describe.skip : describe;
  describePostgres(`${title} (postgres)`, () => {
    let drop: (() => Promise<void>) | undefined;
    tests({
      kind: 'postgres',
      open: async () => {
        const created = await createPostgresDatabase();
        drop = created.drop;
        return { kind: 'postgres', url: created.url };
      },
      close: async () => drop?.(),
    });
  });
}

/** The app on a test database, for `inject`. Close it with `app.close()` and `database.close()`. */
export async function buildTestApp(
  database: TestDatabase,
  overrides: Partial<AppConfig> = {},
  dependencies: AppDependencies = {},
) {
  return buildApp(testConfig(await database.open(), overrides), dependencies);
}

/** A mailer that keeps what it would have sent. */
export function recordingMailer() {
  const sent: Array<{ to: string; link: string }> = [];
  const enquiries: EnquiryMail[] = [];
  return {
    sent,
    enquiries,
    async sendResetLink(to: string, link: string) {
      sent.push({ to, link });
    },
    async sendEnquiry(mail: EnquiryMail) {
      enquiries.push(mail);
      return true;
    },
  };
}

/** A new account through the API: its id, email, password, token and Authorization header. */
export async function signUp(app: FastifyInstance, name = 'Designer') {
  const email = `${randomUUID()}@example.com`;
  const password = 'secret123';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name, email, password },
  });
  expect(response.statusCode).toBe(201);
  const { token, user } = response.json().data;
  return {
    id: user.id as string,
    email,
    password,
    token: token as string,
    auth: { authorization: `Bearer ${token}` },
  };
}
