import { useEffect, useRef } from 'react';
import { DEBOUNCED_UPDATE_MS } from '../../model/constants';
import type { SaveRequest, SaveStatus } from './useSaver';

/** After the server could not be reached: try again after these waits, then every minute. */
const OFFLINE_RETRIES_MS = [5_000, 15_000, 30_000, 60_000];

type Options = {
  /** Changes whenever the working copy changes (the builder's `current` snapshot function). */
  edit: unknown;
  unsaved: boolean;
  status: SaveStatus;
  /** Paused while a dialog asks the designer something (a conflict, setup). */
  paused: boolean;
  save: (request: SaveRequest) => Promise<boolean>;
};

/**
 * Saves the working copy on its own about 1 s after the last committed edit (the spec's
 * DEBOUNCED_UPDATE_MS). A refused save waits for the next edit; an unreachable server is tried
 * again with growing waits and as soon as the browser is back online.
 */
export function useAutosave({ edit, unsaved, status, paused, save }: Options) {
  const refusedEdit = useRef<unknown>(undefined);
  const retries = useRef(0);

  // Before the save below is planned: which edit the server refused (not sent again and again),
  // and how many times in a row it could not be reached.
  useEffect(() => {
    if (status === 'failed' || status === 'conflict') refusedEdit.current = edit;
    if (status === 'offline') retries.current += 1;
    if (status === 'saved') retries.current = 0;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a save ends
  }, [status]);

  useEffect(() => {
    if (!unsaved || paused || status === 'saving') return;
    if ((status === 'failed' || status === 'conflict') && refusedEdit.current === edit) return;
    const wait =
      status === 'offline'
        ? OFFLINE_RETRIES_MS[Math.min(retries.current - 1, OFFLINE_RETRIES_MS.length - 1)]!
        : DEBOUNCED_UPDATE_MS;
    const timer = setTimeout(() => void save({ auto: true }), wait);
    return () => clearTimeout(timer);
  }, [edit, unsaved, status, paused, save]);

  useEffect(() => {
    if (!unsaved || paused) return;
    const retry = () => void save({ auto: true });
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [unsaved, paused, save]);
}
