import fastifyMultipart from '@fastify/multipart';
import { count, eq, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  CONTACT_FIELDS,
  CONTACT_LABELS,
  CONTACT_MESSAGES,
  contactErrorCode,
  contactSubmission,
  type ContactFieldName,
} from '../../model/contact-form';
import { addressKey, type CounterStore } from '../auth/rate-limit';
import type { Database } from '../db/client';
import { formSubmissions } from '../db/schema';
import { unstorableTextPath } from '../text-guard';
import { contactFormPage, missingFormPage, thanksPage } from '../pages/plain';
import { sendPage, wantsPages } from '../pages/plain';

/** The forms this site collects, by the id in POST /f/{formId}. */
const FORMS = new Set(['folio-contact']);
const FORM_LIMIT = 20;
const FORM_WINDOW_MS = 15 * 60 * 1000;
/** A urlencoded post of every field at its longest, each character percent-encoded, fits. */
const FORM_BODY_LIMIT = 256 * 1024;
/** Messages a form holds at most: past it, new ones are refused rather than old ones dropped. */
export const FORM_CAPACITY = 10_000;
export const FORM_RETENTION_DAYS = 90;

const TOO_MANY = 'Too many requests. Please wait a moment.';
const FULL = 'This form is not taking messages right now. Please try again later.';
const UNREADABLE = 'This form could not be read. Please try again.';
const NO_FILES = 'This form does not take files.';

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
type Fields = Record<string, unknown>;

/** Fields by name, the first of each name kept; own properties only, whatever the names are. */
function fieldsOf(entries: Iterable<[string, string]>): Fields {
  const first = new Map<string, string>();
  for (const [name, value] of entries) if (!first.has(name)) first.set(name, value);
  return Object.fromEntries(first);
}

/** The text fields of a multipart post; a file in it is refused with the service's NO_FILE_UPLOADS. */
async function multipartFields(request: FastifyRequest): Promise<Fields | 'files' | 'unreadable'> {
  const entries: Array<[string, string]> = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') return 'files';
      if (typeof part.value === 'string') entries.push([part.fieldname, part.value]);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') return 'files';
    request.log.info({ err: error }, 'unreadable multipart form post');
    return 'unreadable';
  }
  return fieldsOf(entries);
}

