import type { FastifyReply, FastifyRequest } from 'fastify';
import { UNSTORABLE_TEXT_MESSAGE } from '../model/api';

// PostgreSQL stores neither NUL nor half of a surrogate pair, in text or in jsonb.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Where the first string or key PostgreSQL cannot store is, as a path; undefined when there is none. */
export function unstorableTextPath(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return [...path, key];
    const found = unstorableTextPath(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** Such text is answered with a 400 that names where it was, not with a failed query and a 500. */
export async function refuseUnstorableText(request: FastifyRequest, reply: FastifyReply) {
  const parts = { params: request.params, querystring: request.query, body: request.body };
  for (const [context, value] of Object.entries(parts)) {
    const found = unstorableTextPath(value);
    if (!found) continue;
    return reply.code(400).send({
      success: false,
      message: UNSTORABLE_TEXT_MESSAGE,
      errors: [{ path: [context, ...found].join('.'), message: UNSTORABLE_TEXT_MESSAGE }],
    });
  }
}
