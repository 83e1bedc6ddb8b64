import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { liveLabel, type PortfolioSummary } from '../../../model/portfolio';
import { PortfolioView } from '../../../renderer/PortfolioView';
import { findTemplate } from '../../../templates';
import {
  useDeletePortfolio,
  useDownloadStaticSite,
  useExportPortfolio,
  usePublishPortfolio,
  useUnpublishPortfolio,
} from '../../api/portfolios';
import { useCustomDomains } from '../../api/domains';
import { useAnalyticsSummary } from '../../api/analytics';
import { useVisibilities } from '../../api/sharing';
import { ConfirmModal } from '../../components/Modal';
import { Sparkline } from './charts';
import './analytics.css';

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
/** To the minute: two portfolios of one title are told apart by when each was last worked on. */
const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

const THUMB_PAGE_WIDTH = 1280;
/** The days a card's sparkline covers. */
const TREND_DAYS = 30;

/** A miniature of the first sections, drawn by the same renderer as the public page at desktop width. */
function Thumbnail({ portfolio }: { portfolio: PortfolioSummary }) {
  const frame = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.25);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) =>
      setScale(entry!.contentRect.width / THUMB_PAGE_WIDTH),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // The list carries only the first sections (model/portfolio.ts: summaryOf).
  const { content, styling } = portfolio.preview;
  if (content.sections.length === 0)
    return <div className="portfolio-thumb portfolio-thumb--empty">No sections yet</div>;
  return (
    <div className="portfolio-thumb" aria-hidden="true" inert ref={frame}>
      <div
        className="portfolio-thumb-canvas"
        style={{ width: THUMB_PAGE_WIDTH, transform: `scale(${scale})` }}
      >
        <PortfolioView content={content} styling={styling} templateId={portfolio.templateId} />
      </div>
    </div>
  );
}

export function PortfolioCard({ portfolio }: { portfolio: PortfolioSummary }) {
  const [confirming, setConfirming] = useState(false);
  const publish = usePublishPortfolio();
  const unpublish = useUnpublishPortfolio();
  const remove = useDeletePortfolio();
  const exportFile = useExportPortfolio();
  const staticSite = useDownloadStaticSite();
  const template = findTemplate(portfolio.templateId);
  const visibility = useVisibilities().data?.[portfolio.id];
  const domain = useCustomDomains().data?.[portfolio.id];
  // A verified domain is where the public page is read (a private one stays at the app's address).
  const liveDomain =
    domain?.status === 'verified' && visibility !== 'private' ? domain.hostname : undefined;
  const trend = useAnalyticsSummary(TREND_DAYS).data?.portfolios[portfolio.id];
  const busy = publish.isPending || unpublish.isPending || remove.isPending;

  return (
    <article className="portfolio-card" aria-label={portfolio.title}>
      <Thumbnail portfolio={portfolio} />
      <div className="portfolio-card-body">
        <div className="portfolio-badges">
          {portfolio.templateId && (
            <span className="badge">{template?.name ?? portfolio.templateId} template</span>
          )}
          <span className={`badge ${portfolio.isPublished ? 'badge-live' : 'badge-draft'}`}>
            {liveLabel(portfolio)}
          </span>
          {visibility && visibility !== 'public' && (
            <span className={`badge badge-${visibility}`}>
              {visibility === 'private' ? 'Private' : 'Unlisted'}
            </span>
          )}
        </div>
        <h3>{portfolio.title}</h3>
        <p className="portfolio-meta">
          <span>{portfolio.sectionCount} sections</span>
          <span>Created {formatDate(portfolio.createdAt)}</span>
          <span>
            Edited <time dateTime={portfolio.updatedAt}>{formatDateTime(portfolio.updatedAt)}</time>
          </span>
          <span>
            {portfolio.viewCount} {portfolio.viewCount === 1 ? 'view' : 'views'}
          </span>
        </p>
        {portfolio.isPublished && portfolio.slug && (
          <p className="portfolio-url">{liveDomain ?? `/portfolio/${portfolio.slug}`}</p>
        )}
        {trend && (portfolio.live || trend.some((views) => views > 0)) && (
          <div className="portfolio-trend">
            <Sparkline views={trend} days={TREND_DAYS} />
            <span aria-hidden="true">Last {TREND_DAYS} days</span>
          </div>
        )}
        <div className="portfolio-actions">
          <Link
            to={`/portfolio-builder/${portfolio.id}`}
            className="button button-primary button-small"
          >
            Edit
          </Link>
          {portfolio.isPublished &&
            portfolio.slug &&
            (liveDomain ? (
              <a
                href={`https://${liveDomain}/`}
                target="_blank"
                rel="noopener noreferrer"
                className="button button-ghost button-small"
              >
                View
              </a>
            ) : (
              <Link
                to={`/portfolio/${portfolio.slug}`}
                className="button button-ghost button-small"
              >
                View
              </Link>
            ))}
          {portfolio.isPublished ? (
            <button
              type="button"
              className="button button-ghost button-small"
              disabled={busy}
              onClick={() => unpublish.mutate(portfolio)}
            >
              {unpublish.isPending ? 'Unpublishing...' : 'Unpublish'}
            </button>
          ) : (
            <button
              type="button"
              className="button button-ghost button-small"
              disabled={busy}
              onClick={() => publish.mutate(portfolio)}
            >
              {publish.isPending ? 'Publishing...' : 'Publish'}
            </button>
          )}
          <button
            type="button"
            className="button button-ghost button-small"
            disabled={exportFile.isPending}
            title="Download this portfolio and its images as one file you can import again"
            onClick={() => exportFile.mutate(portfolio)}
          >
            {exportFile.isPending ? 'Exporting...' : 'Export'}
          </button>
          {portfolio.live && (
            <button
              type="button"
              className="button button-ghost button-small"
              disabled={staticSite.isPending}
              title="Download the live page as a folder for any web host"
              onClick={() => staticSite.mutate(portfolio)}
            >
              {staticSite.isPending ? 'Preparing...' : 'Download as static site'}
            </button>
          )}
          <button
            type="button"
            className="button button-danger button-small"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            Delete
          </button>
        </div>
      </div>
      {confirming && (
        <ConfirmModal
          title="Delete portfolio"
          confirmLabel="Delete"
          onConfirm={() => {
            setConfirming(false);
            remove.mutate(portfolio.id);
          }}
          onCancel={() => setConfirming(false)}
        >
          <p>Are you sure you want to delete this portfolio?</p>
          <p className="modal-note">
            “{portfolio.title}” and its case studies will be gone for good.
          </p>
        </ConfirmModal>
      )}
    </article>
  );
}
