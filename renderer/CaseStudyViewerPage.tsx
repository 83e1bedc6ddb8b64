import { Link } from 'react-router-dom';

/** A project's case study, read-only: arrives with the case studies issue. */
export default function CaseStudyViewerPage() {
  return (
    <main className="fullscreen-placeholder">
      <p className="eyebrow">VIEW CASE STUDY</p>
      <h1>Case study</h1>
      <p className="lead">This case study is not available yet.</p>
      <Link to="/" className="button button-ghost">
        BACK
      </Link>
    </main>
  );
}
