import type { PortfolioContent, Styling } from '../model/content';
import { normalizeContent } from '../model/normalize';
import { safeHref } from '../model/rules';
import { getTemplate } from '../templates';
import { PortfolioLinksProvider, type PortfolioLinks } from '../templates/kit';
import { PortfolioDocument } from '../templates/PortfolioDocument';

type Props = {
  content: PortfolioContent | unknown;
  styling?: Partial<Styling>;
  templateId: string | null | undefined;
  /** Known for saved portfolios: projects then link to their case-study pages. */
  portfolioId?: string;
  /** Projects with a written case study link to it; the others to their caseStudyUrl. */
  caseStudyIds?: string[];
};

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
  const links: PortfolioLinks = {
    portfolioId,
    caseStudyHref(projectId, caseStudyUrl) {
      if (portfolioId && caseStudyIds.includes(projectId)) {
        return `/portfolio/${encodeURIComponent(portfolioId)}/project/${encodeURIComponent(projectId)}`;
      }
      return safeHref(caseStudyUrl);
    },
  };
  return (
    <PortfolioLinksProvider value={links}>
      <PortfolioDocument
        template={getTemplate(templateId)}
        content={normalizeContent(content)}
        styling={styling}
      />
    </PortfolioLinksProvider>
  );
}
