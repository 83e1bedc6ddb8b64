import { Link } from 'react-router-dom';
import type { Portfolio } from '../../../model/portfolio';
import { useCreatePortfolio } from '../../api/portfolios';
import { PortfolioCard } from './PortfolioCard';

export function Portfolios({ portfolios }: { portfolios: Portfolio[] }) {
  const create = useCreatePortfolio();
  const createButton = (label: string) => (
    <button
      type="button"
      className="button button-primary"
      disabled={create.isPending}
      onClick={() => create.mutate({})}
    >
      {create.isPending ? 'Creating...' : label}
    </button>
  );

  return (
    <section aria-labelledby="portfolios-title">
      <header className="dashboard-section-head">
        <div>
          <h2 id="portfolios-title">My Portfolios</h2>
          <p>Edit, publish and share your portfolios.</p>
        </div>
        {portfolios.length > 0 && (
          <div className="dashboard-head-actions">
            <Link to="/portfolio-builder/new" className="button button-ghost">
              Start from a template
            </Link>
            {createButton('New Portfolio')}
          </div>
        )}
      </header>
      {portfolios.length === 0 ? (
        <div className="empty-state">
          <h3>No portfolios yet</h3>
          <p>Create your first portfolio: you can change everything later.</p>
          <div className="placeholder-actions">
            {createButton('Create First Portfolio')}
            <Link to="/portfolio-builder/new" className="button button-ghost">
              Choose a template
            </Link>
          </div>
        </div>
      ) : (
        <div className="portfolio-grid">
          {portfolios.map((portfolio) => (
            <PortfolioCard key={portfolio.id} portfolio={portfolio} />
          ))}
        </div>
      )}
    </section>
  );
}