/**
 * POST /f/{formId}: the form-collection service of spec section 7, answered by this server. JSON in,
 * JSON out: {next} on success, {errors: [{field, code, message}]} for what to fix, {error} otherwise.
 * A form posted without JavaScript gets 303 to a thank-you page, or the form again with its problems.
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

  // The encodings of a plain HTML form, for these routes only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, fieldsOf(new URLSearchParams(body as string))),
  );
  await app.register(fastifyMultipart, {
    limits: {
      fields: 12,
      // Longer than any field may be, so a cut value is still refused as too long.
      fieldSize: 64 * 1024,
      fieldNameSize: 100,
      files: 0,
      parts: 12,
    },
  });

  app.get<{ Params: { formId: string } }>('/f/:formId/thanks', async (request, reply) =>
    FORMS.has(request.params.formId)
      ? sendPage(reply, 200, thanksPage())
      : sendPage(reply, 404, missingFormPage()),
  );

  app.post<{ Params: { formId: string }; Body: unknown }>('/f/:formId', async (request, reply) => {
    const { formId } = request.params;
    const pages = wantsPages(request);
    if (!FORMS.has(formId)) {
      if (pages) return sendPage(reply, 404, missingFormPage());
      return reply.code(404).send({
        error: 'Form not found',
        errors: [{ code: 'FORM_NOT_FOUND', message: 'Form not found' }],
      });
    }
    const action = `/f/${formId}`;
    let body: Fields = {};
    if (request.isMultipart()) {
      const read = await multipartFields(request);
      if (read === 'files' || read === 'unreadable') {
        const message = read === 'files' ? NO_FILES : UNREADABLE;
        const code = read === 'files' ? 'NO_FILE_UPLOADS' : 'UNSPECIFIED';
        if (pages)
          return sendPage(
            reply,
            400,
            contactFormPage({ action, values: {}, fieldErrors: {}, formError: message }),
          );
        return reply.code(400).send({ error: message, errors: [{ code, message }] });
      }
      body = read;
    } else if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
      body = request.body as Fields;
    }
    // What was typed, to show again on the page: text only.
    const typed = Object.fromEntries(
      CONTACT_FIELDS.map((field) => [field, typeof body[field] === 'string' ? body[field] : '']),
    ) as Record<ContactFieldName, string>;

    const key = `form:ip:${addressKey(request.ip)}`;
    // Every submission takes its place in the window first, so parallel ones cannot slip past.
    if ((await counters.increment(key, FORM_WINDOW_MS)) > FORM_LIMIT) {
      const seconds = Math.max(1, Math.ceil((await counters.resetIn(key)) / 1000));
      reply.header('Retry-After', String(seconds));
      if (pages)
        return sendPage(
          reply,
          429,
          contactFormPage({ action, values: typed, fieldErrors: {}, formError: TOO_MANY }),
        );
      return reply.code(429).send({ error: TOO_MANY });
    }

    const refuse = (errors: FieldError[]) => {
      if (!pages) return reply.code(422).send({ errors });
      const fieldErrors: Partial<Record<ContactFieldName, string>> = {};
      const general: string[] = [];
      for (const { field, message } of errors) {
        if (!(CONTACT_FIELDS as readonly string[]).includes(field)) general.push(message);
        else {
          const name = field as ContactFieldName;
          const before = fieldErrors[name];
          fieldErrors[name] = before
            ? `${before}, ${message}`
            : `${CONTACT_LABELS[name]} ${message}`;
        }
      }
      return sendPage(
        reply,
        422,
        contactFormPage({ action, values: typed, fieldErrors, formError: general.join(' ') }),
      );
    };

    if (!CONTACT_FIELDS.some((field) => typeof body[field] === 'string' && body[field])) {
      if (pages) return refuse([{ field: '', code: 'EMPTY', message: CONTACT_MESSAGES.empty }]);
      return reply.code(422).send({ errors: [{ code: 'EMPTY', message: CONTACT_MESSAGES.empty }] });
    }
    const parsed = contactSubmission.safeParse(body);
    const errors: FieldError[] = parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({
          field: String(issue.path[0] ?? ''),
          code: contactErrorCode(issue),
          message: issue.message,
        }));
    // Text PostgreSQL cannot store (a NUL), in a multipart post the text guard never saw.
    for (const field of CONTACT_FIELDS) {
      if (typeof body[field] === 'string' && unstorableTextPath(body[field]))
        errors.push({ field, code: 'TYPE_TEXT', message: CONTACT_MESSAGES.text });
    }
    if (!parsed.success || errors.length > 0) return refuse(errors);
    const values = parsed.data;

    // A filled honeypot is a bot: it is thanked like anyone, and nothing is kept.
    if (!body._gotcha) {
      const [held] = await app.db
        .select({ n: count() })
        .from(formSubmissions)
        .where(eq(formSubmissions.formId, formId));
      if (Number(held?.n ?? 0) >= FORM_CAPACITY) {
        request.log.warn({ formId }, 'form is full: message refused');
        if (pages)
          return sendPage(
            reply,
            503,
            contactFormPage({ action, values: typed, fieldErrors: {}, formError: FULL }),
          );
        return reply.code(503).send({ error: FULL });
      }
      await app.db.insert(formSubmissions).values({ formId, ...values });
      request.log.info({ formId, email: values.email }, 'form submission received');
    }
    if (pages) return reply.redirect(`${action}/thanks`, 303);
    return { ok: true, next: '/contact' };
  });
};
