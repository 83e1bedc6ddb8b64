import { useRef, useState } from 'react';
import { isSafeLink, LINK_MESSAGE } from '../../model/rules';
import type { LinkProps } from '../../templates/kit';
import { leavesWindow, usePlacement } from './placement';
import { SampleBadge } from './SampleBadge';
import { useLinkLabel, useSampleKind, useSectionInfo, useSectionWriter } from './SectionContext';

/** The address field opens rightwards from the link, or leftwards when that would leave the window. */
const placePopover = (link: HTMLElement, popover: HTMLElement) =>
  leavesWindow(link, popover) ? 'end' : 'start';

/** A link that does not navigate while editing; its address is edited in a small field beside it. */
export function EditableLink({ path, href, className, children }: LinkProps) {
  const write = useSectionWriter();
  const section = useSectionInfo();
  const label = useLinkLabel(path);
  const sample = useSampleKind(path, href);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(href ?? '');
  const error = isSafeLink(draft) ? null : LINK_MESSAGE;
  const [link, setLink] = useState<HTMLElement | null>(null);
  const [popover, setPopover] = useState<HTMLElement | null>(null);
  const side = usePlacement(link, popover, 'start', placePopover);
  const button = useRef<HTMLButtonElement>(null);
  // Saving or leaving the address field brings the focus back to the link's button.
  const close = () => {
    setEditing(false);
    button.current?.focus();
  };
  const save = () => {
    write(path, draft.trim());
    close();
  };
  return (
    <span ref={setLink} className="fb-link" data-path={path} data-sample={sample}>
      <span className={className}>{children}</span>
      <button
        ref={button}
        type="button"
        // A sample link's mark is a dot on this button: links sit in tight rows, and a word would cover the next one.
        className={`fb-link-button${sample ? ' fb-sample' : ''}`}
        aria-label={`Edit ${label}`}
        aria-describedby={sample ? section?.sampleNoteId : undefined}
        aria-expanded={editing}
        title={href || undefined}
        data-reveal-focus=""
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
            aria-label={`${label} address`}
            value={draft}
            placeholder="https://"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !error) save();
              else if (event.key === 'Escape') close();
            }}
            autoFocus
          />
          <button type="button" disabled={Boolean(error)} onClick={save}>
            Save
          </button>
          {error && <span className="fb-link-error">{error}</span>}
          {sample && !error && (
            <span className="fb-sample-hint">
              <SampleBadge /> The template’s sample address: put your own here.
            </span>
          )}
        </span>
      )}
    </span>
  );
}
