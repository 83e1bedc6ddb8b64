import type { FastifyInstance, HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { newCaseStudy } from '../../../model/case-study';
import { routeRecorder, type RouteInfo } from './route-access';
import { buildTestApp, inMemoryPglite, type TestDatabase } from '../helpers';

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

export type Headers = Record<string, string>;
export type Call = {
  method: HTTPMethods;
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Headers;
};
export type User = { id: string; email: string; password: string; token: string; auth: Headers };

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const send = (app: FastifyInstance, call: Call, headers: Headers = {}) =>
  app.inject({
    method: call.method,
    url: call.url,
    payload: call.payload,
    headers: { ...call.headers, ...headers },
  });

export async function signUp(app: FastifyInstance, name = 'Designer'): Promise<User> {
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

export async function logIn(app: FastifyInstance, user: User) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.token as string;
}

// Anything that would tell an attacker about the code, the database or the files behind the API.
export const INTERNALS =
  /stack|node_modules|\/work\/|\.ts:\d+|\bat [\w$.<>]+ \(|\bselect\b.*\bfrom\b|password_?hash|argon2|postgres|pglite/i;

/** The spec's error shape ({success: false, message}), and nothing internal in it. */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  message?: string | RegExp,
) {
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

export const NO_TOKEN = 'No auth token found';
export const EXPIRED = 'Your session has expired. Please log in again.';
export const NOT_FOUND = 'Portfolio not found';

export type MultipartPart = {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
};

export function multipart(parts: MultipartPart[]) {
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
export const imageUpload = (data: Buffer, filename = 'photo.png', type = 'image/png'): Call => ({
  method: 'POST',
  url: '/api/upload/single',
  ...multipart([{ name: 'image', filename, type, data }]),
});

/** A small PNG of a random colour: new bytes each time, so deduplication hides nothing. */
export const uniquePng = () => {
  const [r, g, b] = randomBytes(3);
  return sharp({ create: { width: 8, height: 8, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
};

/** JSON text nesting `depth` arrays, or objects, inside each other. */
export const deepArray = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
export const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

export type Doc = { id: string; slug: string; title: string; version: number; studyTitle: string };
export type World = {
  app: FastifyInstance;
  owner: User;
  stranger: User;
  draft: Doc;
  live: Doc;
  tinyPng: Buffer;
};

/**
 * An owner with a draft and a live portfolio (each with a case study) and a stranger, on one app
 * for the calling describe block; `world` is filled in before its tests run.
 */
export function ownerAndStranger(database: TestDatabase) {
  const world = {} as World;
  const recorder = routeRecorder();
  const marker = `m${randomUUID().slice(0, 8)}`;

  /** A portfolio with a slug and a case study; published or not. */
  async function portfolioOf(user: User, label: string, publish: boolean): Promise<Doc> {
    const title = `${label} ${marker}`;
    const created = await send(
      world.app,
      { method: 'POST', url: '/api/portfolios', payload: { title } },
      user.auth,
    );
    const id = created.json().data.portfolio.id as string;
    const slug = `${label.toLowerCase()}-${randomUUID().slice(0, 8)}`;
    const studyTitle = `${label} study ${marker}`;
    const updated = await send(
      world.app,
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
    (await send(world.app, { method: 'GET', url: `/api/portfolios/${id}` }, user.auth)).json().data
      ?.portfolio;

  beforeAll(async () => {
    world.app = await buildTestApp(database, {}, { onRoute: recorder.onRoute });
    world.tinyPng = await uniquePng();
    [world.owner, world.stranger] = await Promise.all([
      signUp(world.app, 'Owner Person'),
      signUp(world.app, 'Stranger'),
    ]);
    world.draft = await portfolioOf(world.owner, 'Draft', false);
    world.live = await portfolioOf(world.owner, 'Live', true);
    // The live portfolio also has unpublished changes, so a stranger's publish or discard would show.
    const edited = await send(
      world.app,
      {
        method: 'PUT',
        url: `/api/portfolios/${world.live.id}/draft`,
        payload: { version: world.live.version, description: `Unpublished words ${marker}` },
      },
      world.owner.auth,
    );
    expect(edited.json().data.portfolio.hasUnpublishedChanges).toBe(true);
    world.live.version = edited.json().data.portfolio.version;
  });
  afterAll(async () => {
    await world.app.close();
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
      url: `/api/portfolios/check-slug/${world.draft.slug}?portfolioId=${world.draft.id}`,
    },
    'HEAD /api/portfolios/check-slug/:slug': {
      method: 'HEAD',
      url: `/api/portfolios/check-slug/${world.draft.slug}`,
    },
    'POST /api/upload/single': imageUpload(world.tinyPng),
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
    'GET /api/portfolios/:id': { method: 'GET', url: `/api/portfolios/${world.draft.id}` },
    'HEAD /api/portfolios/:id': { method: 'HEAD', url: `/api/portfolios/${world.draft.id}` },
    'PUT /api/portfolios/:id': {
      method: 'PUT',
      url: `/api/portfolios/${world.draft.id}`,
      payload: { version: world.draft.version, title: 'Hijacked', published: true },
    },
    'DELETE /api/portfolios/:id': { method: 'DELETE', url: `/api/portfolios/${world.draft.id}` },
    'GET /api/portfolios/slug/:slug': {
      method: 'GET',
      url: `/api/portfolios/slug/${world.draft.slug}`,
    },
    'HEAD /api/portfolios/slug/:slug': {
      method: 'HEAD',
      url: `/api/portfolios/slug/${world.draft.slug}`,
    },
    'PUT /api/portfolios/:id/draft': {
      method: 'PUT',
      url: `/api/portfolios/${world.draft.id}/draft`,
      payload: { version: world.draft.version, title: 'Hijacked' },
    },
    'PATCH /api/portfolios/:id/draft': {
      method: 'PATCH',
      url: `/api/portfolios/${world.draft.id}/draft`,
      payload: { version: world.draft.version, title: 'Hijacked' },
    },
    'POST /api/portfolios/:id/publish': {
      method: 'POST',
      url: `/api/portfolios/${world.draft.id}/publish`,
      payload: { version: world.draft.version },
    },
    'POST /api/portfolios/:id/unpublish': {
      method: 'POST',
      url: `/api/portfolios/${world.live.id}/unpublish`,
    },
    'POST /api/portfolios/:id/discard': {
      method: 'POST',
      url: `/api/portfolios/${world.live.id}/discard`,
      payload: { version: world.live.version },
    },
    'PUT /api/portfolios/:id/slug': {
      method: 'PUT',
      url: `/api/portfolios/${world.draft.id}/slug`,
      payload: { slug: `planted-${marker}` },
    },
    'PUT /api/portfolios/:id/template': {
      method: 'PUT',
      url: `/api/portfolios/${world.draft.id}/template`,
      payload: { version: world.draft.version, templateId: 'lumen' },
    },
    'GET /api/portfolios/:id/history': {
      method: 'GET',
      url: `/api/portfolios/${world.draft.id}/history`,
    },
    'HEAD /api/portfolios/:id/history': {
      method: 'HEAD',
      url: `/api/portfolios/${world.draft.id}/history`,
    },
    'GET /api/portfolios/:id/history/:number': {
      method: 'GET',
      url: `/api/portfolios/${world.draft.id}/history/1`,
    },
    'HEAD /api/portfolios/:id/history/:number': {
      method: 'HEAD',
      url: `/api/portfolios/${world.draft.id}/history/1`,
    },
    'POST /api/portfolios/:id/history/:number/restore': {
      method: 'POST',
      url: `/api/portfolios/${world.live.id}/history/1/restore`,
      payload: { version: world.live.version },
    },
    'GET /api/portfolios/:id/export': {
      method: 'GET',
      url: `/api/portfolios/${world.draft.id}/export`,
    },
    'HEAD /api/portfolios/:id/export': {
      method: 'HEAD',
      url: `/api/portfolios/${world.draft.id}/export`,
    },
    'GET /api/portfolios/:id/static-site': {
      method: 'GET',
      url: `/api/portfolios/${world.live.id}/static-site`,
    },
    'HEAD /api/portfolios/:id/static-site': {
      method: 'HEAD',
      url: `/api/portfolios/${world.live.id}/static-site`,
    },
    'GET /api/portfolios/:id/sharing': {
      method: 'GET',
      url: `/api/portfolios/${world.draft.id}/sharing`,
    },
    'HEAD /api/portfolios/:id/sharing': {
      method: 'HEAD',
      url: `/api/portfolios/${world.draft.id}/sharing`,
    },
    'PUT /api/portfolios/:id/sharing/visibility': {
      method: 'PUT',
      url: `/api/portfolios/${world.draft.id}/sharing/visibility`,
      payload: { visibility: 'private' },
    },
    'PUT /api/portfolios/:id/sharing/password': {
      method: 'PUT',
      url: `/api/portfolios/${world.draft.id}/sharing/password`,
      payload: { password: 'planted-pass' },
    },
    'POST /api/portfolios/:id/sharing/links': {
      method: 'POST',
      url: `/api/portfolios/${world.draft.id}/sharing/links`,
      payload: { label: 'Planted' },
    },
    'POST /api/portfolios/:id/sharing/links/:linkId/revoke': {
      method: 'POST',
      url: `/api/portfolios/${world.draft.id}/sharing/links/${randomUUID()}/revoke`,
    },
    'GET /api/sharing/visibility': { method: 'GET', url: '/api/sharing/visibility' },
    'HEAD /api/sharing/visibility': { method: 'HEAD', url: '/api/sharing/visibility' },
    'GET /api/domains/mine': { method: 'GET', url: '/api/domains/mine' },
    'HEAD /api/domains/mine': { method: 'HEAD', url: '/api/domains/mine' },
    'GET /api/portfolios/:id/domain': {
      method: 'GET',
      url: `/api/portfolios/${world.draft.id}/domain`,
    },
    'HEAD /api/portfolios/:id/domain': {
      method: 'HEAD',
      url: `/api/portfolios/${world.draft.id}/domain`,
    },
    'PUT /api/portfolios/:id/domain': {
      method: 'PUT',
      url: `/api/portfolios/${world.draft.id}/domain`,
      payload: { hostname: 'planted.example-designer.com' },
    },
    'DELETE /api/portfolios/:id/domain': {
      method: 'DELETE',
      url: `/api/portfolios/${world.draft.id}/domain`,
    },
    'POST /api/portfolios/:id/domain/verify': {
      method: 'POST',
      url: `/api/portfolios/${world.draft.id}/domain/verify`,
    },
    'GET /api/portfolios/:id/analytics': {
      method: 'GET',
      url: `/api/portfolios/${world.live.id}/analytics`,
    },
    'HEAD /api/portfolios/:id/analytics': {
      method: 'HEAD',
      url: `/api/portfolios/${world.live.id}/analytics`,
    },
    'GET /api/analytics/summary': { method: 'GET', url: '/api/analytics/summary' },
    'HEAD /api/analytics/summary': { method: 'HEAD', url: '/api/analytics/summary' },
    'GET /api/portfolios/:id/pdf': { method: 'GET', url: `/api/portfolios/${world.draft.id}/pdf` },
    'GET /api/portfolios/:id/case-studies/:projectId/pdf': {
      method: 'GET',
      url: `/api/portfolios/${world.draft.id}/case-studies/project-1/pdf`,
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
    (
      await send(
        world.app,
        { method: 'GET', url: `/api/portfolios/${id}/history` },
        world.owner.auth,
      )
    ).json().data.entries;

  /** The owner's two portfolios, their histories and account, to prove nothing changed. */
  const ownerState = async () => ({
    draft: await read(world.owner, world.draft.id),
    live: await read(world.owner, world.live.id),
    history: { draft: await history(world.draft.id), live: await history(world.live.id) },
    me: (await send(world.app, { method: 'GET', url: '/api/auth/me' }, world.owner.auth)).json()
      .data.user,
    count: (
      await send(world.app, { method: 'GET', url: '/api/portfolios/user/me' }, world.owner.auth)
    ).json().data.portfolios.length,
  });

  return { world, recorder, marker, portfolioOf, read, history, ownerState, protectedCalls };
}

/** One app on an in-memory PGlite for the sections that need no particular database, built on first use. */
let sharedApp: Promise<{ app: FastifyInstance; dataDir: string; routes: RouteInfo[] }> | undefined;
export function pgliteApp() {
  sharedApp ??= (async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'folio-abuse-'));
    const recorder = routeRecorder();
    const app = await buildTestApp(inMemoryPglite, { dataDir }, { onRoute: recorder.onRoute });
    return { app, dataDir, routes: recorder.routes };
  })();
  return sharedApp;
}
/** Closes the shared app, if this file built one. */
export async function closePgliteApp() {
  const closing = sharedApp;
  // The next file in this worker (modules are shared between files) builds its own.
  sharedApp = undefined;
  if (closing) await (await closing).app.close();
}
