import { and, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSuccess } from '../../model/api';
import { caseStudy, type CaseStudies } from '../../model/case-study';
import { ownValue } from '../../model/own';
import {
  createPortfolioInput,
  DEFAULT_PORTFOLIO_DESCRIPTION,
  DEFAULT_PORTFOLIO_TITLE,
  portfolio as portfolioSchema,
  portfolioSummary,
  PORTFOLIO_MESSAGES,
  publicPortfolio,
} from '../../model/portfolio';
import { RESERVED_SLUGS, SLUG_MESSAGES, slugError } from '../../model/rules';
import { documentStorage } from '../../model/storage';
import { getTemplate } from '../../templates';
import { countableVisitor } from '../analytics/countable';
import { currentUser, optionalUser, requireUser } from '../auth/session';
import type { Database } from '../db/client';
import { portfolios } from '../db/schema';
import { HttpError } from '../errors';
import { isUuid } from '../db/ids';
import { visibilityFor } from '../sharing/access';
import { visitorView } from '../sharing/visitor-view';
import { SHARING_MESSAGES } from '../../model/sharing';
import { bodyLimit, idParams, notFound, portfolioAnswer } from '../portfolios/answers';
import { checkedContent, checkedSize, checkedStyling } from '../portfolios/checks';
import { documentBytesOf, documentQuotaOf, withinDocumentQuota } from '../portfolios/storage';
import {
  livePortfolio,
  ownPortfolio,
  readPortfolios,
  readPortfolioSummaries,
  toPortfolio,
  toPublicPortfolio,
} from '../portfolios/store';

export async function portfolioCountOf(db: Database, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(portfolios)
    .where(eq(portfolios.userId, userId));
  return Number(row?.n ?? 0);
}

const publicMiss = z.object({
  success: z.literal(false),
  message: z.string(),
  reason: z.enum(['not_found', 'unpublished', 'private']),
});

/** GET /api/portfolios/{id}/case-studies/{projectId}: the study, and what draws it as a page. */
const caseStudyAnswer = z.object({
  caseStudy,
  portfolio: z.object({ id: z.string(), title: z.string(), slug: z.string().nullable() }),
  isOwner: z.boolean(),
  page: z.object({
    templateId: z.string(),
    // The portfolio's document and look as stored: each template's own shape.
    content: z.unknown(),
    styling: z.unknown(),
    caseStudies: z.record(z.string(), z.object({ title: z.string(), slug: z.string().optional() })),
  }),
});

