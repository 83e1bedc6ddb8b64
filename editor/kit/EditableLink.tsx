import { useState } from 'react';
import { isSafeLink, LINK_MESSAGE } from '../../model/rules';
import type { LinkProps } from '../../templates/kit';
import { leavesWindow, usePlacement } from './placement';
import { useSectionWriter } from './SectionContext';

/** The address field opens rightwards from the link, or leftwards when that would leave the window. */
const placePopover = (link: HTMLElement, popover: HTMLElement) =>
  leavesWindow(link, popover) ? 'end' : 'start';

/** A link that does not navigate while editing; its address is edited in a small field beside it. */
export function EditableLink({ path, href, className, children }: LinkProps) {
  const write = useSectionWriter();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(href ?? '');
  const error = isSafeLink(draft) ? null : LINK_MESSAGE;
  const [link, setLink] = useState<HTMLElement | null>(null);
  const [popover, setPopover] = useState<HTMLElement | null>(null);
  const side = usePlacement(link, popover, 'start', placePopover);
  return (
    <span ref={setLink} className="fb-link">
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
        <span
          ref={setPopover}
          className={`fb-link-popover${side === 'end' ? ' fb-link-popover--end' : ''}`}
        >
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
