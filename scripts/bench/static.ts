// A cached published page from Folio beside the same bytes from Caddy, a static file server
// (Debian's package, started here), measured by the same client with the same settings.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { apiClient, freePort, startProductionServer } from '../support/server-process';
import type { RecordFigure } from './shared';

const CONNECTIONS = 64;
const SECONDS = 10;

type Load = { rps: number; p99: number };

async function load(url: string): Promise<Load> {
  const { default: autocannon } = await import('autocannon');
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { 'accept-encoding': 'br, gzip' },
      },
      (error, result) => {
        if (error) return reject(error);
        // A figure made of errors or 404s would compare nothing.
        if (result.errors || result.non2xx)
          return reject(new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`));
        resolve({ rps: result.requests.average, p99: result.latency.p99 });
      },
    ),
  );
}

/** Caddy serving `dir` (with its .br and .gz copies) on a free loopback port, until stopped. */
async function startCaddy(dir: string) {
  const port = await freePort();
  const config = path.join(dir, 'Caddyfile');
  writeFileSync(
    config,
    `{\n  admin off\n  auto_https off\n}\nhttp://127.0.0.1:${port} {\n  root * ${dir}\n  file_server {\n    precompressed br gzip\n  }\n}\n`,
  );
  const caddy = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    stdio: 'ignore',
  });
  const failed = new Promise<never>((_, reject) => {
    caddy.on('error', (error) =>
      reject(
        new Error(
          `Caddy did not start (${error.message}): install it with "apt-get install caddy"`,
        ),
      ),
    );
  });
  const origin = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    for (let tries = 0; tries < 100; tries++) {
      const answer = await fetch(`${origin}/index.html`).catch(() => undefined);
      if (answer?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('Caddy did not answer within 10 s');
  })();
  await Promise.race([ready, failed]);
  return { origin, stop: () => caddy.kill('SIGTERM') };
}

/** One published page on a fresh Folio at this log level: its address and its bytes. */
async function publishedFolio(logLevel: string) {
  const server = await startProductionServer({ LOG_LEVEL: logLevel });
  const call = apiClient(server.origin);
  const signup = await call('POST', '/api/auth/signup', {
    name: 'Static Bench',
    email: `static-${Date.now()}@example.com`,
    password: 'bench-password',
  });
  const token = signup.body.data.token as string;
  const created = await call('POST', '/api/portfolios', { title: 'Static Bench' }, token);
  const id = created.body.data.portfolio.id as string;
  await call(
    'PUT',
    `/api/portfolios/${id}`,
    { version: 1, slug: 'static-bench', published: true },
    token,
  );
  const url = `${server.origin}/portfolio/static-bench`;
  const html = await (await fetch(url)).text();
  return { server, url, html };
}

export async function benchStatic(record: RecordFigure) {
  if (spawnSync('caddy', ['version']).error) {
    console.warn('No Caddy here, so no static server to compare with: apt-get install caddy');
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-caddy-'));
  let caddy: Awaited<ReturnType<typeof startCaddy>> | undefined;
  let caddyLoad: Load | undefined;
  try {
    for (const logLevel of ['info', 'warn']) {
      const { server, url, html } = await publishedFolio(logLevel);
      try {
        if (!caddy) {
          // The same bytes as a static file, pre-compressed as the build's own files are.
          writeFileSync(path.join(dir, 'index.html'), html);
          writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(html, { level: 9 }));
          writeFileSync(
            path.join(dir, 'index.html.br'),
            brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          caddy = await startCaddy(dir);
          await load(`${caddy.origin}/index.html`); // warm-up
          caddyLoad = await load(`${caddy.origin}/index.html`);
        }
        await load(url); // warm-up: the page is rendered and cached on its first hits
        const folio = await load(url);
        record(`staticRatio_${logLevel}`, folio.rps / caddyLoad!.rps, {
          figure: `Cached published page vs Caddy, LOG_LEVEL=${logLevel} (${CONNECTIONS} connections, ${SECONDS} s)`,
          value: `${folio.rps.toFixed(0)} req/s, p99 ${folio.p99} ms`,
          compared: `Caddy ${caddyLoad!.rps.toFixed(0)} req/s, p99 ${caddyLoad!.p99} ms; ratio ${(folio.rps / caddyLoad!.rps).toFixed(2)} (goal >= 0.8, p99 <= 10 ms)`,
        });
      } finally {
        await server.stop();
      }
    }
  } finally {
    caddy?.stop();
  }
}
