import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { caseStudyPath } from '../../templates/case-study-addresses';
import { portfolios } from '../db/schema';
import { isUuid } from '../db/ids';
import { livePortfolio } from '../portfolios/store';
import { buildAssets } from '../pages/document';
import { liveCaseStudyAddresses, type CaseStudyPages } from '../pages/case-studies';
import { checkPageAccess } from '../sharing/access';

/**
 * The case-study pages' routes; the old /portfolio/{id}/project/{projectId} addresses answer 301
 * to their readable ones.
 */
export const caseStudyPageRoutes: FastifyPluginAsync<{ studies: CaseStudyPages }> = async (
  app,
  { studies },
) => {
  const hasBuild = buildAssets(app.config.staticDir).scripts.length > 0;

  app.get<{ Params: { slug: string; projectSlug: string } }>(
    '/portfolio/:slug/:projectSlug',
    async (request, reply) => {
      const { slug, projectSlug } = request.params;
      // "/portfolio/{slug}/" is the portfolio's page, its slash a typo.
      if (!projectSlug) return reply.redirect(`/portfolio/${encodeURIComponent(slug)}`, 301);
      return studies.caseStudy(request, reply, slug, projectSlug);
    },
  );

  // The old address of a published case study moves to its readable one; before publishing it is
  // the app's (its owner previews the working copy there).
  app.get<{ Params: { portfolioId: string; projectId: string } }>(
    '/portfolio/:portfolioId/project/:projectId',
    async (request, reply) => {
      const { portfolioId, projectId } = request.params;
      const row = isUuid(portfolioId)
        ? await livePortfolio(app.db, eq(portfolios.id, portfolioId))
        : undefined;
      const address =
        row?.slug &&
        liveCaseStudyAddresses(row).find((candidate) => candidate.projectId === projectId);
      if (row?.slug && address) {
        // Its readable address names the project: a private one's is for those who may read it.
        const access = await checkPageAccess(request, reply, { portfolioId: row.id, projectId });
        if (access.refused) return access.page;
        // A move that took a grant is that reader's alone: no shared cache may keep it.
        return reply
          .header(
            'Cache-Control',
            access.visibility === 'private' ? 'private, no-store' : 'public, max-age=300',
          )
          .redirect(caseStudyPath(row.slug, address.slug), 301);
      }
      if (hasBuild)
        return reply.code(404).header('Cache-Control', 'no-cache').sendFile('index.html');
      return studies.notFound(reply);
    },
  );
};
