// Loads the portfolio the builder opens; a portfolio that cannot be loaded sends the designer back
// to the dashboard.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { REDIRECT_AFTER_LOAD_ERROR_MS } from '../../model/constants';
import type { Portfolio } from '../../model/portfolio';
import { findTemplate } from '../../templates';
import type { BuilderServices } from '../services';

/** The portfolio once loaded (undefined until then); a failure says why and goes to the dashboard. */
export function useLoadedPortfolio(portfolioId: string, services: BuilderServices) {
  const navigate = useNavigate();
  const [portfolio, setPortfolio] = useState<Portfolio>();

  useEffect(() => {
    let cancelled = false;
    services.load(portfolioId).then(
      (loaded) => {
        if (cancelled) return;
        if (!findTemplate(loaded.templateId)) {
          console.warn(
            `Template "${loaded.templateId}" not found: opening it with the default template`,
          );
        }
        setPortfolio(loaded);
      },
      (error: Error) => {
        if (cancelled) return;
        toast.error(
          /not found/i.test(error.message) ? 'Portfolio not found' : 'Failed to load portfolio',
        );
        setTimeout(() => navigate('/dashboard', { replace: true }), REDIRECT_AFTER_LOAD_ERROR_MS);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [portfolioId, services, navigate]);

  return portfolio;
}
