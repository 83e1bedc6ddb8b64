// Kill -9 in the middle of saving: every save the server acknowledged must still be there after a restart.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiClient,
  freePort,
  startServer,
  waitForHealth,
  type ServerProcess,
} from '../support/server-process';
import { createPostgresDatabase, postgresUnavailable } from './helpers';

const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});

type Acknowledged = { version: number; title: string };

/**
 * Saves one portfolio without pause (and creates a new one every tenth step) until the server dies,
 * keeping what it acknowledged. A request cut off by the kill is not acknowledged.
 */
function tirelessWriter(origin: string, token: string, portfolioId: string, fromVersion: number) {
  const call = apiClient(origin);
  const saved: Acknowledged[] = [];
  const created: Array<{ id: string; title: string }> = [];
  // When the connection died: the writer must stop because of the kill, not before it.
  const done = (async () => {
    let version = fromVersion;
    for (let step = 0; ; step++) {
      const title = `save ${version} ${Math.random().toString(36).slice(2, 8)}`;
      try {
        if (step % 10 === 9) {
          const answer = await call('POST', '/api/portfolios', { title }, token);
          if (answer.status === 201) created.push({ id: answer.body.data.portfolio.id, title });
          continue;
        }
        const answer = await call(
          'PUT',
          `/api/portfolios/${portfolioId}`,
          { version, title },
          token,
        );
        if (answer.status !== 200) throw new Error(`save answered ${answer.status}`);
        saved.push({ version: answer.body.data.portfolio.version, title });
        version = answer.body.data.portfolio.version;
      } catch (error) {
        if ((error as Error).message.startsWith('save answered')) throw error;
        return Date.now(); // the connection died with the server
      }
    }
  })();
  return { saved, created, done };
}

async function crashAndRecover(env: Record<string, string>) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const call = apiClient(origin);
  const boot = async () => {
    const server = startServer({ ...env, PORT: String(port), LOG_LEVEL: 'warn' });
    running.push(server);
    await waitForHealth(port, server.exited);
    return server;
  };

  let server = await boot();
  const signup = await call('POST', '/api/auth/signup', {
    name: 'Crash Tester',
    email: `crash-${Date.now()}@example.com`,
    password: 'crash-password',
  });
  const { token } = signup.body.data;
  const first = await call('POST', '/api/portfolios', { title: 'Never lost' }, token);
  const portfolioId: string = first.body.data.portfolio.id;
  let version: number = first.body.data.portfolio.version;
  const allCreated: Array<{ id: string; title: string }> = [];

  for (let cycle = 0; cycle < 3; cycle++) {
    const writer = tirelessWriter(origin, token, portfolioId, version);
    await new Promise((resolve) => setTimeout(resolve, 1_500 + cycle * 400));
    const killedAt = Date.now();
    server.child.kill('SIGKILL');
    await server.exited;
    expect(await writer.done).toBeGreaterThanOrEqual(killedAt);
    expect(writer.saved.length, `saves acknowledged before kill ${cycle + 1}`).toBeGreaterThan(5);

    server = await boot();
    const stored = (await call('GET', `/api/portfolios/${portfolioId}`, undefined, token)).body.data
      .portfolio;
    const last = writer.saved.at(-1)!;
    // The request in flight at the kill may have committed without its answer: one version more.
    expect([last.version, last.version + 1]).toContain(stored.version);
    if (stored.version === last.version) expect(stored.title).toBe(last.title);
    allCreated.push(...writer.created);
    const listed = (await call('GET', '/api/portfolios/user/me', undefined, token)).body.data
      .portfolios as Array<{ id: string; title: string }>;
    for (const portfolio of allCreated)
      expect(listed).toContainEqual(expect.objectContaining(portfolio));
    version = stored.version;
  }

  // The database still takes writes after the last restart.
  const after = await call(
    'PUT',
    `/api/portfolios/${portfolioId}`,
    { version, title: 'After' },
    token,
  );
  expect(after.status).toBe(200);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

describe('a server killed while saving', () => {
  it('keeps every acknowledged save on PGlite, and its data directory opens again', async () => {
    await crashAndRecover({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'folio-crash-')) });
  }, 120_000);

  it.skipIf(postgresUnavailable)(
    'keeps every acknowledged save on PostgreSQL',
    async () => {
      const database = await createPostgresDatabase();
      try {
        await crashAndRecover({
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'folio-crash-pg-')),
          DATABASE_URL: database.url,
        });
      } finally {
        await database.drop();
      }
    },
    120_000,
  );
});
