import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, apiSuccess } from '../../model/api';
import type { PortfolioContent } from '../../model/content';
import { snapshotCopy, snapshotEntry } from '../../model/history';
import {
  draftChangesInput,
  PORTFOLIO_MESSAGES,
  publishInput,
  saveDraftInput,
  slugInput,
  templateInput,
  updatePortfolioInput,
  versionInput,
} from '../../model/portfolio';
import { SLUG_MESSAGES } from '../../model/rules';
import { currentUser, requireUser } from '../auth/session';
import { HttpError } from '../errors';
import { bodyLimit, conflictAnswer, idParams, portfolioAnswer } from '../portfolios/answers';
import { portfolioCommands, withSectionChanges } from '../portfolios/commands';
import { listSnapshots, readSnapshot } from '../portfolios/snapshots';
import { toPortfolio, type StoredPortfolio } from '../portfolios/store';

const numberParams = idParams.extend({
  number: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});
const answers = { 200: portfolioAnswer, 409: conflictAnswer.or(apiError) };

/**
 * The working copy's commands, one job each: save, publish, unpublish, discard, change slug, switch
 * template, restore from history. Saves never touch what visitors read; publish copies the working
 * copy to a new live snapshot. PUT /:id keeps the spec's all-in-one shape for its clients.
 */
