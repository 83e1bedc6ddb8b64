/** On a published portfolio whose edits visitors don't see yet: put them live, or go back to live. */
export function LiveBanner({
  busy,
  onUpdate,
  onDiscard,
}: {
  busy: boolean;
  onUpdate: () => void;
  onDiscard: () => void;
}) {
  return (
    <div className="fb-banner fb-banner--live" role="status">
      <span>Live page is behind your edits. Visitors see the last published version.</span>
      <button type="button" className="fb-button fb-button--primary" onClick={onUpdate}>
        Update live page
      </button>
      <button type="button" className="fb-button" disabled={busy} onClick={onDiscard}>
        Discard changes
      </button>
    </div>
  );
}
