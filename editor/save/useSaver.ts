import { useCallback, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { SAVE_REPEAT_GUARD_MS } from '../../model/constants';
import type { Portfolio } from '../../model/portfolio';
import { SaveError } from '../services';

/**
 * Where the working copy stands against the server: `offline` means the server could not be
 * reached (the edits are kept on this device), `failed` that it refused them for a reason.
 */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'failed' | 'conflict';

export type SaveState = {
  status: SaveStatus;
  /** When the server last took a save (or the portfolio's last change when opened). */
  savedAt: number;
  /** Why the last save failed, in the designer's words. */
  problem?: string;
};

export type SaveRequest = {
  /** The conflict dialog's "Keep mine": saves over this server version. */
  overVersion?: number;
  /** An autosave: says nothing unless it is refused, and never waits for the repeat guard. */
  auto?: boolean;
};

/** The server's copy a save is made on: the editor's value in it, and its version. */
export type ServerCopy<T> = { value: T; version: number };

export type SaverOptions<T> = {
  /** What the editor shows now. */
  current: () => T;
  /** What the server had when the editor opened. */
  initial: ServerCopy<T> & { savedAt: number };
  /** Whether two copies hold the same work (nothing to save between them). */
  same: (a: T, b: T) => boolean;
  /** Why a copy cannot be sent at all, in the designer's words (shown as it is). */
  refuse?: (value: T) => string | undefined;
  /** Sends a copy made on `version`; the server's copy at hand tells what changed since. */
  send: (value: T, version: number, server: ServerCopy<T>) => Promise<Portfolio>;
  words: {
    /** The toast of a save the designer asked for. */
    saved: string;
    /** The toast of a save that failed, with the reason. */
    failed: (problem: string) => string;
  };
  /** The server has another version of this work: the designer chooses which to keep. */
  onConflict: (serverCopy: Portfolio, mine: T) => void;
  /** The server took a save. */
  onSaved?: (answer: Portfolio, value: T, request: SaveRequest) => void;
};

/**
 * The one saver of both editors (the builder and the case-study editor): one save at a time
 * against the version, the spec's guards for a save the designer asks for (none within 1 s of the
 * last, nothing to do without changes), a conflict handed to the designer, and a failure that
 * keeps everything and says why once. What a save sends is the editor's `send`.
 */
export function useSaver<T>({
  current,
  initial,
  same,
  refuse,
  send,
  words,
  onConflict,
  onSaved,
}: SaverOptions<T>) {
  const [state, setState] = useState<SaveState>({ status: 'idle', savedAt: initial.savedAt });
  // What the server has, and its version: a ref too, so a save right after another builds on it.
  const [saved, setSaved] = useState(initial.value);
  const server = useRef<ServerCopy<T>>({ value: initial.value, version: initial.version });
  const inFlight = useRef<Promise<boolean> | null>(null);
  const lastAttempt = useRef(0);

  /** The server has this version now (a save, a publish, its copy taken in a conflict). */
  const accept = useCallback((version: number, value?: T) => {
    server.current = { value: value ?? server.current.value, version };
    if (value !== undefined) setSaved(value);
  }, []);

  /** Another version stands on the server: the designer is asked, nothing is written. */
  const conflict = useCallback(
    (serverCopy: Portfolio, mine: T) => {
      setState((previous) => ({ ...previous, status: 'conflict' }));
      onConflict(serverCopy, mine);
    },
    [onConflict],
  );

  const attempt = useCallback(
    async (value: T, version: number, request: SaveRequest) => {
      const auto = request.auto ?? false;
      try {
        const answer = await send(value, version, server.current);
        accept(answer.version, value);
        setState({ status: 'saved', savedAt: Date.now() });
        onSaved?.(answer, value, request);
        if (!auto) toast.success(words.saved, { toastId: 'save-done' });
        return true;
      } catch (error) {
        const status = error instanceof SaveError ? error.status : 0;
        const problem = (error as Error).message || 'Unknown error';
        if (error instanceof SaveError && status === 409 && error.serverCopy) {
          conflict(error.serverCopy, value);
        } else if (status === 0 || status >= 500) {
          // Unreachable or down: the edits stay on this device and the next save tries again.
          setState((previous) => ({ ...previous, status: 'offline', problem }));
          if (!auto) toast.error(words.failed(problem), { toastId: 'save-failed' });
        } else {
          setState((previous) => ({ ...previous, status: 'failed', problem }));
          // A 401 has already said "Session expired" and is on its way to the login page.
          if (status !== 401) toast.error(words.failed(problem), { toastId: 'save-failed' });
        }
        return false;
      }
    },
    [send, accept, conflict, onSaved, words],
  );

  const save = useCallback(
    async (request: SaveRequest = {}) => {
      const explicit = !request.auto && request.overVersion === undefined;
      // An edit made during a save is saved next: the autosave runs again when this one ends.
      if (inFlight.current) {
        if (explicit) toast.info('Save in progress, please wait...', { toastId: 'save-busy' });
        return false;
      }
      // The conflict dialog's "Keep mine" answers a refused save: it is a choice, not a repeat.
      if (explicit && Date.now() - lastAttempt.current < SAVE_REPEAT_GUARD_MS) {
        toast.info('Please wait before saving again', { toastId: 'save-guard' });
        return false;
      }
      const value = current();
      const refused = refuse?.(value);
      if (refused) {
        setState((previous) => ({ ...previous, status: 'failed', problem: refused }));
        toast.error(refused, { toastId: 'save-refused' });
        return false;
      }
      if (request.overVersion === undefined && same(value, server.current.value)) {
        if (explicit) toast.info('No changes to save', { toastId: 'save-none' });
        return true;
      }

      lastAttempt.current = Date.now();
      setState((previous) => ({ ...previous, status: 'saving', problem: undefined }));
      const sending = attempt(value, request.overVersion ?? server.current.version, request);
      inFlight.current = sending;
      try {
        return await sending;
      } finally {
        inFlight.current = null;
      }
    },
    [current, refuse, same, attempt],
  );

  /** Saves what is on screen now, after any save already on its way: for publishing. */
  const flush = useCallback(async () => {
    while (inFlight.current) await inFlight.current;
    return save({ auto: true });
  }, [save]);

  /** The conflict was settled by taking the server's copy. */
  const settled = useCallback(
    () => setState((previous) => ({ ...previous, status: 'saved', savedAt: Date.now() })),
    [],
  );

  return {
    ...state,
    saved,
    /** The server version the next save is made on. */
    version: () => server.current.version,
    save,
    flush,
    accept,
    conflict,
    settled,
  };
}