export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  /** One more view of a portfolio's page, unless the reader is no visitor (owner, robot, load test). */
  async function countView(request: FastifyRequest, row: { id: string; userId: string }) {
    const visitor = await countableVisitor(request, async () => row.userId);
    if (visitor) await app.analytics.countView({ portfolioId: row.id }, visitor, '');
  }

  app.post(
    '/',
    {
      preHandler: requireUser,
      bodyLimit,
      schema: { body: createPortfolioInput, response: { 201: portfolioAnswer } },
    },
    async (request, reply) => {
      const body = request.body;
      const template = getTemplate(body.templateId ?? body.template);
      const raw =
        body.content !== undefined
          ? body.content
          : body.sections
            ? { sections: body.sections }
            : template.defaultContent;
      const content = checkedContent(template, raw);
      const styling = checkedStyling(template, body.styling);
      checkedSize(content, styling);
      const userId = currentUser(request).id;
      const [row] = await db.transaction((tx) =>
        withinDocumentQuota(tx, { userId, quotaBytes: documentQuotaOf(app.config) }, () =>
          tx
            .insert(portfolios)
            .values({
              userId,
              title: body.title ?? DEFAULT_PORTFOLIO_TITLE,
              description: body.description ?? DEFAULT_PORTFOLIO_DESCRIPTION,
              templateId: template.id,
              content,
              styling,
            })
            .returning(),
        ),
      );
      return reply.code(201).send({
        success: true as const,
        data: {
          portfolio: toPortfolio({ ...row!, liveNumber: null, liveAt: null, inSync: false }),
        },
        message: PORTFOLIO_MESSAGES.created,
      });
    },
  );

  // Summaries by default (the dashboard's cards); `?fields=full` answers whole documents.
  app.get(
    '/user/me',
    {
      preHandler: requireUser,
      schema: {
        querystring: z.object({ fields: z.enum(['summary', 'full']).optional() }),
        response: {
          200: apiSuccess(
            z.object({
              portfolios: z.union([z.array(portfolioSummary), z.array(portfolioSchema)]),
            }),
          ),
        },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      if (request.query.fields === 'full') {
        const rows = await readPortfolios(db, eq(portfolios.userId, userId));
        return { success: true as const, data: { portfolios: rows.map(toPortfolio) } };
      }
      const summaries = await readPortfolioSummaries(db, userId);
      return { success: true as const, data: { portfolios: summaries } };
    },
  );

  // The dashboard's "Storage: 12.4 MB of 200 MB": the user's documents as the database stores them.
  app.get(
    '/storage',
    {
      preHandler: requireUser,
      schema: { response: { 200: apiSuccess(z.object({ usage: documentStorage })) } },
    },
    async (request) => {
      const bytes = await documentBytesOf(db, currentUser(request).id);
      const usage = { bytes, quotaBytes: documentQuotaOf(app.config) };
      return { success: true as const, data: { usage } };
    },
  );

  app.get(
    '/check-slug/:slug',
    {
      preHandler: requireUser,
      schema: {
        params: z.object({ slug: z.string().max(100) }),
        querystring: z.object({ portfolioId: z.string().max(64).optional() }),
        response: {
          200: apiSuccess(z.object({ available: z.boolean(), message: z.string().optional() })),
        },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const problem = slugError(slug) ?? (RESERVED_SLUGS.has(slug) ? SLUG_MESSAGES.taken : null);
      if (problem) return { success: true as const, data: { available: false, message: problem } };
      const [holder] = await db
        .select({ id: portfolios.id, userId: portfolios.userId })
        .from(portfolios)
        .where(eq(portfolios.slug, slug));
      // A portfolio's own slug is available to it.
      const available =
        !holder ||
        (holder.id === request.query.portfolioId && holder.userId === currentUser(request).id);
      return {
        success: true as const,
        data: available ? { available } : { available, message: SLUG_MESSAGES.taken },
      };
    },
  );

  app.get(
    '/public/:slug',
    {
      schema: {
        params: z.object({ slug: z.string().max(100) }),
        response: { 200: apiSuccess(z.object({ portfolio: publicPortfolio })), 404: publicMiss },
      },
    },
    async (request, reply) => {
      const [row] = await db
        .select({ id: portfolios.id, isPublished: portfolios.isPublished })
        .from(portfolios)
        .where(eq(portfolios.slug, request.params.slug));
      if (!row)
        return reply.code(404).send({
          success: false as const,
          message: PORTFOLIO_MESSAGES.notFound,
          reason: 'not_found' as const,
        });
      // A private page's copy is for holders of its link, who read the page itself (/portfolio/{slug}).
      if (row.isPublished && (await visibilityFor(app, { portfolioId: row.id })) === 'private')
        return reply.code(404).send({
          success: false as const,
          message: SHARING_MESSAGES.privatePortfolio,
          reason: 'private' as const,
        });
      const live = row.isPublished && (await livePortfolio(db, eq(portfolios.id, row.id)));
      if (!live) {
        return reply.code(404).send({
          success: false as const,
          message: PORTFOLIO_MESSAGES.unpublished,
          reason: 'unpublished' as const,
        });
      }
      await countView(request, live);
      const portfolio = toPublicPortfolio(await visitorView(app, live, { request }));
      return { success: true as const, data: { portfolio } };
    },
  );

  // The page script's former beacon (pages cached before /portfolio/{slug}/views): the portfolio's page.
  app.post(
    '/public/:slug/views',
    { schema: { params: z.object({ slug: z.string().max(100) }) } },
    async (request, reply) => {
      const [row] = await db
        .select({
          id: portfolios.id,
          userId: portfolios.userId,
          isPublished: portfolios.isPublished,
        })
        .from(portfolios)
        .where(eq(portfolios.slug, request.params.slug));
      if (!row?.isPublished) throw notFound();
      // No access cookie reaches /api/: a private page counts through its own beacon only.
      if ((await visibilityFor(app, { portfolioId: row.id })) === 'private') throw notFound();
      await countView(request, row);
      return reply.code(204).send();
    },
  );

  // Whether the visitor owns this portfolio: the published pages ask it to show their edit links,
  // so their HTML stays one copy for everyone. Unknown ids answer false, telling nothing.
  app.get(
    '/:id/owner',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        response: { 200: apiSuccess(z.object({ isOwner: z.boolean() })) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const viewer = await optionalUser(request);
      const [row] =
        viewer && isUuid(request.params.id)
          ? await db
              .select({ userId: portfolios.userId })
              .from(portfolios)
              .where(eq(portfolios.id, request.params.id))
          : [];
      return { success: true as const, data: { isOwner: !!row && row.userId === viewer?.id } };
    },
  );

  // A project's case study: anyone for a published portfolio, only its owner otherwise.
  app.get(
    '/:id/case-studies/:projectId',
    {
      schema: {
        params: z.object({ id: z.string().max(64), projectId: z.string().max(80) }),
        response: { 200: apiSuccess(caseStudyAnswer) },
      },
    },
    async (request) => {
      const { id, projectId } = request.params;
      const [row] = isUuid(id)
        ? await db
            .select({ userId: portfolios.userId })
            .from(portfolios)
            .where(eq(portfolios.id, id))
        : [];
      const viewer = row ? await optionalUser(request) : undefined;
      // Its owner reads the working copy; everyone else the live one.
      const copy =
        row && viewer?.id === row.userId
          ? await ownPortfolio(db, id, viewer.id)
          : row && (await livePortfolio(db, eq(portfolios.id, id)));
      const study = copy ? ownValue(copy.caseStudies as CaseStudies, projectId) : undefined;
      if (!copy || !study) throw new HttpError(404, 'Case study not found');
      // A private one is for holders of its link, who read its page; here only its owner.
      if (
        viewer?.id !== row?.userId &&
        (await visibilityFor(app, { portfolioId: id, projectId })) === 'private'
      )
        throw new HttpError(404, 'Case study not found');
      const isOwner = viewer?.id === row?.userId;
      const shown = await visitorView(app, copy, { request, owner: isOwner });
      const studies = (shown.caseStudies ?? {}) as CaseStudies;
      return {
        success: true as const,
        data: {
          caseStudy: study,
          portfolio: { id, title: copy.title, slug: copy.isPublished ? copy.slug : null },
          isOwner,
          // What draws it as a page of the portfolio: the template, its look, the other studies' titles.
          page: {
            templateId: getTemplate(copy.templateId).id,
            content: copy.content,
            styling: copy.styling,
            caseStudies: Object.fromEntries(
              Object.entries(studies).map(([projectId, other]) => [
                projectId,
                { title: other.title, ...(other.slug ? { slug: other.slug } : {}) },
              ]),
            ),
          },
        },
      };
    },
  );

  app.get(
    '/slug/:slug',
    {
      preHandler: requireUser,
      schema: {
        params: z.object({ slug: z.string().max(100) }),
        response: { 200: portfolioAnswer },
      },
    },
    async (request) => {
      const [row] = await readPortfolios(
        db,
        and(
          eq(portfolios.slug, request.params.slug),
          eq(portfolios.userId, currentUser(request).id),
        ),
      );
      if (!row) throw notFound();
      return { success: true as const, data: { portfolio: toPortfolio(row) } };
    },
  );

  app.get(
    '/:id',
    { preHandler: requireUser, schema: { params: idParams, response: { 200: portfolioAnswer } } },
    async (request) => {
      const row = await ownPortfolio(db, request.params.id, currentUser(request).id);
      if (!row) throw notFound();
      return { success: true as const, data: { portfolio: toPortfolio(row) } };
    },
  );

  app.delete(
    '/:id',
    {
      preHandler: requireUser,
      schema: {
        params: idParams,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      if (!isUuid(request.params.id)) throw notFound();
      const [deleted] = await db
        .delete(portfolios)
        .where(
          and(eq(portfolios.id, request.params.id), eq(portfolios.userId, currentUser(request).id)),
        )
        .returning({ id: portfolios.id, slug: portfolios.slug });
      if (!deleted) throw notFound();
      app.pageVersions.changed(deleted.slug);
      return { success: true as const, message: PORTFOLIO_MESSAGES.deleted };
    },
  );
};
