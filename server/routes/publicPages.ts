import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { normalizeContent } from '../../model/normalize';
import { PORTFOLIO_MESSAGES } from '../../model/portfolio';
import { isValidImageUrl } from '../../model/rules';
import type { CaseStudies } from '../../model/case-study';
import type { Styling } from '../../model/content';
import { FONTS } from '../../templates/shared/fonts';
import { resolveTheme } from '../../templates/theme';
import { MadeWithBadge } from '../../renderer/MadeWithBadge';
import { PortfolioView } from '../../renderer/PortfolioView';
import { getTemplate, isKnownTemplate, listTemplates } from '../../templates';
import {
  appAddresses,
  caseStudyAddresses,
  domainAddresses,
  type PortfolioAddresses,
} from '../../templates/case-study-addresses';
import { domainOrigin } from '../domains/store';
import { customDomains, portfolioSnapshots, portfolios } from '../db/schema';
import { BRIEF_STAMP_REFRESH_MS, briefStamp } from '../enquiries/stamp';
import { livePortfolio, type LivePortfolio } from '../portfolios/store';
import { neutralNotFound } from '../domains/answers';
import { checkPageAccess, unlistedPages, visibilityFor, withNoindex } from '../sharing/access';
import { viewVersion, visitorView, type Reader } from '../sharing/visitor-view';
import { livePageCache } from './page-cache';
import { escapeHtml } from '../../model/html';

/** A URL as link previews need it: with the site's origin in front of a path. */
export const absoluteUrl = (origin: string, url: string) =>
  /^https?:/i.test(url)
    ? url
    : `${origin}${url.startsWith('/') ? '' : '/'}${url.replace(/^\.\//, '')}`;

export type Assets = { scripts: string[]; styles: string[]; fonts?: string[] };
type FontAssets = { styles: string[]; preload?: string };
export type BuildAssets = Assets & {
  templateStyles: Map<string, string[]>;
  fontAssets: Map<string, FontAssets>;
};
type ManifestEntry = { file: string; css?: string[] };

/**
 * The islands script and its stylesheets, and each template's own stylesheet (templates/<id>/
 * style.css), from the build's manifest; none without a build.
 */
export function buildAssets(staticDir: string | undefined): BuildAssets {
  const none = {
    scripts: [],
    styles: [],
    templateStyles: new Map<string, string[]>(),
    fontAssets: new Map<string, FontAssets>(),
  };
  const manifestFile = staticDir && path.join(staticDir, '.vite', 'manifest.json');
  if (!manifestFile || !existsSync(manifestFile)) return none;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
  const entry = manifest['renderer/islands.ts'];
  if (!entry) return none;
  const stylesOf = (item: ManifestEntry) =>
    [...(item.file.endsWith('.css') ? [item.file] : []), ...(item.css ?? [])].map((f) => `/${f}`);
  const templateStyles = new Map(
    listTemplates().flatMap((template) => {
      const sheet = manifest[`templates/${template.id}/style.css`];
      return sheet ? [[template.id, stylesOf(sheet)] as const] : [];
    }),
  );
  const fontAssets = new Map(
    Object.keys(FONTS).flatMap((id) => {
      const sheet = manifest[`templates/shared/fonts/${id}.css`];
      if (!sheet) return [];
      const styles = stylesOf(sheet);
      const css = readFileSync(path.join(staticDir, styles[0]!), 'utf8');
      return [[id, { styles, preload: latinFace(css) }] as const];
    }),
  );
  return { scripts: [`/${entry.file}`], styles: stylesOf(entry), templateStyles, fontAssets };
}

/** The file of a font's upright Latin face (fontsource names it "<font>-latin-…-normal"). */
export function latinFace(css: string): string | undefined {
  const files = [...css.matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)].map((found) => found[1]!);
  return files.find((file) => /-latin-(?!ext)[^/]*normal[^/]*\.woff2$/.test(file));
}

/**
 * What a page of this template loads: the islands, that template's styles only, and with a styling
 * the sheets of the fonts its pairing adds (the template's own are in its sheet), its faces preloaded.
 */
export function assetsFor(assets: BuildAssets, templateId?: string, styling?: unknown): Assets {
  const template = templateId ? getTemplate(templateId) : undefined;
  const styles = [
    ...assets.styles,
    ...((template && assets.templateStyles.get(template.id)) || []),
  ];
  if (!template || !styling) return { scripts: assets.scripts, styles };
  const theme = resolveTheme(template, styling as Partial<Styling>);
  const own = new Set(Object.values(template.styling.fonts));
  const added = theme.fontIds.filter((id) => !own.has(FONTS[id].family));
  const shown = new Set([theme.fonts.heading, theme.fonts.body]);
  return {
    scripts: assets.scripts,
    styles: [...styles, ...added.flatMap((id) => assets.fontAssets.get(id)?.styles ?? [])],
    fonts: theme.fontIds
      .filter((id) => shown.has(FONTS[id].family))
      .flatMap((id) => assets.fontAssets.get(id)?.preload ?? []),
  };
}

