import { resolveCaseStudySlugs } from '../model/case-study-address';
import type { CaseStudy } from '../model/case-study';
import type { PortfolioContent } from '../model/content';
import { ownValue } from '../model/own';
import { migrateContent } from './migrate';
import { projectsOf } from './projects';
import type { TemplateDefinition } from './types';

/** A case study as a page of its portfolio: which project, its slug, and the title links show. */
export type CaseStudyAddress = { projectId: string; slug: string; title: string };

/**
 * The portfolio's case studies in page order, each with its slug: only projects on the page that
 * have one (a study whose project was removed has no address).
 */
export function caseStudyAddresses(
  template: TemplateDefinition,
  content: PortfolioContent,
  caseStudies: Readonly<Record<string, Pick<CaseStudy, 'title' | 'slug'>>> | null | undefined,
): CaseStudyAddress[] {
  const seen = new Set<string>();
  const entries = projectsOf(template, migrateContent(template, content)).flatMap((project) => {
    const study = ownValue(caseStudies, project.id);
    if (!study || seen.has(project.id)) return [];
    seen.add(project.id);
    const projectTitle = project.title?.trim() ?? '';
    return [
      {
        projectId: project.id,
        title: projectTitle || study.title,
        display: study.title.trim() || projectTitle,
        slug: study.slug,
      },
    ];
  });
  const slugs = resolveCaseStudySlugs(entries);
  return entries.map((entry, index) => ({
    projectId: entry.projectId,
    slug: slugs[index]!.slug,
    title: entry.display,
  }));
}

/** The address of a case study: under its portfolio's. */
export const caseStudyPath = (portfolioSlug: string, projectSlug: string) =>
  `/portfolio/${encodeURIComponent(portfolioSlug)}/${encodeURIComponent(projectSlug)}`;

/** Where a published portfolio's pages are, as the links on them write them. */
export type PortfolioAddresses = {
  home: string;
  caseStudy: (projectSlug: string) => string;
};

/** At the app's address: /portfolio/{slug} and its case studies under it. */
export const appAddresses = (portfolioSlug: string): PortfolioAddresses => ({
  home: `/portfolio/${encodeURIComponent(portfolioSlug)}`,
  caseStudy: (projectSlug) => caseStudyPath(portfolioSlug, projectSlug),
});

/** At the root of the portfolio's own domain: / and /{project-slug}. */
export const domainAddresses: PortfolioAddresses = {
  home: '/',
  caseStudy: (projectSlug) => `/${encodeURIComponent(projectSlug)}`,
};
