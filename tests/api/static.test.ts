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
  // Two pages as scripts/prerender.ts writes them, with the placeholder origin in their links.
  mkdirSync(path.join(dir, 'prerendered', 'events'), { recursive: true });
  const prerendered = (title: string, pathname: string) =>
    `<!doctype html><title>${title}</title><link rel="canonical" href="https://prerendered.invalid${pathname}">` +
    `<div id="root"><h1>${title}</h1><p>${'Words a reader gets without JavaScript. '.repeat(60)}</p></div>`;
  writeFileSync(path.join(dir, 'prerendered', 'index.html'), prerendered('Home', '/'));
  writeFileSync(
    path.join(dir, 'prerendered', 'events', 'all.html'),
    prerendered('All events', '/events/all'),
  );
  return { dir, script };
}

describe('serving the built app', () => {
  let app: FastifyInstance;
  const build = fakeBuild();
  beforeAll(async () => {
    app = await buildTestApp(inMemoryPglite, {
      staticDir: build.dir,
      publicUrl: 'https://folio.example',
    });
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

  it("serves a prerendered page at its path, with this server's origin, never cached stale", async () => {
    for (const [url, title] of [
      ['/', 'Home'],
      ['/events/all', 'All events'],
      ['/events/all/', 'All events'],
      ['/?utm_source=mail', 'Home'],
    ]) {
      const response = await app.inject({ method: 'GET', url: url! });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      expect(response.body).toContain(`<h1>${title}</h1>`);
      expect(response.body).toContain('href="https://folio.example/');
      expect(response.body).not.toContain('prerendered.invalid');
    }
  });

  it('answers a prerendered page compressed, and 304 to a browser holding it', async () => {
    const plain = await app.inject({ method: 'GET', url: '/events/all' });
    const br = await app.inject({
      method: 'GET',
      url: '/events/all',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 5);
    const gzip = await app.inject({
      method: 'GET',
      url: '/events/all',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const again = await app.inject({
      method: 'GET',
      url: '/events/all',
      headers: { 'if-none-match': plain.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(plain.headers.etag).not.toBe(
      (await app.inject({ method: 'GET', url: '/' })).headers.etag,
    );
  });

  it('answers HEAD for a prerendered page with its headers only', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/events/all' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeTruthy();
    expect(response.body).toBe('');
  });

  it('keeps the prerendered files themselves, with their placeholder origin, out of reach', async () => {
    const response = await app.inject({ method: 'GET', url: '/prerendered/index.html' });
    expect(response.statusCode).toBe(404);
  });

  it('serves index.html, never cached stale, for every other client route', async () => {
    for (const url of ['/dashboard', '/templates', '/portfolio-builder/new?setup=true']) {
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
