import type { CSSProperties } from 'react';
import { forCapitals, themeVariables, useCurrentYear, type FrameProps } from '@folio/template-sdk';
import { lumenStyling } from './styling';

const NAV_LABELS: Record<string, string> = {
  gallery: 'Work',
  work: 'Stories',
  about: 'About',
  contact: 'Contact',
};

/** Lumen's page: a dark wall, a header laid over the first picture, a quiet footer. */
export function Frame({ content, styling, theme, pageHref, children }: FrameProps) {
  const year = useCurrentYear();
  // On a case study the sections are on the portfolio's page.
  const sectionHref = (id: string) => `${pageHref ?? ''}#${id}`;
  const colors = { ...lumenStyling.colors, ...styling.colors };
  const fonts = { ...lumenStyling.fonts, ...styling.fonts };
  const visible = content.sections.filter((section) => !section.hidden);
  const hero = visible.find((section) => section.type === 'hero')?.content;
  const name = typeof hero?.name === 'string' && hero.name ? hero.name : 'Portfolio';
  const style = {
    ...themeVariables(theme),
    '--lum-bg': colors.background,
    '--lum-surface': colors.surface,
    '--lum-ink': colors.text,
    '--lum-muted': colors.muted,
    '--lum-accent': colors.accent,
    '--lum-serif': fonts.heading,
    '--lum-sans': fonts.body,
    '--lum-sans-caps': fonts.body && forCapitals(fonts.body),
  } as CSSProperties;
  return (
    <div className="lum" style={style} data-images={theme.images}>
      <nav className="lum-nav" aria-label="Portfolio">
        <a href={pageHref ?? '#lum-top'} className="lum-nav-name">
          {name}
        </a>
        <ul>
          {visible
            .filter((section) => NAV_LABELS[section.type])
            .map((section) => (
              <li key={section.id} data-hide-on={section.hiddenOn}>
                <a href={sectionHref(section.id)}>{NAV_LABELS[section.type]}</a>
              </li>
            ))}
        </ul>
      </nav>
      <main id="lum-top">{children}</main>
      <footer className="lum-footer">
        <span>
          © {year} {name}. All photographs reserved.
        </span>
        <a href="#lum-top">Top ↑</a>
      </footer>
    </div>
  );
}
