import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Far deeper than any document we store (about 8 levels), far shallower than a stack overflow. */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = 'This request is nested too deeply.';

/** Whether JSON text opens more than `max` objects or arrays inside each other (strings skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash escapes the next character, quotes included
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser (with its __proto__ and constructor.prototype checks), behind a depth
 * check: every recursive walk of a body (validation, the text guard, JSON.stringify, jsonb) is then
 * bounded. Register it before the routes, which copy the parsers they are registered with.
 */
export function registerJsonParser(app: FastifyInstance) {
  const { bodyLimit, onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parse = app.getDefaultJsonParser(
    onProtoPoisoning ?? 'error',
    onConstructorPoisoning ?? 'error',
  );
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (request, body, done) => {
      const text = body as string;
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        done(new HttpError(400, TOO_DEEP_MESSAGE), undefined);
        return;
      }
      parse(request, text, done);
    },
  );
}
