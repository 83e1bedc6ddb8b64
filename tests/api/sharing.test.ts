import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCaseStudy } from '../../model/case-study';
import { SHARING_MESSAGES } from '../../model/sharing';
import { shareLinks } from '../../server/db/schema';
import { listTemplates } from '../../templates';
import { caseStudyAddresses, caseStudyPath } from '../../templates/case-study-addresses';
import { buildTestApp, describeEachDatabase, inMemoryPglite, signUp } from './helpers';

type Account = Awaited<ReturnType<typeof signUp>>;
const TITLE = 'Mika Ode — Secret Work';
const DESCRIPTION = 'Work under NDA for Acme';
const STUDY_TITLE = 'Acme checkout rebuild';

/** The cookie a /s/ answer sets, as a browser would send it back: name=value only. */
function cookieOf(response: LightMyRequestResponse) {
  const line = String(response.headers['set-cookie'] ?? '');
  expect(line).toMatch(/HttpOnly/);
  expect(line).toMatch(/SameSite=Lax/);
  expect(line).toMatch(/Path=\/portfolio\//);
  return line.split(';')[0]!;
}

/** A refusal names nothing of the page: no title, description or share tags. */
function expectRefused(response: LightMyRequestResponse, heading: string) {
  expect(response.statusCode).toBe(404);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers.etag).toBeUndefined();
  const body =
    response.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(response.rawPayload).toString()
      : response.body;
  expect(body).toContain(heading);
  for (const hint of [
    TITLE,
    'Mika Ode',
    DESCRIPTION,
    STUDY_TITLE,
    'og:',
    'twitter:',
    'description',
  ])
    expect(body).not.toContain(hint);
}

