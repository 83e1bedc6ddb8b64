import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, apiSuccess } from '../../model/api';
import { snapshotCopy, snapshotEntry } from '../../model/history';
import { upgradeContent } from '../../model/normalize';
import { applySectionChanges, unknownSections } from '../../model/draft-changes';
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
import { getTemplate } from '../../templates';
import { switchTemplate } from '../../templates/switch';
import { currentUser, requireUser, type UserRow } from '../auth/session';
import { isUniqueViolation } from '../db/errors';
import { portfolios } from '../db/schema';
import { HttpError } from '../errors';
import {
  bodyLimit,
  conflictAnswer,
  idParams,
  notFound,
  portfolioAnswer,
} from '../portfolios/answers';
import type { PortfolioContent, Styling } from '../../model/content';
import { fittedStyling } from '../../templates/theme';
import { checkedContent, checkedSize, checkedSlug, checkedStyling } from '../portfolios/checks';
import { withOfferedLayouts } from '../../templates/validate';
import {
  changeLine,
  commitWorkingCopy,
  copyOf,
  listSnapshots,
  publishWorkingCopy,
  readSnapshot,
} from '../portfolios/snapshots';
import { documentQuotaOf } from '../portfolios/storage';
import { ownPortfolio, toPortfolio, type StoredPortfolio } from '../portfolios/store';
import { and, eq } from 'drizzle-orm';
import type { CaseStudies } from '../../model/case-study';
import { CASE_STUDY_SLUG_MESSAGES, repeatedCaseStudySlug } from '../../model/case-study-address';

/** Case studies whose chosen addresses differ, or 400 naming the one chosen twice. */
function checkedCaseStudySlugs(studies: CaseStudies) {
  const repeated = repeatedCaseStudySlug(studies);
  if (!repeated) return studies;
  const message = `${CASE_STUDY_SLUG_MESSAGES.taken}: /${repeated.slug}`;
  throw new HttpError(400, message, {}, [
    { path: `caseStudies.${repeated.projectId}.slug`, message },
  ]);
}

