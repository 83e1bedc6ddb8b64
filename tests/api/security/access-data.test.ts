import { type FastifyInstance, type HTTPMethods, type LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { newCaseStudy } from '../../../model/case-study';
import { PDF_NO_BUILD_MESSAGE } from '../../../server/routes/pdf';
import { describeEachDatabase, type TestDatabase } from '../helpers';
import {
  type Doc,
  NOT_FOUND,
  type User,
  bearer,
  expectError,
  imageUpload,
  logIn,
  ownerAndStranger,
  send,
  uniquePng,
} from './fixtures';
import { accessOf, keysOf } from './route-access';

describeEachDatabase('ownership: each user sees only their own data', (database: TestDatabase) => {
  const { world, recorder, marker, portfolioOf, read, ownerState } = ownerAndStranger(database);
  let app: FastifyInstance;
  let owner: User;
  let stranger: User;
  let draft: Doc;
  let live: Doc;
  beforeAll(() => void ({ app, owner, stranger, draft, live } = world));

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
    const list = await send(app, { method: 'GET', url: '/api/portfolios/user/me' }, stranger.auth);
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
    expect((await send(app, { method: 'GET', url: '/sitemap.xml' })).body).toContain(fleeting.slug);

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
    expect((await save({ published: true }, 'Portfolio published successfully!')).isPublished).toBe(
      true,
    );
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
    // The builder's save of what changed: the title alone.
    expect(
      await command(
        'PATCH',
        'PATCH /api/portfolios/:id/draft',
        '/draft',
        { version, title: 'Live now' },
        'Portfolio saved successfully!',
      ),
    ).toMatchObject({ title: 'Live now' });
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
