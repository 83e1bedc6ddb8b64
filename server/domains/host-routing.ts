import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CaseStudyPages } from '../pages/case-studies';
import type { DomainSite, PortfolioPages } from '../pages/portfolio';
import { neutralNotFound } from './answers';
import { appHosts, requestHost } from './store';

// What a portfolio's page needs from the server at its domain: its scripts and styles, images,
// the API its beacons and owner check call, the contact form's posts, the icon.
const SHARED_PATHS = /^\/(?:(?:api|assets|uploads|f)\/|favicon\.svg$)/;
const PROJECT_PATH = /^\/([^/.]+)(\/?)$/;
const HEALTH_PATH = '/api/health';
// The page's view beacon posts under its portfolio's app path (renderer/islands.ts).
const VIEW_BEACON = /^\/portfolio\/([^/]+)(?:\/[^/]+)?\/views$/;

/**
 * Routing by Host, before the app's routes: at a verified custom domain, / is its portfolio's page,
 * /{project-slug} a case study, /sitemap.xml and /robots.txt the domain's own; anything else there,
 * and any host that is neither ours nor verified (once APP_HOST names ours), is a plain 404.
 */
export function registerHostRouting(
  app: FastifyInstance,
  pages: PortfolioPages,
  studies: CaseStudyPages,
) {
  const ownHosts = appHosts(app.config);
  // Without APP_HOST the app answers at whatever name reaches it (development, a single host).
  const servesAnyHost = !app.config.appHost;

  async function siteAt(host: string): Promise<DomainSite | 'pending' | null> {
    let claim = await app.customDomains.claimOf(host);
    if (claim?.kind !== 'verified') return claim ? 'pending' : null;
    // Its slug changed in another process since it was remembered: ask again.
    const version = await app.pageVersions.lookup(claim.slug);
    if (version?.id !== claim.portfolioId) {
      app.customDomains.changed();
      claim = await app.customDomains.claimOf(host);
      if (claim?.kind !== 'verified') return claim ? 'pending' : null;
    }
    return { hostname: host, portfolioId: claim.portfolioId, slug: claim.slug };
  }

  async function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    site: DomainSite,
    pathname: string,
  ) {
    if (pathname === '/') return pages.portfolio(request, reply, site.slug, site);
    if (pathname === '/sitemap.xml') return pages.sitemap(request, reply, site);
    if (pathname === '/robots.txt') return pages.robots(request, reply, site);
    const project = PROJECT_PATH.exec(pathname);
    if (!project) return neutralNotFound(reply);
    let projectSlug: string;
    try {
      projectSlug = decodeURIComponent(project[1]!);
    } catch {
      return neutralNotFound(reply);
    }
    // "/{project-slug}/" is the case study, its slash a typo.
    if (project[2]) return reply.redirect(`/${project[1]}`, 301);
    return studies.caseStudy(request, reply, site.slug, projectSlug, site);
  }

  app.addHook('onRequest', async (request, reply) => {
    const host = requestHost(request);
    // No Host (HTTP/1.0) is ours; a health check may name the machine's address: it answers at any.
    if (!host || ownHosts.has(host) || request.url === HEALTH_PATH) return;
    const site = await siteAt(host);
    if (site === null) {
      if (servesAnyHost) return;
      return neutralNotFound(reply);
    }
    if (site === 'pending') return neutralNotFound(reply);
    const pathname = request.url.split('?')[0] ?? '/';
    if (SHARED_PATHS.test(pathname)) return;
    if (request.method === 'POST' && VIEW_BEACON.exec(pathname)?.[1] === site.slug) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') return neutralNotFound(reply);
    const answer = await serve(request, reply, site, pathname);
    if (!reply.sent) reply.send(answer);
    return reply;
  });
}
