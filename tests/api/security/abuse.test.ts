import { type FastifyInstance, type HTTPMethods, type LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_MESSAGES } from '../../../model/enquiry';
import { tooLargeMessage } from '../../../server/app';
import { formSubmissions } from '../../../server/db/schema';
import { buildTestApp, inMemoryPglite } from '../helpers';
import {
  type Headers,
  NOT_FOUND,
  NO_TOKEN,
  type User,
  deepArray,
  deepObject,
  expectError,
  pgliteApp,
  send,
  signUp,
  closePgliteApp,
} from './fixtures';
import { type RouteInfo, keysOf } from './route-access';

// ---------------------------------------------------------------------------------------------
// 4. Oversized and malformed JSON on every JSON route
// ---------------------------------------------------------------------------------------------

describe('oversized and malformed JSON on every JSON route', () => {
  afterAll(closePgliteApp);
  let app: FastifyInstance;
  let routes: RouteInfo[];
  let owner: User;
  let portfolioId: string;

  beforeAll(async () => {
    ({ app, routes } = await pgliteApp());
    owner = await signUp(app, 'Json Owner');
    const created = await send(
      app,
      { method: 'POST', url: '/api/portfolios', payload: { title: 'Untouched' } },
      owner.auth,
    );
    portfolioId = created.json().data.portfolio.id;
  });

  type JsonCall = {
    url: string;
    headers?: Headers;
    /** What a well-formed JSON value of the wrong shape gets. */
    wrongShape: { status: number; message?: string };
    /** A string field of the body schema, and the answer when it holds something else. */
    field?: { name: string; status: number; message?: string };
  };
  const FORM_ERRORS = 422;
  const jsonCalls = (): Record<string, JsonCall> => ({
    'POST /api/auth/signup': {
      url: '/api/auth/signup',
      wrongShape: { status: 400 },
      field: { name: 'name', status: 400, message: 'Name is required' },
    },
    'POST /api/auth/login': {
      url: '/api/auth/login',
      wrongShape: { status: 400 },
      field: { name: 'email', status: 400, message: 'Email is required' },
    },
    'POST /api/auth/forgot-password': {
      url: '/api/auth/forgot-password',
      wrongShape: { status: 400 },
      field: { name: 'email', status: 400, message: 'Email is required' },
    },
    'POST /api/auth/reset-password': {
      url: '/api/auth/reset-password',
      wrongShape: { status: 400 },
      field: { name: 'token', status: 400, message: 'The reset link is invalid' },
    },
    'PUT /api/auth/me': {
      url: '/api/auth/me',
      headers: owner.auth,
      wrongShape: { status: 400 },
      field: { name: 'name', status: 400, message: 'Name is required' },
    },
    'POST /api/auth/change-password': {
      url: '/api/auth/change-password',
      headers: owner.auth,
      wrongShape: { status: 400 },
      field: { name: 'currentPassword', status: 400, message: 'Current password is required' },
    },
    // No body schema: the body is parsed, then ignored, so without a token it is a plain 401.
    'POST /api/auth/logout': {
      url: '/api/auth/logout',
      wrongShape: { status: 401, message: NO_TOKEN },
    },
    'POST /api/portfolios': {
      url: '/api/portfolios',
      headers: owner.auth,
      wrongShape: { status: 400 },
      field: { name: 'title', status: 400 },
    },
    'PUT /api/portfolios/:id': {
      url: `/api/portfolios/${portfolioId}`,
      headers: owner.auth,
      wrongShape: { status: 400 },
      field: { name: 'title', status: 400 },
    },
    'DELETE /api/portfolios/:id': {
      url: `/api/portfolios/${randomUUID()}`,
      headers: owner.auth,
      wrongShape: { status: 404, message: NOT_FOUND },
    },
    'PUT /api/portfolios/:id/draft': {
      url: `/api/portfolios/${portfolioId}/draft`,
      headers: owner.auth,
      wrongShape: { status: 400 },
      field: { name: 'title', status: 400 },
    },
    'PATCH /api/portfolios/:id/draft': {
      url: `/api/portfolios/${portfolioId}/draft`,
      headers: owner.auth,
      wrongShape: { status: 400 },
      field: { name: 'title', status: 400 },
    },
    'POST /api/portfolios/:id/publish': {
      url: `/api/portfolios/${portfolioId}/publish`,
      headers: owner.auth,
      wrongShape: { status: 400 },
      field: { name: 'slug', status: 400 },
    },
    'PUT /api/portfolios/:id/domain': {
      url: `/api/portfolios/${portfolioId}/domain`,
      headers: owner.auth,
      wrongShape: { status: 400 },
      field: { name: 'hostname', status: 400 },
    },
    // No body schema: the body is parsed, then ignored; aimed at a missing portfolio, it is a 404.
    'DELETE /api/portfolios/:id/domain': {
      url: `/api/portfolios/${randomUUID()}/domain`,
      headers: owner.auth,
      wrongShape: { status: 404, message: NOT_FOUND },
    },
    'POST /api/portfolios/:id/domain/verify': {
      url: `/api/portfolios/${randomUUID()}/domain/verify`,
      headers: owner.auth,
      wrongShape: { status: 404, message: NOT_FOUND },
    },
    // No body schema: the body is parsed, then ignored; aimed at a missing portfolio, it is a 404.
    'POST /api/portfolios/:id/unpublish': {
      url: `/api/portfolios/${randomUUID()}/unpublish`,
      headers: owner.auth,
      wrongShape: { status: 404, message: NOT_FOUND },
    },
    'POST /api/portfolios/:id/discard': {
      url: `/api/portfolios/${portfolioId}/discard`,
      headers: owner.auth,
      wrongShape: { status: 400 },
    },
    'PUT /api/portfolios/:id/slug': {
      url: `/api/portfolios/${portfolioId}/slug`,
      headers: owner.auth,
      wrongShape: { status: 400 },
      field: { name: 'slug', status: 400 },
    },
    'PUT /api/portfolios/:id/template': {
      url: `/api/portfolios/${portfolioId}/template`,
      headers: owner.auth,
      wrongShape: { status: 400 },
      field: { name: 'templateId', status: 400 },
    },
    'POST /api/portfolios/:id/history/:number/restore': {
      url: `/api/portfolios/${portfolioId}/history/1/restore`,
      headers: owner.auth,
      wrongShape: { status: 400 },
    },
    'PUT /api/portfolios/:id/sharing/visibility': {
      url: `/api/portfolios/${portfolioId}/sharing/visibility`,
      headers: owner.auth,
      wrongShape: { status: 400 },
      field: { name: 'visibility', status: 400 },
    },
    'PUT /api/portfolios/:id/sharing/password': {
      url: `/api/portfolios/${portfolioId}/sharing/password`,
      headers: owner.auth,
      wrongShape: { status: 400 },
      field: { name: 'password', status: 400 },
    },
    'POST /api/portfolios/:id/sharing/links': {
      url: `/api/portfolios/${portfolioId}/sharing/links`,
      headers: owner.auth,
      wrongShape: { status: 400 },
      field: { name: 'label', status: 400 },
    },
    // No body schema: the body is parsed, then ignored; aimed at a missing portfolio, it is a 404.
    'POST /api/portfolios/:id/sharing/links/:linkId/revoke': {
      url: `/api/portfolios/${randomUUID()}/sharing/links/${randomUUID()}/revoke`,
      headers: owner.auth,
      wrongShape: { status: 404, message: NOT_FOUND },
    },
    'DELETE /api/uploads/:hash': {
      url: `/api/uploads/${'cd'.repeat(32)}`,
      headers: owner.auth,
      wrongShape: { status: 404, message: 'Image not found' },
    },
    'POST /api/portfolios/public/:slug/views': {
      url: '/api/portfolios/public/nobody-has-this/views',
      wrongShape: { status: 404, message: NOT_FOUND },
    },
    'POST /portfolio/:slug/views': {
      url: '/portfolio/nobody-has-this/views',
      wrongShape: { status: 400 },
      field: { name: 'referrer', status: 400 },
    },
    'POST /portfolio/:slug/:projectSlug/views': {
      url: '/portfolio/nobody-has-this/no-study/views',
      wrongShape: { status: 400 },
      field: { name: 'referrer', status: 400 },
    },
    // A brief is read field by field (tests/api/enquiries.test.ts): a missing page is a 404 first.
    'POST /api/portfolios/public/:slug/enquiries': {
      url: '/api/portfolios/public/nobody-has-this/enquiries',
      wrongShape: { status: 404, message: ENQUIRY_MESSAGES.notFound },
    },
    'PUT /api/enquiries/:id/status': {
      url: `/api/enquiries/${randomUUID()}/status`,
      headers: owner.auth,
      wrongShape: { status: 400 },
      field: { name: 'status', status: 400 },
    },
    // No body schema: the body is parsed, then ignored; a missing enquiry is a 404.
    'DELETE /api/enquiries/:id': {
      url: `/api/enquiries/${randomUUID()}`,
      headers: owner.auth,
      wrongShape: { status: 404, message: ENQUIRY_MESSAGES.enquiryNotFound },
    },
    // The form service answers in its own format (spec section 7): {errors: [{code, ...}]}.
    'POST /f/:formId': {
      url: '/f/folio-contact',
      wrongShape: { status: FORM_ERRORS },
      field: { name: 'name', status: FORM_ERRORS },
    },
  });
  // The routes that take a file are multipart, not JSON (section 3 and tests/api/transfer.test.ts).
  const MULTIPART_ROUTES = ['POST /api/upload/single', 'POST /api/portfolios/import'];
  // A private page's password form posts a plain HTML form and is answered with pages (sharing.test.ts).
  const PAGE_FORM_ROUTES = ['POST /s/unlock'];
  const jsonRouteKeys = () =>
    keysOf(routes).filter(
      (key) =>
        /^(POST|PUT|PATCH|DELETE) /.test(key) &&
        !MULTIPART_ROUTES.includes(key) &&
        !PAGE_FORM_ROUTES.includes(key),
    );
  const raw = (key: string, payload: string, contentType = 'application/json') => {
    const call = jsonCalls()[key]!;
    return send(
      app,
      { method: key.split(' ')[0] as HTTPMethods, url: call.url, payload },
      { ...call.headers, 'content-type': contentType },
    );
  };
  /** The answer a JSON route gives a value of the wrong shape, in that route's format. */
  function expectWrongShape(
    key: string,
    response: LightMyRequestResponse,
    expected: { status: number; message?: string },
  ) {
    expect(response.statusCode, `${key}: ${response.body}`).toBe(expected.status);
    if (expected.status === FORM_ERRORS) {
      expect(response.json().errors[0].code).toMatch(/^(EMPTY|TYPE_TEXT)$/);
    } else {
      expectError(response, expected.status, expected.message);
    }
  }
  const owned = async () =>
    (await send(app, { method: 'GET', url: '/api/portfolios/user/me' }, owner.auth)).json().data
      .portfolios;

  it('has a call for every route that takes a body', () => {
    expect(Object.keys(jsonCalls()).sort()).toEqual(jsonRouteKeys().sort());
  });

  it('answers a body over each route’s limit with 413 in the JSON error shape', async () => {
    const serverLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;
    for (const key of jsonRouteKeys()) {
      const route = routes.find((r) => keysOf([r]).includes(key))!;
      const limit = route.bodyLimit ?? serverLimit;
      const filler = 'x'.repeat(limit + 1 - '{"title":""}'.length);
      const response = await raw(key, `{"title":"${filler}"}`);
      expectError(response, 413, tooLargeMessage(limit));
    }
    expect((await owned()).map((p: { title: string }) => p.title)).toEqual(['Untouched']);
  });

  it('answers malformed JSON, an empty body and a form encoding with 400 or 415, and keeps answering', async () => {
    for (const key of jsonRouteKeys()) {
      for (const body of ['{"title": ', '{title: "x"}', "{'a':1}", '{"a":1}}', '\u0000']) {
        expectError(
          await raw(key, body),
          400,
          "Body is not valid JSON but content-type is set to 'application/json'",
        );
      }
      expectError(
        await raw(key, ''),
        400,
        "Body cannot be empty when content-type is set to 'application/json'",
      );
      // The form service and the brief form also take a plain HTML form's post.
      if (key !== 'POST /f/:formId' && key !== 'POST /api/portfolios/public/:slug/enquiries')
        expectError(
          await raw(key, 'title=x', 'application/x-www-form-urlencoded'),
          415,
          'Unsupported Media Type',
        );
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
  });

  it('answers an array, a string, a number or null where an object belongs with the route’s 4xx', async () => {
    for (const key of jsonRouteKeys()) {
      const call = jsonCalls()[key]!;
      for (const body of ['[]', '[{"title":"x"}]', '"hello"', '42', 'null', 'true']) {
        const response = await raw(key, body);
        expectWrongShape(key, response, call.wrongShape);
        if (call.wrongShape.status === 400) expect(response.json().errors[0].path).toBe('body');
      }
      if (call.wrongShape.status === 400) {
        // Plain text is not parsed as JSON: the schema sees a string.
        const text = await raw(key, '{"title":"x"}', 'text/plain');
        expectError(text, 400);
        expect(text.json().errors[0].path).toBe('body');
      }
    }
    expect(await owned()).toHaveLength(1);
  });

  it('refuses JSON nested deeper than 64 levels with 400 before any route reads it, and keeps answering', async () => {
    const before = await app.db.select().from(formSubmissions);
    for (const key of jsonRouteKeys()) {
      const call = jsonCalls()[key]!;
      for (const body of [
        deepArray(10_000),
        deepObject(10_000),
        `{"${call.field?.name ?? 'title'}":${deepObject(10_000)}}`,
        // An escaped backslash ending a string must not hide the 65 levels that follow it.
        `{"a":"\\\\","b":${deepArray(64)}}`,
      ]) {
        expectError(await raw(key, body), 400, 'This request is nested too deeply.');
      }
      // 64 levels pass the parser and meet the route's own answer for a wrong value.
      const deepest = await raw(key, `{"${call.field?.name ?? 'title'}":${deepArray(63)}}`);
      expectWrongShape(key, deepest, call.field ?? call.wrongShape);
      // Brackets inside strings are text, not nesting.
      const brackets = await raw(key, `{"${call.field?.name ?? 'title'}":"${'['.repeat(5000)}"}`);
      expect(brackets.statusCode, key).toBeLessThan(500);
      expect(brackets.body).not.toContain('nested too deeply');
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
    expect(await app.db.select().from(formSubmissions)).toEqual(before);
    expect((await owned()).map((p: { title: string }) => p.title)).toEqual(['Untouched']);
  });

  it('refuses __proto__ and constructor.prototype anywhere in a body, so nothing is polluted or stored', async () => {
    const attempts = [
      '{"__proto__":{"polluted":"yes"}}',
      '{"title":"x","styling":{"colors":{"__proto__":{"polluted":"yes"}},"fonts":{}}}',
      '{"constructor":{"prototype":{"polluted":"yes"}}}',
      '{"version":1,"caseStudies":{"project-1":{"constructor":{"prototype":{"polluted":"yes"}}}}}',
      '{"name":"Ana","email":"a@example.com","subject":"s","message":"m","__proto__":{"isAdmin":true}}',
    ];
    const before = await app.db.select().from(formSubmissions);
    for (const key of jsonRouteKeys()) {
      for (const body of attempts) {
        expectError(
          await raw(key, body),
          400,
          "Body is not valid JSON but content-type is set to 'application/json'",
        );
      }
    }
    const plain = {} as Record<string, unknown>;
    expect(plain.polluted).toBeUndefined();
    expect(plain.isAdmin).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(await app.db.select().from(formSubmissions)).toEqual(before);
    expect((await owned()).map((p: { title: string }) => p.title)).toEqual(['Untouched']);
  });

  it('refuses a contact form field that is not text, instead of storing "[object Object]"', async () => {
    const before = await app.db.select().from(formSubmissions);
    const response = await send(app, {
      method: 'POST',
      url: '/f/folio-contact',
      payload: {
        name: { first: 'Ana' },
        email: 'ana@example.com',
        subject: ['Hi'],
        message: 'Hello',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { field: 'name', code: 'TYPE_TEXT', message: 'should be text' },
      { field: 'subject', code: 'TYPE_TEXT', message: 'should be text' },
    ]);
    expect(await app.db.select().from(formSubmissions)).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------
// 5. The login rate limit, per address
// ---------------------------------------------------------------------------------------------

describe('the login rate limit per address', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(inMemoryPglite, { authRateLimit: { max: 3, windowMs: 60_000 } });
  });
  afterAll(() => app.close());

  const login = (email: string, password: string, remoteAddress: string, headers: Headers = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
      headers,
    });
  const someone = () => `${randomUUID()}@example.com`;

  it('stops one address guessing across many emails, whatever X-Forwarded-For says', async () => {
    const real = await signUp(app, 'Real Person');
    for (let i = 0; i < 3; i++)
      expectError(
        await login(someone(), 'wrong-password', '203.0.113.7'),
        401,
        'Invalid email or password',
      );

    const limited = await login(someone(), 'wrong-password', '203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      message: 'Too many requests. Please wait a moment.',
    });
    // Even the right password of an untouched account waits, and a forged client address changes nothing.
    expect((await login(real.email, real.password, '203.0.113.7')).statusCode).toBe(429);
    for (const forwarded of ['198.51.100.1', '198.51.100.2, 203.0.113.7'])
      expect(
        (await login(someone(), 'wrong-password', '203.0.113.7', { 'x-forwarded-for': forwarded }))
          .statusCode,
      ).toBe(429);

    // Another address is not held back by this one.
    expectError(
      await login(someone(), 'wrong-password', '203.0.113.8'),
      401,
      'Invalid email or password',
    );
    expect((await login(real.email, real.password, '203.0.113.8')).statusCode).toBe(200);
  });
});
