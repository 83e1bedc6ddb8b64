import { useCallback, useState } from 'react';

/** At most this many steps back: a long session never grows without bound. */
const HISTORY_LIMIT = 200;

type History<Value> = { past: Value[]; present: Value; future: Value[] };

/**
 * A document with undo and redo: every commit is one step. The case-study editor's counterpart of
 * Craft.js's history in the builder.
 */
export function useStudyHistory<Value>(initial: Value) {
  const [history, setHistory] = useState<History<Value>>({
    past: [],
    present: initial,
    future: [],
  });

  const commit = useCallback(
    (next: Value) =>
      setHistory(({ past, present }) =>
        next === present
          ? { past, present, future: [] }
          : { past: [...past, present].slice(-HISTORY_LIMIT), present: next, future: [] },
      ),
    [],
  );
  const undo = useCallback(
    () =>
      setHistory(({ past, present, future }) =>
        past.length === 0
          ? { past, present, future }
          : { past: past.slice(0, -1), present: past.at(-1)!, future: [present, ...future] },
      ),
    [],
  );
  const redo = useCallback(
    () =>
      setHistory(({ past, present, future }) =>
        future.length === 0
          ? { past, present, future }
          : { past: [...past, present], present: future[0]!, future: future.slice(1) },
      ),
    [],
  );
  /** A new starting point (a restored draft): undo goes back to what was shown before it. */
  const replace = commit;

  return {
    value: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    commit,
    undo,
    redo,
    replace,
  };
}
