// Two API processes behind one load balancer, sharing PostgreSQL and Redis, must behave as one.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../model/user';
import { PORTFOLIO_MESSAGES } from '../../model/portfolio';
import { SLUG_MESSAGES } from '../../model/rules';
import {
  apiClient,
  freePort,
  startServer,
  waitForHealth,
  type ServerProcess,
} from '../../scripts/support/server-process';
import {
  createPostgresDatabase,
  postgresUnavailable,
  REDIS_URL,
  redisUnavailable,
} from './helpers';

const RATE_LIMIT = 4;

describe.skipIf(postgresUnavailable || redisUnavailable)(
  'two API processes on one database',
  () => {
    const servers: ServerProcess[] = [];
    const origins: string[] = [];
    let drop: () => Promise<void>;
    // Each test comes from its own address, as a load balancer reports it, so runs never share counters.
    const clientAddress = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;

    beforeAll(async () => {
      const database = await createPostgresDatabase();
      drop = database.drop;
      const shared = {
        DATABASE_URL: database.url,
        REDIS_URL,
        JWT_SECRET: randomBytes(32).toString('hex'),
        // One uploads directory for both, as a shared volume would be (or S3_BUCKET).
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'folio-cluster-')),
        TRUST_PROXY: 'true',
        AUTH_RATE_LIMIT_MAX: String(RATE_LIMIT),
        LOG_LEVEL: 'warn',
      };
      for (let n = 0; n < 2; n++) {
        const port = await freePort();
        const server = startServer({ ...shared, PORT: String(port) });
        servers.push(server);
        origins.push(`http://127.0.0.1:${port}`);
        await waitForHealth(port, server.exited);
      }
    }, 60_000);

    afterAll(async () => {
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(servers.map((server) => server.exited));
      await drop?.();
    });

    const [a, b] = [0, 1].map(
      (n) =>
        (...args: Parameters<ReturnType<typeof apiClient>>) =>
          apiClient(origins[n]!)(...args),
    ) as [ReturnType<typeof apiClient>, ReturnType<typeof apiClient>];

    async function signUp() {
      const response = await fetch(`${origins[0]}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
        body: JSON.stringify({
          name: 'Cluster Designer',
          email: `cluster-${randomBytes(4).toString('hex')}@example.com`,
          password: 'cluster-password',
        }),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { data: { token: string } }).data.token;
    }

    it('knows a session started on one process on the other, and ends it on both', async () => {
      const token = await signUp();
      expect((await b('GET', '/api/auth/me', undefined, token)).status).toBe(200);
      expect((await b('POST', '/api/auth/logout', {}, token)).status).toBe(200);
      const after = await a('GET', '/api/auth/me', undefined, token);
      expect(after.status).toBe(401);
    });

    it('counts failed logins across both processes', async () => {
      const from = clientAddress();
      const email = `target-${randomBytes(4).toString('hex')}@example.com`;
      const login = async (server: string) => {
        const response = await fetch(`${server}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
          body: JSON.stringify({ email, password: 'wrong-password' }),
        });
        return { status: response.status, body: (await response.json()) as { message: string } };
      };
      const statuses = [];
      for (let attempt = 0; attempt < RATE_LIMIT + 2; attempt++)
        statuses.push(await login(origins[attempt % 2]!));
      expect(statuses.map((answer) => answer.status)).toEqual([
        ...Array(RATE_LIMIT).fill(401),
        429,
        429,
      ]);
      expect(statuses.at(-1)!.body.message).toBe(AUTH_MESSAGES.tooManyRequests);
    });

    it('gives one slug to exactly one of 20 publishers spread over both processes', async () => {
      const token = await signUp();
      const ids: string[] = [];
      for (let n = 0; n < 20; n++)
        ids.push(
          (await (n % 2 ? b : a)('POST', '/api/portfolios', { title: `P${n}` }, token)).body.data
            .portfolio.id,
        );
      const slug = `shared-${randomBytes(4).toString('hex')}`;
      const answers = await Promise.all(
        ids.map((id, n) =>
          (n % 2 ? b : a)(
            'PUT',
            `/api/portfolios/${id}`,
            { version: 1, slug, published: true },
            token,
          ),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(refused.map((answer) => answer.status)).toEqual(Array(19).fill(409));
      expect(new Set(refused.map((answer) => answer.body.message))).toEqual(
        new Set([SLUG_MESSAGES.taken]),
      );
    });

    it("counts a visitor seen by both processes once: they share the day's salt", async () => {
      const token = await signUp();
      const created = (await a('POST', '/api/portfolios', { title: 'Counted' }, token)).body.data
        .portfolio;
      const slug = `counted-${randomBytes(4).toString('hex')}`;
      await a('PUT', `/api/portfolios/${created.id}`, { version: 1, slug, published: true }, token);
      const visitor = clientAddress();
      for (let n = 0; n < 4; n++) {
        const answer = await fetch(`${origins[n % 2]}/portfolio/${slug}/views`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': visitor,
            'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15',
          },
          body: JSON.stringify({ event: 'view' }),
        });
        expect(answer.status).toBe(204);
      }
      const figures = (await b('GET', `/api/portfolios/${created.id}/analytics`, undefined, token))
        .body.data.analytics.totals;
      expect(figures).toMatchObject({ views: 4, visitors: 1 });
    });

    it('lets one of two saves of the same version win, whichever process takes them', async () => {
      const token = await signUp();
      const { id } = (await a('POST', '/api/portfolios', { title: 'Shared' }, token)).body.data
        .portfolio;
      const [first, second] = await Promise.all([
        a('PUT', `/api/portfolios/${id}`, { version: 1, title: 'From A' }, token),
        b('PUT', `/api/portfolios/${id}`, { version: 1, title: 'From B' }, token),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const loser = first.status === 409 ? first : second;
      expect(loser.body.message).toBe(PORTFOLIO_MESSAGES.conflict);
      const winner = first.status === 200 ? 'From A' : 'From B';
      expect(
        (await b('GET', `/api/portfolios/${id}`, undefined, token)).body.data.portfolio.title,
      ).toBe(winner);
    });

    it('serves the latest published page and the uploads from either process', async () => {
      const token = await signUp();
      const { id } = (await a('POST', '/api/portfolios', { title: 'First title' }, token)).body.data
        .portfolio;
      const slug = `live-${randomBytes(4).toString('hex')}`;
      await a('PUT', `/api/portfolios/${id}`, { version: 1, slug, published: true }, token);
      const page = async (origin: string) => (await fetch(`${origin}/portfolio/${slug}`)).text();
      expect(await page(origins[1]!)).toContain('<title>First title');
      // Each process renders and remembers the page: a save changes neither, a publish on A must
      // show at once on B.
      const saved = await a(
        'PUT',
        `/api/portfolios/${id}`,
        { version: 2, title: 'Second title' },
        token,
      );
      expect(saved.status).toBe(200);
      expect(await page(origins[1]!)).toContain('<title>First title');
      expect(await page(origins[0]!)).toContain('<title>First title');
      const published = await a(
        'POST',
        `/api/portfolios/${id}/publish`,
        { version: saved.body.data.portfolio.version },
        token,
      );
      expect(published.status).toBe(200);
      expect(await page(origins[1]!)).toContain('<title>Second title');
      expect(await page(origins[0]!)).toContain('<title>Second title');

      const form = new FormData();
      const png = await sharp({
        create: { width: 64, height: 64, channels: 3, background: '#336699' },
      })
        .png()
        .toBuffer();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'square.png');
      const uploaded = await fetch(`${origins[0]}/api/upload/single`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
      const served = await fetch(`${origins[1]}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    });
  },
);
