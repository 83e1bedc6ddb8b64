import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_MESSAGE } from '../model/api';
import { isAppRoute, PRERENDER_ORIGIN, PRERENDERED_DIR } from '../model/routes';
import { encoders, matchesEtag, preferredEncoding, type Encoding } from './pages/cache';

const IMMUTABLE = 'public, max-age=31536000, immutable';

type PrerenderedPage = {
  html: string;
  etag: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
};

function htmlFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return htmlFilesUnder(file);
    return name.endsWith('.html') ? [file] : [];
  });
}

/**
 * The pages the build prerendered (scripts/prerender.ts), by path, with this server's origin in
 * their canonical and Open Graph addresses; none without them.
 */
export function loadPrerenderedPages(staticDir: string, origin: string) {
  const dir = path.join(staticDir, PRERENDERED_DIR);
  const pages = new Map<string, PrerenderedPage>();
  if (!existsSync(dir)) return pages;
  for (const file of htmlFilesUnder(dir)) {
    const name = path
      .relative(dir, file)
      .split(path.sep)
      .join('/')
      .replace(/\.html$/, '');
    const html = readFileSync(file, 'utf8').replaceAll(PRERENDER_ORIGIN, origin);
    // Weak: the same page goes out as identity, brotli and gzip bodies under this one tag.
    const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
    pages.set(name === 'index' ? '/' : `/${name}`, { html, etag, encoded: {} });
  }
  return pages;
}

function sendPrerendered(request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage) {
  reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .header('ETag', page.etag);
  if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.html);
  // Compressed once per page and encoding, then kept: the file never changes while the server runs.
  const encoded = (page.encoded[encoding] ??= encoders[encoding](page.html));
  return encoded.then((body) => reply.header('Content-Encoding', encoding).send(body));
}

/**
 * Serves the built browser app: hashed assets cached for a year, pre-compressed variants when the
 * client accepts them, the prerendered HTML of the marketing pages, and index.html for every other
 * client route (404 status outside the route table).
 */
export async function registerStaticApp(
  app: FastifyInstance,
  staticDir: string | undefined,
  origin: string,
) {
  const hasBuild = staticDir !== undefined && existsSync(path.join(staticDir, 'index.html'));
  const prerendered = hasBuild ? loadPrerenderedPages(staticDir, origin) : new Map();
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // The prerendered pages are served at their own paths, with this server's origin in them.
      allowedPath: (pathname) => !pathname.startsWith(`/${PRERENDERED_DIR}/`),
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      hasBuild &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !path.extname(pathname);
    if (!isPage) return reply.code(404).send({ success: false, message: NOT_FOUND_MESSAGE });
    const page = prerendered.get(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
    if (page) return sendPrerendered(request, reply, page);
    return reply
      .code(isAppRoute(pathname) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .sendFile('index.html');
  });
}
