import { useEffect, useRef } from 'react';

type Meta = { title: string; description: string };

/** Portfolio Settings: the page's title and description (its tab, search results and shares). */
export function SettingsPanel({
  meta,
  templateName,
  onChange,
  onClose,
}: {
  meta: Meta;
  templateName: string;
  onChange: (meta: Meta) => void;
  onClose: () => void;
}) {
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <aside className="fb-panel" aria-label="Portfolio Settings">
      <h2>Portfolio Settings</h2>
      <label>
        Portfolio Title
        <input
          ref={first}
          value={meta.title}
          placeholder={`${templateName} Portfolio`}
          onChange={(event) => onChange({ ...meta, title: event.target.value })}
        />
      </label>
      <label>
        Description
        <textarea
          rows={3}
          value={meta.description}
          placeholder={`Portfolio created with ${templateName} template`}
          onChange={(event) => onChange({ ...meta, description: event.target.value })}
        />
      </label>
      <button type="button" className="fb-button" onClick={onClose}>
        Done
      </button>
    </aside>
  );
}
