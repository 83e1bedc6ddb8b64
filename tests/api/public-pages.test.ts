import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTemplate } from '../../templates';
import { buildTestApp, inMemoryPglite } from './helpers';

describe('published pages rendered on the server', () => {
  let app: FastifyInstance;
  let auth: { authorization: string };
  beforeAll(async () => {
    app = await buildTestApp(inMemoryPglite, { publicUrl: 'https://folio.example' });
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Rin Sato', email: `${randomUUID()}@example.com`, password: 'secret123' },
    });
    auth = { authorization: `Bearer ${signup.json().data.token}` };
  });
  afterAll(() => app.close());

  async function publish(
    change: (content: ReturnType<typeof structuredClone<unknown>>) => void = () => {},
  ) {
    const content = structuredClone(getTemplate('echelon').defaultContent) as {
      sections: Array<{ type: string; content: Record<string, unknown> }>;
    };
    change(content);
    const created = await app.inject({
      method: 'POST',
      url: '/api/portfolios',
      headers: auth,
      payload: { title: 'Rin Sato — Portfolio', description: 'Brand designer in Osaka', content },
    });
    const portfolio = created.json().data.portfolio;
    const slug = `rin-${randomUUID().slice(0, 8)}`;
    const published = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${portfolio.id}`,
      headers: auth,
      payload: { version: 1, slug, published: true },
    });
    return { slug, portfolio: published.json().data.portfolio };
  }

  it('sends the whole page as HTML, with its title, description, link previews and canonical URL', async () => {
    const { slug } = await publish((content) => {
      const hero = (
        content as { sections: Array<{ type: string; content: Record<string, unknown> }> }
      ).sections[0]!;
      hero.content.name = 'Rin Sato';
      hero.content.image = '/uploads/ab/cover.webp';
    });
    const response = await app.inject({ method: 'GET', url: `/portfolio/${slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const html = response.body;
    expect(html).toContain('<title>Rin Sato — Portfolio</title>');
    expect(html).toContain('<meta name="description" content="Brand designer in Osaka">');
    expect(html).toContain(`<link rel="canonical" href="https://folio.example/portfolio/${slug}">`);
    expect(html).toContain(
      '<meta property="og:image" content="https://folio.example/uploads/ab/cover.webp">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('Rin Sato');
    for (const project of ['Nord Identity System', 'Atlas Wayfinding', 'Halo Mobile App'])
      expect(html).toContain(project);
    expect(html).toContain('Made with');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('escapes what designers typed, so it reads as text', async () => {
    const { slug } = await publish((content) => {
      const hero = (content as { sections: Array<{ content: Record<string, unknown> }> })
        .sections[0]!;
      hero.content.title = '</title><script>alert(1)</script>';
    });
    const html = (await app.inject({ method: 'GET', url: `/portfolio/${slug}` })).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('answers 404 pages for an unknown and an unpublished slug', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/portfolio/no-such-page-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Portfolio Not Found');
    expect(unknown.body).toContain('Go to Homepage');

    const { slug, portfolio } = await publish();
    await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${portfolio.id}`,
      headers: auth,
      payload: { version: portfolio.version, published: false },
    });
    const unpublished = await app.inject({ method: 'GET', url: `/portfolio/${slug}` });
    expect(unpublished.statusCode).toBe(404);
    expect(unpublished.body).toContain('Portfolio Unpublished');
    expect(unpublished.body).toContain(
      'This portfolio is not currently published and is not accessible to the public.',
    );
    expect(unpublished.body).not.toContain('Nord Identity System');
  });

  it('is cached per live version: a save leaves the page and its ETag alone, a publish changes them', async () => {
    const { slug, portfolio } = await publish();
    const first = await app.inject({ method: 'GET', url: `/portfolio/${slug}` });
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toContain('s-maxage');
    const again = await app.inject({
      method: 'GET',
      url: `/portfolio/${slug}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const content = structuredClone(portfolio.content);
    content.sections[0].content.title = 'A fresh headline';
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${portfolio.id}`,
      headers: auth,
      payload: { version: portfolio.version, content },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.portfolio.hasUnpublishedChanges).toBe(true);
    // Visitors still get the page as it was published: the same ETag, the same HTML.
    const cached = await app.inject({
      method: 'GET',
      url: `/portfolio/${slug}`,
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
    const unchanged = await app.inject({ method: 'GET', url: `/portfolio/${slug}` });
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.body).toBe(first.body);
    expect(unchanged.body).not.toContain('A fresh headline');

    const published = await app.inject({
      method: 'POST',
      url: `/api/portfolios/${portfolio.id}/publish`,
      headers: auth,
      payload: { version: saved.json().data.portfolio.version },
    });
    expect(published.json()).toMatchObject({
      message: 'Live page updated',
      data: { portfolio: { hasUnpublishedChanges: false } },
    });
    const after = await app.inject({
      method: 'GET',
      url: `/portfolio/${slug}`,
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body).toContain('A fresh headline');
  });

  it('sends the same page compressed as the reader accepts: brotli, gzip or none', async () => {
    const { slug } = await publish();
    const get = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url: `/portfolio/${slug}`,
        headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('shows a new slug, an unpublish and a deletion to the very next reader', async () => {
    const { slug, portfolio } = await publish();
    const status = async (at: string) =>
      (await app.inject({ method: 'GET', url: `/portfolio/${at}` })).statusCode;
    const save = async (version: number, changes: object) =>
      (
        await app.inject({
          method: 'PUT',
          url: `/api/portfolios/${portfolio.id}`,
          headers: auth,
          payload: { version, ...changes },
        })
      ).json().data.portfolio.version as number;
    const renamed = `${slug}-new`;
    expect(await status(slug)).toBe(200);
    expect(await status(renamed)).toBe(404);
    let version = await save(portfolio.version, { slug: renamed });
    expect(await status(slug)).toBe(404);
    expect(await status(renamed)).toBe(200);
    version = await save(version, { published: false });
    expect(await status(renamed)).toBe(404);
    await save(version, { published: true });
    expect(await status(renamed)).toBe(200);
    await app.inject({ method: 'DELETE', url: `/api/portfolios/${portfolio.id}`, headers: auth });
    expect(await status(renamed)).toBe(404);
  });

  it('shows the new owner of a slug another portfolio gave up, not the old page', async () => {
    const first = await publish();
    const slug = first.slug;
    expect((await app.inject({ method: 'GET', url: `/portfolio/${slug}` })).body).toContain(
      '<title>Rin Sato — Portfolio</title>',
    );
    await app.inject({
      method: 'DELETE',
      url: `/api/portfolios/${first.portfolio.id}`,
      headers: auth,
    });
    const created = await app.inject({
      method: 'POST',
      url: '/api/portfolios',
      headers: auth,
      payload: { title: 'Someone Else' },
    });
    const second = created.json().data.portfolio;
    await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${second.id}`,
      headers: auth,
      payload: { version: second.version, slug, published: true },
    });
    // Same slug, same version number: only the portfolio differs.
    const page = await app.inject({ method: 'GET', url: `/portfolio/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Someone Else</title>');
    expect(page.body).not.toContain('Rin Sato — Portfolio');
  });

  it('answers 304 to a weak or listed ETag, and changes the ETag with the build', async () => {
    const { slug } = await publish();
    const first = await app.inject({ method: 'GET', url: `/portfolio/${slug}` });
    const etag = String(first.headers.etag);
    // The live snapshot's id (which never changes content) and the build.
    expect(etag).toMatch(
      /^W\/"p-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[0-9a-f]{8}"$/,
    );
    for (const header of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
      const again = await app.inject({
        method: 'GET',
        url: `/portfolio/${slug}`,
        headers: { 'if-none-match': header },
      });
      expect(again.statusCode, header).toBe(304);
    }
    const otherBuild = etag.replace(/-[0-9a-f]{8}"$/, '-00000000"');
    const stale = await app.inject({
      method: 'GET',
      url: `/portfolio/${slug}`,
      headers: { 'if-none-match': otherBuild },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('counts a visit reported by the page, not the owner’s', async () => {
    const { slug, portfolio } = await publish();
    const browser = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Firefox/133.0' };
    await app.inject({
      method: 'POST',
      url: `/api/portfolios/public/${slug}/views`,
      headers: browser,
    });
    await app.inject({
      method: 'POST',
      url: `/api/portfolios/public/${slug}/views`,
      headers: { ...browser, ...auth },
    });
    const stored = await app.inject({
      method: 'GET',
      url: `/api/portfolios/${portfolio.id}`,
      headers: auth,
    });
    expect(stored.json().data.portfolio.viewCount).toBe(1);
  });

  it('lists published portfolios in the sitemap, and points robots at it', async () => {
    const { slug } = await publish();
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    expect(sitemap.body).toContain(`<loc>https://folio.example/portfolio/${slug}</loc>`);
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://folio.example/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
  });

  it('serves a case study to anyone once published, and before that only to its owner', async () => {
    const { slug, portfolio } = await publish();
    const study = {
      title: 'Nord case study',
      category: 'Identity',
      year: '2025',
      intro: 'How it went.',
      steps: [1, 2, 3].map((n) => ({ num: `0${n}`, title: `STEP ${n}`, desc: 'Done.' })),
      sections: [],
    };
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${portfolio.id}`,
      headers: auth,
      payload: { version: portfolio.version, caseStudies: { 'project-1': study } },
    });
    const url = `/api/portfolios/${portfolio.id}/case-studies/project-1`;
    // Echelon's first project, "Nord Identity System", gives the study its address.
    const pageUrl = `/portfolio/${slug}/nord-identity-system`;
    // Saved, not yet published: only its owner reads it.
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: pageUrl })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url, headers: auth })).json().data).toMatchObject({
      caseStudy: { title: 'Nord case study' },
      isOwner: true,
    });

    const published = await app.inject({
      method: 'POST',
      url: `/api/portfolios/${portfolio.id}/publish`,
      headers: auth,
      payload: { version: saved.json().data.portfolio.version },
    });
    expect(published.statusCode).toBe(200);
    const visitor = await app.inject({ method: 'GET', url });
    expect(visitor.json().data).toMatchObject({
      caseStudy: { title: 'Nord case study' },
      isOwner: false,
    });
    const page = await app.inject({ method: 'GET', url: pageUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Nord case study');
    expect(page.body).toContain(`href="/portfolio/${slug}#`);

    // A later edit of the study waits for the next publish too.
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${portfolio.id}/draft`,
      headers: auth,
      payload: {
        version: published.json().data.portfolio.version,
        caseStudies: { 'project-1': { ...study, title: 'Nord, rewritten' } },
      },
    });
    expect(edited.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url })).json().data.caseStudy.title).toBe(
      'Nord case study',
    );
    expect((await app.inject({ method: 'GET', url: pageUrl })).body).not.toContain(
      'Nord, rewritten',
    );
    expect(
      (await app.inject({ method: 'GET', url, headers: auth })).json().data.caseStudy.title,
    ).toBe('Nord, rewritten');

    await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${portfolio.id}`,
      headers: auth,
      payload: { version: edited.json().data.portfolio.version, published: false },
    });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: pageUrl })).statusCode).toBe(404);
    const owner = await app.inject({ method: 'GET', url, headers: auth });
    expect(owner.json().data).toMatchObject({
      caseStudy: { title: 'Nord, rewritten' },
      isOwner: true,
    });
  });
});
