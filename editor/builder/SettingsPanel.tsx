import { useEffect, useRef } from 'react';
import { CustomDomainSection } from '../domains/CustomDomainSection';
import type { DomainServices } from '../domains/services';

type Meta = { title: string; description: string };

/**
 * Portfolio Settings: the page's title and description (its tab, search results and shares), and
 * the domain of the designer's own it is shown at.
 */
export function SettingsPanel({
  meta,
  templateName,
  portfolioId,
  domainServices,
  onChange,
  onClose,
}: {
  meta: Meta;
  templateName: string;
  portfolioId: string;
  domainServices: DomainServices;
  onChange: (meta: Meta) => void;
  onClose: () => void;
}) {
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <aside className="fb-panel fb-settings" aria-label="Portfolio Settings">
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
      <CustomDomainSection portfolioId={portfolioId} services={domainServices} />
      <button type="button" className="fb-button" onClick={onClose}>
        Done
      </button>
    </aside>
  );
}
