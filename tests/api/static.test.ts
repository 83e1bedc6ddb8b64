import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, inMemoryPglite } from './helpers';

// A build as Vite leaves it: index.html, hashed assets with their pre-compressed twins.
function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), script);
  writeFileSync(path.join(dir, 'assets', 'index-AbC123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'assets', 'index-AbC123.js.gz'), gzipSync(script));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, script };
}

describe('serving the built app', () => {
  let app: FastifyInstance;
  const build = fakeBuild();
  beforeAll(async () => {
    app = await buildTestApp(inMemoryPglite, { staticDir: build.dir });
    app.get('/api/probe/large', async () => ({ success: true, data: 'y'.repeat(5000) }));
  });
  afterAll(() => app.close());

  it('caches hashed assets for a year, immutably', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('sends the brotli or gzip file to a client that accepts it', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(build.script.length / 10);

    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(build.script);
  });

  it('serves index.html, never cached stale, for every client route', async () => {
    for (const url of ['/', '/dashboard', '/templates', '/portfolio-builder/new?setup=true']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers a path outside the route table with the app (to show its 404 page) and status 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('answers a missing file or API path with the JSON 404, not the app', async () => {
    for (const url of ['/assets/missing-123.js', '/api/nothing']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Resource not found' });
    }
  });

  it('compresses large API answers', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/probe/large',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
