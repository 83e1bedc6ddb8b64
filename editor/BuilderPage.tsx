import { Link, useParams } from 'react-router-dom';

/** The portfolio builder: the Craft.js canvas arrives with the builder issues. */
export default function BuilderPage() {
  const { portfolioId } = useParams();
  return (
    <main className="fullscreen-placeholder">
      <p className="eyebrow">Portfolio builder</p>
      <h1>{portfolioId === 'new' ? 'Choose Template' : 'Customize Portfolio'}</h1>
      <p className="lead">The builder is being built. Your portfolios are safe on the dashboard.</p>
      <Link to="/dashboard" className="button button-ghost">
        Back to Dashboard
      </Link>
    </main>
  );
}
