import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { apiSuccess } from '../../model/api';
import { ownValue } from '../../model/own';
import {
  createdShareLink,
  pagePasswordInput,
  portfolioSharing,
  shareLink,
  shareLinkInput,
  SHARING_MESSAGES,
  visibility as visibilitySchema,
  visibilityInput,
  PAGE_PASSWORD_MAX,
  type PortfolioSharing,
  type ShareLink,
  type TargetSharing,
} from '../../model/sharing';
import { LoginPacer, loginDelayMs } from '../auth/login-pacer';
import { hashGate, hashPassword, verifyPassword } from '../auth/passwords';
import { isLinkPreview } from '../analytics/visitors';
import { addressKey, takeAttempt, type CounterStore } from '../auth/rate-limit';
import { currentUser, requireUser } from '../auth/session';
import { isUuid } from '../db/ids';
import { pageAccess, portfolios, shareLinks } from '../db/schema';
import { HttpError } from '../errors';
import { idParams, notFound } from '../portfolios/answers';
import { livePortfolio, ownPortfolio, type StoredPortfolio } from '../portfolios/store';
import { caseStudyPath } from '../../templates/case-study-addresses';
import { liveCaseStudyAddresses } from '../pages/case-studies';
import {
  accessCookie,
  effectiveVisibility,
  goneLinkPage,
  linkPreviewPage,
  pagePath,
  passwordGrant,
  PASSWORD_GRANT_MS,
  privatePage,
  projectKey,
  SECRET_PATTERN,
  sha256,
  type PageTarget,
} from './access';

type LinkRow = typeof shareLinks.$inferSelect;

