// The designer's side of sharing, read and written for its owner: each page's visibility, its
// password and its links, and the visibility of each of the owner's portfolios.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ownValue } from '../../model/own';
import {
  SHARING_MESSAGES,
  type PortfolioSharing,
  type TargetSharing,
  type Visibility,
} from '../../model/sharing';
import type { Database } from '../db/client';
import { pageAccess, portfolios, shareLinks } from '../db/schema';
import { HttpError } from '../errors';
import { notFound } from '../portfolios/answers';
import { ownPortfolio, type StoredPortfolio } from '../portfolios/store';
import { effectiveVisibility, projectKey } from './access';
import { toShareLink } from './links';

const titleOf = (study: unknown, fallback: string) => {
  const title = (study as { title?: unknown } | undefined)?.title;
  return typeof title === 'string' && title.trim() ? title.trim() : fallback;
};

/** The signed-in user's portfolio, and the project id when it names one of its case studies. */
export async function ownTarget(db: Database, userId: string, id: string, projectId?: string) {
  const row = await ownPortfolio(db, id, userId);
  if (!row) throw notFound();
  if (projectId !== undefined && !ownValue(row.caseStudies as Record<string, unknown>, projectId))
    throw new HttpError(404, SHARING_MESSAGES.noCaseStudy);
  return row;
}

export async function sharingOf(db: Database, row: StoredPortfolio): Promise<PortfolioSharing> {
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
    caseStudies: studies.map(([projectId, study]) => target(projectId, titleOf(study, projectId))),
  };
}

/** Writes one page's rule (creating it public with no password), then forgets the remembered rules. */
export async function writeRule(
  app: Pick<FastifyInstance, 'db' | 'pageRules'>,
  portfolioId: string,
  projectId: string | undefined,
  change: { visibility?: TargetSharing['visibility']; passwordHash?: string | null },
) {
  await app.db
    .insert(pageAccess)
    .values({ portfolioId, projectId: projectKey(projectId), ...change })
    .onConflictDoUpdate({
      target: [pageAccess.portfolioId, pageAccess.projectId],
      set: { ...change, updatedAt: new Date() },
    });
  app.pageRules.changed(portfolioId);
}

/** The visibility of each of the user's portfolios that has a rule of its own. */
export async function portfolioVisibilities(
  db: Database,
  userId: string,
): Promise<Record<string, Visibility>> {
  const rows = await db
    .select({ id: pageAccess.portfolioId, visibility: pageAccess.visibility })
    .from(pageAccess)
    .innerJoin(portfolios, eq(portfolios.id, pageAccess.portfolioId))
    .where(and(eq(portfolios.userId, userId), eq(pageAccess.projectId, '')));
  return Object.fromEntries(rows.map((row) => [row.id, row.visibility]));
}
