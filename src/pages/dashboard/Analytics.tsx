import { useState } from 'react';
import { ANALYTICS_RANGES, type AnalyticsRange } from '../../../model/analytics';
import type { PortfolioSummary } from '../../../model/portfolio';
import { usePortfolioAnalytics } from '../../api/analytics';
import { PageSpinner } from '../../components/PageSpinner';
import { VisitsChart } from './charts';
import { plural } from './stats';
import './analytics.css';

const DEVICE_LABELS = { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' } as const;
const format = (n: number) => n.toLocaleString('en-US');

/** A ranked list with a bar per row, its share of the first row's figure. */
function Ranked({
  title,
  rows,
  empty,
}: {
  title: string;
  rows: Array<{ key: string; label: string; value: number; note?: string }>;
  empty: string;
}) {
  const top = Math.max(1, ...rows.map((row) => row.value));
  const id = `ranked-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="analytics-panel" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {rows.length === 0 ? (
        <p className="analytics-empty-note">{empty}</p>
      ) : (
        <ol className="ranked">
          {rows.map((row) => (
            <li key={row.key} style={{ '--share': `${(row.value / top) * 100}%` } as never}>
              <span className="ranked-label">{row.label}</span>
              <span className="ranked-value">
                {format(row.value)}
                {row.note && <span className="ranked-note"> {row.note}</span>}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The Analytics section (issue 21): one portfolio's views and unique visitors over 30 or 90 days,
 * its pages, referrers and devices, and what visitors did. Every figure is read from the daily
 * aggregates the published pages report: nothing estimated.
 */
export function Analytics({ portfolios }: { portfolios: PortfolioSummary[] }) {
  const counted = portfolios.filter((portfolio) => portfolio.live || portfolio.viewCount > 0);
  const [chosen, setChosen] = useState<string>();
  const [days, setDays] = useState<AnalyticsRange>(30);
  const portfolio = counted.find((p) => p.id === chosen) ?? counted[0];
  const analytics = usePortfolioAnalytics(portfolio?.id, days);
  const figures = analytics.data;

  const head = (
    <header className="dashboard-section-head">
      <div>
        <h2>Analytics</h2>
        <p>Views of your published pages. No cookies, no third-party script, no addresses kept.</p>
      </div>
      {portfolio && (
        <div className="analytics-controls">
          {counted.length > 1 && (
            <label className="analytics-picker">
              <span className="visually-hidden">Portfolio</span>
              <select value={portfolio.id} onChange={(event) => setChosen(event.target.value)}>
                {counted.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.title}
                  </option>
                ))}
              </select>
            </label>
          )}
          <div className="range-toggle" role="group" aria-label="Period">
            {ANALYTICS_RANGES.map((range) => (
              <button
                key={range}
                type="button"
                aria-pressed={days === range}
                onClick={() => setDays(range)}
              >
                {range} days
              </button>
            ))}
          </div>
        </div>
      )}
    </header>
  );

  if (!portfolio)
    return (
      <section className="analytics" aria-label="Analytics">
        {head}
        <div className="empty-state">
          <h3>No visits yet</h3>
          <p>Views are counted once a portfolio is published: each page and case study, by day.</p>
        </div>
      </section>
    );

  if (!figures)
    return (
      <section className="analytics" aria-label="Analytics">
        {head}
        {analytics.isError ? (
          <div className="form-error" role="alert">
            {analytics.error.message}{' '}
            <button type="button" className="link-button" onClick={() => analytics.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <PageSpinner label="Loading analytics..." />
        )}
      </section>
    );

  const today = figures.series.at(-1)!;
  const cards = [
    { label: 'Views', value: figures.totals.views, note: `${format(today.views)} today` },
    {
      label: 'Unique visitors',
      value: figures.totals.visitors,
      note: `${format(today.visitors)} today · counted per day`,
    },
    {
      label: 'Projects opened',
      value: figures.totals.projectsOpened,
      note: 'Case-study pages read',
    },
    { label: 'Lightbox opens', value: figures.totals.lightboxOpens, note: 'Images enlarged' },
    { label: 'Enquiries', value: figures.totals.enquiries, note: 'Sent from your pages' },
  ];
  const deviceTotal = figures.devices.reduce((sum, row) => sum + row.views, 0);
  const noVisits = figures.totals.views === 0;

  return (
    <section className="analytics" aria-label="Analytics" aria-busy={analytics.isFetching}>
      {head}
      <ul
        className="stat-cards analytics-figures"
        aria-label={`${portfolio.title}, last ${days} days`}
      >
        {cards.map((card) => (
          <li key={card.label} className="stat-card">
            <p className="stat-label">{card.label}</p>
            <p className="stat-value">{format(card.value)}</p>
            <p className="stat-note">{card.note}</p>
          </li>
        ))}
      </ul>
      <section className="analytics-panel analytics-chart" aria-labelledby="visits-title">
        <div className="analytics-panel-head">
          <h3 id="visits-title">Views and visitors</h3>
          <span className="muted">
            Last {days} days{portfolio.slug ? ` · /portfolio/${portfolio.slug}` : ''}
          </span>
        </div>
        {noVisits && (
          <p className="analytics-empty-note">
            No visits yet in the last {days} days. Share your portfolio&apos;s address: each visit
            shows here the same day.
          </p>
        )}
        <VisitsChart
          series={figures.series}
          label={`Views and unique visitors of ${portfolio.title}, last ${days} days`}
        />
      </section>
      <div className="analytics-grid">
        <Ranked
          title="Top pages"
          empty="No page read yet."
          rows={figures.pages.map((page) => ({
            key: page.projectId ?? '',
            label: page.title,
            value: page.views,
            note: `· ${plural(page.visitors, 'visitor')}`,
          }))}
        />
        <Ranked
          title="Top referrers"
          empty="No visits yet."
          rows={figures.referrers.map((row) => ({
            key: row.domain,
            label: row.domain || 'Direct',
            value: row.views,
          }))}
        />
        <section className="analytics-panel" aria-labelledby="devices-title">
          <h3 id="devices-title">Devices</h3>
          {deviceTotal === 0 ? (
            <p className="analytics-empty-note">No visits yet.</p>
          ) : (
            <ul className="devices">
              {figures.devices.map((row) => {
                const share = Math.round((row.views / deviceTotal) * 100);
                return (
                  <li key={row.device} style={{ '--share': `${share}%` } as never}>
                    <span className="ranked-label">{DEVICE_LABELS[row.device]}</span>
                    <span className="ranked-value">
                      {share}% <span className="ranked-note">· {format(row.views)}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </section>
  );
}
