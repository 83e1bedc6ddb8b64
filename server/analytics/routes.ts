import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSuccess } from '../../model/api';
import {
  analyticsQuery,
  analyticsSummary,
  beaconInput,
  portfolioAnalytics,
} from '../../model/analytics';
import { currentUser, requireUser } from '../auth/session';
import { portfolios } from '../db/schema';
import { idParams, notFound } from '../portfolios/answers';
import { livePortfolio, ownPortfolio } from '../portfolios/store';
import { liveCaseStudyAddresses } from '../pages/case-studies';
import { mayRead } from '../sharing/access';
import type { CountedPage } from './record';
import { accountSummary, portfolioReport } from './report';
import { countableVisitor, ownerOf } from './countable';

/**
 * The beacon of a published page (renderer/islands.ts) and the owner's figures. Views are counted by
 * the page's script, not by the server's HTML: a page served from a cache (CDN, ETag 304) still
 * counts, robots that don't run script mostly never report, and the page request costs nothing more.
 * The beacon is posted under /portfolio/ so a private page's access cookie comes with it: only
 * readers of a page can count a view of it.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, analytics } = app;

  // Which project a case study's address names at one live snapshot (snapshots never change).
  const projects = new Map<string, string | null>();
  async function projectAt(id: string, live: string, projectSlug: string) {
    const key = `${live}/${projectSlug}`;
    if (!projects.has(key)) {
      const row = await livePortfolio(db, eq(portfolios.id, id));
      const address = row && liveCaseStudyAddresses(row).find((a) => a.slug === projectSlug);
      projects.set(key, address ? address.projectId : null);
      if (projects.size > 2000) projects.delete(projects.keys().next().value!);
    }
    return projects.get(key) ?? undefined;
  }

  async function beacon(
    request: FastifyRequest,
    slug: string,
    projectSlug: string | undefined,
    input: z.infer<typeof beaconInput>,
  ) {
    const row = await app.pageVersions.lookup(slug);
    if (!row?.published || !row.live) throw notFound();
    const page: CountedPage = { portfolioId: row.id };
    if (projectSlug !== undefined) {
      page.projectId = await projectAt(row.id, row.live, projectSlug);
      if (page.projectId === undefined) throw notFound();
    }
    // A private page's beacon answers as its page does to someone who cannot read it.
    if (!(await mayRead(request, page))) throw notFound();
    const visitor = await countableVisitor(request, ownerOf(request, row.id));
    if (!visitor) return;
    if (input.event === 'lightbox') await analytics.countLightboxOpen(page, visitor);
    else {
      // A referrer from this site is a move between its pages, not where the visitor came from.
      const referrer = input.referrer?.toLowerCase();
      const internal = referrer !== undefined && ownHosts(request).has(referrer);
      await analytics.countView(page, visitor, internal ? undefined : (referrer ?? ''));
    }
  }

  const publicHost = new URL(app.config.publicUrl).host.toLowerCase();
  /** This site's host names: the one the request came to (behind a proxy, the one it names) and the public one. */
  const ownHosts = (request: FastifyRequest) => new Set([request.host.toLowerCase(), publicHost]);
  const slug = z.string().max(100);

  app.post(
    '/portfolio/:slug/views',
    { schema: { params: z.object({ slug }), body: beaconInput } },
    async (request, reply) => {
      await beacon(request, request.params.slug, undefined, request.body);
      return reply.code(204).send();
    },
  );

  app.post(
    '/portfolio/:slug/:projectSlug/views',
    {
      schema: { params: z.object({ slug, projectSlug: z.string().max(200) }), body: beaconInput },
    },
    async (request, reply) => {
      await beacon(request, request.params.slug, request.params.projectSlug, request.body);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/portfolios/:id/analytics',
    {
      preHandler: requireUser,
      schema: {
        params: idParams,
        querystring: analyticsQuery,
        response: { 200: apiSuccess(z.object({ analytics: portfolioAnalytics })) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const portfolio = await ownPortfolio(db, request.params.id, currentUser(request).id);
      if (!portfolio) throw notFound();
      const analytics = await portfolioReport(db, portfolio, request.query.days);
      return { success: true as const, data: { analytics } };
    },
  );

  app.get(
    '/api/analytics/summary',
    {
      preHandler: requireUser,
      schema: {
        querystring: analyticsQuery,
        response: { 200: apiSuccess(z.object({ summary: analyticsSummary })) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const summary = await accountSummary(db, currentUser(request).id, request.query.days);
      return { success: true as const, data: { summary } };
    },
  );
};
