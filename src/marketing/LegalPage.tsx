import type { ReactNode } from 'react';
import type { LegalSection } from './content/legal';
import './marketing.css';

type Props = {
  eyebrow: string;
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
  children?: ReactNode;
};

/** The terms and privacy pages: numbered sections with a table of contents beside them. */
export function LegalPage({ eyebrow, title, updated, intro, sections, children }: Props) {
  const anchor = (index: number) => `section-${index + 1}`;
  return (
    <div className="mk-page mk-legal">
      <header className="mk-page-hero">
        <p className="eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        <p className="mk-updated">Last updated: {updated}</p>
        <div className="lead">{intro}</div>
      </header>
      <div className="mk-legal-layout">
        <nav className="mk-toc" aria-label="Contents">
          <ol>
            {sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#${anchor(index)}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mk-legal-body">
          {sections.map((section, index) => (
            <section
              key={section.title}
              id={anchor(index)}
              aria-labelledby={`${anchor(index)}-title`}
            >
              <h2 id={`${anchor(index)}-title`}>
                <span className="mk-legal-number">{index + 1}.</span> {section.title}
              </h2>
              {section.content.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          {children}
        </div>
      </div>
    </div>
  );
}
