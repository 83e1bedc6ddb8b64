import { Link } from 'react-router-dom';
import { DASHBOARD_RECENT_COUNT } from '../../../model/constants';
import type { Portfolio } from '../../../model/portfolio';
import { formatDate } from './PortfolioCard';
import { dashboardStats } from './stats';

type Props = { name: string; portfolios: Portfolio[]; onShowAnalytics: () => void };

export function Overview({ name, portfolios, onShowAnalytics }: Props) {
  const stats = dashboardStats(portfolios);
  const recent = portfolios.slice(0, DASHBOARD_RECENT_COUNT);
  // The change texts are the spec's placeholders, not measurements.
  const cards = [
    { label: 'Total Portfolios', value: stats.total, change: '+2 this month' },
    {
      label: 'Published',
      value: `${stats.publishedPercent}%`,
      change: `${stats.published} of ${stats.total} live`,
    },
    { label: 'Total Views', value: stats.totalViews, change: '+18% from last month' },
    { label: 'Average Views', value: stats.averageViews, change: '+12% improvement' },
  ];
  return (
    <div className="overview">
      <header className="dashboard-section-head">
        <div>
          <h2>Welcome back, {name}!</h2>
          <p>Here is how your portfolios are doing.</p>
        </div>
      </header>
      <ul className="stat-cards">
        {cards.map((card) => (
          <li key={card.label} className="stat-card">
            <p className="stat-label">{card.label}</p>
            <p className="stat-value">{card.value}</p>
            <p className="stat-change">{card.change}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="quick-actions-title" className="quick-actions">
        <h3 id="quick-actions-title">Quick actions</h3>
        <div>
          <Link to="/portfolio-builder/new" className="quick-action">
            <strong>Create Portfolio</strong>
            <span>Start from a template</span>
          </Link>
          <Link to="/templates" className="quick-action">
            <strong>Browse Templates</strong>
            <span>See every design</span>
          </Link>
          <button type="button" className="quick-action" onClick={onShowAnalytics}>
            <strong>View Analytics</strong>
            <span>Views and visitors</span>
          </button>
        </div>
      </section>
      <section aria-labelledby="recent-title" className="recent">
        <h3 id="recent-title">Recent portfolios</h3>
        {recent.length === 0 ? (
          <p className="muted">Your three newest portfolios will show here.</p>
        ) : (
          <ul>
            {recent.map((portfolio) => (
              <li key={portfolio.id}>
                <div>
                  <strong>{portfolio.title}</strong>
                  <span>
                    {portfolio.isPublished ? 'Published' : 'Draft'} ·{' '}
                    {formatDate(portfolio.createdAt)}
                  </span>
                </div>
                <Link
                  to={`/portfolio-builder/${portfolio.id}`}
                  className="button button-ghost button-small"
                >
                  Edit
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
