// The page around __NAME__'s sections: the root class, colours and fonts as CSS variables, a nav and a footer.
import { themeVariables, type FrameProps } from '@folio/template-sdk';
import type { CSSProperties } from 'react';
import { __EXPORT__Styling } from './styling';

const NAV_LABELS: Record<string, string> = { about: 'About', work: 'Work', contact: 'Contact' };

export function Frame({ content, styling, theme, children }: FrameProps) {
  const colors = { ...__EXPORT__Styling.colors, ...styling.colors };
  const fonts = { ...__EXPORT__Styling.fonts, ...styling.fonts };
  const visible = content.sections.filter((section) => !section.hidden);
  const hero = visible.find((section) => section.type === 'hero')?.content;
  const name = typeof hero?.name === 'string' && hero.name ? hero.name : 'Portfolio';
  const nav = visible.filter((section) => NAV_LABELS[section.type]);
  const style = {
    ...themeVariables(theme),
    '--__ROOT__-bg': colors.background,
    '--__ROOT__-surface': colors.surface,
    '--__ROOT__-ink': colors.text,
    '--__ROOT__-muted': colors.muted,
    '--__ROOT__-accent': colors.accent,
    '--__ROOT__-font-heading': fonts.heading,
    '--__ROOT__-font-body': fonts.body,
  } as CSSProperties;

  return (
    <div className="__ROOT__" style={style} data-images={theme.images}>
      <nav className="__ROOT__-nav" aria-label="Portfolio">
        <a href="#top" className="__ROOT__-nav-name">
          {name}
        </a>
        <ul>
          {nav.map((section) => (
            <li key={section.id} data-hide-on={section.hiddenOn}>
              <a href={`#${section.id}`}>{NAV_LABELS[section.type]}</a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="__ROOT__-main" id="top">
        {children}
      </main>
      <footer className="__ROOT__-footer">
        <span>
          © {new Date().getFullYear()} {name}
        </span>
        <a href="#top">Back to top</a>
      </footer>
    </div>
  );
}
