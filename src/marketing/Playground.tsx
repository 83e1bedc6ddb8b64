import { useId, useRef, useState, type ChangeEvent } from 'react';
import { PLAYGROUND_DEFAULTS, type PlaygroundState } from './content/landing';
import { typedBeforeRunning } from '../../templates/shared/prerendered-form';
import './marketing.css';

export const NOT_AN_IMAGE = 'Please select an image file';

/**
 * The playground (spec section 2, Landing): the visitor styles a project card. The image is read in
 * the browser with FileReader and never leaves it. Reset restores the defaults and clears the image.
 */
export function Playground() {
  const [state, setState] = useState<PlaygroundState>(() => {
    const { image, ...fields } = PLAYGROUND_DEFAULTS;
    return { ...typedBeforeRunning('form.mk-playground-controls', fields), image };
  });
  const [imageError, setImageError] = useState<string | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const reader = useRef<FileReader | null>(null);
  const id = useId();

  const set =
    (key: 'title' | 'description' | 'bgColor' | 'textColor' | 'accentColor') =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setState((s) => ({ ...s, [key]: event.target.value }));

  const onImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setImageError(NOT_AN_IMAGE);
      event.target.value = '';
      return;
    }
    setImageError(null);
    reader.current?.abort();
    const next = new FileReader();
    reader.current = next;
    next.onload = () => {
      if (typeof next.result === 'string')
        setState((s) => ({ ...s, image: next.result as string }));
    };
    next.readAsDataURL(file);
  };

  const reset = () => {
    reader.current?.abort();
    setState(PLAYGROUND_DEFAULTS);
    setImageError(null);
    setFileKey((k) => k + 1);
  };

  const colors = [
    { key: 'bgColor', label: 'Background' },
    { key: 'textColor', label: 'Text' },
    { key: 'accentColor', label: 'Accent' },
  ] as const;

  return (
    <div className="mk-playground">
      <form className="mk-playground-controls" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor={`${id}-title`}>Project title</label>
          <input id={`${id}-title`} name="title" value={state.title} onChange={set('title')} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-description`}>Description</label>
          <textarea
            id={`${id}-description`}
            name="description"
            rows={3}
            value={state.description}
            onChange={set('description')}
          />
        </div>
        <fieldset className="mk-swatches">
          <legend>Colours</legend>
          {colors.map((color) => (
            <label key={color.key} className="mk-swatch">
              <input
                type="color"
                name={color.key}
                value={state[color.key]}
                onChange={set(color.key)}
              />
              <span>
                {color.label}
                <code>{state[color.key]}</code>
              </span>
            </label>
          ))}
        </fieldset>
        <div className={`field${imageError ? ' field-invalid' : ''}`}>
          <label htmlFor={`${id}-image`}>Cover image</label>
          <input
            key={fileKey}
            id={`${id}-image`}
            className="mk-file"
            type="file"
            accept="image/*"
            onChange={onImage}
            aria-describedby={`${id}-image-hint`}
          />
          <p
            id={`${id}-image-hint`}
            className={imageError ? 'field-error' : 'field-hint'}
            role={imageError ? 'alert' : undefined}
          >
            {imageError ?? 'Read on your device only: nothing is uploaded.'}
          </p>
        </div>
        <div>
          <button type="button" className="button button-ghost" onClick={reset}>
            Reset
          </button>
        </div>
      </form>
      <div className="mk-playground-stage">
        <article
          className="mk-preview-card"
          aria-label="Preview"
          data-testid="playground-preview"
          style={{ background: state.bgColor, color: state.textColor }}
        >
          <div className="mk-preview-media" style={{ background: state.accentColor }}>
            {state.image ? (
              <img src={state.image} alt="Your uploaded cover" />
            ) : (
              <svg viewBox="0 0 160 100" aria-hidden="true">
                <circle cx="52" cy="50" r="26" fill="rgb(255 255 255 / 35%)" />
                <rect x="86" y="26" width="46" height="48" rx="6" fill="rgb(255 255 255 / 22%)" />
              </svg>
            )}
          </div>
          <div className="mk-preview-body">
            <span className="mk-preview-tag" style={{ color: state.accentColor }}>
              Case study · 2026
            </span>
            <h3>{state.title}</h3>
            <p>{state.description}</p>
            <span className="mk-preview-link" style={{ borderColor: state.accentColor }}>
              View project →
            </span>
          </div>
        </article>
      </div>
    </div>
  );
}
