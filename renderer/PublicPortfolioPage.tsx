import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { PublicPortfolio } from '../model/portfolio';
import { SHARING_MESSAGES } from '../model/sharing';
import { isKnownTemplate } from '../templates';
import { MadeWithBadge } from './MadeWithBadge';
import { PortfolioView } from './PortfolioView';

type PageState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'unpublished' }
  | { status: 'private' }
  | { status: 'error'; message: string }
  | { status: 'shown'; portfolio: PublicPortfolio };

async function loadPublicPortfolio(slug: string, signal: AbortSignal): Promise<PageState> {
  // The session's token, so its owner's own look is not counted as a visit.
  const token = localStorage.getItem('token');
  const response = await fetch(`/api/portfolios/public/${encodeURIComponent(slug)}`, {
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  const body = (await response.json().catch(() => null)) as {
    data?: { portfolio?: PublicPortfolio };
    reason?: string;
  } | null;
  if (response.ok && body?.data?.portfolio)
    return { status: 'shown', portfolio: body.data.portfolio };
  if (response.status === 404)
    return {
      status:
        body?.reason === 'unpublished' || body?.reason === 'private' ? body.reason : 'not-found',
    };
  return { status: 'error', message: 'Failed to load portfolio' };
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <main className="fullscreen-placeholder">
      <h1>{title}</h1>
      <p className="lead">{text}</p>
      <Link to="/" className="button button-primary">
        Go to Homepage
      </Link>
    </main>
  );
}

/** /portfolio/{slug}: a published portfolio, read-only, with the states of spec section 2. */
export default function PublicPortfolioPage() {
  const { slug = '' } = useParams();
  // What was loaded, and for which slug: another slug is loading until its answer arrives.
  const [loaded, setLoaded] = useState<{ slug: string; state: PageState }>();
  const state: PageState = loaded?.slug === slug ? loaded.state : { status: 'loading' };

  useEffect(() => {
    const controller = new AbortController();
    loadPublicPortfolio(slug, controller.signal)
      .then((next) => setLoaded({ slug, state: next }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setLoaded({ slug, state: { status: 'error', message: (error as Error).message } });
      });
    return () => controller.abort();
  }, [slug]);

  const title = state.status === 'shown' ? state.portfolio.title || 'Portfolio' : 'Portfolio';
  useEffect(() => {
    document.title = title;
  }, [title]);

  switch (state.status) {
    case 'loading':
      return (
        <main className="page-spinner" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>Loading portfolio...</span>
        </main>
      );
    case 'not-found':
      return (
        <Notice
          title="Portfolio Not Found"
          text="This portfolio does not exist or has been moved."
        />
      );
    case 'unpublished':
      return (
        <Notice
          title="Portfolio Unpublished"
          text="This portfolio is not currently published and is not accessible to the public."
        />
      );
    case 'private':
      // As the server's page says it: nothing of the portfolio, not even its title.
      return (
        <Notice title={SHARING_MESSAGES.privatePortfolio} text={SHARING_MESSAGES.privateText} />
      );
    case 'error':
      return (
        <Notice title="Something went wrong" text={state.message || 'Failed to load portfolio'} />
      );
    case 'shown': {
      const { portfolio } = state;
      if (!isKnownTemplate(portfolio.templateId)) {
        return (
          <Notice
            title="Template Not Found"
            text="The template for this portfolio is not available."
          />
        );
      }
      return (
        <>
          <PortfolioView
            content={portfolio.content}
            styling={portfolio.styling}
            templateId={portfolio.templateId}
            portfolioId={portfolio.id}
            slug={portfolio.slug}
            caseStudies={portfolio.caseStudies}
          />
          <MadeWithBadge />
        </>
      );
    }
  }
}
