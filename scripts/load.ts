// `npm run load`: 200 connections read published pages while 20 designers save without pause, on
// loopback, for LOAD_SECONDS (60). It fails on any error or any acknowledged save that was not kept.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon, { type Result } from 'autocannon';
import { apiClient, freePort, startServer, waitForHealth } from '../tests/support/server-process';
import { percentile } from './stats';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const READERS = 200;
const WRITERS = 20;

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = startServer({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'folio-load-')),
  STATIC_DIR: 'dist',
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_MAX: '1000',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const call = apiClient(origin);

try {
  const { database } = await waitForHealth(port, server.exited);
  console.log(
    `Server on ${origin} (${database}); ${READERS} readers and ${WRITERS} writers for ${SECONDS} s`,
  );

  // Each writer owns a published portfolio that the readers read while it changes.
  const writers = await Promise.all(
    Array.from({ length: WRITERS }, async (_, n) => {
      const signup = await call('POST', '/api/auth/signup', {
        name: `Load Writer ${n}`,
        email: `load-${n}-${randomBytes(3).toString('hex')}@example.com`,
        password: 'load-password',
      });
      const token: string = signup.body.data.token;
      const created = await call('POST', '/api/portfolios', { title: `Writer ${n}` }, token);
      const { id } = created.body.data.portfolio;
      const slug = `load-${n}-${randomBytes(3).toString('hex')}`;
      const published = await call(
        'PUT',
        `/api/portfolios/${id}`,
        { version: 1, slug, published: true },
        token,
      );
      if (published.status !== 200) throw new Error(`could not publish: ${published.body.message}`);
      return { token, id: id as string, slug, content: created.body.data.portfolio.content };
    }),
  );

  const deadline = Date.now() + SECONDS * 1000;
  const writeLatencies: number[] = [];
  const writeErrors: string[] = [];
  const acknowledged = new Map<string, { version: number; title: string }>();
  const writing = writers.map(async (writer, n) => {
    let version = 2;
    for (let save = 0; Date.now() < deadline; save++) {
      const title = `Writer ${n}, save ${save}`;
      // The whole document each time, as the builder sends it.
      const hero = writer.content.sections[0];
      const content = {
        ...writer.content,
        sections: [
          { ...hero, content: { ...hero.content, title } },
          ...writer.content.sections.slice(1),
        ],
      };
      const start = performance.now();
      try {
        const answer = await call(
          'PUT',
          `/api/portfolios/${writer.id}`,
          { version, title, content },
          writer.token,
        );
        writeLatencies.push(performance.now() - start);
        if (answer.status !== 200) {
          writeErrors.push(`${answer.status} ${answer.body.message}`);
          continue;
        }
        version = answer.body.data.portfolio.version;
        acknowledged.set(writer.id, { version, title });
      } catch (error) {
        writeErrors.push((error as Error).message);
      }
    }
  });

  const reads = await new Promise<Result>((resolve, reject) =>
    autocannon(
      {
        url: origin,
        connections: READERS,
        duration: SECONDS,
        headers: { 'accept-encoding': 'gzip' },
        requests: writers.map((writer) => ({ method: 'GET', path: `/portfolio/${writer.slug}` })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
  await Promise.all(writing);

  // Every acknowledged save is the stored one, and the page shows it.
  const lost: string[] = [];
  for (const writer of writers) {
    const last = acknowledged.get(writer.id);
    const stored = (await call('GET', `/api/portfolios/${writer.id}`, undefined, writer.token)).body
      .data.portfolio;
    const page = await (await fetch(`${origin}/portfolio/${writer.slug}`)).text();
    if (
      !last ||
      stored.version !== last.version ||
      stored.title !== last.title ||
      !page.includes(last.title)
    )
      lost.push(
        `${writer.slug}: acknowledged ${JSON.stringify(last)}, stored v${stored.version} "${stored.title}"`,
      );
  }

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const readErrors = reads.errors + reads.timeouts + reads.non2xx;
  console.log({ errors: reads.errors, timeouts: reads.timeouts, non2xx: reads.non2xx });
  const table = [
    [
      'Page reads',
      String(reads.requests.total),
      `${reads.requests.average.toFixed(0)}/s`,
      ms(reads.latency.p50),
      ms(reads.latency.p99),
      String(readErrors),
    ],
    [
      'Saves',
      String(writeLatencies.length),
      `${(writeLatencies.length / SECONDS).toFixed(0)}/s`,
      ms(percentile(writeLatencies, 50)),
      ms(percentile(writeLatencies, 99)),
      String(writeErrors.length),
    ],
  ];
  console.log(['', 'requests', 'rate', 'p50', 'p99', 'errors'].join(' | '));
  for (const row of table) console.log(row.join(' | '));
  console.log(`Lost saves: ${lost.length} of ${writers.length} portfolios checked`);
  for (const line of [...writeErrors.slice(0, 5), ...lost]) console.log(`  ${line}`);
  process.exitCode = readErrors || writeErrors.length || lost.length ? 1 : 0;
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
}
