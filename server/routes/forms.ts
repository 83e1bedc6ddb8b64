import { count, eq, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { CounterStore } from '../auth/rate-limit';
import type { Database } from '../db/client';
import { formSubmissions } from '../db/schema';

/** The forms this site collects, by the id in POST /f/{formId}. */
const FORMS = new Set(['folio-contact']);
const FORM_LIMIT = 20;
const FORM_WINDOW_MS = 15 * 60 * 1000;
const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LIMITS = { name: 200, email: 254, subject: 300, message: 10_000 };
/** Messages a form holds at most: past it, new ones are refused rather than old ones dropped. */
export const FORM_CAPACITY = 10_000;
export const FORM_RETENTION_DAYS = 90;

/** Deletes messages older than the retention period; returns how many went. */
export async function pruneFormSubmissions(db: Database) {
  const deleted = await db
    .delete(formSubmissions)
    .where(
      lt(formSubmissions.createdAt, sql`now() - make_interval(days => ${FORM_RETENTION_DAYS})`),
    )
    .returning({ id: formSubmissions.id });
  return deleted.length;
}

type FieldError = { field: string; code: string; message: string };

/**
 * POST /f/{formId}: the form-collection service of spec section 7, answered by this server:
 * {next} on success, {errors: [{field, code, message}]} for what to fix, {error} otherwise.
 */
export const formRoutes: FastifyPluginAsync<{ counters: CounterStore }> = async (
  app,
  { counters },
) => {
  // Old messages go at start and every hour after.
  const prune = () =>
    pruneFormSubmissions(app.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'could not prune old form submissions'),
    );
  app.addHook('onReady', async () => void prune());
  const pruner = setInterval(prune, 60 * 60 * 1000).unref();
  app.addHook('onClose', async () => clearInterval(pruner));

  app.post<{ Params: { formId: string }; Body: unknown }>('/f/:formId', async (request, reply) => {
    if (!FORMS.has(request.params.formId)) {
      return reply.code(404).send({
        error: 'Form not found',
        errors: [{ code: 'FORM_NOT_FOUND', message: 'Form not found' }],
      });
    }
    const key = `form:ip:${request.ip}`;
    // Every submission takes its place in the window first, so parallel ones cannot slip past.
    if ((await counters.increment(key, FORM_WINDOW_MS)) > FORM_LIMIT) {
      const seconds = Math.max(1, Math.ceil((await counters.resetIn(key)) / 1000));
      return reply
        .code(429)
        .header('Retry-After', String(seconds))
        .send({ error: 'Too many requests. Please wait a moment.' });
    }
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
      string,
      unknown
    >;
    if (!FIELDS.some((field) => typeof body[field] === 'string' && body[field])) {
      return reply.code(422).send({ errors: [{ code: 'EMPTY', message: 'The form is empty' }] });
    }
    // Text and numbers are kept as text; an object or list is refused, never stored as "[object Object]".
    const isText = (value: unknown) =>
      value == null || typeof value === 'string' || typeof value === 'number';
    const values = Object.fromEntries(
      FIELDS.map((field) => [field, isText(body[field]) ? String(body[field] ?? '').trim() : '']),
    ) as Record<(typeof FIELDS)[number], string>;
    const errors: FieldError[] = [];
    for (const field of FIELDS) {
      if (!(field in body))
        errors.push({ field, code: 'REQUIRED_FIELD_MISSING', message: 'is required' });
      else if (!isText(body[field]))
        errors.push({ field, code: 'TYPE_TEXT', message: 'should be text' });
      else if (!values[field])
        errors.push({ field, code: 'REQUIRED_FIELD_EMPTY', message: 'is required' });
      else if (values[field].length > LIMITS[field]) {
        errors.push({
          field,
          code: 'TYPE_TEXT',
          message: `should be at most ${LIMITS[field]} characters`,
        });
      }
    }
    if (values.email && !EMAIL.test(values.email))
      errors.push({ field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' });
    if (errors.length > 0) return reply.code(422).send({ errors });

    // A filled honeypot is a bot: it is thanked like anyone, and nothing is kept.
    if (!body._gotcha) {
      const [held] = await app.db
        .select({ n: count() })
        .from(formSubmissions)
        .where(eq(formSubmissions.formId, request.params.formId));
      if (Number(held?.n ?? 0) >= FORM_CAPACITY) {
        request.log.warn({ formId: request.params.formId }, 'form is full: message refused');
        return reply
          .code(503)
          .send({ error: 'This form is not taking messages right now. Please try again later.' });
      }
      await app.db.insert(formSubmissions).values({ formId: request.params.formId, ...values });
      request.log.info(
        { formId: request.params.formId, email: values.email },
        'form submission received',
      );
    }
    return { ok: true, next: '/contact' };
  });
};
