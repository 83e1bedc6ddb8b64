import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSuccess } from '../../model/api';
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
} from '../../model/sharing';
import { hashPassword } from '../auth/passwords';
import { isLinkPreview } from '../analytics/visitors';
import type { CounterStore } from '../auth/rate-limit';
import { currentUser, requireUser } from '../auth/session';
import { isUuid } from '../db/ids';
import { HttpError } from '../errors';
import { idParams } from '../portfolios/answers';
import {
  accessCookie,
  effectiveVisibility,
  goneLinkPage,
  linkPreviewPage,
  passwordGrant,
  PASSWORD_GRANT_MS,
  privatePage,
  SECRET_PATTERN,
  type PageTarget,
} from './access';
import { addressOf, createLink, openLink, revokeLink } from './links';
import { locksOf, pagePasswords, type Lock } from './page-password';
import { ownTarget, portfolioVisibilities, sharingOf, writeRule } from './settings';

/**
 * The designer's side of sharing (owner only): each page's visibility, its links and its password.
 * Visibility applies at once: it decides who reads the live page, it is not a draft edit.
 */
export const sharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const sharingAnswer = apiSuccess(portfolioSharing);
  const guarded = { preHandler: requireUser };

  app.get(
    '/api/portfolios/:id/sharing',
    { ...guarded, schema: { params: idParams, response: { 200: sharingAnswer } } },
    async (request) => ({
      success: true as const,
      data: await sharingOf(db, await ownTarget(db, currentUser(request).id, request.params.id)),
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
      const row = await ownTarget(db, currentUser(request).id, request.params.id, projectId);
      await writeRule(app, row.id, projectId, { visibility });
      const what = projectId === undefined ? 'Portfolio' : 'Case study';
      return {
        success: true as const,
        data: await sharingOf(db, row),
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
      const row = await ownTarget(db, currentUser(request).id, request.params.id, projectId);
      await writeRule(app, row.id, projectId, {
        passwordHash: password === null ? null : await hashPassword(password),
      });
      return {
        success: true as const,
        data: await sharingOf(db, row),
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
      const { projectId } = request.body;
      const row = await ownTarget(db, currentUser(request).id, request.params.id, projectId);
      const { link, secret } = await createLink(db, row.id, request.body);
      return reply.code(201).send({
        success: true as const,
        data: { link, url: `${app.config.publicUrl}/s/${secret}` },
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
      const row = await ownTarget(db, currentUser(request).id, request.params.id);
      const link = await revokeLink(db, row.id, request.params.linkId);
      return { success: true as const, data: { link }, message: 'Link revoked' };
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
      const visibilities = await portfolioVisibilities(db, currentUser(request).id);
      return { success: true as const, data: { portfolios: visibilities } };
    },
  );
};

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
  const openPassword = pagePasswords(counters, app.config);

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
      const link = await openLink(db, secret);
      if (!link) return sendPage(reply, 404, goneLinkPage());
      const target: PageTarget = {
        portfolioId: link.portfolioId,
        projectId: link.projectId || undefined,
      };
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Set-Cookie', accessCookie(request, target, `l.${secret}`, link.expiresAt))
        .redirect(await addressOf(db, target), 303);
    },
  );

  app.post<{ Body: unknown }>('/s/unlock', async (request, reply) => {
    const form = unlockForm.safeParse(request.body);
    if (!form.success) return sendPage(reply, 404, goneLinkPage());
    const { portfolio: portfolioId, project: projectId, password } = form.data;
    const target: PageTarget = { portfolioId, projectId };
    const rules = await app.pageRules.of(portfolioId);
    if (effectiveVisibility(rules, projectId) !== 'private')
      return reply.redirect(await addressOf(db, target), 303);
    const locks = locksOf(rules, target);
    if (locks.length === 0) return sendPage(reply, 404, privatePage(target));

    let opened: Lock | undefined;
    try {
      opened = await openPassword(request.ip, locks, password);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
      reply.headers(error.headers);
      return sendPage(reply, 429, privatePage(target, { error: SHARING_MESSAGES.tooManyAttempts }));
    }
    if (!opened)
      return sendPage(reply, 403, privatePage(target, { error: SHARING_MESSAGES.wrongPassword }));
    const until = Date.now() + PASSWORD_GRANT_MS;
    const grant = passwordGrant(app.config.jwtSecret, opened.page, opened.hash, until);
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Set-Cookie', accessCookie(request, opened.page, grant, new Date(until)))
      .redirect(await addressOf(db, target), 303);
  });
};
