import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCaseStudy, type CaseStudy } from '../../model/case-study';
import { CASE_STUDY_SLUG_MESSAGES } from '../../model/case-study-address';
import { SLUG_MESSAGES } from '../../model/rules';
import { getTemplate, listTemplates } from '../../templates';
import { templateStylesheetEntry } from '../../templates/stylesheets';
import { FONTS } from '../../templates/shared/fonts';
import { buildTestApp, inMemoryPglite, signUp } from './helpers';
import { ISLANDS_MANIFEST_FILE } from '../../server/pages/build-manifests';

// A build as Vite leaves it, as far as published pages read it: the islands' script and sheet, each
// template's stylesheet and each font's sheet (with its Latin face), named in the manifest.
function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-cs-build-'));
  mkdirSync(path.join(dir, '.vite'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  const manifest: Record<string, { file: string; name?: string; css?: string[] }> = {};
  writeFileSync(
    path.join(dir, ISLANDS_MANIFEST_FILE),
    JSON.stringify({
      'renderer/islands.ts': { file: 'assets/islands-1a2b.js', css: ['assets/islands-1a2b.css'] },
    }),
  );
  for (const template of listTemplates()) {
    const file = `assets/${template.id}-3c4d.css`;
    manifest[`templates/${template.id}/style.css`] = {
      file,
      name: templateStylesheetEntry(template.id),
    };
    // Its own faces (fonts/fonts.css), as Vite minifies them: the heading's, by its family name.
    const family = template.styling.fonts.heading!.split(',')[0]!.replace(/'/g, '');
    const face = family.toLowerCase().replace(/ /g, '-');
    writeFileSync(
      path.join(dir, file),
      `@font-face{font-family:${family};src:url(/assets/${face}-latin-400-700-normal-7a8b.woff2) format("woff2")}`,
    );
  }
  for (const id of Object.keys(FONTS)) {
    const file = `assets/${id}-5e6f.css`;
    manifest[`templates/shared/fonts/${id}.css`] = { file };
    writeFileSync(
      path.join(dir, file),
      `@font-face{src:url(/assets/${id}-latin-wght-normal-7a8b.woff2) format("woff2")}`,
    );
  }
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const study = (title: string, extra: Partial<CaseStudy> = {}): CaseStudy => ({
  ...newCaseStudy({ title }),
  intro: `How ${title} went, from the first call to launch.`,
  ...extra,
});

describe('case studies as pages of their portfolio', () => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof signUp>>;
  const echelon = getTemplate('echelon');
  const build = fakeBuild();
  beforeAll(async () => {
    app = await buildTestApp(inMemoryPglite, {
      publicUrl: 'https://folio.example',
      staticDir: build,
    });
    owner = await signUp(app, 'Rin Sato');
  });
  afterAll(() => app.close());

  /** A published echelon portfolio with these case studies, its hero named Rin Sato. */
  async function published(caseStudies: Record<string, CaseStudy>) {
    const content = structuredClone(echelon.defaultContent);
    content.sections[0]!.content.name = 'Rin Sato';
    const created = await app.inject({
      method: 'POST',
      url: '/api/portfolios',
      headers: owner.auth,
      payload: { title: 'Rin Sato — Portfolio', templateId: 'echelon', content },
    });
    const portfolio = created.json().data.portfolio;
    const slug = `rin-${randomUUID().slice(0, 8)}`;
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${portfolio.id}`,
      headers: owner.auth,
      payload: { version: portfolio.version, slug, caseStudies, published: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { id: portfolio.id as string, slug, portfolio: saved.json().data.portfolio };
  }

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('draws a case study at /portfolio/{slug}/{project-slug} in its template, with the designer, navigation and share tags', async () => {
    const { id, slug } = await published({
      'project-1': study('Nord, from brief to building', {
        heroImage: '/uploads/ab/nord-hero.webp',
        intro: 'A Nordic bank’s identity, rebuilt in six weeks.',
      }),
      'project-3': study('Halo, the app'),
    });
    const response = await get(`/portfolio/${slug}/nord-identity-system`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    // The template's stylesheet (in the page) and the fonts it shows, as on the portfolio's page.
    const portfolioPage = (await get(`/portfolio/${slug}`)).body;
    const heads = [html, portfolioPage].map((page) =>
      [...page.matchAll(/<style>[^<]*<\/style>|<link rel="(?:stylesheet|preload)"[^>]*>/g)].map(
        (found) => found[0],
      ),
    );
    expect(heads[0]).toContain(
      `<style>${readFileSync(path.join(build, 'assets/echelon-3c4d.css'), 'utf8')}</style>`,
    );
    // The heading's face only: the first screen's name and headline.
    expect(heads[0]!.filter((link) => link.includes('as="font"'))).toEqual([
      '<link rel="preload" href="/assets/inter-tight-variable-latin-400-700-normal-7a8b.woff2" as="font" type="font/woff2" crossorigin>',
    ]);
    expect(heads[0]).toEqual(heads[1]);
    expect(html).toContain('class="ech"');
    expect(html).toMatch(/class="ech-nav-name"[^>]*>Rin Sato</);
    // Its navigation leads to the portfolio's sections; no generic bar.
    expect(html).toMatch(new RegExp(`href="/portfolio/${slug}#[^"]+">Work<`));
    expect(html).not.toContain('VIEW CASE STUDY');
    expect(html).toContain('<h1 class="cs-title">Nord, from brief to building</h1>');
    // Share tags from the study itself.
    expect(html).toContain('<title>Nord, from brief to building — Rin Sato — Portfolio</title>');
    expect(html).toContain(
      '<meta property="og:description" content="A Nordic bank’s identity, rebuilt in six weeks.">',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://folio.example/uploads/ab/nord-hero.webp">',
    );
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(
      `<link rel="canonical" href="https://folio.example/portfolio/${slug}/nord-identity-system">`,
    );
    // The owner's edit link is in everyone's copy, hidden until the page's script asks.
    expect(html).toMatch(
      new RegExp(
        `<a class="owner-edit" href="/portfolio-builder/${id}/case-study/project-1" data-owner-of="${id}" hidden="">`,
      ),
    );
  });

  it('links the previous and next projects that have a case study, in page order', async () => {
    const { slug } = await published({
      'project-1': study('Nord study'),
      'project-3': study('Halo study'),
      'project-4': study('Forma study'),
    });
    const pager = async (projectSlug: string) => {
      const html = (await get(`/portfolio/${slug}/${projectSlug}`)).body;
      const link = (rel: string) =>
        new RegExp(`href="([^"]+)" rel="${rel}"`).exec(html)?.[1] ?? null;
      return { prev: link('prev'), next: link('next') };
    };
    expect(await pager('nord-identity-system')).toEqual({
      prev: null,
      next: `/portfolio/${slug}/halo-mobile-app`,
    });
    expect(await pager('halo-mobile-app')).toEqual({
      prev: `/portfolio/${slug}/nord-identity-system`,
      next: `/portfolio/${slug}/forma-type-specimen`,
    });
    const middle = (await get(`/portfolio/${slug}/halo-mobile-app`)).body;
    expect(middle).toContain('<span class="cs-pager-title">Forma study</span>');
    // Atlas (project 2) has no case study: never a link to it.
    expect(middle).not.toContain('atlas-wayfinding');
    // And the portfolio's own page links each project to its study there.
    const home = (await get(`/portfolio/${slug}`)).body;
    expect(home).toContain(`href="/portfolio/${slug}/halo-mobile-app"`);
    expect(home).not.toContain('/project/');
  });

  it('answers 404 for an address no case study has, and for an unpublished portfolio', async () => {
    const { id, slug, portfolio } = await published({ 'project-1': study('Nord study') });
    expect((await get(`/portfolio/${slug}/atlas-wayfinding`)).statusCode).toBe(404);
    expect((await get(`/portfolio/${slug}/no-such-project`)).body).toContain(
      'Case study not found',
    );
    expect((await get(`/portfolio/never-${slug}/nord-identity-system`)).statusCode).toBe(404);
    const slashed = await get(`/portfolio/${slug}/`);
    expect([slashed.statusCode, slashed.headers.location]).toEqual([301, `/portfolio/${slug}`]);
    await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${id}`,
      headers: owner.auth,
      payload: { version: portfolio.version, published: false },
    });
    const gone = await get(`/portfolio/${slug}/nord-identity-system`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('Nord study');
  });

  it('moves the old /portfolio/{id}/project/{projectId} address there with a 301', async () => {
    const { id, slug } = await published({ 'project-3': study('Halo study') });
    const moved = await get(`/portfolio/${id}/project/project-3`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/portfolio/${slug}/halo-mobile-app`);
    // A project without a published study stays the app's (its owner's preview): not a redirect.
    expect((await get(`/portfolio/${id}/project/project-1`)).statusCode).toBe(404);
    // The marketing sample keeps its address.
    expect((await get('/case-study/logo-design-process')).statusCode).not.toBe(301);
  });

  it('is cached like the portfolio page: public, revalidated by an ETag of the live copy', async () => {
    const { id, slug } = await published({ 'project-1': study('Nord study') });
    const url = `/portfolio/${slug}/nord-identity-system`;
    const first = await get(url);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, must-revalidate');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"c-/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const current = (await get(`/api/portfolios/${id}`, owner.auth)).json().data.portfolio;
    // A draft save changes nothing visitors see; its publish does.
    const draft = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${id}/draft`,
      headers: owner.auth,
      payload: {
        version: current.version,
        caseStudies: { 'project-1': study('Nord study, rewritten') },
      },
    });
    expect(draft.statusCode).toBe(200);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    await app.inject({
      method: 'POST',
      url: `/api/portfolios/${id}/publish`,
      headers: owner.auth,
      payload: { version: draft.json().data.portfolio.version },
    });
    const republished = await get(url, { 'if-none-match': etag });
    expect(republished.statusCode).toBe(200);
    expect(republished.body).toContain('Nord study, rewritten');
    expect(republished.headers.etag).not.toBe(etag);
  });

  it('lists every published case study in the sitemap at its readable address', async () => {
    const { slug } = await published({
      'project-1': study('Nord study'),
      'project-2': study('Atlas study', { slug: 'signs-for-a-city' }),
    });
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>https://folio.example/portfolio/${slug}</loc>`);
    expect(sitemap).toContain(
      `<loc>https://folio.example/portfolio/${slug}/nord-identity-system</loc>`,
    );
    expect(sitemap).toContain(
      `<loc>https://folio.example/portfolio/${slug}/signs-for-a-city</loc>`,
    );
    expect(sitemap).not.toContain('/project/');
  });

  it('keeps addresses unique: a chosen one wins, a made one gets -2, a chosen one twice is refused', async () => {
    const { id, slug, portfolio } = await published({
      'project-1': study('Nord study'),
      'project-2': study('Atlas study', { slug: 'nord-identity-system' }),
    });
    // Atlas chose Nord's address: it keeps it, Nord's made address moves aside.
    expect((await get(`/portfolio/${slug}/nord-identity-system`)).body).toContain('Atlas study');
    expect((await get(`/portfolio/${slug}/nord-identity-system-2`)).body).toContain('Nord study');

    const save = (caseStudies: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: `/api/portfolios/${id}/draft`,
        headers: owner.auth,
        payload: { version: portfolio.version, caseStudies },
      });
    const twice = await save({
      'project-1': study('Nord study', { slug: 'the-same' }),
      'project-2': study('Atlas study', { slug: 'the-same' }),
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(`${CASE_STUDY_SLUG_MESSAGES.taken}: /the-same`);
    const badly = await save({ 'project-1': study('Nord study', { slug: 'Not A Slug' }) });
    expect(badly.statusCode).toBe(400);
    expect(badly.json().message).toContain(SLUG_MESSAGES.pattern);
    const reserved = await save({ 'project-1': study('Nord study', { slug: 'pdf' }) });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().message).toContain(CASE_STUDY_SLUG_MESSAGES.reserved);
    // Nothing of a refused save was kept.
    const stored = (await get(`/api/portfolios/${id}`, owner.auth)).json().data.portfolio;
    expect(stored.version).toBe(portfolio.version);
  });

  it('tells the page whether its visitor owns the portfolio, and nothing else', async () => {
    const { id } = await published({ 'project-1': study('Nord study') });
    const stranger = await signUp(app, 'Stranger');
    const ask = async (headers: Record<string, string> = {}) => {
      const answer = await get(`/api/portfolios/${id}/owner`, headers);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      return answer.json().data.isOwner;
    };
    expect(await ask(owner.auth)).toBe(true);
    expect(await ask(stranger.auth)).toBe(false);
    expect(await ask()).toBe(false);
    const unknown = await get(`/api/portfolios/${randomUUID()}/owner`, owner.auth);
    expect(unknown.json().data.isOwner).toBe(false);
  });
});
