import { Link } from 'react-router-dom';
import { useSession } from '../session/useSession';

/** The dashboard's overview; portfolios, stats and the sidebar arrive with the portfolios issue. */
export default function DashboardPage() {
  const { user } = useSession();
  return (
    <section className="placeholder">
      <p className="eyebrow">Dashboard</p>
      <h1>Welcome back, {user?.name ?? 'designer'}</h1>
      <p className="lead">Create a portfolio from a template, then edit and publish it.</p>
      <div className="placeholder-actions">
        <Link to="/portfolio-builder/new" className="button button-primary">
          Create Portfolio
        </Link>
        <Link to="/templates" className="button button-ghost">
          Browse Templates
        </Link>
      </div>
    </section>
  );
}
