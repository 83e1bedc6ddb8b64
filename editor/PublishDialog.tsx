import { useEffect, useId, useRef, useState } from 'react';
import { cleanSlugInput, randomSlug, SLUG_MESSAGES, slugError } from '../model/rules';
import { CheckList } from './check/CheckList';
import type { CheckState, FindingPlace } from './check/types';
import { Dialog } from './Dialog';

type Availability = 'empty' | 'checking' | 'available' | 'taken' | 'error';

export type PublishDialogProps = {
  initialSlug: string;
  published: boolean;
  publishing: boolean;
  failed: boolean;
  checkSlug: (slug: string) => Promise<boolean>;
  onPublish: (slug: string) => void;
  onClose: () => void;
  /**
   * The pre-publish check (editor/check): its findings, or 'checking' while it runs, or 'failed'.
   * Without it the dialog shows no check. Findings never block publishing.
   */
  findings?: CheckState;
  /** Takes the designer to a finding's place; the dialog has closed itself (onClose) just before. */
  onShowFinding?: (place: FindingPlace) => void;
};

/** The publish dialog of spec section 2: a slug under /portfolio/, checked as it is typed. */
export function PublishDialog({
  initialSlug,
  published,
  publishing,
  failed,
  checkSlug,
  onPublish,
  onClose,
  findings,
  onShowFinding,
}: PublishDialogProps) {
  const [slug, setSlug] = useState(initialSlug);
  const [checked, setChecked] = useState<{ slug: string; state: Availability }>({
    slug: '',
    state: 'empty',
  });
  const [copied, setCopied] = useState(false);
  const inputId = useId();
  // The builder passes a new function on each render; a re-render must not cancel a pending check.
  const checkSlugRef = useRef(checkSlug);
  useEffect(() => {
    checkSlugRef.current = checkSlug;
  });
  const problem = slug ? slugError(slug) : null;
  const availability: Availability =
    !slug || problem ? 'empty' : checked.slug === slug ? checked.state : 'checking';

  useEffect(() => {
    if (!slug || slugError(slug)) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      checkSlugRef.current(slug).then(
        (available) => !cancelled && setChecked({ slug, state: available ? 'available' : 'taken' }),
        // The spec treats a failed check as available: the server still refuses a taken slug.
        () => !cancelled && setChecked({ slug, state: 'error' }),
      );
    }, 300);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [slug]);

  const url = `${window.location.origin}/portfolio/${slug}`;
  const message = !slug
    ? SLUG_MESSAGES.required
    : (problem ?? (availability === 'taken' ? SLUG_MESSAGES.taken : null));
  const warnings = findings !== undefined && typeof findings !== 'string' && findings.length > 0;
  const canPublish =
    Boolean(slug) &&
    !message &&
    (availability === 'available' || availability === 'error') &&
    !publishing;

  return (
    <Dialog
      title={published ? 'Update Published Portfolio' : 'Publish Your Portfolio'}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="fb-button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="fb-button fb-button--primary"
            disabled={!canPublish}
            onClick={() => onPublish(slug)}
          >
            {publishing
              ? 'Publishing...'
              : `${published ? 'Update' : 'Publish'} Portfolio${warnings ? ' Anyway' : ''}`}
          </button>
        </>
      }
    >
      <label className="fb-slug-label" htmlFor={inputId}>
        Your portfolio address
      </label>
      <div className="fb-slug">
        <span className="fb-slug-prefix">/portfolio/</span>
        <input
          id={inputId}
          value={slug}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${inputId}-status`}
          onChange={(event) => setSlug(event.target.value.toLowerCase().replace(/[^a-z0-9-]/g, ''))}
          onBlur={() => setSlug((value) => cleanSlugInput(value))}
        />
        <button type="button" className="fb-button" onClick={() => setSlug(randomSlug())}>
          Generate
        </button>
      </div>
      <p id={`${inputId}-status`} className="fb-slug-status" role="status">
        {availability === 'checking' && !message && (
          <>
            <span className="fb-spinner" aria-hidden="true" /> Checking availability...
          </>
        )}
        {message && <span className="fb-slug-error">{message}</span>}
        {!message && (availability === 'available' || availability === 'error') && (
          <span className="fb-slug-ok">This URL is available!</span>
        )}
      </p>
      <div className="fb-slug-url">
        <input
          readOnly
          value={url}
          aria-label="Full URL"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="fb-button"
          onClick={() =>
            navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied!' : 'Copy Link'}
        </button>
      </div>
      {findings !== undefined && (
        <CheckList
          state={findings}
          onShow={(place) => {
            onClose();
            onShowFinding?.(place);
          }}
        />
      )}
      <div className="fb-info">
        <strong>What happens when you publish?</strong>
        <ul>
          <li>Your portfolio becomes public at this URL.</li>
          <li>Anyone with the link can view it.</li>
          <li>You can share it on social media, in emails and applications.</li>
          <li>You can unpublish or update it anytime.</li>
        </ul>
      </div>
      {failed && (
        <p className="fb-slug-error" role="alert">
          Failed to publish portfolio
        </p>
      )}
    </Dialog>
  );
}
