import type { TeamMember } from './content/about';
import type { SampleEvent } from './content/events';
import type { FeatureIcon as FeatureIconName } from './content/landing';

// Inline drawings: the marketing pages load no images from anywhere.

export function TeamAvatar({ member }: { member: TeamMember }) {
  const initials = member.name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2);
  const gradient = `team-${member.name.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <svg
      className="mk-avatar"
      viewBox="0 0 120 120"
      role="img"
      aria-label={`Portrait of ${member.name}`}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={member.image.from} />
          <stop offset="1" stopColor={member.image.to} />
        </linearGradient>
      </defs>
      <rect width="120" height="120" rx="60" fill={`url(#${gradient})`} />
      <circle cx="60" cy="122" r="44" fill="rgb(255 255 255 / 16%)" />
      <text
        x="60"
        y="69"
        textAnchor="middle"
        fontSize="34"
        style={{ fontWeight: 750 }}
        letterSpacing="-1"
        fill="#fff"
        fontFamily="Inter Variable, system-ui, sans-serif"
      >
        {initials}
      </text>
    </svg>
  );
}

export function EventArt({ event }: { event: SampleEvent }) {
  const { from, to, shape } = event.image;
  return (
    <svg
      className="mk-event-art"
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      <rect width="320" height="180" fill={to} />
      {shape === 'circle' && (
        <>
          <circle cx="230" cy="90" r="70" fill={from} />
          <circle cx="120" cy="120" r="36" fill="none" stroke={from} strokeWidth="10" />
        </>
      )}
      {shape === 'grid' &&
        [0, 1, 2, 3].map((column) =>
          [0, 1].map((row) => (
            <rect
              key={`${column}-${row}`}
              x={40 + column * 64}
              y={36 + row * 58}
              width="52"
              height="46"
              rx="6"
              fill={from}
              opacity={(column + row) % 3 === 0 ? 1 : 0.35}
            />
          )),
        )}
      {shape === 'arc' && (
        <>
          <path d="M0 180 A160 160 0 0 1 320 180 Z" fill={from} />
          <circle cx="250" cy="50" r="22" fill={from} opacity="0.6" />
        </>
      )}
    </svg>
  );
}

const ICON_PATHS: Record<FeatureIconName, string> = {
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3.5 2',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  grid: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  spark: 'M12 3v5M12 16v5M3 12h5M16 12h5M6 6l3 3M15 15l3 3M18 6l-3 3M9 15l-3 3',
};

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg className="mk-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d={ICON_PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The landing hero's picture: a portfolio in a browser window, drawn with markup. */
export function HeroMock() {
  return (
    <div className="mk-hero-mock" aria-hidden="true">
      <div className="mk-mock-window">
        <div className="mk-mock-bar">
          <span />
          <span />
          <span />
          <em>yourname.folio.design</em>
        </div>
        <div className="mk-mock-page">
          <div className="mk-mock-intro">
            <b>Ana Ribeiro</b>
            <i>Brand & product designer in Porto</i>
          </div>
          <div className="mk-mock-grid">
            <div className="mk-mock-tile mk-mock-tile--a" />
            <div className="mk-mock-tile mk-mock-tile--b" />
            <div className="mk-mock-tile mk-mock-tile--c" />
            <div className="mk-mock-tile mk-mock-tile--d" />
          </div>
        </div>
      </div>
      <div className="mk-mock-chip">
        <span className="mk-mock-dot" />
        Published · 9 min 41 s
      </div>
    </div>
  );
}
