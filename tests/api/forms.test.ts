import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions } from '../../server/db/schema';
import { buildTestApp, inMemoryPglite } from './helpers';

describe('POST /f/{formId}', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(inMemoryPglite);
  });
  afterAll(() => app.close());
  const send = (payload: Record<string, unknown>, formId = 'folio-contact') =>
    app.inject({ method: 'POST', url: `/f/${formId}`, payload });

  it('keeps a complete message and answers {next}', async () => {
    const response = await send({
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Hello',
      message: 'A question.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, next: '/contact' });
    const stored = await app.db.select().from(formSubmissions);
    expect(stored).toEqual([
      expect.objectContaining({
        name: 'Ana',
        email: 'ana@example.com',
        subject: 'Hello',
        message: 'A question.',
      }),
    ]);
  });

  it('answers field errors in the service’s format', async () => {
    const response = await send({ name: '', email: 'not-an-email', message: 'Hi' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { field: 'name', code: 'REQUIRED_FIELD_EMPTY', message: 'is required' },
      { field: 'subject', code: 'REQUIRED_FIELD_MISSING', message: 'is required' },
      { field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' },
    ]);
  });

  it('answers an unknown form and an empty one with their codes', async () => {
    expect((await send({ name: 'x' }, 'nope')).json().errors[0].code).toBe('FORM_NOT_FOUND');
    expect((await send({})).json().errors[0].code).toBe('EMPTY');
  });
});