type DocumentChanges = {
  templateId?: string;
  title?: string;
  description?: string;
  content?: unknown;
  styling?: unknown;
  caseStudies?: unknown;
};

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
  const author = (user: UserRow) => ({ id: user.id, name: user.name });
  const quotaBytes = documentQuotaOf(app.config);

  async function own(id: string, user: UserRow) {
    const row = await ownPortfolio(db, id, user.id);
    if (!row) throw notFound();
    return row;
  }

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

  /**
   * The working copy with these documents (checked by the template they will be read with), or
   * undefined when another write came first. A template switch without content carries the old
   * content over by the builder's rule.
   */
  async function save(
    user: UserRow,
    current: StoredPortfolio,
    version: number,
    documents: DocumentChanges,
    slug?: string,
  ) {
    const changes: Parameters<typeof commitWorkingCopy>[1]['changes'] = {};
    const template = getTemplate(documents.templateId ?? current.templateId);
    if (documents.templateId !== undefined) changes.templateId = template.id;
    if (documents.content !== undefined) {
      changes.content = checkedContent(template, documents.content);
    } else if (changes.templateId && changes.templateId !== current.templateId) {
      const stored = upgradeContent(current.content);
      if (!stored.ok)
        throw new HttpError(409, `${PORTFOLIO_MESSAGES.unreadable} ${stored.message}`);
      const switched = switchTemplate(getTemplate(current.templateId), template, stored.content);
      changes.content = checkedContent(template, switched.content);
    }
    if (documents.title !== undefined) changes.title = documents.title;
    if (documents.description !== undefined) changes.description = documents.description;
    if (documents.styling !== undefined)
      changes.styling = checkedStyling(template, documents.styling);
    // A switch keeps what of the look the new template offers.
    else if (changes.templateId && changes.templateId !== current.templateId)
      changes.styling = fittedStyling(template, current.styling as Partial<Styling>);
    if (documents.caseStudies !== undefined)
      changes.caseStudies = checkedCaseStudySlugs(documents.caseStudies as CaseStudies);
    if (slug !== undefined) changes.slug = checkedSlug(slug);
    checkedSize(
      changes.content ?? current.content,
      changes.styling ?? current.styling,
      changes.caseStudies ?? current.caseStudies,
    );
    const summary = changeLine(copyOf(current), copyOf({ ...current, ...changes }));
    try {
      const written = await commitWorkingCopy(db, {
        id: current.id,
        userId: user.id,
        version,
        changes,
        kind: 'checkpoint',
        summary,
        author: author(user),
        quotaBytes,
      });
      if (written && slug !== undefined) app.pageVersions.changed(current.slug, written.slug);
      return written && (await own(current.id, user));
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, SLUG_MESSAGES.taken);
      throw error;
    }
  }

  /** The working copy at `version` goes live at `slug` (or its current address). */
  async function publish(user: UserRow, current: StoredPortfolio, version: number, slug?: string) {
    const address = slug ?? current.slug;
    if (!address) throw new HttpError(400, SLUG_MESSAGES.required);
    try {
      const outcome = await publishWorkingCopy(db, {
        id: current.id,
        userId: user.id,
        version,
        slug: checkedSlug(address),
        author: author(user),
        quotaBytes,
      });
      if (outcome.status === 'missing') throw notFound();
      if ('previousSlug' in outcome) app.pageVersions.changed(outcome.previousSlug, address);
      return { status: outcome.status, row: await own(current.id, user) };
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, SLUG_MESSAGES.taken);
      throw error;
    }
  }

  async function unpublish(user: UserRow, current: StoredPortfolio) {
    await db
      .update(portfolios)
      .set({ isPublished: false })
      .where(and(eq(portfolios.id, current.id), eq(portfolios.userId, user.id)));
    app.pageVersions.changed(current.slug);
    return own(current.id, user);
  }

  /** A history entry's documents become the working copy, as a new entry: nothing is deleted. */
  async function restore(
    user: UserRow,
    current: StoredPortfolio,
    version: number,
    number: number,
    summary: string,
  ) {
    const copy = await readSnapshot(db, current, number);
    if (!copy) throw new HttpError(404, PORTFOLIO_MESSAGES.snapshotNotFound);
    const template = getTemplate(copy.templateId);
    const written = await commitWorkingCopy(db, {
      id: current.id,
      userId: user.id,
      version,
      changes: {
        templateId: template.id,
        title: copy.title,
        description: copy.description,
        // Brought up to the template's current shapes by readSnapshot, then checked like any save.
        // A layout the template has since stopped offering goes back to its default, not a refusal.
        content: checkedContent(template, withOfferedLayouts(template, copy.content)),
        styling: fittedStyling(template, copy.styling as Partial<Styling>),
        caseStudies: copy.caseStudies,
      },
      kind: 'restore',
      summary,
      author: author(user),
      quotaBytes,
    });
    return written && (await own(current.id, user));
  }

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
      if (sections) {
        const stored = upgradeContent(current.content);
        const unknown = stored.ok ? unknownSections(stored.content, sections) : sections.order;
        if (!stored.ok || unknown.length)
          throw new HttpError(400, PORTFOLIO_MESSAGES.wholeSaveNeeded, {}, [
            { path: 'sections.order', message: `Not on the server: ${unknown.join(', ')}` },
          ]);
        content = applySectionChanges(stored.content, sections);
      }
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
      if (current.liveNumber === null) throw new HttpError(409, PORTFOLIO_MESSAGES.nothingLive);
      if (current.inSync) return answer(current, PORTFOLIO_MESSAGES.discarded);
      const restored = await restore(
        user,
        current,
        request.body.version,
        current.liveNumber,
        `Discarded changes: back to the live page (version ${current.liveNumber})`,
      );
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
      const slug = checkedSlug(request.body.slug);
      try {
        await db
          .update(portfolios)
          .set({ slug })
          .where(and(eq(portfolios.id, current.id), eq(portfolios.userId, user.id)));
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, SLUG_MESSAGES.taken);
        throw error;
      }
      app.pageVersions.changed(current.slug, slug);
      return answer(await own(current.id, user), PORTFOLIO_MESSAGES.updated);
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
