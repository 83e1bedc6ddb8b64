import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formSubmissions } from '../../server/db/schema';
import { buildTestApp, inMemoryPglite } from './helpers';

type Fields = Record<string, string>;
type Part = { name: string; value: string; filename?: string };

const complete: Fields = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  subject: 'Hello',
  message: 'A question about custom domains.',
};

const urlencoded = (fields: Fields) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

function multipart(parts: Part[]) {
  const boundary = `----folio${randomBytes(8).toString('hex')}`;
  const body = parts
    .map(
      (part) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${
          part.filename ? `; filename="${part.filename}"\r\nContent-Type: text/plain` : ''
        }\r\n\r\n${part.value}\r\n`,
    )
    .join('');
  return {
    payload: Buffer.from(`${body}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const fieldsAsParts = (fields: Fields) =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));

/** What a browser sends with a plain form: it asks for a page. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('POST /f/{formId} from a form without JavaScript', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(inMemoryPglite);
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.db.delete(formSubmissions);
  });

  const post = (
    encoded: { payload: string | Buffer; headers: Record<string, string> },
    accept = BROWSER_ACCEPT,
    formId = 'folio-contact',
  ) =>
    app.inject({
      method: 'POST',
      url: `/f/${formId}`,
      payload: encoded.payload,
      headers: { ...encoded.headers, accept },
    });
  const stored = () => app.db.select().from(formSubmissions);

  describe.each([
    ['urlencoded', (fields: Fields) => urlencoded(fields)],
    ['multipart', (fields: Fields) => multipart(fieldsAsParts(fields))],
  ])('%s', (_, encode) => {
    it('keeps the message and answers 303 to the thank-you page', async () => {
      const response = await post(encode(complete));
      expect(response.statusCode, response.body).toBe(303);
      expect(response.headers.location).toBe('/f/folio-contact/thanks');
      expect(await stored()).toEqual([expect.objectContaining(complete)]);
    });

    it('answers JSON, as today, to a program that asks for it', async () => {
      const response = await post(encode(complete), 'application/json');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true, next: '/contact' });
      expect(await stored()).toHaveLength(1);
    });

    it('shows the form again with what to fix under each field and every word typed, storing nothing', async () => {
      const typed = {
        ...complete,
        name: '',
        email: 'ana-at-example',
        message: 'Line one\nLine two',
      };
      const response = await post(encode(typed));
      expect(response.statusCode).toBe(422);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const page = response.body;
      expect(page).toContain('Please check your message');
      expect(page).toContain('<p class="field-error" id="name-error">Name is required</p>');
      expect(page).toContain(
        '<p class="field-error" id="email-error">Email should be an email</p>',
      );
      expect(page).toContain('value="ana-at-example"');
      expect(page).toContain(`value="${complete.subject}"`);
      expect(page).toContain('>Line one\nLine two</textarea>');
      expect(page).toContain('<form method="post" action="/f/folio-contact">');
      expect(page).toContain('href="/contact"');
      expect(page).not.toContain('<script');
      expect(await stored()).toEqual([]);
    });

    it('answers JSON field errors in the service’s format to a program', async () => {
      const response = await post(encode({ ...complete, email: 'nope' }), 'application/json');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        errors: [{ field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' }],
      });
    });
  });

  it('serves a thank-you page in the site’s words with a way back, and no script', async () => {
    const page = await app.inject({ method: 'GET', url: '/f/folio-contact/thanks' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1 id="title">Message Sent Successfully!</h1>');
    expect(page.body).toContain('Thank you for reaching out to us.');
    expect(page.body).toContain('within 24 hours');
    expect(page.body).toContain('<a class="button" href="/contact">Back to the contact page</a>');
    expect(page.body).not.toContain('<script');
    const missing = await app.inject({ method: 'GET', url: '/f/nope/thanks' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Form not found');
  });

  it('writes what was typed back as text, never as markup', async () => {
    const response = await post(
      urlencoded({
        ...complete,
        email: 'x',
        name: '"><script>alert(1)</script>',
        message: '</textarea><img src=x onerror=alert(1)>',
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toContain('<img src=x');
    expect(response.body).toContain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
  });

  it('refuses a file in a multipart post, and an unknown form, in the visitor’s terms', async () => {
    const withFile = multipart([
      ...fieldsAsParts(complete),
      { name: 'attachment', value: 'hello', filename: 'note.txt' },
    ]);
    const page = await post(withFile);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This form does not take files.');
    const json = await post(withFile, 'application/json');
    expect(json.json().errors[0].code).toBe('NO_FILE_UPLOADS');

    const unknown = await post(urlencoded(complete), BROWSER_ACCEPT, 'nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Form not found');
    expect(await stored()).toEqual([]);
  });

  it('says so when an empty form is sent', async () => {
    const response = await post(urlencoded({ name: '', email: '', subject: '', message: '' }));
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('The form is empty');
  });

  it('thanks a bot that filled the honeypot and keeps nothing', async () => {
    const response = await post(urlencoded({ ...complete, _gotcha: 'http://spam.example' }));
    expect(response.statusCode).toBe(303);
    expect(await stored()).toEqual([]);
  });

  it('refuses text the database cannot hold in a multipart post as a field error', async () => {
    const response = await post(
      multipart(fieldsAsParts({ ...complete, subject: 'Hi\u0000there' })),
      'application/json',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { field: 'subject', code: 'TYPE_TEXT', message: 'should be text' },
    ]);
    expect(await stored()).toEqual([]);
  });
});
