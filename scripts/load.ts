// `npm run load`: 200 connections read published pages while 20 designers save and publish without
// pause, on loopback, for LOAD_SECONDS (60). It fails on any error, any acknowledged save that was not
// kept, and any read older than the publish acknowledged before it began.
// With DATABASE_URL set the server runs on that PostgreSQL database instead of PGlite.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import http from 'node:http';
import { apiClient, startProductionServer } from './support/server-process';
import { LOAD_TEST_HEADER } from '../model/analytics';
import { percentile } from './stats';
import { healthSampler } from './support/health-sampler';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const READERS = 200;
const WRITERS = 20;

const server = await startProductionServer(
  process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {},
);
const { origin, database } = server;
const call = apiClient(origin);

try {
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

  // Readers keep their connections open, as browsers do. All 200 connect before the clock starts:
  // a burst of new connections while the server is busy costs some of them a SYN retry (3 s).
  const agent = new http.Agent({ keepAlive: true, maxSockets: READERS });
  const readLatencies: number[] = [];
  const readErrors: string[] = [];
  /** Reads a page; answers how long it took and the page's ETag (which names its live snapshot). */
  const read = (slug: string) =>
    new Promise<{ ms: number; etag: string }>((resolve, reject) => {
      const start = performance.now();
      const request = http.get(
        `${origin}/portfolio/${slug}`,
        {
          agent,
          // Marked as the load test twice over: analytics count none of its reads as visitors.
          headers: {
            'accept-encoding': 'br, gzip',
            'user-agent': 'folio-load-test',
            [LOAD_TEST_HEADER]: '1',
          },
          timeout: 10_000,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode !== 200)
              return reject(new Error(`status ${response.statusCode}`));
            resolve({ ms: performance.now() - start, etag: String(response.headers.etag) });
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('no answer within 10 s')));
      request.on('error', reject);
    });
  await Promise.all(Array.from({ length: READERS }, (_, n) => read(writers[n % WRITERS]!.slug)));

  const sampler = healthSampler(origin);
  await sampler.ready;
  const deadline = Date.now() + SECONDS * 1000;
  const writeLatencies: number[] = [];
  const writeErrors: string[] = [];
  const acknowledged = new Map<string, { version: number; title: string }>();
  // Each writer's live pages in the order they were published, by ETag (a snapshot's id names it).
  const published = new Map(writers.map((writer) => [writer.id, [] as string[]]));
  const lost: string[] = [];
  const writing = writers.map(async (writer, n) => {
    let version = 2;
    for (let save = 0; Date.now() < deadline; save++) {
      const title = `Writer ${n}, save ${save}`;
      // The whole document each time, as the builder sends it, then published.
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
        const saved = answer.body.data.portfolio;
        // Each save builds on the one before: a skipped version would be a write nobody made.
        if (saved.version !== version + 1 || saved.title !== title)
          lost.push(`${writer.slug}: saved v${version} + "${title}", answered v${saved.version}`);
        version = saved.version;
        const publishStart = performance.now();
        const publish = await call(
          'POST',
          `/api/portfolios/${writer.id}/publish`,
          { version, slug: writer.slug },
          writer.token,
        );
        writeLatencies.push(performance.now() - publishStart);
        if (publish.status !== 200) {
          writeErrors.push(`publish ${publish.status} ${publish.body.message}`);
          continue;
        }
        version = publish.body.data.portfolio.version;
        const live = published.get(writer.id)!;
        acknowledged.set(writer.id, { version, title });
        // What the page is now, for the readers' check: any later read must be this or newer.
        const etag = (await read(writer.slug)).etag;
        if (live.at(-1) !== etag) live.push(etag);
      } catch (error) {
        writeErrors.push((error as Error).message);
      }
    }
  });

  const reads: Array<{ writerId: string; etag: string; atLeast: number }> = [];
  const reading = Array.from({ length: READERS }, async (_, reader) => {
    for (let n = reader; Date.now() < deadline; n++) {
      try {
        const writer = writers[n % WRITERS]!;
        // The newest page known to be live before this read began.
        const atLeast = published.get(writer.id)!.length - 1;
        const { ms, etag } = await read(writer.slug);
        readLatencies.push(ms);
        reads.push({ writerId: writer.id, etag, atLeast });
      } catch (error) {
        readErrors.push((error as Error).message);
      }
    }
  });
  await Promise.all(reading);
  await Promise.all(writing);
  const healthLatencies = await sampler.stop();
  // Every live page was recorded by its writer: a read older than the one live when it began is stale.
  for (const { writerId, etag, atLeast } of reads) {
    const index = published.get(writerId)!.indexOf(etag);
    if (atLeast >= 0 && index < atLeast)
      readErrors.push(`stale page: ${etag} after publish ${atLeast} was acknowledged`);
  }

  // Every acknowledged save is the stored one, and the page shows it.
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

  // Honest analytics: none of the load test's reads is a visitor, so every count is still zero.
  const counted: string[] = [];
  for (const writer of writers) {
    const answer = await call(
      'GET',
      `/api/portfolios/${writer.id}/analytics`,
      undefined,
      writer.token,
    );
    const views = answer.body.data?.analytics.totals.views;
    if (views !== 0) counted.push(`${writer.slug}: ${views ?? answer.status} views counted`);
  }

  const ms = (values: number[], p: number) =>
    values.length ? `${percentile(values, p).toFixed(1)} ms` : '-';
  const rows = [
    ['Page reads (GET /portfolio/{slug})', readLatencies, readErrors],
    ['Saves + publishes (PUT, POST)', writeLatencies, writeErrors],
    ['/api/health, every 20 ms (goal p99 20 ms)', healthLatencies, []],
  ] as const;
  console.log(`\n${'Requests'.padEnd(42)} | answered | per second | p50 | p99 | errors`);
  for (const [name, latencies, errors] of rows)
    console.log(
      [
        name.padEnd(42),
        latencies.length,
        (latencies.length / SECONDS).toFixed(0),
        ms(latencies, 50),
        ms(latencies, 99),
        errors.length,
      ].join(' | '),
    );
  console.log(
    `Lost saves: ${lost.length} (every writer's last acknowledged save checked, stored and shown)`,
  );
  console.log(
    `Views counted from the load test's reads: ${counted.length ? `on ${counted.length} portfolios` : 'none'}`,
  );
  for (const line of [...readErrors.slice(0, 5), ...writeErrors.slice(0, 5), ...lost, ...counted])
    console.log(`  ${line}`);
  process.exitCode =
    readErrors.length || writeErrors.length || lost.length || counted.length ? 1 : 0;
} finally {
  await server.stop();
}
