import { Link, useLocation } from 'react-router-dom';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="placeholder not-found">
      <p className="eyebrow">Error 404</p>
      <h1>Page not found</h1>
      <p className="lead">
        There is nothing at <code>{pathname}</code>. The link may be old, or the address mistyped.
      </p>
      <div className="placeholder-actions">
        <Link to="/" className="button button-primary">
          Go to Homepage
        </Link>
        <Link to="/templates" className="button button-ghost">
          Browse templates
        </Link>
      </div>
    </section>
  );
}
