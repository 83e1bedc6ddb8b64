import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { CaseStudy } from '../model/case-study';
import type { Styling } from '../model/content';
import { normalizeContent } from '../model/normalize';
import { getTemplate } from '../templates';
import { caseStudyAddresses } from '../templates/case-study-addresses';
import { PortfolioCaseStudy } from './PortfolioCaseStudy';

type Loaded = {
  caseStudy: CaseStudy;
  portfolio: { id: string; title: string; slug: string | null };
  isOwner: boolean;
  page: {
    templateId: string;
    content: unknown;
    styling: Partial<Styling>;
    caseStudies: Record<string, Pick<CaseStudy, 'title' | 'slug'>>;
  };
};

const previewPath = (portfolioId: string, projectId: string) =>
  `/portfolio-builder/${portfolioId}/case-study/${encodeURIComponent(projectId)}/preview`;

/**
 * A case study as its owner sees it before publishing (the working copy, at
 * /portfolio-builder/{id}/case-study/{projectId}/preview and at the old /portfolio/{id}/project/…
 * until published): drawn like the published page, inside the template's Frame.
 */
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

  const title = state?.loaded?.caseStudy.title;
  useEffect(() => {
    if (title) document.title = `${title} — Preview`;
  }, [title]);

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
  const { caseStudy, portfolio, isOwner, page } = state.loaded;
  const template = getTemplate(page.templateId);
  const addresses = caseStudyAddresses(template, normalizeContent(page.content), page.caseStudies);
  const index = addresses.findIndex((address) => address.projectId === projectId);
  const link = (neighbour: (typeof addresses)[number] | undefined) =>
    neighbour && { title: neighbour.title, href: previewPath(portfolio.id, neighbour.projectId) };
  return (
    <PortfolioCaseStudy
      templateId={page.templateId}
      content={page.content}
      styling={page.styling}
      study={caseStudy}
      projectId={projectId}
      portfolioHref={
        portfolio.slug ? `/portfolio/${portfolio.slug}` : `/portfolio-builder/${portfolio.id}`
      }
      previous={index > 0 ? link(addresses[index - 1]) : undefined}
      next={index >= 0 ? link(addresses[index + 1]) : undefined}
      edit={
        isOwner
          ? {
              href: `/portfolio-builder/${portfolio.id}/case-study/${encodeURIComponent(projectId)}`,
              portfolioId: portfolio.id,
              shown: true,
            }
          : undefined
      }
    />
  );
}
