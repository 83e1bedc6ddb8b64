import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, describeEachDatabase, inMemoryPglite } from './helpers';

describeEachDatabase('GET /api/health', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it(`answers ok and names the ${database.kind} database`, async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: database.kind });
  });

  it('has applied the migrations', async () => {
    // Both drivers answer raw SQL with { rows }.
    const tables = (await app.db.execute(
      "select table_name from information_schema.tables where table_schema = 'public' order by 1",
    )) as unknown as { rows: Array<{ table_name: string }> };
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['sessions', 'users']),
    );
  });
});

describe('the API surface', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(inMemoryPglite);
    // Routes that exercise the one error handler the way real routes will.
    const probes: FastifyPluginAsyncZod = async (probe) => {
      probe.post(
        '/echo',
        { schema: { body: z.object({ email: z.email('Invalid email address') }) } },
        async (request) => ({ success: true, data: request.body }),
      );
      probe.get('/crash', async () => {
        throw new Error('relation "users" violates constraint at SELECT password_hash FROM users');
      });
    };
    await app.register(probes, { prefix: '/api/probe' });
  });
  afterAll(() => app.close());

  it('answers unknown /api paths with the JSON 404', async () => {
    for (const url of ['/api/nope', '/api/portfolios/nope/deeper', '/api']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Resource not found' });
    }
    const post = await app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('answers a body that fails its schema with 400 and the schema message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Invalid email address',
      errors: [{ path: 'body.email', message: 'Invalid email address' }],
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('never leaks internals in a 5xx answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      message: 'Server error. Please try again later.',
    });
    expect(response.body).not.toMatch(/SELECT|password_hash|stack|at /);
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('closing the server', () => {
  it('finishes a request in flight before it closes, and refuses new ones', async () => {
    const app = await buildTestApp(inMemoryPglite);
    let started!: () => void;
    const requestStarted = new Promise<void>((resolve) => (started = resolve));
    app.get('/api/probe/slow', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { success: true, data: 'finished' };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${address}/api/probe/slow`).then((response) => response.json());
    await requestStarted;
    const closed = app.close();

    expect(await inFlight).toEqual({ success: true, data: 'finished' });
    await closed;
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  });
});

describe('a third-party form service', () => {
  it('is the one other origin the pages may send to', async () => {
    const app = await buildTestApp(inMemoryPglite, {
      formEndpoint: 'https://forms.example/f/abc123',
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(String(response.headers['content-security-policy'])).toContain(
        "connect-src 'self' https://forms.example",
      );
    } finally {
      await app.close();
    }
  });
});
