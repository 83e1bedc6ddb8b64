import type { CSSProperties } from 'react';
import { themeVariables, useCurrentYear, type FrameProps } from '@folio/template-sdk';
import { studioStyling } from './styling';

const NAV_LABELS: Record<string, string> = {
  services: 'Services',
  work: 'Work',
  clients: 'Clients',
  about: 'Studio',
  contact: 'Contact',
};

/**
 * Studio's page: a bar with the studio's name, its sections and a "start a project" button (on
 * phones the links wrap under the name: no menu to open), and a footer with the name set large.
 */
export function Frame({ content, styling, theme, pageHref, children }: FrameProps) {
  const year = useCurrentYear();
  // On a case study the sections are on the portfolio's page.
  const sectionHref = (id: string) => `${pageHref ?? ''}#${id}`;
  const colors = { ...studioStyling.colors, ...styling.colors };
  const fonts = { ...studioStyling.fonts, ...styling.fonts };
  const visible = content.sections.filter((section) => !section.hidden);
  const hero = visible.find((section) => section.type === 'hero')?.content;
  const name = typeof hero?.name === 'string' && hero.name.trim() ? hero.name : 'Studio';
  const nav = visible.filter((section) => NAV_LABELS[section.type]);
  const contact = visible.find((section) => section.type === 'contact');
  const style = {
    ...themeVariables(theme),
    '--stu-bg': colors.background,
    '--stu-surface': colors.surface,
    '--stu-ink': colors.text,
    '--stu-muted': colors.muted,
    '--stu-accent': colors.accent,
    '--stu-display': fonts.heading,
    '--stu-sans': fonts.body,
  } as CSSProperties;

  return (
    <div className="stu" style={style} data-images={theme.images}>
      <nav className="stu-nav" aria-label="Portfolio">
        <a href={pageHref ?? '#stu-top'} className="stu-nav-name">
          {name}
        </a>
        {nav.length > 0 && (
          <ul className="stu-nav-links">
            {nav.map((section) => (
              <li key={section.id} data-hide-on={section.hiddenOn}>
                <a href={sectionHref(section.id)}>{NAV_LABELS[section.type]}</a>
              </li>
            ))}
          </ul>
        )}
        {contact && (
          <a href={sectionHref(contact.id)} className="stu-nav-cta">
            Start a project
          </a>
        )}
      </nav>
      <main className="stu-main" id="stu-top">
        {children}
      </main>
      <footer className="stu-footer">
        <p className="stu-footer-name" aria-hidden="true">
          {name}
        </p>
        <div className="stu-footer-row">
          <span>
            © {year} {name}
          </span>
          <a href="#stu-top">Back to top ↑</a>
        </div>
      </footer>
    </div>
  );
}
