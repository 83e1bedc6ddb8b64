// /portfolio/{slug}, its sitemap and robots.txt as a visitor reads them, at the app's address or
// at a verified domain; server/routes/publicPages.ts mounts them.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeContent } from '../../model/normalize';
import { PORTFOLIO_MESSAGES } from '../../model/portfolio';
import type { CaseStudies } from '../../model/case-study';
import { getTemplate, listTemplates } from '../../templates';
import {
  appAddresses,
  caseStudyAddresses,
  domainAddresses,
} from '../../templates/case-study-addresses';
import { domainOrigin } from '../domains/store';
import { customDomains, portfolioSnapshots, portfolios } from '../db/schema';
import { BRIEF_STAMP_REFRESH_MS, briefStamp } from '../enquiries/stamp';
import { livePortfolio } from '../portfolios/store';
import { neutralNotFound } from '../domains/answers';
import { checkPageAccess, unlistedPages, visibilityFor, withNoindex } from '../sharing/access';
import { viewVersion, visitorView, type Reader } from '../sharing/visitor-view';
import { livePageCache } from './cache';
import { escapeHtml } from '../../model/html';
import { assetsFor, buildAssets, buildStamp, livePageHtml, notice, page } from './document';

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
