import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { fieldTypeFor, type SetupAnswers } from '../templates/setup';
import type { TemplateDefinition } from '../templates/types';

type Props = {
  template: TemplateDefinition;
  onComplete: (answers: SetupAnswers) => void;
  onSkip: () => void;
};

/** The guided setup (spec section 2): one step per section, every field optional. */
export function SetupWizard({ template, onComplete, onSkip }: Props) {
  const [prepared, setPrepared] = useState(false);
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<SetupAnswers>({});
  const id = useId();
  const steps = template.defaultContent.sections
    .map((section) => template.sections[section.type])
    .filter((definition) => definition && definition.setup.fields.length > 0)
    .filter((definition, index, all) => all.indexOf(definition) === index);

  // A moment to read the template's sections before the first question.
  useEffect(() => {
    const timer = setTimeout(() => setPrepared(true), 400);
    return () => clearTimeout(timer);
  }, []);

  if (!prepared) {
    return (
      <div className="fb-setup fb-setup--loading" role="status">
        <span className="fb-spinner" aria-hidden="true" /> Analyzing template...
      </div>
    );
  }
  const definition = steps[step]!;
  const last = step === steps.length - 1;
  const given = answers[definition.type] ?? {};
  const set = (key: string, value: string) =>
    setAnswers((current) => ({
      ...current,
      [definition.type]: { ...current[definition.type], [key]: value },
    }));

  return (
    <section className="fb-setup" aria-labelledby={`${id}-title`}>
      <header className="fb-setup-head">
        <p className="fb-setup-count">
          Step {step + 1} of {steps.length} · {template.name}
        </p>
        <h1 id={`${id}-title`}>{definition.setup.title}</h1>
        <p>{definition.setup.description} Every field is optional.</p>
        <div className="fb-setup-progress" aria-hidden="true">
          <span style={{ width: `${((step + 1) / steps.length) * 100}%` }} />
        </div>
      </header>
      <form
        className="fb-setup-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (last) onComplete(answers);
          else setStep(step + 1);
        }}
      >
        {definition.setup.fields.map((field) => {
          const type = fieldTypeFor(field.key);
          const inputId = `${id}-${definition.type}-${field.key}`;
          return (
            <label key={field.key} htmlFor={inputId}>
              {field.label}
              {type === 'textarea' ? (
                <textarea
                  id={inputId}
                  rows={3}
                  value={given[field.key] ?? ''}
                  placeholder={field.placeholder}
                  onChange={(event) => set(field.key, event.target.value)}
                />
              ) : (
                <input
                  id={inputId}
                  type={type === 'image' ? 'url' : type}
                  value={given[field.key] ?? ''}
                  placeholder={field.placeholder}
                  onChange={(event) => set(field.key, event.target.value)}
                />
              )}
            </label>
          );
        })}
        <div className="fb-setup-actions">
          <button type="button" className="fb-button" onClick={onSkip}>
            Skip Setup
          </button>
          <span className="fb-setup-spacer" />
          {step > 0 && (
            <button type="button" className="fb-button" onClick={() => setStep(step - 1)}>
              Previous
            </button>
          )}
          <button type="submit" className="fb-button fb-button--primary">
            {last ? 'Complete' : 'Continue'}
          </button>
        </div>
      </form>
      <Link to="/portfolio-builder/new" className="fb-setup-back">
        ← Choose another template
      </Link>
    </section>
  );
}
