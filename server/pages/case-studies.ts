// A published case study's page as its reader may see it; server/routes/case-study-pages.ts mounts it.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { CaseStudies } from '../../model/case-study';
import { normalizeContent } from '../../model/normalize';
import { ownValue } from '../../model/own';
import { MadeWithBadge } from '../../renderer/MadeWithBadge';
import { PortfolioCaseStudy } from '../../renderer/PortfolioCaseStudy';
import { getTemplate, isKnownTemplate } from '../../templates';
import {
  appAddresses,
  caseStudyAddresses,
  caseStudyPath,
  domainAddresses,
  type PortfolioAddresses,
} from '../../templates/case-study-addresses';
import { portfolios } from '../db/schema';
import { livePortfolio, type LivePortfolio } from '../portfolios/store';
import {
  absoluteUrl,
  assetsFor,
  buildAssets,
  buildStamp,
  notice,
  page,
  type BuildAssets,
} from './document';
import { privateToApp, siteOf, type DomainSite } from './portfolio';
import { livePageCache } from './cache';
import { neutralNotFound } from '../domains/answers';
import { domainOrigin } from '../domains/store';
import { checkPageAccess, visibilityFor, withNoindex } from '../sharing/access';
import { viewVersion, visitorView, type Reader } from '../sharing/visitor-view';

/** A live copy's case studies, each with its address under the portfolio's slug, in page order. */
export function liveCaseStudyAddresses(
  row: Pick<LivePortfolio, 'templateId' | 'content' | 'caseStudies'>,
) {
  return caseStudyAddresses(
    getTemplate(row.templateId),
    normalizeContent(row.content),
    row.caseStudies as CaseStudies,
  );
}

/**
 * The HTML of one case study of a portfolio's live copy, as /portfolio/{slug}/{project-slug}
 * serves it; undefined when no case study of that copy has that address.
 */
export function liveCaseStudyHtml(
  built: BuildAssets,
  origin: string,
  row: Pick<LivePortfolio, 'id' | 'templateId' | 'title' | 'content' | 'styling' | 'caseStudies'>,
  slug: string,
  projectSlug: string,
  /** Where the portfolio's pages are: under /portfolio/{slug} unless read at its own domain. */
  at: PortfolioAddresses = appAddresses(slug),
  /** The product's own address, the "Made with" badge's link: absolute when read at another domain. */
  productUrl = '/',
) {
  const addresses = liveCaseStudyAddresses(row);
  const index = addresses.findIndex((address) => address.slug === projectSlug);
  const address = addresses[index];
  const study = address && ownValue(row.caseStudies as CaseStudies, address.projectId);
  if (!address || !study || !isKnownTemplate(row.templateId)) return undefined;
  const link = (neighbour: (typeof addresses)[number] | undefined) =>
    neighbour && { title: neighbour.title, href: at.caseStudy(neighbour.slug) };
  const portfolioHref = at.home;
  const body =
    renderToString(
      createElement(PortfolioCaseStudy, {
        templateId: row.templateId,
        content: row.content,
        styling: row.styling as never,
        study,
        projectId: address.projectId,
        portfolioHref,
        previous: link(addresses[index - 1]),
        next: link(addresses[index + 1]),
        edit: {
          href: `/portfolio-builder/${row.id}/case-study/${encodeURIComponent(address.projectId)}`,
          portfolioId: row.id,
        },
      }),
    ) + renderToString(createElement(MadeWithBadge, { href: productUrl }));
  const hero = study.heroImage && !study.heroImage.startsWith('data:') ? study.heroImage : '';
  return page(
    assetsFor(built, row.templateId, row.styling),
    {
      title: `${study.title || address.title} — ${row.title || 'Portfolio'}`,
      description: study.intro.slice(0, 200) || undefined,
      canonical: `${origin}${at.caseStudy(address.slug)}`,
      image: hero ? absoluteUrl(origin, hero) : undefined,
      type: 'article',
      slug,
      caseStudy: address.slug,
    },
    `<div id="portfolio">${body}</div>`,
  );
}

/**
 * A published portfolio's case studies as pages of it, at /portfolio/{slug}/{project-slug} (or at
 * /{project-slug} on its verified domain), read from its live snapshot only and cached like the
 * portfolio's page.
 */
