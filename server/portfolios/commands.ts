// The rules of the working copy's commands (save, publish, unpublish, discard, restore, slug):
// server/routes/portfolio-commands.ts mounts them. Saves never touch what visitors read.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CaseStudies } from '../../model/case-study';
import { CASE_STUDY_SLUG_MESSAGES, repeatedCaseStudySlug } from '../../model/case-study-address';
import type { PortfolioContent, Styling } from '../../model/content';
import {
  applySectionChanges,
  unknownSections,
  type SectionChanges,
} from '../../model/draft-changes';
import { upgradeContent } from '../../model/normalize';
import { PORTFOLIO_MESSAGES } from '../../model/portfolio';
import { SLUG_MESSAGES } from '../../model/rules';
import { getTemplate } from '../../templates';
import { switchTemplate } from '../../templates/switch';
import { fittedStyling } from '../../templates/theme';
import { withOfferedLayouts } from '../../templates/validate';
import type { UserRow } from '../auth/session';
import { isUniqueViolation } from '../db/errors';
import { portfolios } from '../db/schema';
import { HttpError } from '../errors';
import { notFound } from './answers';
import { checkedContent, checkedSize, checkedSlug, checkedStyling } from './checks';
import {
  changeLine,
  commitWorkingCopy,
  copyOf,
  publishWorkingCopy,
  readSnapshot,
} from './snapshots';
import { documentQuotaOf } from './storage';
import { ownPortfolio, type StoredPortfolio } from './store';

/** Case studies whose chosen addresses differ, or 400 naming the one chosen twice. */
function checkedCaseStudySlugs(studies: CaseStudies) {
  const repeated = repeatedCaseStudySlug(studies);
  if (!repeated) return studies;
  const message = `${CASE_STUDY_SLUG_MESSAGES.taken}: /${repeated.slug}`;
  throw new HttpError(400, message, {}, [
    { path: `caseStudies.${repeated.projectId}.slug`, message },
  ]);
}

export type DocumentChanges = {
  templateId?: string;
  title?: string;
  description?: string;
  content?: unknown;
  styling?: unknown;
  caseStudies?: unknown;
};

/**
 * The builder's save of only what changed: its changed sections merged into the stored content, or
 * 400 when it names a section the server does not have (the client then sends the whole document).
 */
export function withSectionChanges(
  current: StoredPortfolio,
  sections: SectionChanges,
): PortfolioContent {
  const stored = upgradeContent(current.content);
  const unknown = stored.ok ? unknownSections(stored.content, sections) : sections.order;
  if (!stored.ok || unknown.length)
    throw new HttpError(400, PORTFOLIO_MESSAGES.wholeSaveNeeded, {}, [
      { path: 'sections.order', message: `Not on the server: ${unknown.join(', ')}` },
    ]);
  return applySectionChanges(stored.content, sections);
}

/** The commands against this app's database; a change of address or of what is live tells its page versions. */
export function portfolioCommands(app: Pick<FastifyInstance, 'db' | 'config' | 'pageVersions'>) {
  const { db } = app;
  const author = (user: UserRow) => ({ id: user.id, name: user.name });
  const quotaBytes = documentQuotaOf(app.config);

  async function own(id: string, user: UserRow) {
    const row = await ownPortfolio(db, id, user.id);
    if (!row) throw notFound();
    return row;
  }

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

  /** The working copy goes back to the live page's documents, as a new history entry. */
  async function discard(user: UserRow, current: StoredPortfolio, version: number) {
    if (current.liveNumber === null) throw new HttpError(409, PORTFOLIO_MESSAGES.nothingLive);
    if (current.inSync) return current;
    return restore(
      user,
      current,
      version,
      current.liveNumber,
      `Discarded changes: back to the live page (version ${current.liveNumber})`,
    );
  }

  /** The portfolio's address changes, or 409 when another portfolio has it. */
  async function changeSlug(user: UserRow, current: StoredPortfolio, requested: string) {
    const slug = checkedSlug(requested);
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
    return own(current.id, user);
  }

  return { own, save, publish, unpublish, restore, discard, changeSlug };
}
