import type { CaseStudy } from '../../model/case-study';
import { isValidImageUrl } from '../../model/rules';
import './case-study.css';

const Picture = ({ src, alt, ratio }: { src: string; alt: string; ratio: '16 / 9' | '4 / 3' }) =>
  src && isValidImageUrl(src) ? (
    <img
      src={src}
      alt={alt}
      className="cs-image"
      style={{ aspectRatio: ratio }}
      loading="lazy"
      decoding="async"
    />
  ) : null;

/** A case study read as an article: shared by the viewer, the sample and the editor's preview. */
export function CaseStudyArticle({ study }: { study: CaseStudy }) {
  return (
    <article className="cs">
      <header className="cs-head">
        <p className="cs-kicker">
          {study.category} <span aria-hidden="true">·</span> {study.year}
        </p>
        <h1 className="cs-title">{study.title}</h1>
        <p className="cs-intro">{study.intro}</p>
      </header>
      {study.heroImage && (
        <figure className="cs-hero">
          <Picture
            src={study.heroImage}
            alt={study.heroImageCaption || study.title}
            ratio="16 / 9"
          />
          {study.heroImageCaption && <figcaption>{study.heroImageCaption}</figcaption>}
        </figure>
      )}
      <ol className="cs-steps" aria-label="Process">
        {study.steps.map((step, index) => (
          <li key={index}>
            <span className="cs-step-num">{step.num}</span>
            <strong>{step.title}</strong>
            <p>{step.desc}</p>
          </li>
        ))}
      </ol>
      {study.sections.map((section) => (
        <section key={section.id} className="cs-section">
          <h2>
            <span className="cs-section-num">{section.number}</span> {section.title}
          </h2>
          {section.subsections.map((sub) => (
            <div key={sub.id} className="cs-sub">
              <div className="cs-sub-text">
                <h3>{sub.title}</h3>
                <p>{sub.content}</p>
                {sub.additionalContext && <p className="cs-context">{sub.additionalContext}</p>}
              </div>
              {sub.image && (
                <figure>
                  <Picture src={sub.image} alt={sub.imageCaption || sub.title} ratio="4 / 3" />
                  {sub.imageCaption && <figcaption>{sub.imageCaption}</figcaption>}
                </figure>
              )}
            </div>
          ))}
        </section>
      ))}
    </article>
  );
}