type Head = {
  title: string;
  /** Open Graph's type: a portfolio is a website, a case study an article. */
  type?: 'website' | 'article';
  description?: string;
  canonical?: string;
  image?: string;
  slug?: string;
  /** A case study's address within the portfolio at `slug`: its page script reports it. */
  caseStudy?: string;
};

export function page(assets: Assets, head: Head, body: string) {
  const meta = [
    `<title>${escapeHtml(head.title)}</title>`,
    head.description && `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.canonical && `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    head.description &&
      `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    head.canonical && `<meta property="og:url" content="${escapeHtml(head.canonical)}">`,
    head.image && `<meta property="og:image" content="${escapeHtml(head.image)}">`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    head.description &&
      `<meta name="twitter:description" content="${escapeHtml(head.description)}">`,
    head.image && `<meta name="twitter:image" content="${escapeHtml(head.image)}">`,
    ...(assets.fonts ?? []).map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...assets.scripts.map((src) => `<script type="module" src="${src}"></script>`),
  ].filter(Boolean);
  const slug = head.slug
    ? ` data-portfolio-slug="${escapeHtml(head.slug)}"${head.caseStudy ? ` data-case-study="${escapeHtml(head.caseStudy)}"` : ''}`
    : '';
  return `<!doctype html><html lang="en"${slug}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" type="image/svg+xml" href="/favicon.svg">${meta.join('')}</head><body>${body}</body></html>`;
}

export const notice = (title: string, text: string) =>
  `<main class="public-notice"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><a href="/">Go to Homepage</a></main>`;

/** The first image of a document, for link previews. */
function firstImage(content: ReturnType<typeof normalizeContent>): string | undefined {
  const found: string[] = [];
  const visit = (value: unknown, key = '') => {
    if (typeof value === 'string') {
      if (
        /^(image|src)$/i.test(key) &&
        value &&
        isValidImageUrl(value) &&
        !value.startsWith('data:')
      )
        found.push(value);
    } else if (Array.isArray(value)) value.forEach((item) => visit(item, key));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  for (const section of content.sections.filter((s) => !s.hidden)) visit(section.content);
  return found[0];
}

/** A portfolio's page at one live snapshot, with its compressed forms made once, when first asked for. */
/** A new build changes the pages' script and styles: a browser's or CDN's copy must not match then. */
export const buildStamp = (built: BuildAssets) =>
  createHash('sha256')
    .update(JSON.stringify([built.scripts, built.styles, [...built.templateStyles]]))
    .digest('hex')
    .slice(0, 8);

/**
 * The HTML of a portfolio's live copy as /portfolio/{slug} serves it (the static-site download
 * renders the same page, server/transfer/static-site.ts).
 */
export function livePageHtml(
  built: BuildAssets,
  origin: string,
  row: Pick<
    LivePortfolio,
    'id' | 'templateId' | 'title' | 'description' | 'content' | 'styling' | 'caseStudies'
  >,
  slug: string,
  /** Served by this server: with the owner's edit link, which the page's script shows to them only. */
  served = false,
  /** Where its pages are: under /portfolio/{slug} unless it is read at its own domain. */
  addresses: PortfolioAddresses = appAddresses(slug),
  /** The signed time the page is made, for its brief form's fill-time guard (server/enquiries/stamp.ts). */
  briefStarted = '',
  /** The product's own address, the "Made with" badge's link: absolute when read at another domain. */
  productUrl = '/',
) {
  const absolute = (url: string) => absoluteUrl(origin, url);
  const content = normalizeContent(row.content);
  const title = row.title || 'Portfolio';
  const body = isKnownTemplate(row.templateId)
    ? renderToString(
        createElement(PortfolioView, {
          content,
          styling: row.styling as never,
          templateId: row.templateId,
          portfolioId: row.id,
          slug,
          addresses,
          caseStudies: row.caseStudies as CaseStudies,
          briefStarted,
        }),
      ) +
      renderToString(createElement(MadeWithBadge, { href: productUrl })) +
      (served
        ? `<a class="owner-edit" href="/portfolio-builder/${escapeHtml(row.id)}" data-owner-of="${escapeHtml(row.id)}" hidden>Edit portfolio</a>`
        : '')
    : notice('Template Not Found', 'The template for this portfolio is not available.');
  const image = firstImage(content);
  return page(
    assetsFor(built, row.templateId, row.styling),
    {
      title,
      description: row.description,
      canonical: `${origin}${addresses.home}`,
      image: image ? absolute(image) : undefined,
      slug,
    },
    `<div id="portfolio">${body}</div>`,
  );
}

/** A verified custom domain a page is read at, as the Host routing found it. */
export type DomainSite = { hostname: string; portfolioId: string; slug: string };

/** A private page read at its domain goes to its app address, where its links and password work. */
export const privateToApp = (reply: FastifyReply, path: string) =>
  reply
    .header('Cache-Control', 'private, no-store')
    .redirect(`${reply.server.config.publicUrl}${path}`, 302);

/** Where a page is read: the app's address, or a verified domain's. */
export const siteOf = (slug: string, domain?: DomainSite) =>
  domain
    ? { origin: domainOrigin(domain.hostname), addresses: domainAddresses }
    : { origin: undefined, addresses: appAddresses(slug) };

/**
 * /portfolio/{slug} rendered on the server: the whole page as HTML, readable without script, with
 * one small script for its interactive parts. Each request learns only the page's live snapshot
 * (PageVersions); a snapshot is rendered and compressed once, however many readers ask at once.
 * The same page is served at the root of the portfolio's verified domain (server/domains/).
 */
export function portfolioPages(app: FastifyInstance) {
  const built = buildAssets(app.config.staticDir);
  const assets = assetsFor(built);
  const appOrigin = app.config.publicUrl;
  // Made again now and then too, so its brief form's start time never grows too old to be taken.
  const pages = livePageCache({ remakeAfterMs: BRIEF_STAMP_REFRESH_MS });

  /**
   * The page of the portfolio with this id while it is published at this slug, as `reader` may see
   * it; else undefined. Its version names the snapshot and the case studies closed to visitors.
   */
  async function render(id: string, slug: string, reader: Reader, domain?: DomainSite) {
    const live = await livePortfolio(app.db, eq(portfolios.id, id));
    if (!live || live.slug !== slug) return undefined;
    const row = await visitorView(app, live, reader);
    const site = siteOf(slug, domain);
    // For a visitor without script (the script asks for its own): one brief, then a fresh one.
    const started = briefStamp(app.config.jwtSecret, id);
    // At its own domain "/" is the designer's: the badge names the product's address in full.
    const product = domain ? `${appOrigin}/` : '/';
    const origin = site.origin ?? appOrigin;
    return {
      live: await viewVersion(app, id, live.liveId),
      html: livePageHtml(built, origin, row, slug, true, site.addresses, started, product),
    };
  }

  const missing = () =>
    page(
      assets,
      { title: 'Portfolio Not Found' },
      notice('Portfolio Not Found', 'This portfolio does not exist or has been moved.'),
    );
  const notFound = (reply: FastifyReply, domain?: DomainSite) =>
    domain
      ? neutralNotFound(reply)
      : reply.header('Cache-Control', 'no-cache').code(404).send(missing());
  const build = buildStamp(built);
  // A snapshot never changes, so its id names the page's content exactly (and the host its links).
  const etagOf = (live: string, domain?: DomainSite) =>
    `W/"p-${live}-${build}${domain ? '-d' : ''}"`;

  /** The portfolio's page at /portfolio/{slug}, or at the root of its domain when `domain` is given. */
  async function portfolio(
    request: FastifyRequest,
    reply: FastifyReply,
    slug: string,
    domain?: DomainSite,
  ) {
    reply.type('text/html; charset=utf-8');
    // Keyed apart: the page at a domain links to its case studies there.
    const key = domain ? `@${domain.hostname}` : slug;
    const row = await app.pageVersions.lookup(slug);
    if (!row || !row.published || !row.live || (domain && row.id !== domain.portfolioId)) {
      pages.forget(key);
      if (domain) return neutralNotFound(reply);
      reply.header('Cache-Control', 'no-cache').code(404);
      return row
        ? page(
            assets,
            { title: 'Portfolio Unpublished' },
            notice('Portfolio Unpublished', PORTFOLIO_MESSAGES.unpublished),
          )
        : missing();
    }

    // A private page's links and passwords open it at the app's address: its domain sends readers there.
    if (domain && (await visibilityFor(app, { portfolioId: row.id })) === 'private')
      return privateToApp(reply, appAddresses(slug).home);
    // Unlisted and private pages are rendered for each reader, never kept in or served from the cache.
    const access = await checkPageAccess(request, reply, { portfolioId: row.id });
    if (access.refused) return access.page;
    // Its readers' links and passwords open it at this address; public and unlisted pages move.
    const movedTo = access.visibility !== 'private' && (await app.customDomains.domainOf(row.id));
    if (!domain && movedTo)
      return reply
        .header('Cache-Control', 'public, max-age=300')
        .redirect(`${domainOrigin(movedTo)}/`, 301);
    if (access.visibility !== 'public') {
      pages.forget(key);
      const rendered = await render(row.id, slug, { request }, domain);
      if (!rendered) return notFound(reply, domain);
      return withNoindex(rendered.html);
    }

    // A publish, or a case study closed or opened, changes the version and so the ETag.
    const sent = await pages.send(request, reply, {
      key,
      id: row.id,
      live: await viewVersion(app, row.id, row.live),
      etagOf: (live) => etagOf(live, domain),
      make: () => render(row.id, slug, {}, domain),
    });
    return sent ?? notFound(reply, domain);
  }

  /** Every listed page: the app's (portfolios without a domain), or with `domain` that domain's own. */
  async function sitemap(_request: FastifyRequest, reply: FastifyReply, domain?: DomainSite) {
    const rows = await app.db
      .select({
        id: portfolios.id,
        slug: portfolios.slug,
        updatedAt: portfolioSnapshots.createdAt,
        templateId: portfolioSnapshots.templateId,
        content: portfolioSnapshots.content,
        caseStudies: portfolioSnapshots.caseStudies,
        domain: customDomains.hostname,
      })
      .from(portfolios)
      .innerJoin(portfolioSnapshots, eq(portfolioSnapshots.id, portfolios.liveSnapshotId))
      .leftJoin(
        customDomains,
        and(eq(customDomains.portfolioId, portfolios.id), isNotNull(customDomains.verifiedAt)),
      )
      .where(
        and(
          eq(portfolios.isPublished, true),
          domain ? eq(portfolios.id, domain.portfolioId) : undefined,
        ),
      );
    const { listed } = await unlistedPages(app.db);
    const origin = domain ? domainOrigin(domain.hostname) : appOrigin;
    const templatePages = domain
      ? []
      : ['/templates', ...listTemplates().map((t) => `/template-preview/${t.id}`)];
    const entry = (path: string, updatedAt: Date) =>
      `<url><loc>${escapeHtml(`${origin}${path}`)}</loc><lastmod>${updatedAt.toISOString()}</lastmod></url>`;
    const urls = [
      ...templatePages.map((url) => `<url><loc>${escapeHtml(`${origin}${url}`)}</loc></url>`),
      ...rows.flatMap((row) => {
        // A portfolio at its own domain is listed in that domain's sitemap, not the app's.
        if (!row.slug || !listed(row.id) || Boolean(domain) !== Boolean(row.domain)) return [];
        const at = domain ? domainAddresses : appAddresses(row.slug);
        // Each case study is a page of its portfolio, at its readable address.
        const studies = caseStudyAddresses(
          getTemplate(row.templateId),
          normalizeContent(row.content),
          row.caseStudies as CaseStudies,
        );
        return [
          entry(at.home, row.updatedAt),
          ...studies
            .filter((study) => listed(row.id, study.projectId))
            .map((study) => entry(at.caseStudy(study.slug), row.updatedAt)),
        ];
      }),
    ];
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=300');
    return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`;
  }

  async function robots(_request: FastifyRequest, reply: FastifyReply, domain?: DomainSite) {
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    // A domain holds one portfolio: nothing of the app's to keep crawlers from.
    const appOnly = domain
      ? ['Disallow: /api/']
      : [
          'Disallow: /api/',
          'Disallow: /dashboard',
          'Disallow: /portfolio-builder/',
          'Disallow: /profile',
        ];
    const origin = domain ? domainOrigin(domain.hostname) : appOrigin;
    return ['User-agent: *', 'Allow: /', ...appOnly, `Sitemap: ${origin}/sitemap.xml`, ''].join(
      '\n',
    );
  }

  return { portfolio, sitemap, robots };
}
export type PortfolioPages = ReturnType<typeof portfolioPages>;

export const publicPageRoutes: FastifyPluginAsync<{ pages: PortfolioPages }> = async (
  app,
  { pages },
) => {
  app.get<{ Params: { slug: string } }>('/portfolio/:slug', (request, reply) =>
    pages.portfolio(request, reply, request.params.slug),
  );
  app.get('/sitemap.xml', (request, reply) => pages.sitemap(request, reply));
  app.get('/robots.txt', (request, reply) => pages.robots(request, reply));
};
