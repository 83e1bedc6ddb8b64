import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { createHmac } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, apiSuccess } from '../../model/api';
import type { PortfolioContent } from '../../model/content';
import { normalizeContent, upgradeContent } from '../../model/normalize';
import { ownValue } from '../../model/own';
import {
  createPortfolioInput,
  DEFAULT_PORTFOLIO_DESCRIPTION,
  DEFAULT_PORTFOLIO_TITLE,
  MAX_PORTFOLIO_BYTES,
  portfolio as portfolioSchema,
  PORTFOLIO_MESSAGES,
  publicPortfolio,
  updatePortfolioInput,
  type Portfolio,
} from '../../model/portfolio';
import { RESERVED_SLUGS, SLUG_MESSAGES, slugError } from '../../model/rules';
import { getTemplate } from '../../templates';
import { migrateContent } from '../../templates/migrate';
import { switchTemplate } from '../../templates/switch';
import { fieldLabel } from '../../templates/fields';
import { sectionOf, type TemplateDefinition } from '../../templates/types';
import { parseContent, type ContentIssue } from '../../templates/validate';
import { currentUser, optionalUser, requireUser } from '../auth/session';
import type { CounterStore } from '../auth/rate-limit';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { portfolios } from '../db/schema';
import { HttpError } from '../errors';
import { isUuid } from '../db/ids';

type PortfolioRow = typeof portfolios.$inferSelect;

/** A visitor counts once per portfolio in this window, however often the page is opened. */
const VIEW_WINDOW_MS = 30 * 60 * 1000;
/** Visitors one address may count on a portfolio in that window (an office, a household). */
const VIEWS_PER_ADDRESS = 5;

export function toPortfolio(row: PortfolioRow): Portfolio {
  const template = getTemplate(row.templateId);
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    description: row.description,
    slug: row.slug,
    published: row.isPublished,
    isPublished: row.isPublished,
    isPublic: row.isPublished,
    viewCount: row.viewCount,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    // A stored id the registry no longer knows falls back to the default template.
    templateId: template.id,
    template: template.id,
    content: migrateContent(template, normalizeContent(row.content)),
    styling: { colors: {}, fonts: {}, ...(row.styling as object) },
    caseStudies: (row.caseStudies ?? {}) as Portfolio['caseStudies'],
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function portfolioCountOf(db: Database, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(portfolios)
    .where(eq(portfolios.userId, userId));
  return Number(row?.n ?? 0);
}

/**
 * A document of a known shape upgraded to the current version and read by the template's schemas, or
 * 400 with nothing changed. Only what the schemas describe is stored: unknown keys are dropped.
 */
function checkedContent(template: TemplateDefinition, raw: unknown) {
  const upgrade = upgradeContent(raw);
  if (!upgrade.ok) throw new HttpError(400, upgrade.message);
  const check = parseContent(template, upgrade.content);
  if (!check.ok) {
    const errors = check.issues.map((issue) => ({
      path: `content.${issue.path}`,
      message: contentIssueMessage(template, upgrade.content, issue),
    }));
    throw new HttpError(400, errors[0]!.message, {}, errors);
  }
  return check.content;
}

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a group of fields',
};
// zod's own wording, where a schema gave none, as a designer would say it.
const ZOD_WORDING: Array<[RegExp, (...found: string[]) => string]> = [
  [/^Invalid input: expected (\w+), received \w+$/, (kind) => `should be ${KINDS[kind!] ?? kind}`],
  [/^Too big: expected string to have <=?(\d+) characters$/, (n) => `at most ${n} characters`],
  [/^Too small: expected string to have >=?(\d+) characters$/, (n) => `at least ${n} characters`],
  [/^Too big: expected array to have <=?(\d+) items$/, (n) => `at most ${n} items`],
  [/^Too small: expected array to have >=?(\d+) items$/, (n) => `at least ${n} items`],
];

/** A message as the end of a sentence: "Please use…" → "please use…", "URL…" stays. */
function asClause(message: string) {
  for (const [pattern, say] of ZOD_WORDING) {
    const found = pattern.exec(message);
    if (found) return say(...found.slice(1));
  }
  return message.replace(/^[A-Z](?![A-Z])/, (c) => c.toLowerCase());
}

/**
 * A content problem in the designer's words, naming the field as the builder shows it: "Project 2
 * image: please use a valid image URL" for sections.2.content.projects.1.image of a Work section.
 */
export function contentIssueMessage(
  template: TemplateDefinition,
  content: PortfolioContent,
  issue: ContentIssue,
) {
  const [, index, field] = /^sections\.(\d+)(?:\.(.*))?$/.exec(issue.path) ?? [];
  if (index === undefined) return issue.message;
  const section = content.sections[Number(index)];
  const title = section && sectionOf(template, section.type)?.title;
  const inContent = /^content(?:\.(.*))?$/.exec(field ?? '');
  const label =
    title && inContent
      ? fieldLabel(inContent[1] ?? '', title)
      : `Section ${Number(index) + 1}${title ? ` (${title})` : ''}`;
  return `${label}: ${asClause(issue.message)}`;
}

