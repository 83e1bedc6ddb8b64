import { Link, useParams } from 'react-router-dom';

/** The case-study editor: arrives with the case studies issue. */
export default function CaseStudyEditorPage() {
  const { portfolioId } = useParams();
  return (
    <main className="fullscreen-placeholder">
      <p className="eyebrow">CASE STUDY EDITOR</p>
      <h1>Case study</h1>
      <p className="lead">The case-study editor is being built.</p>
      <Link to={`/portfolio-builder/${portfolioId}`} className="button button-ghost">
        BACK
      </Link>
    </main>
  );
}
