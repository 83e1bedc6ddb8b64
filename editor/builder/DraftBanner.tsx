import type { LocalDraft } from '../save/drafts';

/** Edits kept on this device that the server never got: restore or discard them. */
export function DraftBanner({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: Pick<LocalDraft, 'timestamp'>;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <div className="fb-banner" role="alert">
      <span>
        Unsaved changes from {new Date(draft.timestamp).toLocaleString()} were kept on this device.
      </span>
      <button type="button" className="fb-button fb-button--primary" onClick={onRestore}>
        Restore them
      </button>
      <button type="button" className="fb-button" onClick={onDiscard}>
        Discard
      </button>
    </div>
  );
}
