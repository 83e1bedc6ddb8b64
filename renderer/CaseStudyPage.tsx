import type { CaseStudy } from '../model/case-study';
import { CaseStudyArticle } from '../templates/shared/CaseStudyArticle';

type Props = { study: CaseStudy; backHref: string; editHref?: string };

/** A case study with its header: BACK, the VIEW CASE STUDY label, and EDIT for its owner. */
export function CaseStudyPage({ study, backHref, editHref }: Props) {
  return (
    <div className="cs-page">
      <header className="cs-bar">
        <a href={backHref} className="cs-bar-link">
          ← BACK
        </a>
        <span className="cs-bar-label">VIEW CASE STUDY</span>
        {editHref ? (
          <a href={editHref} className="cs-bar-link cs-bar-edit">
            EDIT CASE STUDY
          </a>
        ) : (
          <span />
        )}
      </header>
      <CaseStudyArticle study={study} />
    </div>
  );
}
