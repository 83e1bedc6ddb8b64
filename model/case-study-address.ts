import { SLUG_MAX_LENGTH } from './constants';
import { slugError, slugFromTitle } from './rules';

/** Paths under a portfolio's address that its own pages may come to use: never a case study's. */
export const RESERVED_CASE_STUDY_SLUGS: ReadonlySet<string> = new Set([
  'project',
  'projects',
  'pdf',
  'print',
  'share',
  'preview',
  'edit',
]);

export const CASE_STUDY_SLUG_MESSAGES = {
  reserved: 'This address is reserved: choose another',
  taken: 'Another case study in this portfolio already has this address',
} as const;

/** Why a chosen case-study address is refused, or null: the portfolio slug rules, and no reserved word. */
export function caseStudySlugError(slug: string): string | null {
  return (
    slugError(slug) ??
    (RESERVED_CASE_STUDY_SLUGS.has(slug) ? CASE_STUDY_SLUG_MESSAGES.reserved : null)
  );
}

// Room left after a made-up slug for a "-12" that keeps it unique, within the slug length rule.
const MADE_SLUG_MAX = SLUG_MAX_LENGTH - 6;

/** The slug a title gives; a title too short to read as an address gets "-case-study" after it. */
export function slugOfProjectTitle(title: string): string {
  const made = slugFromTitle(title).slice(0, MADE_SLUG_MAX).replace(/-+$/, '');
  if (!made) return 'case-study';
  return slugError(made) ? `${made}-case-study` : made;
}

/** A project with a case study, in page order: its id, its title, and the slug its designer chose. */
export type CaseStudyEntry = { projectId: string; title: string; slug?: string };

/**
 * Each case study's slug, in the order given (the page's): a valid chosen slug is kept (the first
 * one in page order when two chose the same), the others are made from their titles, with -2, -3 …
 * after a slug already in use.
 */
export function resolveCaseStudySlugs(entries: readonly CaseStudyEntry[]) {
  const chosen = new Map<string, string>();
  const taken = new Set<string>();
  for (const entry of entries) {
    if (!entry.slug || caseStudySlugError(entry.slug) || taken.has(entry.slug)) continue;
    chosen.set(entry.projectId, entry.slug);
    taken.add(entry.slug);
  }
  return entries.map((entry) => {
    let slug = chosen.get(entry.projectId);
    if (!slug) {
      const base = slugOfProjectTitle(entry.title);
      slug = base;
      for (let n = 2; taken.has(slug) || RESERVED_CASE_STUDY_SLUGS.has(slug); n++)
        slug = `${base}-${n}`;
      taken.add(slug);
    }
    return { projectId: entry.projectId, slug };
  });
}

/** The first slug two case studies both chose, and the second one's project, for the save that must refuse it. */
export function repeatedCaseStudySlug(
  studies: Readonly<Record<string, { slug?: string }>>,
): { slug: string; projectId: string } | undefined {
  const seen = new Set<string>();
  for (const [projectId, study] of Object.entries(studies)) {
    if (!study.slug) continue;
    if (seen.has(study.slug)) return { slug: study.slug, projectId };
    seen.add(study.slug);
  }
  return undefined;
}
