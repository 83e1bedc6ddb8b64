// `npm run load:logins`: 1,000 failed logins from 100 addresses (10 each, within the per-address
// limit, each address one client sending back to back), while another client asks /api/health and a
// published page every 20 ms.
// It prints their latencies during the flood; the target is a /api/health p99 under 200 ms.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { apiClient, startProductionServer } from './support/server-process';
import { percentile } from './stats';

const ADDRESSES = 100;
const PER_ADDRESS = 10;

// Addresses come from X-Forwarded-For, as behind a load balancer; the limit is the shipped default.
const server = await startProductionServer({ TRUST_PROXY: 'true', AUTH_RATE_LIMIT_MAX: '10' });
const { origin, database } = server;
const call = apiClient(origin);
const agent = new http.Agent({ keepAlive: true, maxSockets: ADDRESSES + 10 });

function request(
  method: string,
  path: string,
  body?: unknown,
  headers: http.OutgoingHttpHeaders = {},
) {
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const start = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = http.request(
      `${origin}${path}`,
      {
        method,
        agent,
        timeout: 30_000,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - start }),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 30 s')));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

try {
  // A published page to read during the flood, so readers are measured as well as health.
  const signup = await call('POST', '/api/auth/signup', {
    name: 'Flood Owner',
    email: `owner-${randomBytes(3).toString('hex')}@example.com`,
    password: 'owner-password',
  });
  const token: string = signup.body.data.token;
  const created = await call('POST', '/api/portfolios', { title: 'Read during flood' }, token);
  const slug = `flood-${randomBytes(3).toString('hex')}`;
  await call(
    'PUT',
    `/api/portfolios/${created.body.data.portfolio.id}`,
    { version: 1, slug, published: true },
    token,
  );
  await request('GET', `/portfolio/${slug}`);

  const health: number[] = [];
  const page: number[] = [];
  let flooding = true;
  const probe = (async () => {
    while (flooding) {
      health.push((await request('GET', '/api/health')).ms);
      page.push(
        (await request('GET', `/portfolio/${slug}`, undefined, { 'accept-encoding': 'br' })).ms,
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();

  console.log(
    `Server on ${origin} (${database}); ${ADDRESSES * PER_ADDRESS} failed logins from ${ADDRESSES} addresses`,
  );
  const started = performance.now();
  // Each address is one client sending its logins back to back, as fast as answers come.
  const logins = (
    await Promise.all(
      Array.from({ length: ADDRESSES }, async (_, address) => {
        const answers = [];
        for (let n = 0; n < PER_ADDRESS; n++)
          answers.push(
            await request(
              'POST',
              '/api/auth/login',
              { email: `nobody-${address}-${n}@example.com`, password: 'wrong-password' },
              { 'x-forwarded-for': `203.0.113.${address}` },
            ),
          );
        return answers;
      }),
    )
  ).flat();
  const floodSeconds = (performance.now() - started) / 1000;
  flooding = false;
  await probe;

  const byStatus = new Map<number, number>();
  for (const { status } of logins) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  const figure = (values: number[]) =>
    `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms (${values.length} requests)`;
  console.table({
    'flood answered in': `${floodSeconds.toFixed(1)} s`,
    'logins checked (401)': byStatus.get(401) ?? 0,
    'logins turned away while busy (429)': byStatus.get(429) ?? 0,
    'other answers': logins.length - (byStatus.get(401) ?? 0) - (byStatus.get(429) ?? 0),
    '/api/health during the flood': figure(health),
    'published page during the flood': figure(page),
  });
  const p99 = percentile(health, 99);
  console.log(
    `/api/health p99 ${p99.toFixed(1)} ms: target under 200 ms ${p99 < 200 ? 'met' : 'MISSED'}`,
  );
  if (
    byStatus.size === 0 ||
    [...byStatus.keys()].some((status) => status !== 401 && status !== 429)
  )
    process.exitCode = 1;
} finally {
  await server.stop();
  agent.destroy();
}
