// Discarding to the live page and restoring a history entry: server commands whose answer replaces
// the working copy, one at a time.
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Portfolio } from '../../model/portfolio';
import type { Snapshot } from '../save/snapshot';
import type { useDraftSaver } from '../save/useDraftSaver';
import { SaveError, type Outcome } from '../services';
import { snapshotOf } from './snapshots';

type Options = {
  unsaved: boolean;
  saver: ReturnType<typeof useDraftSaver>;
  /** Where the live page stands, after the server's answer. */
  follow: (answer: Portfolio) => void;
  /** A new document for the canvas. */
  load: (snapshot: Snapshot) => void;
  /** The working copy as it is now. */
  current: () => Snapshot;
  setConflict: (conflict: { theirs: Portfolio; mine: Snapshot }) => void;
};

/** `replaceWorkingCopy` runs a command; `commandBusy` while one runs. */
export function useReplaceWorkingCopy({
  unsaved,
  saver,
  follow,
  load,
  current,
  setConflict,
}: Options) {
  const [commandBusy, setCommandBusy] = useState(false);

  /**
   * Discard and restore: pending edits are saved first (so history keeps them), then the server's
   * answer becomes the canvas.
   */
  const replaceWorkingCopy = async (run: (version: number) => Promise<Outcome>) => {
    if (commandBusy) return false;
    if (unsaved && !(await saver.flush())) {
      toast.error('Your latest changes could not be saved, so nothing was changed.');
      return false;
    }
    setCommandBusy(true);
    try {
      const { portfolio: answer, message } = await run(saver.version());
      const snapshot = snapshotOf(answer);
      saver.accept(answer.version, snapshot);
      saver.settled();
      follow(answer);
      load(snapshot);
      toast.success(message);
      return true;
    } catch (error) {
      if (error instanceof SaveError && error.status === 409 && error.serverCopy)
        setConflict({ theirs: error.serverCopy, mine: current() });
      else toast.error((error as Error).message || 'Something went wrong');
      return false;
    } finally {
      setCommandBusy(false);
    }
  };

  return { commandBusy, replaceWorkingCopy };
}
