import { useEffect, useId, useRef } from 'react';
import { previewSrcSet } from '../../templates/preview-images';
import type { TemplateDefinition } from '../../templates/types';

type Props = {
  current: TemplateDefinition;
  templates: readonly TemplateDefinition[];
  onChoose: (templateId: string) => void;
  onBack: () => void;
};

/**
 * "Choose another template", inside setup: the same portfolio takes the template chosen, and the
 * answers given so far are kept wherever the new template asks the same.
 */
export function TemplateChoice({ current, templates, onChoose, onBack }: Props) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="fb-setup fb-setup-choose" aria-labelledby={titleId}>
      <header className="fb-setup-head">
        <p className="fb-setup-count">Setup · {current.name}</p>
        <h1 id={titleId} ref={heading} tabIndex={-1}>
          Choose another template
        </h1>
        <p>Your answers so far stay with you wherever the new template asks the same.</p>
      </header>
      <ul className="fb-setup-templates">
        {templates.map((template) => {
          const isCurrent = template.id === current.id;
          const nameId = `${titleId}-${template.id}`;
          return (
            <li
              key={template.id}
              className={`fb-setup-template${isCurrent ? ' fb-setup-template--current' : ''}`}
              aria-labelledby={nameId}
            >
              <img
                src={template.preview}
                srcSet={previewSrcSet(template.preview)}
                sizes="(min-width: 760px) 360px, 100vw"
                alt=""
                width={1280}
                height={800}
                loading="lazy"
              />
              <div className="fb-setup-template-text">
                <h2 id={nameId}>{template.name}</h2>
                <p className="fb-setup-template-category">{template.category}</p>
                <p>{template.description}</p>
              </div>
              {isCurrent ? (
                <p className="fb-setup-template-current">Your current template</p>
              ) : (
                <button
                  type="button"
                  className="fb-button fb-button--primary"
                  onClick={() => onChoose(template.id)}
                >
                  Use {template.name}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <div className="fb-setup-actions">
        <button type="button" className="fb-button" onClick={onBack}>
          ← Back to setup
        </button>
      </div>
    </section>
  );
}
