import { eq, sql } from 'drizzle-orm';
import type {
  FastifyInstance,
  HTTPMethods,
  InjectOptions,
  LightMyRequestResponse,
  RouteOptions,
} from 'fastify';
import {
  createHmac,
  createSign,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
  type KeyObject,
} from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBlock, newCaseStudy, newSection } from '../../model/case-study';
import { ENQUIRY_MESSAGES } from '../../model/enquiry';
import { tooLargeMessage } from '../../server/app';
import { formSubmissions, portfolios, uploads, users } from '../../server/db/schema';
import { PDF_NO_BUILD_MESSAGE } from '../../server/routes/pdf';
import { getTemplate } from '../../templates';
import { buildTestApp, describeEachDatabase, inMemoryPglite, type TestDatabase } from './helpers';

// ---------------------------------------------------------------------------------------------
// Who may use each route. A route the app serves that is missing here fails the first test.
// ---------------------------------------------------------------------------------------------

/**
 * public: anyone. signed-in: any signed-in user, acting on their own data. self: the caller's own
 * account. owner: only the portfolio's owner; anyone else gets the 404 of a missing one.
 * owner-unless-published: anyone once the portfolio is published, only its owner before.
 */
type Access = 'public' | 'signed-in' | 'self' | 'owner' | 'owner-unless-published';

const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'POST /api/auth/signup': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/auth/me': 'self',
  'PUT /api/auth/me': 'self',
  'POST /api/auth/logout': 'self',
  'POST /api/auth/change-password': 'self',
  'GET /api/auth/me/export': 'self',
  'POST /api/portfolios': 'signed-in',
  'GET /api/portfolios/user/me': 'signed-in',
  'GET /api/portfolios/storage': 'signed-in',
  'GET /api/portfolios/check-slug/:slug': 'signed-in',
  'POST /api/upload/single': 'signed-in',
  'GET /api/uploads': 'signed-in',
  'DELETE /api/uploads/:hash': 'signed-in',
  'GET /api/portfolios/:id': 'owner',
  'PUT /api/portfolios/:id': 'owner',
  'DELETE /api/portfolios/:id': 'owner',
  'GET /api/portfolios/slug/:slug': 'owner',
  'PUT /api/portfolios/:id/draft': 'owner',
  'POST /api/portfolios/:id/publish': 'owner',
  'POST /api/portfolios/:id/unpublish': 'owner',
  'POST /api/portfolios/:id/discard': 'owner',
  'PUT /api/portfolios/:id/slug': 'owner',
  'PUT /api/portfolios/:id/template': 'owner',
  'GET /api/portfolios/:id/history': 'owner',
  'GET /api/portfolios/:id/history/:number': 'owner',
  'POST /api/portfolios/:id/history/:number/restore': 'owner',
  'GET /api/portfolios/:id/export': 'owner',
  'GET /api/portfolios/:id/static-site': 'owner',
  'GET /api/portfolios/:id/pdf': 'owner',
  'GET /api/portfolios/:id/case-studies/:projectId/pdf': 'owner',
  'POST /api/portfolios/import': 'signed-in',
  'GET /api/portfolios/:id/case-studies/:projectId': 'owner-unless-published',
  'GET /api/portfolios/:id/sharing': 'owner',
  'PUT /api/portfolios/:id/sharing/visibility': 'owner',
  'PUT /api/portfolios/:id/sharing/password': 'owner',
  'POST /api/portfolios/:id/sharing/links': 'owner',
  'POST /api/portfolios/:id/sharing/links/:linkId/revoke': 'owner',
  'GET /api/sharing/visibility': 'signed-in',
  'GET /api/portfolios/:id/domain': 'owner',
  'PUT /api/portfolios/:id/domain': 'owner',
  'DELETE /api/portfolios/:id/domain': 'owner',
  'POST /api/portfolios/:id/domain/verify': 'owner',
  'GET /api/domains/allowed': 'public',
  'GET /api/domains/mine': 'signed-in',
  'GET /s/:secret': 'public',
  'POST /s/unlock': 'public',
  'GET /api/portfolios/:id/owner': 'public',
  'GET /api/portfolios/public/:slug': 'public',
  'POST /api/portfolios/public/:slug/views': 'public',
  'POST /portfolio/:slug/views': 'public',
  'POST /portfolio/:slug/:projectSlug/views': 'public',
  'GET /api/portfolios/:id/analytics': 'owner',
  'GET /api/analytics/summary': 'signed-in',
  'POST /api/portfolios/public/:slug/enquiries': 'public',
  'GET /api/portfolios/public/:slug/enquiries/start': 'public',
  'GET /api/portfolios/public/:slug/enquiries/thanks': 'public',
  'GET /api/enquiries': 'signed-in',
  'GET /api/enquiries/counts': 'signed-in',
  'GET /api/enquiries.csv': 'signed-in',
  'PUT /api/enquiries/:id/status': 'signed-in',
  'DELETE /api/enquiries/:id': 'signed-in',
  'GET /uploads/:dir/:file': 'public',
  'POST /f/:formId': 'public',
  'GET /f/:formId/thanks': 'public',
  'GET /portfolio/:slug': 'public',
  'GET /portfolio/:portfolioId/project/:projectId': 'public',
  'GET /portfolio/:slug/:projectSlug': 'public',
  'GET /sitemap.xml': 'public',
  'GET /robots.txt': 'public',
};

const PROTECTED: Access[] = ['signed-in', 'self', 'owner'];

/** The access of a route key; Fastify's automatic HEAD twin of a GET shares the GET's rules. */
function accessOf(key: string): Access | undefined {
  return ACCESS[key] ?? (key.startsWith('HEAD ') ? ACCESS[`GET ${key.slice(5)}`] : undefined);
}

type RouteInfo = { method: RouteOptions['method']; url: string; bodyLimit?: number };

/** Records every route as Fastify adds it, through buildApp's onRoute hook. */
function routeRecorder() {
  const routes: RouteInfo[] = [];
  // A copy: Fastify goes on to reuse the options object for the prefix's trailing-slash twin.
  const onRoute = ({ method, url, bodyLimit }: RouteOptions) =>
    void routes.push({ method, url, bodyLimit });
  return { routes, onRoute };
}
const keysOf = (routes: RouteInfo[]) =>
  routes.flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`));

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

type Headers = Record<string, string>;
type Call = {
  method: HTTPMethods;
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Headers;
};
type User = { id: string; email: string; password: string; token: string; auth: Headers };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const send = (app: FastifyInstance, call: Call, headers: Headers = {}) =>
  app.inject({
    method: call.method,
    url: call.url,
    payload: call.payload,
    headers: { ...call.headers, ...headers },
  });

async function signUp(app: FastifyInstance, name = 'Designer'): Promise<User> {
  const email = `${randomUUID()}@example.com`;
  const password = 'secret123';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name, email, password },
  });
  expect(response.statusCode).toBe(201);
  const { token, user } = response.json().data;
  return { id: user.id, email, password, token, auth: bearer(token) };
}

async function logIn(app: FastifyInstance, user: User) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.token as string;
}

// Anything that would tell an attacker about the code, the database or the files behind the API.
const INTERNALS =
  /stack|node_modules|\/work\/|\.ts:\d+|\bat [\w$.<>]+ \(|\bselect\b.*\bfrom\b|password_?hash|argon2|postgres|pglite/i;

/** The spec's error shape ({success: false, message}), and nothing internal in it. */
function expectError(response: LightMyRequestResponse, status: number, message?: string | RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  // HEAD answers carry the status only.
  if (response.raw.req.method === 'HEAD') {
    expect(response.body).toBe('');
    return;
  }
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  expect(
    Object.keys(body).filter((key) => !['success', 'message', 'errors', 'reason'].includes(key)),
  ).toEqual([]);
  expect(response.body).not.toMatch(INTERNALS);
}

const NO_TOKEN = 'No auth token found';
const EXPIRED = 'Your session has expired. Please log in again.';
const NOT_FOUND = 'Portfolio not found';

type MultipartPart = { name: string; filename?: string; type?: string; data: Buffer | string };

function multipart(parts: MultipartPart[]) {
  const boundary = `----folio${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${
        part.filename === undefined ? '' : `; filename="${part.filename}"`
      }\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
    ),
    Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const imageUpload = (data: Buffer, filename = 'photo.png', type = 'image/png'): Call => ({
  method: 'POST',
  url: '/api/upload/single',
  ...multipart([{ name: 'image', filename, type, data }]),
});

