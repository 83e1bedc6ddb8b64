import type { PortfolioContent } from '../model/content';
import { getPath } from './paths';
import { sectionOf, type TemplateDefinition } from './types';

export type ProjectItem = { id: string; title?: string; category?: string; meta?: string };

/** The items of every list the template declares as projects with case studies, in page order. */
export function projectsOf(template: TemplateDefinition, content: PortfolioContent): ProjectItem[] {
  return content.sections.flatMap((section) => {
    const lists = sectionOf(template, section.type)?.lists ?? {};
    return Object.entries(lists)
      .filter(([, list]) => list.caseStudies)
      .flatMap(([path]) => {
        const items = getPath(section.content, path);
        return Array.isArray(items)
          ? items.filter((item): item is ProjectItem => typeof item?.id === 'string')
          : [];
      });
  });
}