function checkedSize(...parts: unknown[]) {
  const bytes = Buffer.byteLength(JSON.stringify(parts));
  if (bytes > MAX_PORTFOLIO_BYTES) {
    throw new HttpError(
      413,
      'This portfolio is too large to save (2 MB at most). Upload images instead of pasting them.',
    );
  }
}

function checkedSlug(slug: string) {
  const problem = slugError(slug);
  if (problem) throw new HttpError(400, problem);
  if (RESERVED_SLUGS.has(slug)) throw new HttpError(409, SLUG_MESSAGES.taken);
  return slug;
}

const portfolioAnswer = apiSuccess(z.object({ portfolio: portfolioSchema }));
const publicMiss = z.object({
  success: z.literal(false),
  message: z.string(),
  reason: z.enum(['not_found', 'unpublished']),
});
// A stale write: nothing was stored, and the server's copy comes back so the client can merge.
const conflictAnswer = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.object({ portfolio: portfolioSchema }),
});
const idParams = z.object({ id: z.string().max(64) });
const notFound = () => new HttpError(404, PORTFOLIO_MESSAGES.notFound);
// Documents carry their case studies and may hold pasted images: they get a larger body limit.
const bodyLimit = MAX_PORTFOLIO_BYTES + 64 * 1024;

export const portfolioRoutes: FastifyPluginAsyncZod<{ counters: CounterStore }> = async (
  app,
  { counters },
) => {
  const { db } = app;

  /**
   * One more view of a published portfolio, unless its owner is the one looking or this visitor
   * (address and browser, kept only as a keyed hash) was counted on it in the last 30 minutes.
   */
  async function countView(request: FastifyRequest, row: { id: string; userId: string }) {
    const viewer = await optionalUser(request);
    if (viewer?.id === row.userId) return;
    const keyOf = (...parts: string[]) =>
      createHmac('sha256', app.config.jwtSecret).update(parts.join('\n')).digest('base64url');
    // One address counts a few browsers at most, so a changed User-Agent per post inflates nothing
    // (and stores nothing more once the address is full).
    const address = `view-address:${keyOf('view-address', row.id, request.ip)}`;
    if ((await counters.count(address)) >= VIEWS_PER_ADDRESS) return;
    const visitor = keyOf('view', row.id, request.ip, request.headers['user-agent'] ?? '');
    if ((await counters.increment(`view:${visitor}`, VIEW_WINDOW_MS)) > 1) return;
    if ((await counters.increment(address, VIEW_WINDOW_MS)) > VIEWS_PER_ADDRESS) return;
    await db
      .update(portfolios)
      .set({ viewCount: sql`${portfolios.viewCount} + 1` })
      .where(eq(portfolios.id, row.id));
  }

  /** The user's own portfolio, or undefined: someone else's answers exactly like a missing one. */
  async function ownPortfolio(id: string, userId: string) {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select()
      .from(portfolios)
      .where(and(eq(portfolios.id, id), eq(portfolios.userId, userId)));
    return row;
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
      const styling = body.styling ?? { colors: {}, fonts: {} };
      checkedSize(content, styling);
      const [row] = await db
        .insert(portfolios)
        .values({
          userId: currentUser(request).id,
          title: body.title ?? DEFAULT_PORTFOLIO_TITLE,
          description: body.description ?? DEFAULT_PORTFOLIO_DESCRIPTION,
          templateId: template.id,
          content,
          styling,
        })
        .returning();
      return reply.code(201).send({
        success: true as const,
        data: { portfolio: toPortfolio(row!) },
        message: PORTFOLIO_MESSAGES.created,
      });
    },
  );

  app.get(
    '/user/me',
    {
      preHandler: requireUser,
      schema: { response: { 200: apiSuccess(z.object({ portfolios: z.array(portfolioSchema) })) } },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(portfolios)
        .where(eq(portfolios.userId, currentUser(request).id))
        .orderBy(desc(portfolios.createdAt), desc(portfolios.id));
      return { success: true as const, data: { portfolios: rows.map(toPortfolio) } };
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
        .select()
        .from(portfolios)
        .where(eq(portfolios.slug, request.params.slug));
      if (!row)
        return reply.code(404).send({
          success: false as const,
          message: PORTFOLIO_MESSAGES.notFound,
          reason: 'not_found' as const,
        });
      if (!row.isPublished) {
        return reply.code(404).send({
          success: false as const,
          message: PORTFOLIO_MESSAGES.unpublished,
          reason: 'unpublished' as const,
        });
      }
      await countView(request, row);
      return {
        success: true as const,
        data: { portfolio: publicPortfolio.parse(toPortfolio(row)) },
      };
    },
  );

  // Server-rendered pages are cached, so the page itself reports each visit; owners are not counted.
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
      await countView(request, row);
      return reply.code(204).send();
    },
  );

  // A project's case study: anyone for a published portfolio, only its owner otherwise.
  app.get(
    '/:id/case-studies/:projectId',
    { schema: { params: z.object({ id: z.string().max(64), projectId: z.string().max(80) }) } },
    async (request) => {
      const { id, projectId } = request.params;
      const [row] = isUuid(id)
        ? await db.select().from(portfolios).where(eq(portfolios.id, id))
        : [];
      const viewer = row ? await optionalUser(request) : undefined;
      const isOwner = Boolean(row && viewer?.id === row.userId);
      const study = ownValue(row?.caseStudies as Record<string, unknown> | undefined, projectId);
      if (!row || !study || (!row.isPublished && !isOwner))
        throw new HttpError(404, 'Case study not found');
      return {
        success: true as const,
        data: {
          caseStudy: study,
          portfolio: { id: row.id, title: row.title, slug: row.isPublished ? row.slug : null },
          isOwner,
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
      const [row] = await db
        .select()
        .from(portfolios)
        .where(
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
      const row = await ownPortfolio(request.params.id, currentUser(request).id);
      if (!row) throw notFound();
      return { success: true as const, data: { portfolio: toPortfolio(row) } };
    },
  );

  app.put(
    '/:id',
    {
      preHandler: requireUser,
      bodyLimit,
      schema: {
        params: idParams,
        body: updatePortfolioInput,
        response: { 200: portfolioAnswer, 409: conflictAnswer.or(apiError) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      const current = await ownPortfolio(request.params.id, user.id);
      if (!current) throw notFound();
      const conflict = (row: PortfolioRow) =>
        reply.code(409).send({
          success: false as const,
          message: PORTFOLIO_MESSAGES.conflict,
          data: { portfolio: toPortfolio(row) },
        });
      if (body.version !== current.version) return conflict(current);

      const changes: Partial<typeof portfolios.$inferInsert> = {};
      const requestedTemplate = body.templateId ?? body.template;
      const template = getTemplate(requestedTemplate ?? current.templateId);
      if (requestedTemplate !== undefined) changes.templateId = template.id;
      if (body.content !== undefined || body.sections !== undefined) {
        changes.content = checkedContent(
          template,
          body.content !== undefined ? body.content : { sections: body.sections },
        );
      } else if (changes.templateId && changes.templateId !== current.templateId) {
        // The builder's rule (templates/switch.ts), then the new template's schemas.
        const stored = upgradeContent(current.content);
        if (!stored.ok)
          throw new HttpError(409, `${PORTFOLIO_MESSAGES.unreadable} ${stored.message}`);
        const switched = switchTemplate(getTemplate(current.templateId), template, stored.content);
        changes.content = checkedContent(template, switched.content);
      }
      if (body.title !== undefined) changes.title = body.title;
      if (body.description !== undefined) changes.description = body.description;
      if (body.styling !== undefined) changes.styling = body.styling;
      if (body.caseStudies !== undefined) changes.caseStudies = body.caseStudies;
      if (body.slug !== undefined) changes.slug = checkedSlug(body.slug);
      if (body.published === true) {
        const slug = changes.slug ?? current.slug;
        if (!slug) throw new HttpError(400, SLUG_MESSAGES.required);
        changes.slug = checkedSlug(slug);
        changes.isPublished = true;
        if (!current.isPublished) changes.publishedAt = new Date();
      } else if (body.published === false) {
        changes.isPublished = false;
      }
      checkedSize(
        changes.content ?? current.content,
        changes.styling ?? current.styling,
        changes.caseStudies ?? current.caseStudies,
      );

      let updated: PortfolioRow | undefined;
      try {
        // Only the version the client saw is overwritten: a write in between makes this match nothing.
        [updated] = await db
          .update(portfolios)
          .set({ ...changes, version: sql`${portfolios.version} + 1`, updatedAt: sql`now()` })
          .where(
            and(
              eq(portfolios.id, current.id),
              eq(portfolios.userId, user.id),
              eq(portfolios.version, body.version),
            ),
          )
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, SLUG_MESSAGES.taken);
        throw error;
      }
      if (updated) app.pageVersions.changed(current.slug, updated.slug);
      if (!updated) {
        const latest = await ownPortfolio(current.id, user.id);
        if (!latest) throw notFound();
        return conflict(latest);
      }
      const message =
        body.published === true
          ? PORTFOLIO_MESSAGES.published
          : body.published === false && current.isPublished
            ? PORTFOLIO_MESSAGES.unpublishedDone
            : PORTFOLIO_MESSAGES.updated;
      return { success: true as const, data: { portfolio: toPortfolio(updated) }, message };
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
