import type { CSSProperties } from 'react';
import { themeVariables, useCurrentYear, type FrameProps } from '@folio/template-sdk';
import { developerStyling } from './styling';

const NAV_LABELS: Record<string, string> = {
  work: 'Work',
  writing: 'Writing',
  experience: 'Experience',
  about: 'About',
  contact: 'Contact',
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Up to two initials for the monogram: "Mira Castell" gives "MC". */
function initialsOf(name: string) {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => Array.from(word)[0]!.toUpperCase()).join('');
}

/**
 * The page around Source's sections: an index of the page down the left on wide screens (a bar on
 * top of narrow ones), the sections numbered to match it, and a footer.
 */
export function Frame({ content, styling, theme, pageHref, children }: FrameProps) {
  const year = useCurrentYear();
  // On a case study the sections are on the portfolio's page.
  const sectionHref = (id: string) => `${pageHref ?? ''}#${id}`;
  const colors = { ...developerStyling.colors, ...styling.colors };
  const fonts = { ...developerStyling.fonts, ...styling.fonts };
  const visible = content.sections.filter((section) => !section.hidden);
  const hero = visible.find((section) => section.type === 'hero')?.content;
  const contact = visible.find((section) => section.type === 'contact')?.content;
  const name = text(hero?.name) || 'Portfolio';
  const availability = text(contact?.availability);
  const nav = visible.filter((section) => NAV_LABELS[section.type]);
  const style = {
    ...themeVariables(theme),
    '--dev-bg': colors.background,
    '--dev-surface': colors.surface,
    '--dev-ink': colors.text,
    '--dev-muted': colors.muted,
    '--dev-accent': colors.accent,
    '--dev-font-heading': fonts.heading,
    '--dev-font-body': fonts.body,
    '--dev-font-mono': fonts.mono,
  } as CSSProperties;

  return (
    <div className="dev" style={style} data-images={theme.images}>
      <header className="dev-side">
        <a href={pageHref ?? '#dev-top'} className="dev-brand">
          <span className="dev-monogram" aria-hidden="true">
            {initialsOf(name)}
          </span>
          <span className="dev-brand-name">{name}</span>
        </a>
        <div className="dev-side-sticky">
          {nav.length > 0 && (
            <nav className="dev-nav" aria-label="Portfolio">
              <p className="dev-nav-label" aria-hidden="true">
                Index
              </p>
              <ol>
                {nav.map((section) => (
                  <li key={section.id} data-hide-on={section.hiddenOn}>
                    <a href={sectionHref(section.id)}>
                      <span className="dev-nav-number" aria-hidden="true" />
                      {NAV_LABELS[section.type]}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          {availability && (
            <p className="dev-side-status">
              <span className="dev-dot" aria-hidden="true" />
              {availability}
            </p>
          )}
        </div>
      </header>
      <div className="dev-page">
        <main className="dev-main" id="dev-top">
          {children}
        </main>
        <footer className="dev-footer">
          <span>
            © {year} {name}
          </span>
          <a href="#dev-top">Back to top ↑</a>
        </footer>
      </div>
    </div>
  );
}
