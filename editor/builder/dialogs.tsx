import { Dialog } from '../Dialog';
import type { Difference } from '../save/snapshot';

/**
 * A save refused because the document changed elsewhere: the designer chooses which to keep. The
 * builder and the case-study editor both ask with it.
 */
export function ConflictDialog({
  what = 'portfolio',
  differences,
  onTakeTheirs,
  onKeepMine,
  onClose,
}: {
  what?: 'portfolio' | 'case study';
  /** What differs between the designer's version and the server's. */
  differences: Difference[];
  onTakeTheirs: () => void;
  onKeepMine: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      title={`This ${what} changed somewhere else`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="fb-button" onClick={onTakeTheirs}>
            Take the server’s version
          </button>
          <button type="button" className="fb-button fb-button--primary" onClick={onKeepMine}>
            Keep mine
          </button>
        </>
      }
    >
      <p>
        It was saved in another window or on another device after you opened it. Nothing has been
        overwritten: choose which version to keep.
      </p>
      <ul className="fb-differences">
        {differences.map((difference) => (
          <li key={difference.what}>
            <strong>{difference.what}</strong> {difference.detail}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

/** Leaving the builder before the last edits reached the server. */
export function LeaveDialog({
  onStay,
  onLeave,
  title = 'Leave the builder?',
}: {
  onStay: () => void;
  onLeave: () => void;
  title?: string;
}) {
  return (
    <Dialog
      title={title}
      onClose={onStay}
      actions={
        <>
          <button type="button" className="fb-button" onClick={onStay}>
            Stay
          </button>
          <button type="button" className="fb-button fb-button--danger" onClick={onLeave}>
            Leave
          </button>
        </>
      }
    >
      <p>You have unsaved changes. Are you sure you want to leave?</p>
      <p className="fb-muted">A draft stays on this device and is offered when you come back.</p>
    </Dialog>
  );
}