/** A small PNG of a random colour: new bytes each time, so deduplication hides nothing. */
const uniquePng = () => {
  const [r, g, b] = randomBytes(3);
  return sharp({ create: { width: 8, height: 8, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
};

/** JSON text nesting `depth` arrays, or objects, inside each other. */
const deepArray = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

// ---------------------------------------------------------------------------------------------
// 1. The route table
// ---------------------------------------------------------------------------------------------

describe('the route table', () => {
  // A production build adds a route per file: the app is built with a tiny one, to see those too.
  const staticDir = mkdtempSync(path.join(tmpdir(), 'folio-build-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(staticDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  const recorder = routeRecorder();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(inMemoryPglite, { staticDir }, { onRoute: recorder.onRoute });
  });
  afterAll(() => app.close());

  /** A route that serves one file of the build, and is not in the table. */
  const isBuildFile = (key: string) => {
    const file = path.join(staticDir, key.split(' ')[1]!);
    return accessOf(key) === undefined && existsSync(file) && statSync(file).isFile();
  };

  it('classifies every route and method the app serves, and nothing it does not', () => {
    const keys = keysOf(recorder.routes).filter((key) => !isBuildFile(key));
    expect(keys.length).toBeGreaterThanOrEqual(Object.keys(ACCESS).length);
    expect(keys.filter((key) => accessOf(key) === undefined)).toEqual([]);
    expect(Object.keys(ACCESS).filter((key) => !keys.includes(key))).toEqual([]);
    // A HEAD route without its GET would be classified by a route that does not exist.
    const heads = keys.filter((key) => key.startsWith('HEAD '));
    expect(heads.filter((key) => !keys.includes(`GET ${key.slice(5)}`))).toEqual([]);
  });

  it('adds only public GET and HEAD routes for the files of a build', async () => {
    const files = keysOf(recorder.routes).filter(isBuildFile);
    expect(files).toContain('GET /assets/app-1a2b3c.js');
    for (const key of files) expect(['GET', 'HEAD'], key).toContain(key.split(' ')[0]);
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------
// 1 and 2. Ownership over every route, and tokens that must not open any of them
// ---------------------------------------------------------------------------------------------

type Doc = { id: string; slug: string; title: string; version: number; studyTitle: string };

describeEachDatabase('access to every route', (database: TestDatabase) => {
  let app: FastifyInstance;
  const recorder = routeRecorder();
  let owner: User;
  let stranger: User;
  let draft: Doc;
  let live: Doc;
  let tinyPng: Buffer;
  const marker = `m${randomUUID().slice(0, 8)}`;

  /** A portfolio with a slug and a case study; published or not. */
  async function portfolioOf(user: User, label: string, publish: boolean): Promise<Doc> {
    const title = `${label} ${marker}`;
    const created = await send(
      app,
      { method: 'POST', url: '/api/portfolios', payload: { title } },
      user.auth,
    );
    const id = created.json().data.portfolio.id as string;
    const slug = `${label.toLowerCase()}-${randomUUID().slice(0, 8)}`;
    const studyTitle = `${label} study ${marker}`;
    const updated = await send(
      app,
      {
        method: 'PUT',
        url: `/api/portfolios/${id}`,
        payload: {
          version: 1,
          slug,
          caseStudies: { 'project-1': newCaseStudy({ title: studyTitle }) },
          ...(publish ? { published: true } : {}),
        },
      },
      user.auth,
    );
    expect(updated.statusCode).toBe(200);
    return { id, slug, title, version: 2, studyTitle };
  }

  const read = async (user: User, id: string) =>
    (await send(app, { method: 'GET', url: `/api/portfolios/${id}` }, user.auth)).json().data
      ?.portfolio;

  beforeAll(async () => {
    app = await buildTestApp(database, {}, { onRoute: recorder.onRoute });
    tinyPng = await uniquePng();
    [owner, stranger] = await Promise.all([signUp(app, 'Owner Person'), signUp(app, 'Stranger')]);
    draft = await portfolioOf(owner, 'Draft', false);
    live = await portfolioOf(owner, 'Live', true);
    // The live portfolio also has unpublished changes, so a stranger's publish or discard would show.
    const edited = await send(
      app,
      {
        method: 'PUT',
        url: `/api/portfolios/${live.id}/draft`,
        payload: { version: live.version, description: `Unpublished words ${marker}` },
      },
      owner.auth,
    );
    expect(edited.json().data.portfolio.hasUnpublishedChanges).toBe(true);
    live.version = edited.json().data.portfolio.version;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** One call to each signed-in, self and owner route, aimed at the owner's draft. */
  const protectedCalls = (): Record<string, Call> => ({
    'GET /api/auth/me': { method: 'GET', url: '/api/auth/me' },
    'HEAD /api/auth/me': { method: 'HEAD', url: '/api/auth/me' },
    'PUT /api/auth/me': { method: 'PUT', url: '/api/auth/me', payload: { bio: 'Planted' } },
    'POST /api/auth/logout': { method: 'POST', url: '/api/auth/logout' },
    'POST /api/auth/change-password': {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'secret123', newPassword: 'Planted-pass' },
    },
    'GET /api/auth/me/export': { method: 'GET', url: '/api/auth/me/export' },
    'HEAD /api/auth/me/export': { method: 'HEAD', url: '/api/auth/me/export' },
    'POST /api/portfolios': {
      method: 'POST',
      url: '/api/portfolios',
      payload: { title: 'Planted' },
    },
    'GET /api/portfolios/user/me': { method: 'GET', url: '/api/portfolios/user/me' },
    'HEAD /api/portfolios/user/me': { method: 'HEAD', url: '/api/portfolios/user/me' },
    'GET /api/portfolios/storage': { method: 'GET', url: '/api/portfolios/storage' },
    'HEAD /api/portfolios/storage': { method: 'HEAD', url: '/api/portfolios/storage' },
    'GET /api/portfolios/check-slug/:slug': {
      method: 'GET',
      url: `/api/portfolios/check-slug/${draft.slug}?portfolioId=${draft.id}`,
    },
    'HEAD /api/portfolios/check-slug/:slug': {
      method: 'HEAD',
      url: `/api/portfolios/check-slug/${draft.slug}`,
    },
    'POST /api/upload/single': imageUpload(tinyPng),
    'GET /api/uploads': { method: 'GET', url: '/api/uploads' },
    'HEAD /api/uploads': { method: 'HEAD', url: '/api/uploads' },
    'DELETE /api/uploads/:hash': { method: 'DELETE', url: `/api/uploads/${'ab'.repeat(32)}` },
    'GET /api/enquiries': { method: 'GET', url: '/api/enquiries' },
    'HEAD /api/enquiries': { method: 'HEAD', url: '/api/enquiries' },
    'GET /api/enquiries/counts': { method: 'GET', url: '/api/enquiries/counts' },
    'HEAD /api/enquiries/counts': { method: 'HEAD', url: '/api/enquiries/counts' },
    'GET /api/enquiries.csv': { method: 'GET', url: '/api/enquiries.csv' },
    'HEAD /api/enquiries.csv': { method: 'HEAD', url: '/api/enquiries.csv' },
    'PUT /api/enquiries/:id/status': {
      method: 'PUT',
      url: `/api/enquiries/${randomUUID()}/status`,
      payload: { status: 'read' },
    },
    'DELETE /api/enquiries/:id': { method: 'DELETE', url: `/api/enquiries/${randomUUID()}` },
    'GET /api/portfolios/:id': { method: 'GET', url: `/api/portfolios/${draft.id}` },
    'HEAD /api/portfolios/:id': { method: 'HEAD', url: `/api/portfolios/${draft.id}` },
    'PUT /api/portfolios/:id': {
      method: 'PUT',
      url: `/api/portfolios/${draft.id}`,
      payload: { version: draft.version, title: 'Hijacked', published: true },
    },
    'DELETE /api/portfolios/:id': { method: 'DELETE', url: `/api/portfolios/${draft.id}` },
    'GET /api/portfolios/slug/:slug': { method: 'GET', url: `/api/portfolios/slug/${draft.slug}` },
    'HEAD /api/portfolios/slug/:slug': {
      method: 'HEAD',
      url: `/api/portfolios/slug/${draft.slug}`,
    },
    'PUT /api/portfolios/:id/draft': {
      method: 'PUT',
      url: `/api/portfolios/${draft.id}/draft`,
      payload: { version: draft.version, title: 'Hijacked' },
    },
    'POST /api/portfolios/:id/publish': {
      method: 'POST',
      url: `/api/portfolios/${draft.id}/publish`,
      payload: { version: draft.version },
    },
    'POST /api/portfolios/:id/unpublish': {
      method: 'POST',
      url: `/api/portfolios/${live.id}/unpublish`,
    },
    'POST /api/portfolios/:id/discard': {
      method: 'POST',
      url: `/api/portfolios/${live.id}/discard`,
      payload: { version: live.version },
    },
    'PUT /api/portfolios/:id/slug': {
      method: 'PUT',
      url: `/api/portfolios/${draft.id}/slug`,
      payload: { slug: `planted-${marker}` },
    },
    'PUT /api/portfolios/:id/template': {
      method: 'PUT',
      url: `/api/portfolios/${draft.id}/template`,
      payload: { version: draft.version, templateId: 'lumen' },
    },
    'GET /api/portfolios/:id/history': {
      method: 'GET',
      url: `/api/portfolios/${draft.id}/history`,
    },
    'HEAD /api/portfolios/:id/history': {
      method: 'HEAD',
      url: `/api/portfolios/${draft.id}/history`,
    },
    'GET /api/portfolios/:id/history/:number': {
      method: 'GET',
      url: `/api/portfolios/${draft.id}/history/1`,
    },
    'HEAD /api/portfolios/:id/history/:number': {
      method: 'HEAD',
      url: `/api/portfolios/${draft.id}/history/1`,
    },
    'POST /api/portfolios/:id/history/:number/restore': {
      method: 'POST',
      url: `/api/portfolios/${live.id}/history/1/restore`,
      payload: { version: live.version },
    },
    'GET /api/portfolios/:id/export': { method: 'GET', url: `/api/portfolios/${draft.id}/export` },
    'HEAD /api/portfolios/:id/export': {
      method: 'HEAD',
      url: `/api/portfolios/${draft.id}/export`,
    },
    'GET /api/portfolios/:id/static-site': {
      method: 'GET',
      url: `/api/portfolios/${live.id}/static-site`,
    },
    'HEAD /api/portfolios/:id/static-site': {
      method: 'HEAD',
      url: `/api/portfolios/${live.id}/static-site`,
    },
    'GET /api/portfolios/:id/sharing': {
      method: 'GET',
      url: `/api/portfolios/${draft.id}/sharing`,
    },
    'HEAD /api/portfolios/:id/sharing': {
      method: 'HEAD',
      url: `/api/portfolios/${draft.id}/sharing`,
    },
    'PUT /api/portfolios/:id/sharing/visibility': {
      method: 'PUT',
      url: `/api/portfolios/${draft.id}/sharing/visibility`,
      payload: { visibility: 'private' },
    },
    'PUT /api/portfolios/:id/sharing/password': {
      method: 'PUT',
      url: `/api/portfolios/${draft.id}/sharing/password`,
      payload: { password: 'planted-pass' },
    },
    'POST /api/portfolios/:id/sharing/links': {
      method: 'POST',
      url: `/api/portfolios/${draft.id}/sharing/links`,
      payload: { label: 'Planted' },
    },
    'POST /api/portfolios/:id/sharing/links/:linkId/revoke': {
      method: 'POST',
      url: `/api/portfolios/${draft.id}/sharing/links/${randomUUID()}/revoke`,
    },
    'GET /api/sharing/visibility': { method: 'GET', url: '/api/sharing/visibility' },
    'HEAD /api/sharing/visibility': { method: 'HEAD', url: '/api/sharing/visibility' },
    'GET /api/domains/mine': { method: 'GET', url: '/api/domains/mine' },
    'HEAD /api/domains/mine': { method: 'HEAD', url: '/api/domains/mine' },
    'GET /api/portfolios/:id/domain': { method: 'GET', url: `/api/portfolios/${draft.id}/domain` },
    'HEAD /api/portfolios/:id/domain': {
      method: 'HEAD',
      url: `/api/portfolios/${draft.id}/domain`,
    },
    'PUT /api/portfolios/:id/domain': {
      method: 'PUT',
      url: `/api/portfolios/${draft.id}/domain`,
      payload: { hostname: 'planted.example-designer.com' },
    },
    'DELETE /api/portfolios/:id/domain': {
      method: 'DELETE',
      url: `/api/portfolios/${draft.id}/domain`,
    },
    'POST /api/portfolios/:id/domain/verify': {
      method: 'POST',
      url: `/api/portfolios/${draft.id}/domain/verify`,
    },
    'GET /api/portfolios/:id/analytics': {
      method: 'GET',
      url: `/api/portfolios/${live.id}/analytics`,
    },
    'HEAD /api/portfolios/:id/analytics': {
      method: 'HEAD',
      url: `/api/portfolios/${live.id}/analytics`,
    },
    'GET /api/analytics/summary': { method: 'GET', url: '/api/analytics/summary' },
    'HEAD /api/analytics/summary': { method: 'HEAD', url: '/api/analytics/summary' },
    'GET /api/portfolios/:id/pdf': { method: 'GET', url: `/api/portfolios/${draft.id}/pdf` },
    'GET /api/portfolios/:id/case-studies/:projectId/pdf': {
      method: 'GET',
      url: `/api/portfolios/${draft.id}/case-studies/project-1/pdf`,
    },
    'POST /api/portfolios/import': {
      method: 'POST',
      url: '/api/portfolios/import',
      ...multipart([
        { name: 'file', filename: 'portfolio.zip', type: 'application/zip', data: 'PK' },
      ]),
    },
  });

  const history = async (id: string) =>
    (await send(app, { method: 'GET', url: `/api/portfolios/${id}/history` }, owner.auth)).json()
      .data.entries;

  /** The owner's two portfolios, their histories and account, to prove nothing changed. */
  const ownerState = async () => ({
    draft: await read(owner, draft.id),
    live: await read(owner, live.id),
    history: { draft: await history(draft.id), live: await history(live.id) },
    me: (await send(app, { method: 'GET', url: '/api/auth/me' }, owner.auth)).json().data.user,
    count: (await send(app, { method: 'GET', url: '/api/portfolios/user/me' }, owner.auth)).json()
      .data.portfolios.length,
  });

  describe('ownership', () => {
    it('has a request for every protected route the app serves', () => {
      const served = keysOf(recorder.routes).filter((key) =>
        PROTECTED.includes(accessOf(key) as Access),
      );
      expect(Object.keys(protectedCalls()).sort()).toEqual(served.sort());
    });

    it('answers every protected route and method without a token with 401, and changes nothing', async () => {
      const before = await ownerState();
      const calls = [
        ...Object.entries(protectedCalls()),
        // The prefix route answers with and without its trailing slash.
        [
          'POST /api/portfolios/',
          { method: 'POST', url: '/api/portfolios/', payload: {} },
        ] as const,
      ];
      for (const [route, call] of calls) {
        const response = await send(app, call);
        expect(response.statusCode, route).toBe(401);
        expectError(response, 401, NO_TOKEN);
      }
      expect(await ownerState()).toEqual(before);
    });

    /** Every owner-only call a stranger might try, each beside the same call on a missing portfolio. */
    const ownerOnlyCalls = () => {
      const missing = randomUUID();
      const goneSlug = `gone-${randomUUID().slice(0, 8)}`;
      const hijackSlug = `hijack-${randomUUID().slice(0, 8)}`;
      const put = (doc: Doc, payload: Record<string, unknown>) => ({
        route: 'PUT /api/portfolios/:id',
        call: {
          method: 'PUT',
          url: `/api/portfolios/${doc.id}`,
          payload: { version: doc.version, ...payload },
        } as Call,
        missing: {
          method: 'PUT',
          url: `/api/portfolios/${missing}`,
          payload: { version: doc.version, ...payload },
        } as Call,
      });
      const at = (method: HTTPMethods, route: string, url: string, missingUrl: string) => ({
        route,
        call: { method, url } as Call,
        missing: { method, url: missingUrl } as Call,
      });
      /** One of the working copy's commands (/api/portfolios/:id{path}), with its body if any. */
      const command = (
        method: HTTPMethods,
        route: string,
        doc: Doc,
        path: string,
        payload?: Record<string, unknown>,
      ) => ({
        route,
        call: { method, url: `/api/portfolios/${doc.id}${path}`, payload } as Call,
        missing: { method, url: `/api/portfolios/${missing}${path}`, payload } as Call,
      });
      return [
        ...[draft, live].flatMap((doc) => [
          at(
            'GET',
            'GET /api/portfolios/:id',
            `/api/portfolios/${doc.id}`,
            `/api/portfolios/${missing}`,
          ),
          at(
            'HEAD',
            'HEAD /api/portfolios/:id',
            `/api/portfolios/${doc.id}`,
            `/api/portfolios/${missing}`,
          ),
          at(
            'GET',
            'GET /api/portfolios/slug/:slug',
            `/api/portfolios/slug/${doc.slug}`,
            `/api/portfolios/slug/${goneSlug}`,
          ),
          at(
            'HEAD',
            'HEAD /api/portfolios/slug/:slug',
            `/api/portfolios/slug/${doc.slug}`,
            `/api/portfolios/slug/${goneSlug}`,
          ),
          put(doc, { title: 'Hijacked' }),
          put(doc, { slug: hijackSlug, published: true }),
          // Publish the draft, unpublish the live one.
          put(doc, { published: doc === draft }),
          put(doc, { caseStudies: { 'project-1': newCaseStudy({ title: 'Hijacked study' }) } }),
          put(doc, { templateId: 'lumen' }),
          put(doc, { content: { version: 1, sections: [] } }),
          command('PUT', 'PUT /api/portfolios/:id/draft', doc, '/draft', {
            version: doc.version,
            title: 'Hijacked',
            content: { version: 1, sections: [] },
          }),
          command('POST', 'POST /api/portfolios/:id/publish', doc, '/publish', {
            version: doc.version,
          }),
          command('POST', 'POST /api/portfolios/:id/publish', doc, '/publish', {
            version: doc.version,
            slug: hijackSlug,
          }),
          command('POST', 'POST /api/portfolios/:id/unpublish', doc, '/unpublish'),
          command('POST', 'POST /api/portfolios/:id/discard', doc, '/discard', {
            version: doc.version,
          }),
          command('PUT', 'PUT /api/portfolios/:id/slug', doc, '/slug', { slug: hijackSlug }),
          command('PUT', 'PUT /api/portfolios/:id/template', doc, '/template', {
            version: doc.version,
            templateId: 'lumen',
          }),
          command('GET', 'GET /api/portfolios/:id/history', doc, '/history'),
          command('HEAD', 'HEAD /api/portfolios/:id/history', doc, '/history'),
          // Entry 1 exists in both portfolios: the stranger must not learn that either.
          command('GET', 'GET /api/portfolios/:id/history/:number', doc, '/history/1'),
          command('HEAD', 'HEAD /api/portfolios/:id/history/:number', doc, '/history/1'),
          command(
            'POST',
            'POST /api/portfolios/:id/history/:number/restore',
            doc,
            '/history/1/restore',
            { version: doc.version },
          ),
          command('GET', 'GET /api/portfolios/:id/sharing', doc, '/sharing'),
          command('HEAD', 'HEAD /api/portfolios/:id/sharing', doc, '/sharing'),
          command('GET', 'GET /api/portfolios/:id/analytics', doc, '/analytics'),
          command('HEAD', 'HEAD /api/portfolios/:id/analytics', doc, '/analytics'),
          command('PUT', 'PUT /api/portfolios/:id/sharing/visibility', doc, '/sharing/visibility', {
            visibility: 'private',
          }),
          command('PUT', 'PUT /api/portfolios/:id/sharing/password', doc, '/sharing/password', {
            password: 'hijack-pass',
          }),
          command('POST', 'POST /api/portfolios/:id/sharing/links', doc, '/sharing/links', {
            label: 'Hijack',
          }),
          command(
            'POST',
            'POST /api/portfolios/:id/sharing/links/:linkId/revoke',
            doc,
            `/sharing/links/${randomUUID()}/revoke`,
          ),
          command('GET', 'GET /api/portfolios/:id/domain', doc, '/domain'),
          command('HEAD', 'HEAD /api/portfolios/:id/domain', doc, '/domain'),
          command('PUT', 'PUT /api/portfolios/:id/domain', doc, '/domain', {
            hostname: 'hijack.example-designer.com',
          }),
          command('DELETE', 'DELETE /api/portfolios/:id/domain', doc, '/domain'),
          command('POST', 'POST /api/portfolios/:id/domain/verify', doc, '/domain/verify'),
          command('GET', 'GET /api/portfolios/:id/export', doc, '/export'),
          command('HEAD', 'HEAD /api/portfolios/:id/export', doc, '/export'),
          command('GET', 'GET /api/portfolios/:id/static-site', doc, '/static-site'),
          command('HEAD', 'HEAD /api/portfolios/:id/static-site', doc, '/static-site'),
          command('GET', 'GET /api/portfolios/:id/pdf', doc, '/pdf'),
          command(
            'GET',
            'GET /api/portfolios/:id/case-studies/:projectId/pdf',
            doc,
            '/case-studies/project-1/pdf',
          ),
          at(
            'DELETE',
            'DELETE /api/portfolios/:id',
            `/api/portfolios/${doc.id}`,
            `/api/portfolios/${missing}`,
          ),
        ]),
      ];
    };

    it('has a stranger call for every owner-only route', () => {
      const ownerRoutes = keysOf(recorder.routes).filter((key) => accessOf(key) === 'owner');
      expect([...new Set(ownerOnlyCalls().map((attempt) => attempt.route))].sort()).toEqual(
        ownerRoutes.sort(),
      );
    });

    it('gives another user the 404 of a missing portfolio on every owner-only call, and changes nothing', async () => {
      const before = await ownerState();
      for (const { route, call, missing } of ownerOnlyCalls()) {
        const theirs = await send(app, call, stranger.auth);
        const absent = await send(app, missing, stranger.auth);
        expectError(theirs, 404, call.method === 'HEAD' ? undefined : NOT_FOUND);
        expect(theirs.statusCode, `${route} ${JSON.stringify(call.payload)}`).toBe(404);
        expect(theirs.body, route).toBe(absent.body);
        for (const secret of [marker, draft.slug, live.slug])
          expect(theirs.body).not.toContain(secret);
      }
      expect(await ownerState()).toEqual(before);
      // The live page is still live, under its own slug, with its own case study, and without the
      // changes its owner has not published.
      const page = await send(app, { method: 'GET', url: `/api/portfolios/public/${live.slug}` });
      expect(page.statusCode).toBe(200);
      expect(page.json().data.portfolio.caseStudies['project-1'].title).toBe(live.studyTitle);
      expect(page.body).not.toContain('Unpublished words');
      const html = await send(app, { method: 'GET', url: `/portfolio/${live.slug}` });
      expect(html.statusCode).toBe(200);
      expect(html.body).not.toContain('Unpublished words');
    });

    it('keeps an unpublished case study from everyone but its owner, and shows a published one to all', async () => {
      const study = (doc: Doc) => ({
        method: 'GET' as const,
        url: `/api/portfolios/${doc.id}/case-studies/project-1`,
      });
      for (const headers of [{}, stranger.auth]) {
        const response = await send(app, study(draft), headers);
        expectError(response, 404, 'Case study not found');
        expect(response.body).not.toContain(marker);
        const published = await send(app, study(live), headers);
        expect(published.statusCode).toBe(200);
        expect(published.json().data).toMatchObject({
          caseStudy: { title: live.studyTitle },
          isOwner: false,
        });
      }
      const mine = await send(app, study(draft), owner.auth);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data).toMatchObject({
        caseStudy: { title: draft.studyTitle },
        portfolio: { id: draft.id, slug: null },
        isOwner: true,
      });
    });

    it('keeps /api/auth/me and logout to the caller’s own account', async () => {
      const before = await ownerState();
      const theirs = await send(app, { method: 'GET', url: '/api/auth/me' }, stranger.auth);
      expect(theirs.json().data.user).toMatchObject({ id: stranger.id, email: stranger.email });
      expect(theirs.body).not.toContain(owner.email);

      const update = await send(
        app,
        { method: 'PUT', url: '/api/auth/me', payload: { bio: 'Stranger bio', name: 'Renamed' } },
        stranger.auth,
      );
      expect(update.statusCode).toBe(200);
      expect(update.json().data.user).toMatchObject({ id: stranger.id, bio: 'Stranger bio' });

      const second = await logIn(app, stranger);
      const logout = await send(app, { method: 'POST', url: '/api/auth/logout' }, bearer(second));
      expect(logout.json()).toEqual({ success: true, message: 'Logged out successfully' });
      expect(
        (await send(app, { method: 'GET', url: '/api/auth/me' }, bearer(second))).statusCode,
      ).toBe(401);
      expect(
        (await send(app, { method: 'GET', url: '/api/auth/me' }, stranger.auth)).statusCode,
      ).toBe(200);
      expect(await ownerState()).toEqual(before);
    });

    it('gives signed-in routes only the caller’s own data', async () => {
      const before = await ownerState();
      const created = await send(
        app,
        { method: 'POST', url: '/api/portfolios', payload: { title: 'Stranger’s own' } },
        stranger.auth,
      );
      expect(created.statusCode).toBe(201);
      const list = await send(
        app,
        { method: 'GET', url: '/api/portfolios/user/me' },
        stranger.auth,
      );
      expect(list.json().data.portfolios.map((p: { id: string }) => p.id)).toEqual([
        created.json().data.portfolio.id,
      ]);
      expect(list.body).not.toContain(marker);

      // A taken slug says only that it is taken, even asked with the owner's portfolio id.
      const check = await send(
        app,
        { method: 'GET', url: `/api/portfolios/check-slug/${draft.slug}?portfolioId=${draft.id}` },
        stranger.auth,
      );
      expect(check.json()).toEqual({
        success: true,
        data: { available: false, message: 'This slug is already taken' },
      });

      const upload = await send(app, imageUpload(await uniquePng()), stranger.auth);
      expect(upload.statusCode).toBe(201);
      expect(await ownerState()).toEqual(before);
    });

    it('never shows an unpublished portfolio through a public route', async () => {
      const viewsBefore = (await read(owner, draft.id)).viewCount;
      const api = await send(app, { method: 'GET', url: `/api/portfolios/public/${draft.slug}` });
      expectError(
        api,
        404,
        'This portfolio is not currently published and is not accessible to the public.',
      );
      expect(api.json().reason).toBe('unpublished');

      const view = await send(app, {
        method: 'POST',
        url: `/api/portfolios/public/${draft.slug}/views`,
      });
      expectError(view, 404, NOT_FOUND);
      expect((await read(owner, draft.id)).viewCount).toBe(viewsBefore);

      const page = await send(app, { method: 'GET', url: `/portfolio/${draft.slug}` });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Portfolio Unpublished');

      const project = await send(app, {
        method: 'GET',
        url: `/portfolio/${draft.id}/project/project-1`,
      });
      expect(project.statusCode).toBe(404);

      const sitemap = await send(app, { method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.body).toContain(`/portfolio/${live.slug}<`);
      for (const response of [api, view, page, project, sitemap]) {
        expect(response.body).not.toContain(marker);
        expect(response.body).not.toContain(draft.id);
      }
      expect(sitemap.body).not.toContain(draft.slug);

      // The owner's token opens nothing more on the public routes.
      const asOwner = await send(
        app,
        { method: 'GET', url: `/api/portfolios/public/${draft.slug}` },
        owner.auth,
      );
      expect(asOwner.statusCode).toBe(404);
    });

    it('takes a portfolio off every public route as soon as it is unpublished, even after it was rendered', async () => {
      const fleeting = await portfolioOf(owner, 'Fleeting', true);
      const oldStudyLink = `/portfolio/${fleeting.id}/project/project-1`;
      const moved = await send(app, { method: 'GET', url: oldStudyLink });
      expect(moved.statusCode).toBe(301);
      const studyPage = String(moved.headers.location);
      expect(studyPage).toMatch(new RegExp(`^/portfolio/${fleeting.slug}/[a-z0-9-]+$`));
      const studyUrls = [studyPage, `/api/portfolios/${fleeting.id}/case-studies/project-1`];
      const urls = [
        `/api/portfolios/public/${fleeting.slug}`,
        `/portfolio/${fleeting.slug}`,
        ...studyUrls,
      ];
      for (const url of urls) {
        const shown = await send(app, { method: 'GET', url });
        expect(shown.statusCode, url).toBe(200);
        expect(shown.body, url).toContain(
          studyUrls.includes(url) ? fleeting.studyTitle : fleeting.title,
        );
      }
      expect((await send(app, { method: 'GET', url: '/sitemap.xml' })).body).toContain(
        fleeting.slug,
      );

      const unpublish = await send(
        app,
        {
          method: 'PUT',
          url: `/api/portfolios/${fleeting.id}`,
          payload: { version: fleeting.version, published: false },
        },
        owner.auth,
      );
      expect(unpublish.json().message).toBe('Portfolio unpublished successfully!');
      for (const url of [...urls, oldStudyLink]) {
        const gone = await send(app, { method: 'GET', url });
        expect(gone.statusCode, url).toBe(404);
        expect(gone.body, url).not.toContain(marker);
      }
      expect((await send(app, { method: 'GET', url: '/sitemap.xml' })).body).not.toContain(
        fleeting.slug,
      );
    });

    it('lets the owner do everything a stranger was refused', async () => {
      const mine = await portfolioOf(owner, 'Mine', false);
      const call = (method: HTTPMethods, url: string, payload?: Record<string, unknown>) =>
        send(app, { method, url, payload }, owner.auth);
      const done = new Set<string>();
      const expectOk = async (
        route: string,
        response: Promise<LightMyRequestResponse>,
        message?: string,
      ) => {
        const answer = await response;
        expect(answer.statusCode, `${route}: ${answer.body}`).toBe(200);
        if (message) expect(answer.json().message).toBe(message);
        done.add(route);
        return answer;
      };
      const byId = `/api/portfolios/${mine.id}`;
      await expectOk('GET /api/portfolios/:id', call('GET', byId));
      await expectOk('HEAD /api/portfolios/:id', call('HEAD', byId));
      await expectOk(
        'GET /api/portfolios/slug/:slug',
        call('GET', `/api/portfolios/slug/${mine.slug}`),
      );
      await expectOk(
        'HEAD /api/portfolios/slug/:slug',
        call('HEAD', `/api/portfolios/slug/${mine.slug}`),
      );
      let version = mine.version;
      const save = async (payload: Record<string, unknown>, message: string) => {
        const answer = await expectOk(
          'PUT /api/portfolios/:id',
          call('PUT', byId, { version, ...payload }),
          message,
        );
        version = answer.json().data.portfolio.version;
        return answer.json().data.portfolio;
      };
      expect((await save({ title: 'Renamed' }, 'Portfolio saved successfully!')).title).toBe(
        'Renamed',
      );
      expect(
        (await save({ published: true }, 'Portfolio published successfully!')).isPublished,
      ).toBe(true);
      expect(
        (await save({ published: false }, 'Portfolio unpublished successfully!')).isPublished,
      ).toBe(false);
      const studies = { 'project-1': newCaseStudy({ title: 'Rewritten study' }) };
      expect(
        (await save({ caseStudies: studies }, 'Portfolio saved successfully!')).caseStudies,
      ).toEqual(studies);

      // The working copy's own commands.
      const command = async (
        method: HTTPMethods,
        route: string,
        path: string,
        payload: Record<string, unknown> | undefined,
        message: string,
      ) => {
        const answer = await expectOk(route, call(method, `${byId}${path}`, payload), message);
        version = answer.json().data.portfolio.version;
        return answer.json().data.portfolio;
      };
      const draftSave = (title: string) =>
        command(
          'PUT',
          'PUT /api/portfolios/:id/draft',
          '/draft',
          { version, title },
          'Portfolio saved successfully!',
        );
      const publish = (message: string) =>
        command('POST', 'POST /api/portfolios/:id/publish', '/publish', { version }, message);
      // Unpublished, so nothing differs from what visitors see: they see nothing.
      expect((await draftSave('Drafted')).hasUnpublishedChanges).toBe(false);
      expect(await publish('Portfolio published successfully!')).toMatchObject({
        isPublished: true,
        title: 'Drafted',
        hasUnpublishedChanges: false,
      });
      expect((await draftSave('Not yet live')).hasUnpublishedChanges).toBe(true);
      expect(
        await command(
          'POST',
          'POST /api/portfolios/:id/discard',
          '/discard',
          { version },
          'Changes discarded: the working copy is the live page again',
        ),
      ).toMatchObject({ title: 'Drafted', hasUnpublishedChanges: false });
      await draftSave('Live now');
      expect(await publish('Live page updated')).toMatchObject({
        title: 'Live now',
        hasUnpublishedChanges: false,
      });
      const slug = `moved-${randomUUID().slice(0, 8)}`;
      expect(
        (
          await command(
            'PUT',
            'PUT /api/portfolios/:id/slug',
            '/slug',
            { slug },
            'Portfolio saved successfully!',
          )
        ).slug,
      ).toBe(slug);
      expect(
        (
          await command(
            'PUT',
            'PUT /api/portfolios/:id/template',
            '/template',
            { version, templateId: 'lumen' },
            'Portfolio saved successfully!',
          )
        ).templateId,
      ).toBe('lumen');
      expect(
        (
          await command(
            'POST',
            'POST /api/portfolios/:id/unpublish',
            '/unpublish',
            undefined,
            'Portfolio unpublished successfully!',
          )
        ).isPublished,
      ).toBe(false);
      const entries = (
        await expectOk('GET /api/portfolios/:id/history', call('GET', `${byId}/history`))
      ).json().data.entries as Array<{ number: number; kind: string; summary: string }>;
      await expectOk('HEAD /api/portfolios/:id/history', call('HEAD', `${byId}/history`));
      // 1 is the case study portfolioOf saved, 2 the rename.
      expect(entries.at(-2)).toMatchObject({
        number: 2,
        kind: 'checkpoint',
        summary: 'Changed title or description',
      });
      const entry = (
        await expectOk('GET /api/portfolios/:id/history/:number', call('GET', `${byId}/history/2`))
      ).json().data.entry;
      expect(entry).toMatchObject({ number: 2, title: 'Renamed', templateId: 'echelon' });
      await expectOk('HEAD /api/portfolios/:id/history/:number', call('HEAD', `${byId}/history/2`));
      expect(
        await command(
          'POST',
          'POST /api/portfolios/:id/history/:number/restore',
          '/history/2/restore',
          { version },
          'Version restored as your working copy',
        ),
      ).toMatchObject({ title: 'Renamed', templateId: 'echelon', isPublished: false });
      // The portfolio as a file, and its live copy (kept while unpublished) as a static site.
      for (const action of ['export', 'static-site']) {
        const file = await expectOk(
          `GET /api/portfolios/:id/${action}`,
          call('GET', `${byId}/${action}`),
        );
        expect(file.headers['content-type']).toBe('application/zip');
        await expectOk(`HEAD /api/portfolios/:id/${action}`, call('HEAD', `${byId}/${action}`));
      }
      // Who may read it: visibility, a password, a link (201, created) and its revoke.
      const sharing = `${byId}/sharing`;
      await expectOk('GET /api/portfolios/:id/sharing', call('GET', sharing));
      await expectOk('HEAD /api/portfolios/:id/sharing', call('HEAD', sharing));
      // Its visits, counted by day.
      await expectOk('GET /api/portfolios/:id/analytics', call('GET', `${byId}/analytics`));
      await expectOk('HEAD /api/portfolios/:id/analytics', call('HEAD', `${byId}/analytics`));
      await expectOk(
        'PUT /api/portfolios/:id/sharing/visibility',
        call('PUT', `${sharing}/visibility`, { visibility: 'private' }),
        'Portfolio is now private',
      );
      await expectOk(
        'PUT /api/portfolios/:id/sharing/password',
        call('PUT', `${sharing}/password`, { password: 'acme-2026' }),
        'Password set',
      );
      const link = await call('POST', `${sharing}/links`, { label: 'Acme recruiter' });
      expect(link.statusCode, link.body).toBe(201);
      done.add('POST /api/portfolios/:id/sharing/links');
      await expectOk(
        'POST /api/portfolios/:id/sharing/links/:linkId/revoke',
        call('POST', `${sharing}/links/${link.json().data.link.id}/revoke`),
        'Link revoked',
      );
      // Its own domain: added, checked against DNS (which has no proof for it), removed.
      const domain = `${byId}/domain`;
      await expectOk(
        'PUT /api/portfolios/:id/domain',
        call('PUT', domain, { hostname: 'www.mine.example' }),
        'Domain added. Create the DNS records below, then verify.',
      );
      await expectOk('GET /api/portfolios/:id/domain', call('GET', domain));
      await expectOk('HEAD /api/portfolios/:id/domain', call('HEAD', domain));
      const checked = await expectOk(
        'POST /api/portfolios/:id/domain/verify',
        call('POST', `${domain}/verify`),
      );
      expect(checked.json().data.check.verified).toBe(false);
      await expectOk('DELETE /api/portfolios/:id/domain', call('DELETE', domain), 'Domain removed');
      // The PDFs: these tests run without a build, so the owner gets past the ownership check to
      // the printer, which says why it cannot print here (tests/e2e/pdf.spec.ts prints them).
      for (const [route, path] of [
        ['GET /api/portfolios/:id/pdf', '/pdf'],
        ['GET /api/portfolios/:id/case-studies/:projectId/pdf', '/case-studies/project-1/pdf'],
      ] as const) {
        const answer = await call('GET', `${byId}${path}`);
        expect(answer.statusCode, route).toBe(503);
        expect(answer.json()).toEqual({ success: false, message: PDF_NO_BUILD_MESSAGE });
        done.add(route);
      }
      await expectOk(
        'DELETE /api/portfolios/:id',
        call('DELETE', byId),
        'Portfolio deleted successfully!',
      );
      expect((await call('GET', byId)).statusCode).toBe(404);
      const ownerRoutes = keysOf(recorder.routes).filter((key) => accessOf(key) === 'owner');
      expect([...done].sort()).toEqual(ownerRoutes.sort());
    });
  });

  describe('tokens', () => {
    const claimsOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
        sub: string;
        sid: string;
        iat: number;
        exp: number;
      };
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    /** A JWT signed with HMAC over the given header, whatever algorithm the header names. */
    const hmacToken = (
      header: object,
      claims: object,
      key: string | Buffer,
      hash: 'sha256' | 'sha384' = 'sha256',
    ) => {
      const data = `${encode(header)}.${encode(claims)}`;
      return `${data}.${createHmac(hash, key).update(data).digest('base64url')}`;
    };
    const rsaToken = (header: object, claims: object, key: KeyObject) => {
      const data = `${encode(header)}.${encode(claims)}`;
      return `${data}.${createSign('RSA-SHA256').update(data).sign(key).toString('base64url')}`;
    };

    let badTokens: Array<[string, string]>;
    beforeAll(async () => {
      const secret = app.config.jwtSecret;
      const claims = claimsOf(owner.token);
      const [header, , signature] = owner.token.split('.');
      const fresh = {
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 3600,
      };

      const ended = await logIn(app, owner);
      await send(app, { method: 'POST', url: '/api/auth/logout' }, bearer(ended));
      const victim = await signUp(app, 'Gone Person');
      await app.db.delete(users).where(eq(users.id, victim.id));

      const attacker = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const attackerJwk = attacker.publicKey.export({ format: 'jwk' });
      badTokens = [
        ['the token of a session ended by logout', ended],
        ['the token of a deleted user', victim.token],
        [
          'another user id under the original signature',
          [header, encode({ ...claims, sub: stranger.id }), signature].join('.'),
        ],
        [
          'another session id under the original signature',
          [header, encode({ ...claims, sid: claimsOf(stranger.token).sid }), signature].join('.'),
        ],
        [
          'a signed token pairing another user with the owner’s session',
          hmacToken({ alg: 'HS256', typ: 'JWT' }, { ...claims, sub: stranger.id }, secret),
        ],
        [
          'a signed token for a session that never existed',
          hmacToken({ alg: 'HS256', typ: 'JWT' }, { ...claims, sid: randomUUID() }, secret),
        ],
        [
          'a signed token whose ids are not ids',
          hmacToken({ alg: 'HS256' }, { ...fresh, sub: "' or '1'='1", sid: 'x' }, secret),
        ],
        [
          'alg RS256 in the header over an HMAC made with the secret',
          hmacToken({ alg: 'RS256', typ: 'JWT' }, claims, secret),
        ],
        ['alg HS384 with the same secret', hmacToken({ alg: 'HS384' }, claims, secret, 'sha384')],
        [
          'a kid naming an empty file, signed with an empty key',
          hmacToken({ alg: 'HS256', kid: '../../../../../../dev/null' }, claims, Buffer.alloc(0)),
        ],
        [
          'a jku naming an attacker’s key set',
          hmacToken(
            { alg: 'HS256', kid: 'attacker', jku: 'https://attacker.example/jwks.json' },
            claims,
            'attacker-secret-attacker-secret-00',
          ),
        ],
        [
          'an attacker’s public key embedded as jwk',
          rsaToken({ alg: 'RS256', jwk: attackerJwk }, claims, attacker.privateKey),
        ],
        [
          'an x5u naming an attacker’s certificate',
          rsaToken(
            { alg: 'RS256', x5u: 'https://attacker.example/cert.pem' },
            claims,
            attacker.privateKey,
          ),
        ],
      ];
    });

    it('refuses each tampered, ended or orphaned token on every protected route, and changes nothing', async () => {
      const before = await ownerState();
      for (const [kind, token] of badTokens) {
        for (const [route, call] of Object.entries(protectedCalls())) {
          const response = await send(app, call, bearer(token));
          expect(response.statusCode, `${kind} on ${route}`).toBe(401);
          expectError(response, 401, EXPIRED);
        }
        // Nor does it make its bearer the owner of an unpublished case study.
        const study = await send(
          app,
          { method: 'GET', url: `/api/portfolios/${draft.id}/case-studies/project-1` },
          bearer(token),
        );
        expect(study.statusCode, kind).toBe(404);
      }
      expect(await ownerState()).toEqual(before);
    });

    it('ignores kid and jku headers: the key is the server’s, whatever a token names', async () => {
      const claims = claimsOf(owner.token);
      const decorated = hmacToken(
        { alg: 'HS256', typ: 'JWT', kid: 'attacker', jku: 'https://attacker.example/jwks.json' },
        claims,
        app.config.jwtSecret,
      );
      const me = await send(app, { method: 'GET', url: '/api/auth/me' }, bearer(decorated));
      expect(me.statusCode).toBe(200);
      expect(me.json().data.user.id).toBe(owner.id);
    });

    it('takes the token only from the Authorization Bearer header', async () => {
      const token = owner.token;
      const withQuery = (url: string, query: string) =>
        `${url}${url.includes('?') ? '&' : '?'}${query}`;
      for (const [route, call] of Object.entries(protectedCalls())) {
        const attempts: Array<[string, Call, Headers]> = [
          ['?token=', { ...call, url: withQuery(call.url, `token=${token}`) }, {}],
          ['?access_token=', { ...call, url: withQuery(call.url, `access_token=${token}`) }, {}],
          ['a cookie', call, { cookie: `token=${token}; access_token=${token}; jwt=${token}` }],
          ['x-access-token', call, { 'x-access-token': token, 'x-auth-token': token }],
          ['no scheme', call, { authorization: token }],
          ['another scheme', call, { authorization: `Token ${token}` }],
          [
            'Basic with the right password',
            call,
            {
              authorization: `Basic ${Buffer.from(`${owner.email}:${owner.password}`).toString('base64')}`,
            },
          ],
          ['two tokens', call, { authorization: `Bearer ${token} ${token}` }],
        ];
        for (const [kind, attempt, headers] of attempts) {
          const response = await send(app, attempt, headers);
          expect(response.statusCode, `${kind} on ${route}`).toBe(401);
          expectError(response, 401, NO_TOKEN);
        }
      }
      // The same token in the header does open the routes.
      expect((await send(app, { method: 'GET', url: '/api/auth/me' }, owner.auth)).statusCode).toBe(
        200,
      );
    });
  });

  describe('what a write stores', () => {
    it('keeps only the known fields of an account', async () => {
      const planted = randomUUID();
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          name: 'Pushy Person',
          email: `${randomUUID()}@example.com`,
          password: 'secret123',
          id: planted,
          accountType: 'Pro',
          isAdmin: true,
          createdAt: '2000-01-01T00:00:00.000Z',
        },
      });
      expect(response.statusCode).toBe(201);
      const { user } = response.json().data;
      const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ accountType: 'Free', name: 'Pushy Person' });
      expect(user.id).not.toBe(planted);
      expect(user).not.toHaveProperty('isAdmin');
      expect(row!.createdAt.getFullYear()).toBeGreaterThan(2000);
    });

    it('never lets a save move a portfolio to another owner or set its counters and flags', async () => {
      const doc = await portfolioOf(owner, 'Pinned', false);
      const response = await send(
        app,
        {
          method: 'PUT',
          url: `/api/portfolios/${doc.id}`,
          payload: {
            version: doc.version,
            title: 'Still mine',
            id: randomUUID(),
            userId: stranger.id,
            user_id: stranger.id,
            viewCount: 999_999,
            isPublished: true,
            isPublic: true,
            publishedAt: '2001-01-01T00:00:00.000Z',
            createdAt: '2001-01-01T00:00:00.000Z',
          },
        },
        owner.auth,
      );
      expect(response.statusCode).toBe(200);
      const [row] = await app.db.select().from(portfolios).where(eq(portfolios.id, doc.id));
      expect(row).toMatchObject({
        userId: owner.id,
        title: 'Still mine',
        viewCount: 0,
        isPublished: false,
        publishedAt: null,
      });
      expect(row!.createdAt.getFullYear()).toBeGreaterThan(2001);
      expect(
        (await send(app, { method: 'GET', url: `/api/portfolios/${doc.id}` }, stranger.auth))
          .statusCode,
      ).toBe(404);
    });

    it('stores only what the document format and the template’s schemas describe', async () => {
      const content = structuredClone(getTemplate('echelon').defaultContent) as unknown as {
        version: number;
        sections: Array<Record<string, unknown> & { content: Record<string, unknown> }>;
        [key: string]: unknown;
      };
      content.planted = 'document';
      content.sections[0]!.onclick = 'section';
      content.sections[0]!.content.planted = { script: '<script>alert(1)</script>' };
      (content.sections[2]!.content.projects as Array<Record<string, unknown>>)[0]!.planted =
        'item';
      const study = {
        ...newCaseStudy({ title: 'Study' }),
        sections: [{ ...newSection('section-1'), blocks: [newBlock('quote', 'quote-1')] }],
        planted: 'study',
      } as Record<string, unknown>;
      (study.steps as Array<Record<string, unknown>>)[0]!.planted = 'step';
      (study.sections as Array<Record<string, unknown>>)[0]!.planted = 'section';
      (study.sections as Array<{ blocks: Array<Record<string, unknown>> }>)[0]!.blocks[0]!.planted =
        'block';
      const created = await send(
        app,
        {
          method: 'POST',
          url: '/api/portfolios',
          payload: { content, styling: { colors: {}, fonts: {}, css: 'body{display:none}' } },
        },
        owner.auth,
      );
      expect(created.statusCode).toBe(201);
      const id = created.json().data.portfolio.id;
      const saved = await send(
        app,
        {
          method: 'PUT',
          url: `/api/portfolios/${id}`,
          payload: { version: 1, caseStudies: { 'project-1': study } },
        },
        owner.auth,
      );
      expect(saved.statusCode).toBe(200);
      const [row] = await app.db.select().from(portfolios).where(eq(portfolios.id, id));
      const stored = JSON.stringify([row!.content, row!.styling, row!.caseStudies]);
      expect(stored).not.toContain('planted');
      expect(stored).not.toContain('onclick');
      expect(stored).not.toContain('display:none');
      expect(stored).not.toContain('<script>');
      // What the schemas know is all still there.
      expect(row!.content).toEqual(getTemplate('echelon').defaultContent);
      expect(stored).toContain('Nord Identity System');
    });

    it('refuses a 10 000-level nest in a document, and drops a shallower one the schemas do not know', async () => {
      const json = (
        payload: string,
        method: HTTPMethods = 'POST',
        url = '/api/portfolios',
      ): Call => ({
        method,
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      const section = (nest: string) =>
        `{"version":1,"sections":[{"id":"hero","type":"hero","content":{"title":"Kept","x":${nest}}}]}`;
      const before = await ownerState();
      for (const nest of [deepObject(10_000), deepArray(10_000)]) {
        const refused = await send(app, json(`{"content":${section(nest)}}`), owner.auth);
        expectError(refused, 400, 'This request is nested too deeply.');
        const update = await send(
          app,
          json(
            `{"version":${draft.version},"content":${section(nest)}}`,
            'PUT',
            `/api/portfolios/${draft.id}`,
          ),
          owner.auth,
        );
        expectError(update, 400, 'This request is nested too deeply.');
      }
      expect(await ownerState()).toEqual(before);

      // Within the depth limit, an unknown key is dropped with everything it holds.
      const created = await send(app, json(`{"content":${section(deepObject(40))}}`), owner.auth);
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json().data.portfolio;
      const [row] = await app.db.select().from(portfolios).where(eq(portfolios.id, id));
      expect(row!.content).toEqual({
        version: 1,
        templateVersion: getTemplate('echelon').version,
        sections: [{ id: 'hero', type: 'hero', content: { title: 'Kept' } }],
      });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });

    it('accepts text at its limits and refuses one character more', async () => {
      const doc = await portfolioOf(owner, 'Limits', false);
      let version = doc.version;
      const put = (payload: Record<string, unknown>) =>
        send(
          app,
          { method: 'PUT', url: `/api/portfolios/${doc.id}`, payload: { version, ...payload } },
          owner.auth,
        );
      const accepted = async (payload: Record<string, unknown>) => {
        const response = await put(payload);
        expect(response.statusCode, response.body).toBe(200);
        version = response.json().data.portfolio.version;
        return response.json().data.portfolio;
      };
      const refused = async (payload: Record<string, unknown>, message: string | RegExp) =>
        expectError(await put(payload), 400, message);

      expect((await accepted({ title: 't'.repeat(200) })).title).toHaveLength(200);
      await refused({ title: 't'.repeat(201) }, 'Title must be at most 200 characters');
      await refused({ title: '   ' }, 'Title is required');
      expect((await accepted({ description: 'd'.repeat(1000) })).description).toHaveLength(1000);
      await refused(
        { description: 'd'.repeat(1001) },
        'Description must be at most 1000 characters',
      );
      const slug49 = `s${randomUUID().replaceAll('-', '')}`.padEnd(49, 'x').slice(0, 49);
      expect((await accepted({ slug: slug49, published: true })).slug).toBe(slug49);
      await refused({ slug: `${slug49}x` }, 'Slug must be less than 50 characters');

      const study = (change: (study: ReturnType<typeof newCaseStudy>) => void) => {
        const value = newCaseStudy({ title: 'Limits' });
        value.sections.push(newSection('section-1'));
        change(value);
        return { caseStudies: { 'project-1': value } };
      };
      const step = { num: '99', title: 'T'.repeat(50), desc: 'd'.repeat(100) };
      const saved = await accepted(
        study((s) => {
          s.steps = Array.from({ length: 6 }, () => ({ ...step }));
          s.sections[0]!.number = '99';
          s.sections[0]!.title = 'S'.repeat(50);
        }),
      );
      expect(saved.caseStudies['project-1'].steps).toHaveLength(6);
      await refused(
        study((s) => void (s.steps = s.steps.slice(0, 2))),
        'You must have at least 3 steps',
      );
      await refused(
        study((s) => void (s.steps = Array.from({ length: 7 }, () => ({ ...step })))),
        'A case study has at most 6 steps',
      );
      for (const [change, field] of [
        [
          (s: ReturnType<typeof newCaseStudy>) => void (s.steps[0]!.title = 'T'.repeat(51)),
          'steps.0.title',
        ],
        [
          (s: ReturnType<typeof newCaseStudy>) => void (s.steps[0]!.desc = 'd'.repeat(101)),
          'steps.0.desc',
        ],
        [(s: ReturnType<typeof newCaseStudy>) => void (s.steps[0]!.num = '100'), 'steps.0.num'],
        [
          (s: ReturnType<typeof newCaseStudy>) => void (s.sections[0]!.title = 'S'.repeat(51)),
          'sections.0.title',
        ],
        [
          (s: ReturnType<typeof newCaseStudy>) => void (s.sections[0]!.number = '100'),
          'sections.0.number',
        ],
      ] as const) {
        const response = await put(study(change));
        expectError(response, 400);
        expect(response.json().errors[0].path).toBe(`body.caseStudies.project-1.${field}`);
      }
      const longKey = await put({ caseStudies: { ['p'.repeat(81)]: newCaseStudy({}) } });
      expectError(longKey, 400);

      // The version a client names must be a real version; a huge one is merely stale.
      for (const bad of [0, -1, 1.5, '1', null, 1e300]) {
        expectError(await put({ version: bad }), 400);
      }
      const stale = await put({ version: 2 ** 31, title: 'Never' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().data.portfolio.title).toBe('t'.repeat(200));
    });

    it('accepts profile text at its limits and refuses one character more', async () => {
      const user = await signUp(app, 'Limit Tester');
      const put = (payload: Record<string, unknown>) =>
        send(app, { method: 'PUT', url: '/api/auth/me', payload }, user.auth);
      const picture = `https://example.com/${'p'.repeat(2048 - 'https://example.com/'.length)}`;
      const ok = await put({
        name: 'n'.repeat(50),
        phone: '1'.repeat(40),
        location: 'l'.repeat(200),
        bio: 'b'.repeat(1000),
        profilePicture: picture,
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data.user).toMatchObject({ bio: 'b'.repeat(1000), profilePicture: picture });
      for (const [payload, message] of [
        [{ name: 'n'.repeat(51) }, 'Name must be less than 50 characters'],
        [{ phone: '1'.repeat(41) }, 'Phone must be at most 40 characters'],
        [{ location: 'l'.repeat(201) }, 'Location must be at most 200 characters'],
        [{ bio: 'b'.repeat(1001) }, 'Bio must be at most 1000 characters'],
        [{ profilePicture: `${picture}p` }, 'Please use a valid image URL'],
      ] as const) {
        expectError(await put(payload), 400, message);
      }
      const me = await send(app, { method: 'GET', url: '/api/auth/me' }, user.auth);
      expect(me.json().data.user.bio).toBe('b'.repeat(1000));
    });

    it('answers over-long path parameters in the API’s error shape, not with a database error', async () => {
      for (const [url, status] of [
        [`/api/portfolios/check-slug/${'a'.repeat(101)}`, 414],
        [`/api/portfolios/slug/${'a'.repeat(101)}`, 414],
        [`/api/portfolios/public/${'a'.repeat(101)}`, 414],
        [`/portfolio/${'a'.repeat(101)}`, 414],
        [`/api/portfolios/${'a'.repeat(65)}`, 400],
        [`/api/portfolios/${draft.id}/case-studies/${'p'.repeat(81)}`, 400],
        [`/api/portfolios/${'a'.repeat(65)}/history`, 400],
        [`/api/portfolios/${draft.id}/history/0`, 400],
        [`/api/portfolios/${draft.id}/history/${'9'.repeat(12)}`, 400],
        [`/api/portfolios/${draft.id}/history/one`, 400],
        [`/api/portfolios/check-slug/${'a'.repeat(100)}`, 200],
        ['/api/portfolios/%E0%A4%A', 400],
      ] as const) {
        const response = await send(app, { method: 'GET', url }, owner.auth);
        if (status === 200) expect(response.json().data.available).toBe(false);
        else expectError(response, status);
        expect(response.body, url).not.toContain('aaaa');
      }
    });
  });
});

// ---------------------------------------------------------------------------------------------
// 3. Uploads under abuse
// ---------------------------------------------------------------------------------------------

/** Inserts a PNG chunk right after IHDR. */
function withPngChunk(png: Buffer, type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  const afterIhdr = 8 + 25;
  return Buffer.concat([png.subarray(0, afterIhdr), length, body, crc, png.subarray(afterIhdr)]);
}

/** A GIF with a comment extension inserted before its first block. */
function withGifComment(gif: Buffer, comment: string) {
  const packed = gif[10]!;
  const palette = packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0;
  const at = 13 + palette;
  const text = Buffer.from(comment, 'latin1');
  const block = Buffer.concat([Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0])]);
  return Buffer.concat([gif.subarray(0, at), block, gif.subarray(at)]);
}

/** A tiny GIF whose screen and first frame claim width×height pixels. */
async function gifClaiming(width: number, height: number) {
  const gif = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .gif()
    .toBuffer();
  gif.writeUInt16LE(width, 6);
  gif.writeUInt16LE(height, 8);
  const packed = gif[10]!;
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  // Extensions (0x21) come before the first image descriptor (0x2c): skip their sub-blocks.
  while (gif[at] === 0x21) {
    at += 2;
    while (gif[at] !== 0) at += gif[at]! + 1;
    at += 1;
  }
  expect(gif[at]).toBe(0x2c);
  gif.writeUInt16LE(width, at + 5);
  gif.writeUInt16LE(height, at + 7);
  return gif;
}

/** A tiny PNG whose header claims width×height pixels. */
async function pngClaiming(width: number, height: number) {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const ihdr = png.indexOf('IHDR');
  png.writeUInt32BE(width, ihdr + 4);
  png.writeUInt32BE(height, ihdr + 8);
  png.writeUInt32BE(crc32(png.subarray(ihdr, ihdr + 17)), ihdr + 17);
  return png;
}

/** One app on an in-memory PGlite for the sections that need no particular database, built on first use. */
let sharedApp: Promise<{ app: FastifyInstance; dataDir: string; routes: RouteInfo[] }> | undefined;
function pgliteApp() {
  sharedApp ??= (async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'folio-abuse-'));
    const recorder = routeRecorder();
    const app = await buildTestApp(inMemoryPglite, { dataDir }, { onRoute: recorder.onRoute });
    return { app, dataDir, routes: recorder.routes };
  })();
  return sharedApp;
}
afterAll(async () => {
  if (sharedApp) await (await sharedApp).app.close();
});

describe('uploads under abuse', () => {
  let app: FastifyInstance;
  let user: User;
  let dataDir: string;
  const uploadDir = () => path.join(dataDir, 'uploads');
  /** Every file under the data directory, relative to it. */
  const filesIn = (dir: string) =>
    existsSync(dir)
      ? (readdirSync(dir, { recursive: true }) as string[])
          .filter((name) => statSync(path.join(dir, name)).isFile())
          .map((name) => name.split(path.sep).join('/'))
          .sort()
      : [];
  const uploadRows = async () =>
    Number(
      (
        await app.db
          .select({ n: sql<number>`count(*)` })
          .from(uploads)
          .where(eq(uploads.userId, user.id))
      )[0]!.n,
    );
  const stillAnswers = async () =>
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

  beforeAll(async () => {
    ({ app, dataDir } = await pgliteApp());
    user = await signUp(app, 'Uploader');
  });

  it.each([
    [
      'an SVG with a script, named .svg',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
      'logo.svg',
      'image/svg+xml',
    ],
    [
      'HTML named .jpg',
      '<!doctype html><html><body><script>fetch("/api/auth/me")</script></body></html>',
      'holiday.jpg',
      'image/jpeg',
    ],
  ])('refuses %s with 415 and stores nothing', async (_kind, text, filename, type) => {
    const before = filesIn(dataDir);
    const response = await send(app, imageUpload(Buffer.from(text), filename, type), user.auth);
    expectError(response, 415, 'Please select an image file');
    expect(filesIn(dataDir)).toEqual(before);
  });

  it('re-encodes GIF and PNG polyglots, so what is served holds only pixels', async () => {
    const script = '<script>alert(document.domain)</script>';
    const png = withPngChunk(
      await uniquePng(),
      'tEXt',
      Buffer.from(`Comment\0<html>${script}</html>`, 'latin1'),
    );
    const pngPolyglot = Buffer.concat([png, Buffer.from(`GIF89a/*${script}*/`)]);
    const [r, g, b] = randomBytes(3);
    const gif = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r, g, b } },
    })
      .gif()
      .toBuffer();
    const gifPolyglot = withGifComment(gif, `*/=1;${script}/*`);
    for (const [bytes, name, type] of [
      [pngPolyglot, 'x.gif', 'image/gif'],
      [gifPolyglot, 'x.png', 'image/png'],
    ] as const) {
      const response = await send(app, imageUpload(bytes, name, type), user.auth);
      expect(response.statusCode, response.body).toBe(201);
      for (const variant of response.json().data.variants) {
        const served = await app.inject({ method: 'GET', url: variant.url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
        expect(served.rawPayload.includes(Buffer.from('GIF89a'))).toBe(false);
        expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      }
    }
  });

  it('refuses several files in one request, and stores none of them', async () => {
    const before = filesIn(dataDir);
    const rows = await uploadRows();
    for (const second of ['image', 'other']) {
      const response = await send(
        app,
        {
          method: 'POST',
          url: '/api/upload/single',
          ...multipart([
            { name: 'image', filename: 'a.png', type: 'image/png', data: await uniquePng() },
            { name: second, filename: 'b.png', type: 'image/png', data: await uniquePng() },
          ]),
        },
        user.auth,
      );
      expectError(response, 400, 'Please upload one image at a time');
    }
    expect(filesIn(dataDir)).toEqual(before);
    expect(await uploadRows()).toBe(rows);
    await stillAnswers();
  });

  it('refuses a flood of multipart fields with 400, and keeps serving', async () => {
    const fields = Array.from({ length: 10_000 }, (_, index) => ({ name: `f${index}`, data: 'x' }));
    const response = await send(
      app,
      {
        method: 'POST',
        url: '/api/upload/single',
        ...multipart([
          ...fields,
          { name: 'image', filename: 'a.png', type: 'image/png', data: await uniquePng() },
        ]),
      },
      user.auth,
    );
    expectError(response, 400, 'This upload has too many form fields. Send only the image.');
    await stillAnswers();
  });

  it('never uses the filename as a storage path', async () => {
    const names = [
      '../../etc/passwd',
      '..\\..\\..\\windows\\win.ini',
      '/etc/passwd',
      '%2e%2e%2f%2e%2e%2fescaped.png',
      'photo.png\u0000.html',
      '....//....//sneaky.png',
    ];
    for (const filename of names) {
      const response = await send(
        app,
        imageUpload(await uniquePng(), filename, 'image/png'),
        user.auth,
      );
      expect(response.statusCode, filename).toBe(201);
      expect(response.json().data.url).toMatch(/^\/uploads\/[a-f0-9]{2}\/[a-f0-9]{64}-8x8\.webp$/);
      expect(response.body).not.toMatch(/passwd|win\.ini|escaped|sneaky|\.\./);
    }
    // Everything written sits in the upload folder under a name made of the content hash.
    const files = filesIn(dataDir);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      expect(file).toMatch(/^uploads\/[a-f0-9]{2}\/[a-f0-9]{64}(-\d+x\d+\.webp|\.json)$/);
    expect(existsSync(path.resolve(uploadDir(), '../../etc/passwd'))).toBe(false);
  });

  it.each([
    [
      'a JSON body',
      415,
      { 'content-type': 'application/json' },
      '{"image":"data:image/png;base64,AAAA"}',
      'Please select an image file',
    ],
    [
      'raw bytes',
      415,
      { 'content-type': 'application/octet-stream' },
      'PNG',
      'Unsupported Media Type',
    ],
    [
      'multipart without a boundary',
      400,
      { 'content-type': 'multipart/form-data' },
      'garbage',
      'This upload could not be read. Please try again.',
    ],
    [
      'multipart cut short',
      400,
      { 'content-type': 'multipart/form-data; boundary=xyz' },
      '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG',
      'This upload could not be read. Please try again.',
    ],
    [
      'a part named __proto__',
      400,
      { 'content-type': 'multipart/form-data; boundary=xyz' },
      '--xyz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"polluted":true}\r\n--xyz--\r\n',
      'This upload could not be read. Please try again.',
    ],
  ])('answers %s with a clear %i', async (_kind, status, headers, payload, message) => {
    const response = await send(
      app,
      { method: 'POST', url: '/api/upload/single', payload, headers },
      user.auth,
    );
    expectError(response, status, message);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await stillAnswers();
  });

  it('refuses images that claim too many pixels before decoding them', async () => {
    for (const [bomb, name] of [
      [await gifClaiming(65_535, 65_535), 'bomb.gif'],
      [await pngClaiming(10_001, 10_000), 'just-over.png'],
    ] as const) {
      const response = await send(app, imageUpload(bomb, name, 'image/png'), user.auth);
      expectError(response, 400, 'This image is too large: at most 100 megapixels.');
    }
    await stillAnswers();
  });

  it('serves nothing outside the upload folder, however the path is written', async () => {
    const served = await send(app, imageUpload(await uniquePng()), user.auth);
    const { url } = served.json().data;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);

    const secret = `secret-${randomUUID()}`;
    mkdirSync(path.join(dataDir, 'ab'), { recursive: true });
    writeFileSync(path.join(dataDir, 'secret.webp'), secret);
    writeFileSync(path.join(dataDir, 'ab', 'secret.webp'), secret);
    const [, , dir, file] = url.split('/');
    for (const attempt of [
      '/uploads/..%2fsecret.webp',
      '/uploads/%2e%2e/secret.webp',
      '/uploads/%2E%2E/secret.webp',
      '/uploads/ab/..%2f..%2fsecret.webp',
      '/uploads/ab/%2e%2e%2f%2e%2e%2fsecret.webp',
      '/uploads/..%5csecret.webp',
      '/uploads/ab/..%5c..%5csecret.webp',
      '/uploads/ab/..\\..\\secret.webp',
      '/uploads/%252e%252e/secret.webp',
      '/uploads/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/uploads/../secret.webp',
      '/uploads/../ab/secret.webp',
      `/uploads/${dir}/..%2f..%2fsecret.webp`,
      `/uploads/${dir}/${file}%2f..%2f..%2f..%2fsecret.webp`,
    ]) {
      const response = await app.inject({ method: 'GET', url: attempt });
      expectError(response, 404, 'Resource not found');
      expect(response.body, attempt).not.toContain(secret);
      expect(response.body, attempt).not.toContain('root:');
    }
    // A NUL byte is refused as text the database cannot hold, before any file is looked at.
    const nul = await app.inject({ method: 'GET', url: '/uploads/ab/secret.webp%00.webp' });
    expectError(nul, 400, 'Text cannot contain null characters or invalid Unicode');
    expect(nul.body).not.toContain(secret);
  });
});

// ---------------------------------------------------------------------------------------------
// 4. Oversized and malformed JSON on every JSON route
// ---------------------------------------------------------------------------------------------

describe('oversized and malformed JSON on every JSON route', () => {
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