async function sharedPortfolio(app: FastifyInstance, owner: Account) {
  const template = listTemplates()[0]!;
  const created = await app.inject({
    method: 'POST',
    url: '/api/portfolios',
    headers: owner.auth,
    payload: {
      title: TITLE,
      description: DESCRIPTION,
      templateId: template.id,
      content: template.defaultContent,
    },
  });
  expect(created.statusCode).toBe(201);
  const { id } = created.json().data.portfolio;
  const slug = `mika-${id.slice(0, 8)}`;
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/portfolios/${id}`,
    headers: owner.auth,
    payload: {
      version: 1,
      slug,
      caseStudies: { 'project-1': newCaseStudy({ title: STUDY_TITLE }) },
    },
  });
  expect(saved.statusCode).toBe(200);
  const published = await app.inject({
    method: 'POST',
    url: `/api/portfolios/${id}/publish`,
    headers: owner.auth,
    payload: { version: saved.json().data.portfolio.version, slug },
  });
  expect(published.statusCode).toBe(200);
  return {
    id,
    slug,
    page: `/portfolio/${slug}`,
    studyPage: caseStudyPath(
      slug,
      caseStudyAddresses(template, template.defaultContent, {
        'project-1': { title: STUDY_TITLE },
      })[0]!.slug,
    ),
  };
}

describeEachDatabase('private sharing', (database) => {
  let app: FastifyInstance;
  let owner: Account;
  const logLines: string[] = [];
  beforeAll(async () => {
    app = await buildTestApp(
      database,
      { logLevel: 'info', authRateLimit: { max: 3, windowMs: 60_000 } },
      { logStream: { write: (line: string) => void logLines.push(line) } },
    );
    owner = await signUp(app, 'Mika Ode');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const setVisibility = (id: string, visibility: string, projectId?: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/portfolios/${id}/sharing/visibility`,
      headers: owner.auth,
      payload: { visibility, projectId },
    });
  async function createLink(id: string, payload: Record<string, unknown>) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/portfolios/${id}/sharing/links`,
      headers: owner.auth,
      payload,
    });
    expect(response.statusCode).toBe(201);
    const { url, link } = response.json().data as { url: string; link: { id: string } };
    return { url, path: new URL(url).pathname, secret: url.split('/s/')[1]!, id: link.id };
  }
  const sharing = async (id: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/portfolios/${id}/sharing`,
        headers: owner.auth,
      })
    ).json().data;

  it('keeps a private portfolio from anyone without a link, and opens it with one until revoked', async () => {
    const portfolio = await sharedPortfolio(app, owner);
    expect((await setVisibility(portfolio.id, 'private')).statusCode).toBe(200);
    expectRefused(
      await app.inject({ method: 'GET', url: portfolio.page }),
      SHARING_MESSAGES.privatePortfolio,
    );
    expectRefused(
      await app.inject({ method: 'GET', url: portfolio.studyPage }),
      SHARING_MESSAGES.privateCaseStudy,
    );

    const link = await createLink(portfolio.id, { label: 'Acme recruiter' });
    expect(link.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const opened = await app.inject({ method: 'GET', url: link.path });
    expect(opened.statusCode).toBe(303);
    // The secret leaves the address: the visitor lands on the page's clean address.
    expect(opened.headers.location).toBe(portfolio.page);
    const cookie = cookieOf(opened);

    const page = await app.inject({ method: 'GET', url: portfolio.page, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>${TITLE}</title>`);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    // A portfolio's link opens its case studies too.
    const study = await app.inject({
      method: 'GET',
      url: portfolio.studyPage,
      headers: { cookie },
    });
    expect(study.statusCode).toBe(200);
    expect(study.body).toContain(STUDY_TITLE);

    const listed = (await sharing(portfolio.id)).portfolio.links;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ label: 'Acme recruiter', views: 1, revokedAt: null });
    expect(Date.parse(listed[0].lastOpenedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Only the hash is stored; the list never carries the secret.
    expect(JSON.stringify(listed)).not.toContain(link.secret);

    const revoked = await app.inject({
      method: 'POST',
      url: `/api/portfolios/${portfolio.id}/sharing/links/${link.id}/revoke`,
      headers: owner.auth,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.link.revokedAt).not.toBeNull();
    expectRefused(
      await app.inject({ method: 'GET', url: portfolio.page, headers: { cookie } }),
      SHARING_MESSAGES.privatePortfolio,
    );
    const reopened = await app.inject({ method: 'GET', url: link.path });
    expect(reopened.statusCode).toBe(404);
    expect(reopened.body).toContain(SHARING_MESSAGES.linkGone);
    expect(reopened.headers['set-cookie']).toBeUndefined();
  });

  it("keeps a private page's content out of the public JSON API too, except for its owner", async () => {
    const portfolio = await sharedPortfolio(app, owner);
    const studyApi = `/api/portfolios/${portfolio.id}/case-studies/project-1`;
    const portfolioApi = `/api/portfolios/public/${portfolio.slug}`;
    expect((await app.inject({ method: 'GET', url: portfolioApi })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: studyApi })).statusCode).toBe(200);

    await setVisibility(portfolio.id, 'private', 'project-1');
    const study = await app.inject({ method: 'GET', url: studyApi });
    expect(study.statusCode).toBe(404);
    expect(study.body).not.toContain(STUDY_TITLE);
    const own = await app.inject({ method: 'GET', url: studyApi, headers: owner.auth });
    expect(own.json().data.caseStudy.title).toBe(STUDY_TITLE);

    await setVisibility(portfolio.id, 'private');
    const page = await app.inject({ method: 'GET', url: portfolioApi });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({
      message: SHARING_MESSAGES.privatePortfolio,
      reason: 'private',
    });
    expect(page.body).not.toContain(TITLE);
    await setVisibility(portfolio.id, 'unlisted');
    expect((await app.inject({ method: 'GET', url: portfolioApi })).statusCode).toBe(200);
  });

  it('keeps a private case study of a public portfolio to its own links', async () => {
    const portfolio = await sharedPortfolio(app, owner);
    expect((await setVisibility(portfolio.id, 'private', 'project-1')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: portfolio.page })).statusCode).toBe(200);
    expectRefused(
      await app.inject({ method: 'GET', url: portfolio.studyPage }),
      SHARING_MESSAGES.privateCaseStudy,
    );
    // Its old address moves nowhere: the readable one would name the project.
    expectRefused(
      await app.inject({ method: 'GET', url: `/portfolio/${portfolio.id}/project/project-1` }),
      SHARING_MESSAGES.privateCaseStudy,
    );
    const link = await createLink(portfolio.id, {
      label: 'Hiring manager',
      projectId: 'project-1',
    });
    const opened = await app.inject({ method: 'GET', url: link.path });
    expect(opened.headers.location).toBe(portfolio.studyPage);
    const study = await app.inject({
      method: 'GET',
      url: portfolio.studyPage,
      headers: { cookie: cookieOf(opened) },
    });
    expect(study.statusCode).toBe(200);
    expect(study.body).toContain(STUDY_TITLE);
    expect(study.headers['cache-control']).toBe('private, no-store');
    const state = await sharing(portfolio.id);
    expect(state.portfolio.links).toHaveLength(0);
    expect(state.caseStudies).toMatchObject([
      { projectId: 'project-1', title: STUDY_TITLE, visibility: 'private', effective: 'private' },
    ]);
    expect(state.caseStudies[0].links[0]).toMatchObject({ label: 'Hiring manager', views: 1 });
  });

  it('stops a link at its view limit and after its expiry', async () => {
    const portfolio = await sharedPortfolio(app, owner);
    await setVisibility(portfolio.id, 'private');
    const limited = await createLink(portfolio.id, { label: 'Two looks', viewLimit: 2 });
    // A link checker's HEAD is no view.
    expect((await app.inject({ method: 'HEAD', url: limited.path })).statusCode).not.toBe(303);
    for (const _ of [1, 2])
      expect((await app.inject({ method: 'GET', url: limited.path })).statusCode).toBe(303);
    const third = await app.inject({ method: 'GET', url: limited.path });
    expect(third.statusCode).toBe(404);
    expect(third.body).toContain(SHARING_MESSAGES.linkGone);
    const counted = (await sharing(portfolio.id)).portfolio.links[0];
    expect(counted).toMatchObject({ label: 'Two looks', views: 2, viewLimit: 2 });

    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const expiring = await createLink(portfolio.id, { label: 'Until Friday', expiresAt: tomorrow });
    const opened = await app.inject({ method: 'GET', url: expiring.path });
    expect(opened.statusCode).toBe(303);
    expect(String(opened.headers['set-cookie'])).toContain('Expires=');
    const cookie = cookieOf(opened);
    // Its expiry comes: the clock moved by setting the stored expiry into the past.
    await app.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, expiring.id));
    expectRefused(
      await app.inject({ method: 'GET', url: portfolio.page, headers: { cookie } }),
      SHARING_MESSAGES.privatePortfolio,
    );
    expect((await app.inject({ method: 'GET', url: expiring.path })).statusCode).toBe(404);
  });

  it('lets chat apps draw a link’s preview card without using up its views', async () => {
    const portfolio = await sharedPortfolio(app, owner);
    await setVisibility(portfolio.id, 'private');
    const once = await createLink(portfolio.id, { label: 'Sent on Slack', viewLimit: 1 });
    for (const agent of [
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      // iMessage's preview fetcher.
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
      'WhatsApp/2.23.20.0',
    ]) {
      const card = await app.inject({
        method: 'GET',
        url: once.path,
        headers: { 'user-agent': agent },
      });
      expect(card.statusCode).toBe(200);
      expect(card.body).toContain(SHARING_MESSAGES.linkPreview);
      expect(card.headers['set-cookie']).toBeUndefined();
    }
    // The person it was sent to still gets their one view.
    const opened = await app.inject({ method: 'GET', url: once.path });
    expect(opened.statusCode).toBe(303);
    expect((await sharing(portfolio.id)).portfolio.links[0]).toMatchObject({ views: 1 });
  });

  it('never writes a link secret to the server log', async () => {
    const portfolio = await sharedPortfolio(app, owner);
    await setVisibility(portfolio.id, 'private');
    const link = await createLink(portfolio.id, { label: 'Log check' });
    const before = logLines.length;
    const opened = await app.inject({ method: 'GET', url: link.path });
    await app.inject({
      method: 'GET',
      url: portfolio.page,
      headers: { cookie: cookieOf(opened) },
    });
    // Typed by hand, percent-encoded or wrong in case: still not logged.
    await app.inject({ method: 'GET', url: `/%73/${link.secret}` });
    await app.inject({ method: 'GET', url: `/S/${link.secret}?x=1` });
    await app.inject({ method: 'GET', url: `/s/${link.secret}/more` });
    await app.inject({ method: 'POST', url: `/s/${link.secret}`, payload: { a: 1 } });
    const written = logLines.slice(before).join('');
    expect(written).toContain('/s/[redacted]');
    expect(written).toContain(portfolio.page);
    expect(logLines.join('')).not.toContain(link.secret);
  });

  it('marks unlisted pages noindex and leaves them out of the sitemap', async () => {
    const listed = await sharedPortfolio(app, owner);
    const unlisted = await sharedPortfolio(app, owner);
    await setVisibility(unlisted.id, 'unlisted');
    const page = await app.inject({ method: 'GET', url: unlisted.page });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(TITLE);
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    const study = await app.inject({ method: 'GET', url: unlisted.studyPage });
    expect(study.statusCode).toBe(200);
    expect(study.body).toContain('<meta name="robots" content="noindex">');
    const open = await app.inject({ method: 'GET', url: listed.page });
    expect(open.body).not.toContain('noindex');
    expect(open.headers['x-robots-tag']).toBeUndefined();

    const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`${listed.page}<`);
    expect(sitemap).not.toContain(`${unlisted.page}<`);
    await setVisibility(unlisted.id, 'private');
    await setVisibility(listed.id, 'unlisted');
    const after = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(after).not.toContain(`${unlisted.page}<`);
    expect(after).not.toContain(`${listed.page}<`);
  });

  it('never serves a private page from the public cache', async () => {
    const portfolio = await sharedPortfolio(app, owner);
    const first = await app.inject({ method: 'GET', url: portfolio.page });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    const cached = await app.inject({
      method: 'GET',
      url: portfolio.page,
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);

    await setVisibility(portfolio.id, 'private');
    for (const headers of [{ 'if-none-match': etag }, {}, { 'accept-encoding': 'br' }])
      expectRefused(
        await app.inject({ method: 'GET', url: portfolio.page, headers }),
        SHARING_MESSAGES.privatePortfolio,
      );
    // With a link: the page, never a 304 for the public copy's ETag, and no ETag of its own.
    const link = await createLink(portfolio.id, { label: 'Cache check' });
    const cookie = cookieOf(await app.inject({ method: 'GET', url: link.path }));
    const page = await app.inject({
      method: 'GET',
      url: portfolio.page,
      headers: { cookie, 'if-none-match': etag },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers.etag).toBeUndefined();
    expect(page.headers['cache-control']).toBe('private, no-store');

    // Public again: back in the cache, with the same ETag as before.
    await setVisibility(portfolio.id, 'public');
    const back = await app.inject({ method: 'GET', url: portfolio.page });
    expect(back.statusCode).toBe(200);
    expect(back.headers.etag).toBe(etag);
    expect(back.headers['cache-control']).toContain('public');
  });

  it('opens a private page with its password, and paces wrong guesses like login', async () => {
    const portfolio = await sharedPortfolio(app, owner);
    await setVisibility(portfolio.id, 'private');
    const set = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${portfolio.id}/sharing/password`,
      headers: owner.auth,
      payload: { password: 'acme-2026' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.portfolio.hasPassword).toBe(true);

    const locked = await app.inject({ method: 'GET', url: portfolio.page });
    expectRefused(locked, SHARING_MESSAGES.privatePortfolio);
    expect(locked.body).toContain('<form method="post" action="/s/unlock">');
    expect(locked.body).toContain('type="password"');

    const tryPassword = (password: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/s/unlock',
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ portfolio: portfolio.id, project: '', password }).toString(),
      });
    const wrong = await tryPassword('guess-one', '10.0.0.1');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toContain(SHARING_MESSAGES.wrongPassword);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(wrong.body).not.toContain(TITLE);

    const right = await tryPassword('acme-2026', '10.0.0.2');
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(portfolio.page);
    const cookie = cookieOf(right);
    const page = await app.inject({ method: 'GET', url: portfolio.page, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(TITLE);
    // A new password ends what the old one opened.
    await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${portfolio.id}/sharing/password`,
      headers: owner.auth,
      payload: { password: 'acme-2027' },
    });
    expectRefused(
      await app.inject({ method: 'GET', url: portfolio.page, headers: { cookie } }),
      SHARING_MESSAGES.privatePortfolio,
    );

    // The login limit here is 3 attempts per address in the window: the 4th is turned away.
    for (const guess of ['guess-two', 'guess-three'])
      expect((await tryPassword(guess, '10.0.0.1')).statusCode).toBe(403);
    const limited = await tryPassword('acme-2027', '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.body).toContain(SHARING_MESSAGES.tooManyAttempts);
    expect(limited.headers['set-cookie']).toBeUndefined();

    const cleared = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${portfolio.id}/sharing/password`,
      headers: owner.auth,
      payload: { password: null },
    });
    expect(cleared.json().data.portfolio.hasPassword).toBe(false);
    expect((await app.inject({ method: 'GET', url: portfolio.page })).body).not.toContain('<form');
  });
});

