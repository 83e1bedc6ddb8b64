import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { CaseStudies } from '../../model/case-study';
import { normalizeContent } from '../../model/normalize';
import { getTemplate } from '../../templates';
import { caseStudyAddresses } from '../../templates/case-study-addresses';
import { effectiveVisibility, mayRead } from './access';

// What a visitor may see of a portfolio copy (issue 34): every public answer (its page, its JSON,
// its case studies' pages and links, the PDF and the static site) passes its copy through here.

/**
 * Who reads: nobody in particular (a cached page, a PDF, a static site), a request with whatever
 * share grants its cookies hold, or the portfolio's owner.
 */
export type Reader = {
  request?: FastifyRequest;
  owner?: boolean;
  /** A case study given to this reader whatever its rule: the one its owner prints. */
  given?: string;
};

type Copy = { id: string; templateId: string; content: unknown; caseStudies: unknown };

/** Project ids of the copy's case studies closed to a reader without a grant. */
export async function closedStudies(app: FastifyInstance, copy: Copy): Promise<string[]> {
  const rules = await app.pageRules.of(copy.id);
  return Object.keys((copy.caseStudies ?? {}) as CaseStudies)
    .filter((projectId) => effectiveVisibility(rules, projectId) === 'private')
    .sort();
}

/**
 * The copy as this reader may see it: a case study they may not read is absent, its title and
 * link included. The others keep the addresses they have in the whole copy (a removed study must
 * not hand its slug to another).
 */
export async function visitorView<T extends Copy>(
  app: FastifyInstance,
  copy: T,
  reader: Reader = {},
): Promise<T> {
  if (reader.owner) return copy;
  const closed = await closedStudies(app, copy);
  const hidden = new Set<string>();
  for (const projectId of closed) {
    if (projectId === reader.given) continue;
    const target = { portfolioId: copy.id, projectId };
    if (!reader.request || !(await mayRead(reader.request, target))) hidden.add(projectId);
  }
  if (hidden.size === 0) return copy;
  const studies = (copy.caseStudies ?? {}) as CaseStudies;
  const slugs = new Map(
    caseStudyAddresses(getTemplate(copy.templateId), normalizeContent(copy.content), studies).map(
      (address) => [address.projectId, address.slug],
    ),
  );
  const visible = Object.fromEntries(
    Object.entries(studies)
      .filter(([projectId]) => !hidden.has(projectId))
      .map(([projectId, study]) => [projectId, { ...study, slug: slugs.get(projectId) }]),
  );
  return { ...copy, caseStudies: visible };
}

/**
 * A live snapshot as visitors without a grant see it: the snapshot, and which case studies the
 * designer closed. Closing or opening one changes it as a publish does, so cached pages move on.
 */
export async function viewVersion(app: FastifyInstance, portfolioId: string, live: string) {
  const rules = await app.pageRules.of(portfolioId);
  const closed = [...rules]
    .filter(([projectId, rule]) => projectId !== '' && rule.visibility === 'private')
    .map(([projectId]) => projectId)
    .sort();
  if (closed.length === 0) return live;
  return `${live}-${createHash('sha256').update(closed.join('\n')).digest('hex').slice(0, 12)}`;
}
