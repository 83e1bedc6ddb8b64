import { useState } from 'react';
import { isSafeLink, LINK_MESSAGE } from '../../model/rules';
import type { LinkProps } from '../../templates/kit';
import { useSectionWriter } from './SectionContext';

/** A link that does not navigate while editing; its address is edited in a small field beside it. */
export function EditableLink({ path, href, className, children }: LinkProps) {
  const write = useSectionWriter();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(href ?? '');
  const error = isSafeLink(draft) ? null : LINK_MESSAGE;
  return (
    <span className="fb-link">
      <span className={className}>{children}</span>
      <button
        type="button"
        className="fb-link-button"
        aria-label={`Edit link ${href ?? ''}`.trim()}
        onClick={() => {
          setDraft(href ?? '');
          setEditing((value) => !value);
        }}
      >
        ↗
      </button>
      {editing && (
        <span className="fb-link-popover">
          <input
            aria-label="Link address"
            value={draft}
            placeholder="https://"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !error) {
                write(path, draft.trim());
                setEditing(false);
              } else if (event.key === 'Escape') setEditing(false);
            }}
            autoFocus
          />
          <button
            type="button"
            disabled={Boolean(error)}
            onClick={() => {
              write(path, draft.trim());
              setEditing(false);
            }}
          >
            Save
          </button>
          {error && <span className="fb-link-error">{error}</span>}
        </span>
      )}
    </span>
  );
}