export const portfolioCommandRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const { own, save, publish, unpublish, restore, discard, changeSlug } = portfolioCommands(app);

  const conflict = (reply: FastifyReply, row: StoredPortfolio) =>
    reply.code(409).send({
      success: false as const,
      message: PORTFOLIO_MESSAGES.conflict,
      data: { portfolio: toPortfolio(row) },
    });

  const answer = (row: StoredPortfolio, message: string) => ({
    success: true as const,
    data: { portfolio: toPortfolio(row) },
    message,
  });

  const guarded = { preHandler: requireUser, bodyLimit };

  // The spec's PUT: any mix of save, template, slug, publish and unpublish, made from one version.
  app.put(
    '/:id',
    { ...guarded, schema: { params: idParams, body: updatePortfolioInput, response: answers } },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      const current = await own(request.params.id, user);
      if (body.version !== current.version) return conflict(reply, current);
      const content =
        body.content !== undefined
          ? body.content
          : body.sections
            ? { sections: body.sections }
            : undefined;
      if (body.published === true && !(body.slug ?? current.slug))
        throw new HttpError(400, SLUG_MESSAGES.required);
      const saved = await save(
        user,
        current,
        body.version,
        {
          templateId: body.templateId ?? body.template,
          title: body.title,
          description: body.description,
          content,
          styling: body.styling,
          caseStudies: body.caseStudies,
        },
        body.slug,
      );
      if (!saved) return conflict(reply, await own(current.id, user));
      if (body.published === true) {
        const published = await publish(user, saved, saved.version);
        if (published.status === 'conflict') return conflict(reply, published.row);
        return answer(published.row, PORTFOLIO_MESSAGES.published);
      }
      if (body.published === false) {
        const row = await unpublish(user, saved);
        return answer(
          row,
          current.isPublished ? PORTFOLIO_MESSAGES.unpublishedDone : PORTFOLIO_MESSAGES.updated,
        );
      }
      return answer(saved, PORTFOLIO_MESSAGES.updated);
    },
  );

  app.put(
    '/:id/draft',
    { ...guarded, schema: { params: idParams, body: saveDraftInput, response: answers } },
    async (request, reply) => {
      const user = currentUser(request);
      const { version, ...documents } = request.body;
      const current = await own(request.params.id, user);
      if (version !== current.version) return conflict(reply, current);
      const saved = await save(user, current, version, documents);
      if (!saved) return conflict(reply, await own(current.id, user));
      return answer(saved, PORTFOLIO_MESSAGES.updated);
    },
  );

  // The builder's save: only what changed, applied to the working copy at the version it was made from.
  app.patch(
    '/:id/draft',
    { ...guarded, schema: { params: idParams, body: draftChangesInput, response: answers } },
    async (request, reply) => {
      const user = currentUser(request);
      const { version, sections, ...documents } = request.body;
      const current = await own(request.params.id, user);
      if (version !== current.version) return conflict(reply, current);
      let content: PortfolioContent | undefined;
      if (sections) content = withSectionChanges(current, sections);
      const saved = await save(user, current, version, { ...documents, content });
      if (!saved) return conflict(reply, await own(current.id, user));
      return answer(saved, PORTFOLIO_MESSAGES.updated);
    },
  );

  app.post(
    '/:id/publish',
    { ...guarded, schema: { params: idParams, body: publishInput, response: answers } },
    async (request, reply) => {
      const user = currentUser(request);
      const current = await own(request.params.id, user);
      if (request.body.version !== current.version) return conflict(reply, current);
      const firstTime = !current.isPublished;
      const outcome = await publish(user, current, request.body.version, request.body.slug);
      if (outcome.status === 'conflict') return conflict(reply, outcome.row);
      return answer(
        outcome.row,
        outcome.status === 'unchanged'
          ? PORTFOLIO_MESSAGES.alreadyLive
          : firstTime
            ? PORTFOLIO_MESSAGES.published
            : PORTFOLIO_MESSAGES.liveUpdated,
      );
    },
  );

  app.post(
    '/:id/unpublish',
    { preHandler: requireUser, schema: { params: idParams, response: { 200: portfolioAnswer } } },
    async (request) => {
      const user = currentUser(request);
      const current = await own(request.params.id, user);
      return answer(await unpublish(user, current), PORTFOLIO_MESSAGES.unpublishedDone);
    },
  );

  app.post(
    '/:id/discard',
    { ...guarded, schema: { params: idParams, body: versionInput, response: answers } },
    async (request, reply) => {
      const user = currentUser(request);
      const current = await own(request.params.id, user);
      if (request.body.version !== current.version) return conflict(reply, current);
      const restored = await discard(user, current, request.body.version);
      if (!restored) return conflict(reply, await own(current.id, user));
      return answer(restored, PORTFOLIO_MESSAGES.discarded);
    },
  );

  app.put(
    '/:id/slug',
    { preHandler: requireUser, schema: { params: idParams, body: slugInput, response: answers } },
    async (request) => {
      const user = currentUser(request);
      const current = await own(request.params.id, user);
      return answer(await changeSlug(user, current, request.body.slug), PORTFOLIO_MESSAGES.updated);
    },
  );

  app.put(
    '/:id/template',
    { ...guarded, schema: { params: idParams, body: templateInput, response: answers } },
    async (request, reply) => {
      const user = currentUser(request);
      const current = await own(request.params.id, user);
      if (request.body.version !== current.version) return conflict(reply, current);
      const saved = await save(user, current, request.body.version, {
        templateId: request.body.templateId,
      });
      if (!saved) return conflict(reply, await own(current.id, user));
      return answer(saved, PORTFOLIO_MESSAGES.updated);
    },
  );

  app.get(
    '/:id/history',
    {
      preHandler: requireUser,
      schema: {
        params: idParams,
        response: { 200: apiSuccess(z.object({ entries: z.array(snapshotEntry) })) },
      },
    },
    async (request) => {
      const current = await own(request.params.id, currentUser(request));
      return { success: true as const, data: { entries: await listSnapshots(db, current) } };
    },
  );

  app.get(
    '/:id/history/:number',
    {
      preHandler: requireUser,
      schema: {
        params: numberParams,
        response: { 200: apiSuccess(z.object({ entry: snapshotCopy })) },
      },
    },
    async (request) => {
      const current = await own(request.params.id, currentUser(request));
      const entry = await readSnapshot(db, current, request.params.number);
      if (!entry) throw new HttpError(404, PORTFOLIO_MESSAGES.snapshotNotFound);
      return { success: true as const, data: { entry } };
    },
  );

  app.post(
    '/:id/history/:number/restore',
    { ...guarded, schema: { params: numberParams, body: versionInput, response: answers } },
    async (request, reply) => {
      const user = currentUser(request);
      const current = await own(request.params.id, user);
      if (request.body.version !== current.version) return conflict(reply, current);
      const { number } = request.params;
      const restored = await restore(
        user,
        current,
        request.body.version,
        number,
        `Restored version ${number}`,
      );
      if (!restored) return conflict(reply, await own(current.id, user));
      return answer(restored, PORTFOLIO_MESSAGES.restored);
    },
  );
};
