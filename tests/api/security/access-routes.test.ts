import path from 'node:path';
import { type FastifyInstance, type HTTPMethods } from 'fastify';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCaseStudy } from '../../../model/case-study';
import { buildTestApp, describeEachDatabase, inMemoryPglite, type TestDatabase } from '../helpers';
import {
  type Call,
  type Doc,
  NOT_FOUND,
  NO_TOKEN,
  type User,
  expectError,
  ownerAndStranger,
  send,
} from './fixtures';
import { ACCESS, type Access, PROTECTED, accessOf, keysOf, routeRecorder } from './route-access';

/** The routes whose answer is not a JSON body, and what they answer instead. */
const NOT_JSON: Record<string, string> = {
  'GET /api/enquiries.csv': 'a CSV file',
  'GET /api/portfolios/:id/pdf': 'a PDF file',
  'GET /api/portfolios/:id/case-studies/:projectId/pdf': 'a PDF file',
  'GET /api/portfolios/:id/export': 'a zip file',
  'GET /api/portfolios/:id/static-site': 'a zip file',
  'GET /uploads/:dir/:file': 'an image file',
  'GET /robots.txt': 'a text file',
  'GET /sitemap.xml': 'an XML file',
  'GET /portfolio/:slug': 'an HTML page',
  'GET /portfolio/:slug/:projectSlug': 'an HTML page',
  'GET /portfolio/:portfolioId/project/:projectId': "a redirect to the study's address",
  'GET /s/:secret': 'a redirect, or an HTML page for a link that is gone',
  'GET /f/:formId/thanks': 'an HTML page',
  'GET /api/portfolios/public/:slug/enquiries/thanks': 'an HTML page',
  'POST /s/unlock': "a redirect, or an HTML page (a browser's form post)",
  'POST /f/:formId': "JSON to a script, a redirect or an HTML page to a browser's own form post",
  'POST /api/portfolios/public/:slug/enquiries':
    "JSON to a script, a redirect or an HTML page to a browser's own form post",
  'POST /api/portfolios/public/:slug/views': "an empty 204 (a page's beacon)",
  'POST /portfolio/:slug/views': "an empty 204 (a page's beacon)",
  'POST /portfolio/:slug/:projectSlug/views': "an empty 204 (a page's beacon)",
};

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

  it('declares the shape of every JSON answer (schema.response); the rest answer files, pages or nothing', () => {
    const undeclared = recorder.routes
      .filter((route) => !route.declaresAnswer)
      .flatMap((route) => keysOf([route]))
      .filter((key) => !key.startsWith('HEAD ') && !isBuildFile(key));
    expect(undeclared.filter((key) => !(key in NOT_JSON))).toEqual([]);
    // An exemption for a route that now declares its answers, or no longer exists, goes.
    expect(Object.keys(NOT_JSON).filter((key) => !undeclared.includes(key))).toEqual([]);
  });

  it('adds only public GET and HEAD routes for the files of a build', async () => {
    const files = keysOf(recorder.routes).filter(isBuildFile);
    expect(files).toContain('GET /assets/app-1a2b3c.js');
    for (const key of files) expect(['GET', 'HEAD'], key).toContain(key.split(' ')[0]);
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
  });
});

describeEachDatabase('ownership: who may call each route', (database: TestDatabase) => {
  const { world, recorder, marker, ownerState, protectedCalls } = ownerAndStranger(database);
  let app: FastifyInstance;
  let owner: User;
  let stranger: User;
  let draft: Doc;
  let live: Doc;
  beforeAll(() => void ({ app, owner, stranger, draft, live } = world));

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
      ['POST /api/portfolios/', { method: 'POST', url: '/api/portfolios/', payload: {} }] as const,
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
        command('PATCH', 'PATCH /api/portfolios/:id/draft', doc, '/draft', {
          version: doc.version,
          title: 'Hijacked',
          sections: { order: [], changed: [] },
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
});
