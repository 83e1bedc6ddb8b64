import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { CaseStudy } from '../model/case-study';
import { CaseStudyPage } from './CaseStudyPage';

type Loaded = {
  caseStudy: CaseStudy;
  portfolio: { id: string; title: string; slug: string | null };
  isOwner: boolean;
};

/** /portfolio/{portfolioId}/project/{projectId} in the app: its owner sees it before publishing. */
export default function CaseStudyViewerPage() {
  const { portfolioId = '', projectId = '' } = useParams();
  const [state, setState] = useState<{ key: string; loaded?: Loaded; missing?: boolean }>();
  const key = `${portfolioId}/${projectId}`;

  useEffect(() => {
    const token = localStorage.getItem('token');
    const controller = new AbortController();
    fetch(
      `/api/portfolios/${encodeURIComponent(portfolioId)}/case-studies/${encodeURIComponent(projectId)}`,
      {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        signal: controller.signal,
      },
    )
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as { data?: Loaded } | null;
        setState(body?.data?.caseStudy ? { key, loaded: body.data } : { key, missing: true });
      })
      .catch(() => !controller.signal.aborted && setState({ key, missing: true }));
    return () => controller.abort();
  }, [portfolioId, projectId, key]);

  if (!state || state.key !== key) {
    return (
      <main className="page-spinner" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>Loading case study...</span>
      </main>
    );
  }
  if (!state.loaded) {
    return (
      <main className="fullscreen-placeholder">
        <h1>Case study not found</h1>
        <p className="lead">This case study does not exist or is not published.</p>
        <Link to="/" className="button button-primary">
          Go to Homepage
        </Link>
      </main>
    );
  }
  const { caseStudy, portfolio, isOwner } = state.loaded;
  return (
    <CaseStudyPage
      study={caseStudy}
      backHref={
        portfolio.slug ? `/portfolio/${portfolio.slug}` : `/portfolio-builder/${portfolio.id}`
      }
      editHref={isOwner ? `/portfolio-builder/${portfolio.id}/case-study/${projectId}` : undefined}
    />
  );
}
