import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_MESSAGE } from '../model/api';
import { isAppRoute } from '../model/routes';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built browser app: hashed assets cached for a year, pre-compressed variants when the
 * client accepts them, and index.html for every client route (404 status outside the route table).
 */
export async function registerStaticApp(app: FastifyInstance, staticDir: string | undefined) {
  const hasBuild = staticDir !== undefined && existsSync(path.join(staticDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
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
    return reply
      .code(isAppRoute(pathname) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .sendFile('index.html');
  });
}
