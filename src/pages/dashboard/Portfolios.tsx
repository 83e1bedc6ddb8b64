import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PortfolioSummary } from '../../../model/portfolio';
import { useImportPortfolio } from '../../api/portfolios';
import { PortfolioCard } from './PortfolioCard';

/**
 * A new portfolio always starts at the template choice (then the guided setup): the dashboard never
 * creates one by itself in a template the designer did not pick (issue 17).
 */
export const NEW_PORTFOLIO_PATH = '/portfolio-builder/new';

/** Picks a portfolio export (.zip) and imports it as a new draft. */
function ImportPortfolioButton() {
  const input = useRef<HTMLInputElement>(null);
  const importFile = useImportPortfolio();
  return (
    <>
      <button
        type="button"
        className="button button-ghost"
        disabled={importFile.isPending}
        onClick={() => input.current?.click()}
      >
        {importFile.isPending ? 'Importing...' : 'Import portfolio'}
      </button>
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        aria-label="Portfolio export to import"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) importFile.mutate(file);
        }}
      />
    </>
  );
}

export function Portfolios({
  portfolios,
  storage,
}: {
  portfolios: PortfolioSummary[];
  /** How much of the account's storage the portfolios use, under the heading. */
  storage?: ReactNode;
}) {
  return (
    <section aria-labelledby="portfolios-title">
      <header className="dashboard-section-head">
        <div>
          <h2 id="portfolios-title">My Portfolios</h2>
          <p>Edit, publish and share your portfolios.</p>
        </div>
        {portfolios.length > 0 && (
          <div className="dashboard-head-actions">
            <ImportPortfolioButton />
            <Link to={NEW_PORTFOLIO_PATH} className="button button-primary">
              New Portfolio
            </Link>
          </div>
        )}
      </header>
      {storage}
      {portfolios.length === 0 ? (
        <div className="empty-state">
          <h3>No portfolios yet</h3>
          <p>Choose a template and answer a few questions: you can change everything later.</p>
          <div className="placeholder-actions">
            <Link to={NEW_PORTFOLIO_PATH} className="button button-primary">
              Create First Portfolio
            </Link>
            <Link to="/templates" className="button button-ghost">
              Browse Templates
            </Link>
            <ImportPortfolioButton />
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
