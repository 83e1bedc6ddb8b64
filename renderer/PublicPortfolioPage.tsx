import { Link } from 'react-router-dom';

/** A published portfolio: rendered read-only from its document once portfolios land. */
export default function PublicPortfolioPage() {
  return (
    <main className="fullscreen-placeholder">
      <h1>Portfolio Not Found</h1>
      <p className="lead">This portfolio does not exist or has been moved.</p>
      <Link to="/" className="button button-primary">
        Go to Homepage
      </Link>
    </main>
  );
}
