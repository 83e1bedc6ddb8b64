import { Link, useSearchParams } from 'react-router-dom';
import { useEnquiryCounts } from '../api/enquiries';
import { usePortfolios } from '../api/portfolios';
import { PageSpinner } from '../components/PageSpinner';
import { useSession } from '../session/useSession';
import { Analytics } from './dashboard/Analytics';
import { ComingSoon } from './dashboard/ComingSoon';
import { DocumentStorageUsage } from './dashboard/DocumentStorageUsage';
import { Images } from './dashboard/Images';
import { Inbox } from './dashboard/Inbox';
import { Overview } from './dashboard/Overview';
import { Portfolios } from './dashboard/Portfolios';
import { Settings } from './dashboard/Settings';

const SECTIONS = [
  { id: 'overview', label: 'Overview' },
  { id: 'portfolios', label: 'Portfolios' },
  { id: 'inbox', label: 'Inbox' },
  { id: 'images', label: 'Your images' },
  { id: 'templates', label: 'Templates' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'learning', label: 'Learning' },
  { id: 'settings', label: 'Settings' },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];

/** An unknown section falls back to the overview (spec section 2). */
export function sectionOrOverview(value: unknown): SectionId {
  return SECTIONS.some((section) => section.id === value) && value !== 'templates'
    ? (value as SectionId)
    : 'overview';
}

/**
 * The open section lives in the address (/dashboard?section=portfolios, issue 17): choosing one
 * pushes an entry, so reloading keeps it and Back returns to the one before.
 */
export default function DashboardPage() {
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const section = sectionOrOverview(search.get('section'));
  // The overview is plain /dashboard, the address every link to the dashboard uses.
  const setSection = (next: SectionId) => {
    if (next !== section) setSearch(next === 'overview' ? {} : { section: next });
  };
  const portfolios = usePortfolios();
  const enquiryCounts = useEnquiryCounts();
  const unread = enquiryCounts.data?.unread ?? 0;

  if (!user) {
    return (
      <section className="placeholder">
        <h1>Please log in to access your dashboard</h1>
        <Link to="/login" className="button button-primary">
          Go to Login
        </Link>
      </section>
    );
  }

  const list = portfolios.data ?? [];
  return (
    <div className="dashboard">
      <nav className="dashboard-nav" aria-label="Dashboard">
        <p className="dashboard-nav-title">Dashboard</p>
        {SECTIONS.map((item) =>
          item.id === 'templates' ? (
            <Link key={item.id} to="/templates" className="dashboard-nav-item">
              {item.label}
            </Link>
          ) : (
            <button
              key={item.id}
              type="button"
              className="dashboard-nav-item"
              aria-current={section === item.id ? 'page' : undefined}
              onClick={() => setSection(item.id)}
            >
              {item.label}
              {item.id === 'portfolios' && list.length > 0 && (
                <span className="nav-count">{list.length}</span>
              )}
              {item.id === 'inbox' && unread > 0 && (
                <span className="nav-count nav-count--unread">
                  {unread}
                  <span className="visually-hidden"> unread</span>
                </span>
              )}
            </button>
          ),
        )}
      </nav>
      <div className="dashboard-main">
        <h1 className="visually-hidden">Dashboard</h1>
        {section === 'images' ? (
          <Images />
        ) : section === 'inbox' ? (
          <Inbox />
        ) : portfolios.isPending ? (
          <PageSpinner label="Loading your portfolios..." />
        ) : portfolios.isError ? (
          <div className="form-error" role="alert">
            {portfolios.error.message || 'Failed to fetch portfolios'}{' '}
            <button type="button" className="link-button" onClick={() => portfolios.refetch()}>
              Try again
            </button>
          </div>
        ) : section === 'overview' ? (
          <Overview
            name={user.name}
            portfolios={list}
            onShowAnalytics={() => setSection('analytics')}
          />
        ) : section === 'portfolios' ? (
          <Portfolios portfolios={list} storage={<DocumentStorageUsage />} />
        ) : section === 'settings' ? (
          <Settings user={user} />
        ) : section === 'analytics' ? (
          <Analytics portfolios={list} />
        ) : (
          <ComingSoon
            section={section}
            title={SECTIONS.find((item) => item.id === section)!.label}
          />
        )}
      </div>
    </div>
  );
}