describe('sharing settings', () => {
  let app: FastifyInstance;
  let owner: Account;
  let stranger: Account;
  let portfolio: Awaited<ReturnType<typeof sharedPortfolio>>;
  beforeAll(async () => {
    app = await buildTestApp(inMemoryPglite);
    owner = await signUp(app, 'Mika Ode');
    stranger = await signUp(app, 'Someone Else');
    portfolio = await sharedPortfolio(app, owner);
  });
  afterAll(() => app.close());

  it("answers someone else's portfolio as missing", async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/portfolios/${portfolio.id}/sharing`, undefined],
      ['PUT', `/api/portfolios/${portfolio.id}/sharing/visibility`, { visibility: 'public' }],
      ['POST', `/api/portfolios/${portfolio.id}/sharing/links`, { label: 'Mine now' }],
    ] as const) {
      const response = await app.inject({ method, url, payload, headers: stranger.auth });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('checks what a link may be, with clear messages', async () => {
    const tryLink = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/api/portfolios/${portfolio.id}/sharing/links`,
        headers: owner.auth,
        payload,
      });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ label: '  ' }, 'Label is required'],
      [{ label: 'x'.repeat(81) }, 'Label must be at most 80 characters'],
      [{ label: 'Old', expiresAt: '2020-01-01T00:00:00Z' }, 'Expiry must be in the future'],
      [{ label: 'Zero', viewLimit: 0 }, 'View limit must be at least 1'],
      [{ label: 'Lost', projectId: 'no-such-project' }, SHARING_MESSAGES.noCaseStudy],
    ];
    for (const [payload, message] of cases) {
      const response = await tryLink(payload);
      expect(response.statusCode, message).toBeGreaterThanOrEqual(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    const visibility = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${portfolio.id}/sharing/visibility`,
      headers: owner.auth,
      payload: { visibility: 'secret' },
    });
    expect(visibility.statusCode).toBe(400);
    expect(visibility.json().message).toBe('Visibility must be public, unlisted or private');
  });

  it("lists each portfolio's visibility for the dashboard", async () => {
    await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${portfolio.id}/sharing/visibility`,
      headers: owner.auth,
      payload: { visibility: 'unlisted' },
    });
    const mine = await app.inject({
      method: 'GET',
      url: '/api/sharing/visibility',
      headers: owner.auth,
    });
    expect(mine.json().data.portfolios).toEqual({ [portfolio.id]: 'unlisted' });
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/sharing/visibility',
      headers: stranger.auth,
    });
    expect(theirs.json().data.portfolios).toEqual({});
  });
});
