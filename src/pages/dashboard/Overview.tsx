import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DASHBOARD_RECENT_COUNT } from '../../../model/constants';
import { liveLabel, type PortfolioSummary } from '../../../model/portfolio';
import { formatDate } from './PortfolioCard';
import { dashboardStats, dayLabel, momentLabel, plural } from './stats';
import './dashboard.css';

type Props = {
  name: string;
  portfolios: PortfolioSummary[];
  onShowAnalytics: () => void;
  /** The moment "this month" and "today" are measured from; now unless a test says otherwise. */
  now?: Date;
};

type Card = { label: string; value: ReactNode; note: ReactNode; className?: string };

/** Every figure here is counted from the stored portfolios: nothing is estimated or invented. */
export function Overview({ name, portfolios, onShowAnalytics, now = new Date() }: Props) {
  const stats = dashboardStats(portfolios, now);
  const recent = portfolios.slice(0, DASHBOARD_RECENT_COUNT);
  const empty = stats.total === 0;
  const cards: Card[] = [
    {
      label: 'Total Portfolios',
      value: stats.total,
      note: empty ? 'None yet' : `${stats.createdThisMonth} created this month`,
    },
    {
      label: 'Published',
      value: stats.published,
      note: empty
        ? 'Nothing live yet'
        : `${stats.publishedPercent}% of ${plural(stats.total, 'portfolio')}`,
    },
    {
      label: 'Total Views',
      value: stats.totalViews,
      note:
        stats.published === 0 && stats.totalViews === 0
          ? 'Counted once published'
          : `${plural(stats.averageViews, 'view')} per portfolio on average`,
    },
    {
      label: 'Last Edit',
      className: 'stat-card--date',
      value: stats.lastEdited ? (
        <time dateTime={stats.lastEdited.updatedAt}>
          {dayLabel(stats.lastEdited.updatedAt, now)}
        </time>
      ) : (
        <>
          <span aria-hidden="true">—</span>
          <span className="visually-hidden">None</span>
        </>
      ),
      // The moment only: the portfolio's title is already in the list below, once.
      note: stats.lastEdited ? momentLabel(stats.lastEdited.updatedAt) : 'Nothing edited yet',
    },
  ];

  return (
    <div className="overview">
      <header className="dashboard-section-head">
        <div>
          {/* Back only once there is something of theirs here. */}
          <h2>{empty ? `Welcome, ${name}!` : `Welcome back, ${name}!`}</h2>
          <p>
            {empty
              ? 'Pick a template to start your first portfolio.'
              : 'Here is where your portfolios stand.'}
          </p>
        </div>
      </header>
      <ul className="stat-cards" aria-label="Your figures">
        {cards.map((card) => (
          <li key={card.label} className={`stat-card ${card.className ?? ''}`.trim()}>
            <p className="stat-label">{card.label}</p>
            <p className="stat-value">{card.value}</p>
            <p className="stat-note">{card.note}</p>
          </li>
        ))}
      </ul>
      {empty && (
        <section aria-labelledby="first-title" className="empty-state overview-empty">
          <h3 id="first-title">Start your first portfolio</h3>
          <p>
            Choose one of the templates, answer a few questions about you and your work, then edit
            anything in place. Nothing is public until you publish.
          </p>
          <div className="placeholder-actions">
            <Link to="/portfolio-builder/new" className="button button-primary">
              Create First Portfolio
            </Link>
            <Link to="/templates" className="button button-ghost">
              Browse Templates
            </Link>
          </div>
        </section>
      )}
      <section aria-labelledby="quick-actions-title" className="quick-actions">
        <h3 id="quick-actions-title">Quick actions</h3>
        <div>
          <Link to="/portfolio-builder/new" className="quick-action">
            <strong>Create Portfolio</strong>
            <span>Choose a template, then set it up</span>
          </Link>
          <Link to="/templates" className="quick-action">
            <strong>Browse Templates</strong>
            <span>See every design</span>
          </Link>
          <button type="button" className="quick-action" onClick={onShowAnalytics}>
            <strong>View Analytics</strong>
            <span>Views, visitors and referrers</span>
          </button>
        </div>
      </section>
      {!empty && (
        <section aria-labelledby="recent-title" className="recent">
          <h3 id="recent-title">Recent portfolios</h3>
          <ul>
            {recent.map((portfolio) => (
              <li key={portfolio.id}>
                <div>
                  <strong>{portfolio.title}</strong>
                  <span>
                    {liveLabel(portfolio)} · Created {formatDate(portfolio.createdAt)}
                  </span>
                </div>
                <Link
                  to={`/portfolio-builder/${portfolio.id}`}
                  className="button button-ghost button-small"
                  aria-label={`Edit ${portfolio.title}`}
                >
                  Edit
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
