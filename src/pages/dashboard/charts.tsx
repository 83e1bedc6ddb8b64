import { useEffect, useId, useRef, useState } from 'react';
import type { DayFigures } from '../../../model/analytics';

// Charts drawn as hand-written SVG: two small drawings (a views/visitors chart and the cards'
// sparklines) do not warrant a chart library in the dashboard's bundle, and SVG gives us crisp
// lines, the site's own type and colours, and accessible text (a <title>, a <desc> and a table).

/** A day as the aggregates store it (UTC), shown as "Mar 14". */
export const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value` (at least 1), for a readable top of the axis. */
function niceCeiling(value: number) {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

const format = (n: number) => n.toLocaleString('en-US');

/** The width the element is drawn at, followed as the layout changes. */
function useWidth<T extends HTMLElement>(initial: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.max(200, Math.round(entry!.contentRect.width))),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Views (area) and unique visitors (line) per day. Drawn at the pixel width it is given, so its type
 * stays the same size on a phone and a desktop.
 */
export function VisitsChart({ series, label }: { series: DayFigures[]; label: string }) {
  const [frame, width] = useWidth<HTMLDivElement>(720);
  const id = useId();
  const height = width < 480 ? 190 : 240;
  const pad = { top: 12, right: 12, bottom: 28, left: 40 };
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const top = niceCeiling(Math.max(...series.map((day) => day.views), 0));
  const x = (index: number) =>
    pad.left + (series.length <= 1 ? plotWidth : (index / (series.length - 1)) * plotWidth);
  const y = (value: number) => pad.top + plotHeight - (value / top) * plotHeight;
  const line = (key: 'views' | 'visitors') =>
    series.map((day, index) => `${index ? 'L' : 'M'}${x(index)},${y(day[key])}`).join('');
  const area = `${line('views')}L${x(series.length - 1)},${y(0)}L${x(0)},${y(0)}Z`;
  // A label every week or so, never crowded on a phone.
  const labelEvery = Math.max(
    1,
    Math.ceil(series.length / Math.max(2, Math.floor(plotWidth / 70))),
  );
  const ticks = series
    .map((day, index) => ({ day: day.day, index }))
    .filter(({ index }) => (series.length - 1 - index) % labelEvery === 0);
  const totalViews = series.reduce((sum, day) => sum + day.views, 0);
  const totalVisitors = series.reduce((sum, day) => sum + day.visitors, 0);
  const busiest = series.reduce<DayFigures | undefined>(
    (best, day) => (day.views > (best?.views ?? 0) ? day : best),
    undefined,
  );

  return (
    <figure className="visits-chart">
      <div className="visits-chart-frame" ref={frame}>
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
        >
          <title id={`${id}-title`}>{label}</title>
          <desc id={`${id}-desc`}>
            {`${format(totalViews)} views and ${format(totalVisitors)} unique visitors over ${series.length} days` +
              (busiest
                ? `; the busiest day was ${shortDay(busiest.day)} with ${format(busiest.views)} views.`
                : '; no visits yet.')}
          </desc>
          <defs>
            <linearGradient id={`${id}-fill`} x1="0" x2="0" y1="0" y2="1">
              <stop offset="0%" stopColor="var(--accent)" stopOpacity="0.28" />
              <stop offset="100%" stopColor="var(--accent)" stopOpacity="0.02" />
            </linearGradient>
          </defs>
          {[0, 0.5, 1].map((share) => (
            <g key={share} className="visits-chart-grid">
              <line x1={pad.left} x2={width - pad.right} y1={y(top * share)} y2={y(top * share)} />
              <text x={pad.left - 8} y={y(top * share)} dy="0.32em" textAnchor="end">
                {format(top * share)}
              </text>
            </g>
          ))}
          {ticks.map(({ day, index }) => (
            <text
              key={day}
              className="visits-chart-day"
              x={x(index)}
              y={height - 8}
              textAnchor={index === 0 ? 'start' : index === series.length - 1 ? 'end' : 'middle'}
            >
              {shortDay(day)}
            </text>
          ))}
          <path d={area} fill={`url(#${id}-fill)`} />
          <path d={line('views')} className="visits-chart-views" />
          <path d={line('visitors')} className="visits-chart-visitors" />
        </svg>
      </div>
      <figcaption className="visits-chart-legend">
        <span className="legend-views">Views</span>
        <span className="legend-visitors">Unique visitors</span>
      </figcaption>
      {/* Wrapped: a table grows to its content whatever width the hiding class gives it. */}
      <div className="visually-hidden">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Views</th>
              <th scope="col">Unique visitors</th>
            </tr>
          </thead>
          <tbody>
            {series.map((day) => (
              <tr key={day.day}>
                <th scope="row">
                  <time dateTime={day.day}>{shortDay(day.day)}</time>
                </th>
                <td>{day.views}</td>
                <td>{day.visitors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** A card's trend line: views per day, no axes; its total is its accessible name. */
export function Sparkline({ views, days }: { views: number[]; days: number }) {
  const width = 120;
  const height = 32;
  const top = Math.max(1, ...views);
  const total = views.reduce((sum, n) => sum + n, 0);
  const points = views.map(
    (n, index) =>
      `${((index / Math.max(1, views.length - 1)) * (width - 4) + 2).toFixed(1)},${(height - 2 - (n / top) * (height - 4)).toFixed(1)}`,
  );
  return (
    <svg
      className="sparkline"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`${format(total)} ${total === 1 ? 'view' : 'views'} in the last ${days} days`}
    >
      <polyline
        points={`2,${height - 2} ${points.join(' ')} ${width - 2},${height - 2}`}
        className="sparkline-fill"
      />
      <polyline points={points.join(' ')} className="sparkline-line" />
    </svg>
  );
}
