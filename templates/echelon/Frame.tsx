import type { CSSProperties } from 'react';
import { themeVariables, useCurrentYear, type FrameProps } from '@folio/template-sdk';
import { echelonStyling } from './styling';

const NAV_LABELS: Record<string, string> = {
  about: 'About',
  work: 'Work',
  gallery: 'Gallery',
  contact: 'Contact',
};

/** The page around echelon's sections: colours and fonts from styling, a top bar, a footer. */
export function Frame({ content, styling, theme, pageHref, children }: FrameProps) {
  const year = useCurrentYear();
  // On a case study the sections are on the portfolio's page.
  const sectionHref = (id: string) => `${pageHref ?? ''}#${id}`;
  const colors = { ...echelonStyling.colors, ...styling.colors };
  const fonts = { ...echelonStyling.fonts, ...styling.fonts };
  const visible = content.sections.filter((section) => !section.hidden);
  const hero = visible.find((section) => section.type === 'hero')?.content;
  const name = typeof hero?.name === 'string' && hero.name ? hero.name : 'Portfolio';
  const nav = visible.filter((section) => NAV_LABELS[section.type]);
  const style = {
    ...themeVariables(theme),
    '--ech-bg': colors.background,
    '--ech-ink': colors.text,
    '--ech-accent': colors.accent,
    '--ech-muted': colors.muted,
    '--ech-surface': colors.surface,
    '--ech-font-heading': fonts.heading,
    '--ech-font-body': fonts.body,
  } as CSSProperties;

  return (
    <div className="ech" style={style} data-images={theme.images}>
      <nav className="ech-nav" aria-label="Portfolio">
        <a href={pageHref ?? '#top'} className="ech-nav-name">
          {name}
        </a>
        <ul>
          {nav.map((section) => (
            <li key={section.id} data-hide-on={section.hiddenOn}>
              <a href={sectionHref(section.id)}>{NAV_LABELS[section.type]}</a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="ech-main" id="top">
        {children}
      </main>
      <footer className="ech-footer">
        <span>
          © {year} {name}
        </span>
        <a href="#top">Back to top ↑</a>
      </footer>
    </div>
  );
}