export function caseStudyPages(app: FastifyInstance) {
  const built = buildAssets(app.config.staticDir);
  const assets = assetsFor(built);
  const appOrigin = app.config.publicUrl;
  const build = buildStamp(built);
  const pages = livePageCache();
  // A snapshot never changes, so its id and the address name the page's content exactly.
  const etagOf = (live: string, projectSlug: string, domain?: DomainSite) =>
    `W/"c-${live}-${build}-${projectSlug}${domain ? '-d' : ''}"`;

  const notFound = (reply: FastifyReply, domain?: DomainSite) =>
    domain
      ? neutralNotFound(reply)
      : reply
          .code(404)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          .send(
            page(
              assets,
              { title: 'Case study not found' },
              notice('Case study not found', 'This case study does not exist or has been moved.'),
            ),
          );

  // Which project an address names at one live snapshot: who may read it depends on that project.
  const projects = new Map<string, string | null>();
  async function projectAt(id: string, live: string, projectSlug: string) {
    const key = `${live}/${projectSlug}`;
    if (!projects.has(key)) {
      const row = await livePortfolio(app.db, eq(portfolios.id, id));
      const address = row && liveCaseStudyAddresses(row).find((a) => a.slug === projectSlug);
      projects.set(key, address ? address.projectId : null);
      if (projects.size > 2000) projects.delete(projects.keys().next().value!);
    }
    return projects.get(key) ?? undefined;
  }

  /** The case study's page as `reader` may see it: its neighbours' links skip studies closed to them. */
  async function render(
    id: string,
    slug: string,
    projectSlug: string,
    reader: Reader,
    domain?: DomainSite,
  ) {
    const live = await livePortfolio(app.db, eq(portfolios.id, id));
    if (!live || live.slug !== slug) return undefined;
    const row = await visitorView(app, live, reader);
    const site = siteOf(slug, domain);
    // At its own domain "/" is the designer's: the badge names the product's address in full.
    const product = domain ? `${appOrigin}/` : '/';
    const html = liveCaseStudyHtml(
      built,
      site.origin ?? appOrigin,
      row,
      slug,
      projectSlug,
      site.addresses,
      product,
    );
    return html === undefined ? undefined : { live: await viewVersion(app, id, live.liveId), html };
  }

  /** The case study at this address of the portfolio, on the app or (`domain`) on its domain. */
  async function caseStudy(
    request: FastifyRequest,
    reply: FastifyReply,
    slug: string,
    projectSlug: string,
    domain?: DomainSite,
  ) {
    const key = `${domain ? `@${domain.hostname}` : slug}/${projectSlug}`;
    const row = await app.pageVersions.lookup(slug);
    if (!row || !row.published || !row.live || (domain && row.id !== domain.portfolioId)) {
      pages.forget(key);
      return notFound(reply, domain);
    }
    const projectId = await projectAt(row.id, row.live, projectSlug);
    if (projectId === undefined) return notFound(reply, domain);
    const target = { portfolioId: row.id, projectId };
    if (domain && (await visibilityFor(app, target)) === 'private')
      return privateToApp(reply, caseStudyPath(slug, projectSlug));
    reply.type('text/html; charset=utf-8');
    // Unlisted and private case studies are rendered for each reader, never kept in the cache.
    const access = await checkPageAccess(request, reply, target);
    if (access.refused) return access.page;
    const movedTo = access.visibility !== 'private' && (await app.customDomains.domainOf(row.id));
    if (!domain && movedTo)
      return reply
        .header('Cache-Control', 'public, max-age=300')
        .redirect(`${domainOrigin(movedTo)}${domainAddresses.caseStudy(projectSlug)}`, 301);
    if (access.visibility !== 'public') {
      pages.forget(key);
      const made = await render(row.id, slug, projectSlug, { request }, domain);
      return made ? withNoindex(made.html) : notFound(reply, domain);
    }
    const sent = await pages.send(request, reply, {
      key,
      id: row.id,
      live: await viewVersion(app, row.id, row.live),
      etagOf: (live) => etagOf(live, projectSlug, domain),
      make: () => render(row.id, slug, projectSlug, {}, domain),
    });
    return sent ?? notFound(reply, domain);
  }

  return { caseStudy, notFound };
}
export type CaseStudyPages = ReturnType<typeof caseStudyPages>;
