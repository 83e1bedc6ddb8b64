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
} from '../../scripts/support/server-process';
import { createPostgresDatabase, postgresUnavailable } from './helpers';

const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});

type Acknowledged = { version: number; title: string };

/**
 * Lets the writes run for at least `ms`, and until `enough()` says plenty were acknowledged: a server
 * fresh from a restart answers its first writes slowly (its database engine is still cold), and the
 * kill must land in the middle of the writes, not before them.
 */
async function whileWriting(ms: number, enough: () => boolean, done: Promise<unknown>) {
  let stopped = false;
  void done.then(() => (stopped = true));
  const start = Date.now();
  while (!stopped && (Date.now() - start < ms || !enough()) && Date.now() - start < 30_000)
    await new Promise((resolve) => setTimeout(resolve, 50));
}

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
    await whileWriting(1_500 + cycle * 400, () => writer.saved.length > 5, writer.done);
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

type Content = { sections: Array<{ type: string; content: Record<string, unknown> }> };

/** The content with the hero's headline set to `headline`. */
function withHeadline(content: Content, headline: string): Content {
  const copy = structuredClone(content);
  copy.sections.find((section) => section.type === 'hero')!.content.title = headline;
  return copy;
}

/**
 * Publishes one portfolio without pause until the server dies, each time changing its title and its
 * headline together to a new mark: by a save then a publish, or by the spec's PUT doing both. Keeps
 * the last mark acknowledged as live, and the mark of the request in flight.
 */
function tirelessPublisher(
  origin: string,
  token: string,
  portfolio: { id: string; version: number; content: Content },
) {
  const call = apiClient(origin);
  const state = { published: [] as string[], inFlight: undefined as string | undefined };
  const done = (async () => {
    let version = portfolio.version;
    for (let step = 0; ; step++) {
      const mark = `m${step}x${Math.random().toString(36).slice(2, 8)}`;
      const documents = {
        title: `Title ${mark}`,
        content: withHeadline(portfolio.content, `Headline ${mark}`),
      };
      try {
        if (step % 2 === 0) {
          const saved = await call(
            'PUT',
            `/api/portfolios/${portfolio.id}/draft`,
            { version, ...documents },
            token,
          );
          if (saved.status !== 200) throw new Error(`save answered ${saved.status}`);
          version = saved.body.data.portfolio.version;
          state.inFlight = mark;
          const published = await call(
            'POST',
            `/api/portfolios/${portfolio.id}/publish`,
            { version },
            token,
          );
          if (published.status !== 200) throw new Error(`publish answered ${published.status}`);
        } else {
          state.inFlight = mark;
          const both = await call(
            'PUT',
            `/api/portfolios/${portfolio.id}`,
            { version, ...documents, published: true },
            token,
          );
          if (both.status !== 200) throw new Error(`publish answered ${both.status}`);
          version = both.body.data.portfolio.version;
        }
        state.published.push(mark);
        state.inFlight = undefined;
      } catch (error) {
        if (/answered/.test((error as Error).message)) throw error;
        return Date.now(); // the connection died with the server
      }
    }
  })();
  return { state, done };
}

/** The title and the headline a visitor sees on the page: a matching pair, or the test fails. */
async function livePair(origin: string, slug: string) {
  const response = await fetch(`${origin}/portfolio/${slug}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const title = /<title>Title (\w+)<\/title>/.exec(html)?.[1];
  const headline = /Headline (\w+)/.exec(html)?.[1];
  expect(title).toBeDefined();
  expect(headline, 'the headline published with the title').toBe(title);
  const api = await apiClient(origin)('GET', `/api/portfolios/public/${slug}`);
  const copy = api.body.data.portfolio as { title: string; content: Content };
  expect(copy.title).toBe(`Title ${title}`);
  expect(copy.content.sections.find((s) => s.type === 'hero')!.content.title).toBe(
    `Headline ${title}`,
  );
  return title!;
}

async function crashWhilePublishing(env: Record<string, string>) {
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
    name: 'Crash Publisher',
    email: `crash-publisher-${Date.now()}@example.com`,
    password: 'crash-password',
  });
  const { token } = signup.body.data;
  const created = (await call('POST', '/api/portfolios', { title: 'Title m0' }, token)).body.data
    .portfolio;
  const slug = `crash-${Date.now().toString(36)}`;
  const first = await call(
    'PUT',
    `/api/portfolios/${created.id}`,
    {
      version: created.version,
      slug,
      content: withHeadline(created.content, 'Headline m0'),
      published: true,
    },
    token,
  );
  expect(first.status).toBe(200);
  let portfolio = first.body.data.portfolio;
  let live = await livePair(origin, slug);

  for (let cycle = 0; cycle < 2; cycle++) {
    const publisher = tirelessPublisher(origin, token, portfolio);
    await whileWriting(
      1_500 + cycle * 400,
      () => publisher.state.published.length > 2,
      publisher.done,
    );
    const killedAt = Date.now();
    server.child.kill('SIGKILL');
    await server.exited;
    expect(await publisher.done).toBeGreaterThanOrEqual(killedAt);
    const { published, inFlight } = publisher.state;
    expect(published.length, `publishes acknowledged before kill ${cycle + 1}`).toBeGreaterThan(2);

    server = await boot();
    // The last acknowledged publish, or the one in flight at the kill: never a mix of two.
    const shown = await livePair(origin, slug);
    expect([published.at(-1), inFlight].filter(Boolean)).toContain(shown);
    live = shown;
    portfolio = (await call('GET', `/api/portfolios/${created.id}`, undefined, token)).body.data
      .portfolio;
    expect(portfolio.isPublished).toBe(true);
  }

  // The last restart still publishes.
  const after = await call(
    'PUT',
    `/api/portfolios/${created.id}`,
    {
      version: portfolio.version,
      title: 'Title after',
      content: withHeadline(portfolio.content, 'Headline after'),
      published: true,
    },
    token,
  );
  expect(after.status).toBe(200);
  expect(await livePair(origin, slug)).toBe('after');
  expect(live).not.toBe('after');
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

describe('a server killed while publishing', () => {
  it('shows the old or the new live page after a restart, never a mix, on PGlite', async () => {
    await crashWhilePublishing({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'folio-crash-pub-')) });
  }, 120_000);

  it.skipIf(postgresUnavailable)(
    'shows the old or the new live page after a restart, never a mix, on PostgreSQL',
    async () => {
      const database = await createPostgresDatabase();
      try {
        await crashWhilePublishing({
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'folio-crash-pub-pg-')),
          DATABASE_URL: database.url,
        });
      } finally {
        await database.drop();
      }
    },
    120_000,
  );
});