const toShareLink = (row: LinkRow): ShareLink => ({
  id: row.id,
  projectId: row.projectId || null,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  viewLimit: row.viewLimit,
  views: row.views,
  lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

const titleOf = (study: unknown, fallback: string) => {
  const title = (study as { title?: unknown } | undefined)?.title;
  return typeof title === 'string' && title.trim() ? title.trim() : fallback;
};

/**
 * The designer's side of sharing (owner only): each page's visibility, its links and its password.
 * Visibility applies at once: it decides who reads the live page, it is not a draft edit.
 */
export const sharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  /** The signed-in user's portfolio, and the project id when it names one of its case studies. */
  async function ownTarget(request: FastifyRequest, id: string, projectId?: string) {
    const row = await ownPortfolio(db, id, currentUser(request).id);
    if (!row) throw notFound();
    if (projectId !== undefined && !ownValue(row.caseStudies as Record<string, unknown>, projectId))
      throw new HttpError(404, SHARING_MESSAGES.noCaseStudy);
    return row;
  }

  async function sharingOf(row: StoredPortfolio): Promise<PortfolioSharing> {
    const [rules, links] = await Promise.all([
      db.select().from(pageAccess).where(eq(pageAccess.portfolioId, row.id)),
      db
        .select()
        .from(shareLinks)
        .where(eq(shareLinks.portfolioId, row.id))
        .orderBy(sql`${shareLinks.createdAt} desc`),
    ]);
    const byProject = new Map(rules.map((rule) => [rule.projectId, rule]));
    const target = (projectId: string | null, title: string): TargetSharing => ({
      projectId,
      title,
      visibility: byProject.get(projectId ?? '')?.visibility ?? 'public',
      effective: effectiveVisibility(byProject, projectId ?? undefined),
      hasPassword: Boolean(byProject.get(projectId ?? '')?.passwordHash),
      links: links.filter((link) => link.projectId === (projectId ?? '')).map(toShareLink),
    });
    const studies = Object.entries((row.caseStudies ?? {}) as Record<string, unknown>);
    return {
      portfolio: target(null, row.title),
      caseStudies: studies.map(([projectId, study]) =>
        target(projectId, titleOf(study, projectId)),
      ),
    };
  }

  /** Writes one page's rule (creating it public with no password), then forgets the remembered rules. */
  async function writeRule(
    portfolioId: string,
    projectId: string | undefined,
    change: { visibility?: TargetSharing['visibility']; passwordHash?: string | null },
  ) {
    await db
      .insert(pageAccess)
      .values({ portfolioId, projectId: projectKey(projectId), ...change })
      .onConflictDoUpdate({
        target: [pageAccess.portfolioId, pageAccess.projectId],
        set: { ...change, updatedAt: new Date() },
      });
    app.pageRules.changed(portfolioId);
  }

  const sharingAnswer = apiSuccess(portfolioSharing);
  const guarded = { preHandler: requireUser };

  app.get(
    '/api/portfolios/:id/sharing',
    { ...guarded, schema: { params: idParams, response: { 200: sharingAnswer } } },
    async (request) => ({
      success: true as const,
      data: await sharingOf(await ownTarget(request, request.params.id)),
    }),
  );

  app.put(
    '/api/portfolios/:id/sharing/visibility',
    {
      ...guarded,
      schema: { params: idParams, body: visibilityInput, response: { 200: sharingAnswer } },
    },
    async (request) => {
      const { projectId, visibility } = request.body;
      const row = await ownTarget(request, request.params.id, projectId);
      await writeRule(row.id, projectId, { visibility });
      const what = projectId === undefined ? 'Portfolio' : 'Case study';
      return {
        success: true as const,
        data: await sharingOf(row),
        message: `${what} is now ${visibility}`,
      };
    },
  );

  app.put(
    '/api/portfolios/:id/sharing/password',
    {
      ...guarded,
      schema: { params: idParams, body: pagePasswordInput, response: { 200: sharingAnswer } },
    },
    async (request) => {
      const { projectId, password } = request.body;
      const row = await ownTarget(request, request.params.id, projectId);
      await writeRule(row.id, projectId, {
        passwordHash: password === null ? null : await hashPassword(password),
      });
      return {
        success: true as const,
        data: await sharingOf(row),
        message: password === null ? 'Password removed' : 'Password set',
      };
    },
  );

  app.post(
    '/api/portfolios/:id/sharing/links',
    {
      ...guarded,
      schema: {
        params: idParams,
        body: shareLinkInput,
        response: { 201: apiSuccess(createdShareLink) },
      },
    },
    async (request, reply) => {
      const { projectId, label, expiresAt, viewLimit } = request.body;
      const row = await ownTarget(request, request.params.id, projectId);
      const secret = randomBytes(32).toString('base64url');
      const [link] = await db
        .insert(shareLinks)
        .values({
          portfolioId: row.id,
          projectId: projectKey(projectId),
          label,
          secretHash: sha256(secret),
          expiresAt: expiresAt ? new Date(expiresAt) : null,
          viewLimit: viewLimit ?? null,
        })
        .returning();
      return reply.code(201).send({
        success: true as const,
        data: { link: toShareLink(link!), url: `${app.config.publicUrl}/s/${secret}` },
        message: 'Link created. Copy it now: it is shown only once.',
      });
    },
  );

  app.post(
    '/api/portfolios/:id/sharing/links/:linkId/revoke',
    {
      ...guarded,
      schema: {
        params: idParams.extend({ linkId: z.string().max(64) }),
        response: { 200: apiSuccess(z.object({ link: shareLink })) },
      },
    },
    async (request) => {
      const row = await ownTarget(request, request.params.id);
      const { linkId } = request.params;
      if (!isUuid(linkId)) throw new HttpError(404, SHARING_MESSAGES.noLink);
      const where = and(eq(shareLinks.id, linkId), eq(shareLinks.portfolioId, row.id));
      // Revoking twice keeps the first time.
      await db
        .update(shareLinks)
        .set({ revokedAt: new Date() })
        .where(and(where, isNull(shareLinks.revokedAt)));
      const [link] = await db.select().from(shareLinks).where(where);
      if (!link) throw new HttpError(404, SHARING_MESSAGES.noLink);
      return { success: true as const, data: { link: toShareLink(link) }, message: 'Link revoked' };
    },
  );

  app.get(
    '/api/sharing/visibility',
    {
      ...guarded,
      schema: {
        response: {
          200: apiSuccess(z.object({ portfolios: z.record(z.string(), visibilitySchema) })),
        },
      },
    },
    async (request) => {
      const rows = await db
        .select({ id: pageAccess.portfolioId, visibility: pageAccess.visibility })
        .from(pageAccess)
        .innerJoin(portfolios, eq(portfolios.id, pageAccess.portfolioId))
        .where(and(eq(portfolios.userId, currentUser(request).id), eq(pageAccess.projectId, '')));
      return {
        success: true as const,
        data: { portfolios: Object.fromEntries(rows.map((row) => [row.id, row.visibility])) },
      };
    },
  );
};

/** The failed guesses of one page's password: a page that has one, never just a name in a form. */
const passwordKey = (page: PageTarget) =>
  `page-password:page:${page.portfolioId}\n${projectKey(page.projectId)}`;

const unlockForm = z.object({
  portfolio: z.string().refine(isUuid),
  project: z
    .string()
    .max(128)
    .transform((project) => project || undefined),
  password: z.string().max(PAGE_PASSWORD_MAX),
});

/**
 * The visitor's side: /s/{secret} opens a shared page, /s/unlock takes a page's password. The
 * secret travels once, in the link; the browser keeps it in an HttpOnly cookie for /portfolio/ and
 * is sent on to the page's clean address, so it leaves the address bar, history and referrers.
 */
export const shareLinkRoutes: FastifyPluginAsync<{ counters: CounterStore }> = async (
  app,
  { counters },
) => {
  const { db } = app;
  const pacer = new LoginPacer();

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string).entries())),
  );

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'private, no-store')
      .header('X-Robots-Tag', 'noindex')
      .send(html);

  /** Where a page of this portfolio is read (its own address before its first publish too). */
  async function addressOf(target: PageTarget) {
    const [row] = await db
      .select({ slug: portfolios.slug })
      .from(portfolios)
      .where(eq(portfolios.id, target.portfolioId));
    const live =
      row?.slug &&
      target.projectId !== undefined &&
      (await livePortfolio(db, eq(portfolios.id, target.portfolioId)));
    const address =
      live && liveCaseStudyAddresses(live).find((a) => a.projectId === target.projectId);
    if (row?.slug && address) return caseStudyPath(row.slug, address.slug);
    return pagePath(row?.slug ?? target.portfolioId, target);
  }

  // GET only: a HEAD (a link checker's) must not count a view.
  app.get<{ Params: { secret: string } }>(
    '/s/:secret',
    { exposeHeadRoute: false },
    async (request, reply) => {
      const { secret } = request.params;
      if (!SECRET_PATTERN.test(secret)) return sendPage(reply, 404, goneLinkPage());
      // Pasted into a chat, a link is fetched for its card first: that must not use up its views.
      if (isLinkPreview(request.headers['user-agent']))
        return sendPage(reply, 200, linkPreviewPage());
      const now = new Date();
      // One step: parallel opens of a link with one view left let exactly one in.
      const [link] = await db
        .update(shareLinks)
        .set({ views: sql`${shareLinks.views} + 1`, lastOpenedAt: now })
        .where(
          and(
            eq(shareLinks.secretHash, sha256(secret)),
            isNull(shareLinks.revokedAt),
            or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, now)),
            or(isNull(shareLinks.viewLimit), lt(shareLinks.views, shareLinks.viewLimit)),
          ),
        )
        .returning();
      if (!link) return sendPage(reply, 404, goneLinkPage());
      const target: PageTarget = {
        portfolioId: link.portfolioId,
        projectId: link.projectId || undefined,
      };
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Set-Cookie', accessCookie(request, target, `l.${secret}`, link.expiresAt))
        .redirect(await addressOf(target), 303);
    },
  );

  app.post<{ Body: unknown }>('/s/unlock', async (request, reply) => {
    const form = unlockForm.safeParse(request.body);
    if (!form.success) return sendPage(reply, 404, goneLinkPage());
    const { portfolio: portfolioId, project: projectId, password } = form.data;
    const target: PageTarget = { portfolioId, projectId };
    const rules = await app.pageRules.of(portfolioId);
    if (effectiveVisibility(rules, projectId) !== 'private')
      return reply.redirect(await addressOf(target), 303);
    // The page's own password, or its portfolio's (which opens its case studies too).
    const locks = [target, ...(projectId === undefined ? [] : [{ portfolioId }])].flatMap(
      (page) => {
        const hash = rules.get(projectKey(page.projectId))?.passwordHash;
        return hash ? [{ page, hash }] : [];
      },
    );
    if (locks.length === 0) return sendPage(reply, 404, privatePage(target));

    // As login: attempts per address (an IPv6 /64 as one) in a window, and a password under attack
    // answers ever slower. Counted against the passwords checked, never the page the form names.
    const limit = app.config.authRateLimit;
    const ip = `page-password:ip:${addressKey(request.ip)}`;
    const guessed = locks.map(({ page }) => passwordKey(page));
    let opened: (typeof locks)[number] | undefined;
    try {
      await takeAttempt(counters, limit, ip);
      const failures = await Promise.all(
        guessed.map((key) => counters.increment(key, limit.windowMs)),
      );
      const most = Math.max(...failures);
      try {
        // In the line of the password most under attack.
        await pacer.wait(guessed[failures.indexOf(most)]!, loginDelayMs(most, limit.max));
        hashGate.admit();
      } catch (error) {
        // Turned away before its check: not counted as a failure.
        await Promise.all([ip, ...guessed].map((key) => counters.release(key)));
        throw error;
      }
      for (const lock of locks)
        if (!opened && (await verifyPassword(lock.hash, password))) opened = lock;
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
      reply.headers(error.headers);
      return sendPage(reply, 429, privatePage(target, { error: SHARING_MESSAGES.tooManyAttempts }));
    }
    if (!opened)
      return sendPage(reply, 403, privatePage(target, { error: SHARING_MESSAGES.wrongPassword }));
    // The right password clears its own record; another one checked only gets this attempt back.
    const right = passwordKey(opened.page);
    await Promise.all([
      counters.release(ip),
      counters.reset(right),
      ...guessed.filter((key) => key !== right).map((key) => counters.release(key)),
    ]);
    const until = Date.now() + PASSWORD_GRANT_MS;
    const grant = passwordGrant(app.config.jwtSecret, opened.page, opened.hash, until);
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Set-Cookie', accessCookie(request, opened.page, grant, new Date(until)))
      .redirect(await addressOf(target), 303);
  });
};
