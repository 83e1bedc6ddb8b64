import type { CaseStudy } from '../model/case-study';
import type { PortfolioContent, Styling } from '../model/content';
import { normalizeContent } from '../model/normalize';
import { getTemplate } from '../templates';
import { migrateContent } from '../templates/migrate';
import { ThemedFrame } from '../templates/PortfolioDocument';
import { projectsOf } from '../templates/projects';
import { CaseStudyArticle } from '../templates/shared/CaseStudyArticle';
import '../templates/shared/case-study-page.css';

/** Another case study of the portfolio, as the pager links to it. */
export type NeighbourLink = { title: string; href: string };

type Props = {
  templateId: string | null | undefined;
  content: PortfolioContent | unknown;
  styling?: Partial<Styling>;
  study: CaseStudy;
  projectId: string;
  /** The portfolio's page: the Frame's navigation and "All projects" lead there. */
  portfolioHref: string;
  previous?: NeighbourLink;
  next?: NeighbourLink;
  /**
   * The editor's address: sent to everyone hidden, shown by the page's script to the owner only, so
   * the HTML stays one cacheable copy.
   */
  edit?: { href: string; portfolioId: string; shown?: boolean };
};

/**
 * A case study as a page of its portfolio: inside the template's Frame (its type, colours, theme,
 * the designer's name and navigation), with the previous and next projects that have one.
 */
export function PortfolioCaseStudy({
  templateId,
  content,
  styling,
  study,
  projectId,
  portfolioHref,
  previous,
  next,
  edit,
}: Props) {
  const template = getTemplate(templateId);
  const document = migrateContent(template, normalizeContent(content));
  // "All projects" goes back to the section that lists this project.
  const home = document.sections.find(
    (section) =>
      !section.hidden &&
      projectsOf(template, { ...document, sections: [section] }).some(
        (project) => project.id === projectId,
      ),
  );
  const allProjects = home ? `${portfolioHref}#${home.id}` : portfolioHref;
  return (
    <ThemedFrame template={template} content={document} styling={styling} pageHref={portfolioHref}>
      <div className="cs-in-portfolio">
        <CaseStudyArticle study={study} />
        <nav className="cs-pager" aria-label="More projects">
          {previous ? (
            <a className="cs-pager-link cs-pager-prev" href={previous.href} rel="prev">
              <span className="cs-pager-label">← Previous project</span>
              <span className="cs-pager-title">{previous.title}</span>
            </a>
          ) : (
            <span className="cs-pager-link" />
          )}
          <a className="cs-pager-all" href={allProjects}>
            All projects
          </a>
          {next ? (
            <a className="cs-pager-link cs-pager-next" href={next.href} rel="next">
              <span className="cs-pager-label">Next project →</span>
              <span className="cs-pager-title">{next.title}</span>
            </a>
          ) : (
            <span className="cs-pager-link" />
          )}
        </nav>
        {edit && (
          <a
            className="owner-edit"
            href={edit.href}
            data-owner-of={edit.portfolioId}
            hidden={!edit.shown}
          >
            Edit case study
          </a>
        )}
      </div>
    </ThemedFrame>
  );
}
