import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newCaseStudy } from '../../model/case-study';
import { LOAD_TEST_HEADER, utcDay } from '../../model/analytics';
import { countEnquirySent } from '../../server/analytics/record';
import {
  analyticsCounts,
  analyticsDays,
  analyticsPageDays,
  analyticsVisitors,
} from '../../server/db/schema';
import { listTemplates } from '../../templates';
import { caseStudyAddresses } from '../../templates/case-study-addresses';
import { projectsOf } from '../../templates/projects';
import { buildTestApp, describeEachDatabase, signUp } from './helpers';

const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const TABLET =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const ADDRESS = '203.0.113.77';

// The first template of the registry whose default page lists projects: its first project gets a
// case study, so the portfolio has two pages to count.
const template = listTemplates().find(
  (candidate) => projectsOf(candidate, candidate.defaultContent).length > 0,
)!;
const projectId = projectsOf(template, template.defaultContent)[0]!.id;
const STUDY_TITLE = 'Nightfall, a rebrand';

describeEachDatabase('analytics', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    app = await buildTestApp(database);
    owner = await signUp(app, 'Noor Haddad');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function published() {
    const created = (
      await app.inject({
        method: 'POST',
        url: '/api/portfolios',
        headers: owner.auth,
        payload: { templateId: template.id },
      })
    ).json().data.portfolio;
    const slug = `stats-${randomUUID().slice(0, 8)}`;
    const caseStudies = { [projectId]: { ...newCaseStudy({ title: STUDY_TITLE }) } };
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${created.id}`,
      headers: owner.auth,
      payload: { version: created.version, slug, caseStudies, published: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [study] = caseStudyAddresses(template, template.defaultContent, caseStudies);
    return { id: created.id as string, slug, study: `/portfolio/${slug}/${study!.slug}` };
  }

  type Beacon = {
    userAgent?: string;
    address?: string;
    headers?: Record<string, string>;
    payload?: Record<string, unknown>;
  };
  const beacon = (page: string, options: Beacon = {}) =>
    app.inject({
      method: 'POST',
      url: `${page}/views`,
      remoteAddress: options.address ?? ADDRESS,
      headers: {
        'user-agent': options.userAgent ?? DESKTOP,
        host: 'folio.test',
        ...options.headers,
      },
      payload: options.payload ?? { event: 'view' },
    });
  const report = async (id: string, days = 30, auth = owner.auth) => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/portfolios/${id}/analytics?days=${days}`,
      headers: auth,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data.analytics;
  };
  const viewCountOf = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/api/portfolios/${id}`, headers: owner.auth })).json()
      .data.portfolio.viewCount as number;

  it('counts ten reloads of one browser as ten views and one visitor, another browser as the second', async () => {
    const { id, slug } = await published();
    for (let n = 0; n < 10; n++) expect((await beacon(`/portfolio/${slug}`)).statusCode).toBe(204);
    await beacon(`/portfolio/${slug}`, { userAgent: PHONE });
    const figures = await report(id);
    expect(figures.series).toHaveLength(30);
    expect(figures.series.at(-1)).toEqual({ day: utcDay(new Date()), views: 11, visitors: 2 });
    expect(figures.series.slice(0, -1).every((day: { views: number }) => day.views === 0)).toBe(
      true,
    );
    expect(figures.totals).toMatchObject({ views: 11, visitors: 2 });
    expect(figures.devices).toEqual([
      { device: 'phone', views: 1 },
      { device: 'tablet', views: 0 },
      { device: 'desktop', views: 10 },
    ]);
    // The portfolio's running total, on its card and the overview, says the same.
    expect(await viewCountOf(id)).toBe(11);
    expect((await report(id, 90)).series).toHaveLength(90);
  });

  it('does not count robots, headless browsers, the load test or the owner', async () => {
    const { id, slug } = await published();
    const page = `/portfolio/${slug}`;
    const ignored = [
      { userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
      { userAgent: HEADLESS },
      { userAgent: 'curl/8.5.0' },
      { userAgent: '' },
      { headers: { [LOAD_TEST_HEADER]: '1' } },
      { headers: owner.auth },
    ];
    for (const options of ignored) expect((await beacon(page, options)).statusCode).toBe(204);
    expect((await report(id)).totals.views).toBe(0);
    expect(await viewCountOf(id)).toBe(0);
    // Another signed-in designer is a visitor like any other.
    const other = await signUp(app, 'Another Designer');
    await beacon(page, { headers: other.auth });
    expect((await report(id)).totals).toMatchObject({ views: 1, visitors: 1 });
  });

  it('counts a case study as its own page, with referrers, devices and lightbox opens', async () => {
    const { id, slug, study } = await published();
    await beacon(`/portfolio/${slug}`, { payload: { referrer: 'www.Dribbble.com' } });
    await beacon(`/portfolio/${slug}`, {
      userAgent: TABLET,
      payload: { referrer: 'dribbble.com' },
    });
    await beacon(`/portfolio/${slug}`, { userAgent: PHONE, payload: {} });
    // From the portfolio to its case study: a move within the site, no referrer of its own.
    await beacon(study, { payload: { referrer: 'folio.test' } });
    await beacon(study, { payload: { event: 'lightbox' } });
    await beacon(`/portfolio/${slug}`, { payload: { event: 'lightbox' } });
    await beacon(`/portfolio/${slug}`, { userAgent: PHONE, payload: { event: 'lightbox' } });
    await countEnquirySent(app.db, id);

    const figures = await report(id);
    expect(figures.totals).toEqual({
      views: 4,
      visitors: 3,
      projectsOpened: 1,
      lightboxOpens: 3,
      enquiries: 1,
    });
    expect(figures.pages).toEqual([
      { projectId: null, title: 'Portfolio page', views: 3, visitors: 3 },
      { projectId, title: STUDY_TITLE, views: 1, visitors: 1 },
    ]);
    expect(figures.referrers).toEqual([
      { domain: 'dribbble.com', views: 2 },
      { domain: '', views: 1 },
    ]);
    expect(figures.devices).toEqual([
      { device: 'phone', views: 1 },
      { device: 'tablet', views: 1 },
      { device: 'desktop', views: 2 },
    ]);
    // A case study that is not there is no page to count.
    expect((await beacon(`/portfolio/${slug}/no-such-study`)).statusCode).toBe(404);
    expect((await beacon(`/portfolio/nobody-${randomUUID()}`)).statusCode).toBe(404);
    // Only a host name is taken as referrer, and only the events there are.
    expect(
      (await beacon(`/portfolio/${slug}`, { payload: { referrer: 'https://a.example/x?y' } }))
        .statusCode,
    ).toBe(400);
    expect((await beacon(`/portfolio/${slug}`, { payload: { event: 'click' } })).statusCode).toBe(
      400,
    );
  });

  it("lets only a private page's readers count its views", async () => {
    const { id, slug } = await published();
    const visibility = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${id}/sharing/visibility`,
      headers: owner.auth,
      payload: { visibility: 'private' },
    });
    expect(visibility.statusCode, visibility.body).toBe(200);
    expect((await beacon(`/portfolio/${slug}`)).statusCode).toBe(404);
    const formerBeacon = await app.inject({
      method: 'POST',
      url: `/api/portfolios/public/${slug}/views`,
      headers: { 'user-agent': DESKTOP },
    });
    expect(formerBeacon.statusCode).toBe(404);
    expect((await report(id)).totals.views).toBe(0);

    const link = await app.inject({
      method: 'POST',
      url: `/api/portfolios/${id}/sharing/links`,
      headers: owner.auth,
      payload: { label: 'Studio Rota' },
    });
    const opened = await app.inject({
      method: 'GET',
      url: new URL(link.json().data.url as string).pathname,
    });
    const cookie = String(opened.headers['set-cookie']).split(';')[0]!;
    expect((await beacon(`/portfolio/${slug}`, { headers: { cookie } })).statusCode).toBe(204);
    expect((await report(id)).totals.views).toBe(1);
  });

  it('answers figures to the owner only, for 30 or 90 days, and sums each portfolio for its card', async () => {
    const { id, slug } = await published();
    const stranger = await signUp(app, 'Stranger');
    const asStranger = await app.inject({
      method: 'GET',
      url: `/api/portfolios/${id}/analytics`,
      headers: stranger.auth,
    });
    expect(asStranger.statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'GET', url: `/api/portfolios/${id}/analytics` });
    expect(anonymous.statusCode).toBe(401);
    const week = await app.inject({
      method: 'GET',
      url: `/api/portfolios/${id}/analytics?days=7`,
      headers: owner.auth,
    });
    expect(week.statusCode).toBe(400);
    expect(week.json().message).toBe('Days must be one of 30, 90');

    await beacon(`/portfolio/${slug}`);
    await beacon(`/portfolio/${slug}`);
    const summary = await app.inject({
      method: 'GET',
      url: '/api/analytics/summary?days=30',
      headers: owner.auth,
    });
    expect(summary.statusCode).toBe(200);
    const line = summary.json().data.summary.portfolios[id] as number[];
    expect(line).toHaveLength(30);
    expect(line.at(-1)).toBe(2);
    expect(line.slice(0, -1).every((views) => views === 0)).toBe(true);
    const strangers = await app.inject({
      method: 'GET',
      url: '/api/analytics/summary',
      headers: stranger.auth,
    });
    expect(strangers.json().data.summary.portfolios).toEqual({});
  });

  it("leaves the counts as they were after the load test's reads", async () => {
    const { id, slug } = await published();
    // scripts/load.ts reads pages with its own agent and header, runs no script, posts no beacon.
    const loadHeaders = {
      'accept-encoding': 'br, gzip',
      'user-agent': 'folio-load-test',
      [LOAD_TEST_HEADER]: '1',
    };
    for (let n = 0; n < 20; n++) {
      const read = await app.inject({
        method: 'GET',
        url: `/portfolio/${slug}`,
        headers: loadHeaders,
      });
      expect(read.statusCode).toBe(200);
    }
    await beacon(`/portfolio/${slug}`, { headers: loadHeaders });
    await beacon(`/portfolio/${slug}`, { userAgent: 'folio-load-test' });
    expect((await report(id)).totals.views).toBe(0);
    expect(await viewCountOf(id)).toBe(0);
  });

  it('stores no address or browser, and forgets visitor hashes when their day is over', async () => {
    const { id, slug } = await published();
    await beacon(`/portfolio/${slug}`, { address: '198.51.100.23' });
    const rows = [
      ...(await app.db.select().from(analyticsDays)),
      ...(await app.db.select().from(analyticsPageDays)),
      ...(await app.db.select().from(analyticsCounts)),
      ...(await app.db.select().from(analyticsVisitors)),
    ];
    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(rows);
    for (const secret of ['198.51.100.23', ADDRESS, DESKTOP, 'Chrome/131', 'iPhone'])
      expect(stored).not.toContain(secret);
    const hashes = await app.db.select().from(analyticsVisitors);
    expect(hashes.every((row) => /^[A-Za-z0-9_-]{43}$/.test(row.hash))).toBe(true);

    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await app.analytics.sweep(tomorrow);
    expect(await app.db.select().from(analyticsVisitors)).toEqual([]);
    // The aggregates stay.
    expect((await report(id)).totals.views).toBe(1);
  });
});
