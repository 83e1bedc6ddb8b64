import type { PortfolioContent, Styling } from '../model/content';
import { normalizeContent } from '../model/normalize';
import { safeHref } from '../model/rules';
import { getTemplate } from '../templates';
import { PortfolioLinksProvider, type PortfolioLinks } from '../templates/kit';
import type { SectionDefinition } from '../templates/types';

type Props = {
  content: PortfolioContent | unknown;
  styling?: Partial<Styling>;
  templateId: string | null | undefined;
  /** Known for saved portfolios: projects then link to their case-study pages. */
  portfolioId?: string;
  /** Projects with a written case study link to it; the others to their caseStudyUrl. */
  caseStudyIds?: string[];
};

/** A section's content over its defaults, so a section missing a field still renders whole. */
function contentOf(definition: SectionDefinition, content: Record<string, unknown>) {
  const merged = { ...definition.defaults, ...content };
  const parsed = definition.schema.safeParse(merged);
  return parsed.success ? parsed.data : merged;
}

/**
 * A portfolio rendered read-only with its template: the same components the builder edits, without
 * the editor. Runs in the browser and on the server.
 */
export function PortfolioView({
  content,
  styling,
  templateId,
  portfolioId,
  caseStudyIds = [],
}: Props) {
  const template = getTemplate(templateId);
  const document = normalizeContent(content);
  const links: PortfolioLinks = {
    portfolioId,
    caseStudyHref(projectId, caseStudyUrl) {
      if (portfolioId && caseStudyIds.includes(projectId)) {
        return `/portfolio/${encodeURIComponent(portfolioId)}/project/${encodeURIComponent(projectId)}`;
      }
      return safeHref(caseStudyUrl);
    },
  };
  const { Frame } = template;
  return (
    <PortfolioLinksProvider value={links}>
      <Frame
        content={document}
        styling={{ colors: styling?.colors ?? {}, fonts: styling?.fonts ?? {} }}
      >
        {document.sections.map((section) => {
          const definition = template.sections[section.type];
          if (!definition || section.hidden) return null;
          const { Component } = definition;
          return (
            <div key={section.id} id={section.id} data-section={section.type}>
              <Component id={section.id} content={contentOf(definition, section.content)} />
            </div>
          );
        })}
      </Frame>
    </PortfolioLinksProvider>
  );
}
