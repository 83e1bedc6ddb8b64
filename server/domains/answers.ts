import type { FastifyReply } from 'fastify';

/**
 * What a host we do not serve gets, and any unknown address on a custom domain: a plain 404 that
 * names no portfolio, designer or product.
 */
export function neutralNotFound(reply: FastifyReply) {
  return reply
    .code(404)
    .type('text/plain; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .send('Not Found');
}
