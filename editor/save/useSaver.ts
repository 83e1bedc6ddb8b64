import { useCallback, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { SAVE_REPEAT_GUARD_MS } from '../../model/constants';
import { PORTFOLIO_MESSAGES, type Portfolio } from '../../model/portfolio';
import { SaveError, type BuilderServices } from '../services';
import { changesOfSections, sameJson, sameSnapshot, type Snapshot } from './snapshot';
import { clearDraft } from './drafts';

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

type Options = {
  portfolioId: string;
  /** The account whose device draft a successful save clears. */
  draftOwner: string | null;
  services: BuilderServices;
  /** What the builder shows now. */
  current: () => Snapshot | undefined;
  /** What the server had when the builder opened. */
  initial: { snapshot: Snapshot; version: number; savedAt: number };
  onConflict: (serverCopy: Portfolio, mine: Snapshot) => void;
  /** The server's answer to a save that went through. */
  onSaved?: (portfolio: Portfolio) => void;
};

export type SaveRequest = {
  /** The conflict dialog's "Keep mine": saves over this server version. */
  overVersion?: number;
  /** An autosave: says nothing unless it fails, and never waits for the repeat guard. */
  auto?: boolean;
};

/**
 * Sends a save: only what changed when it is made on the copy the server has, the whole document
 * otherwise (over another version after a conflict, a template switch) or when the server asks.
 */
async function sendSave(
  services: BuilderServices,
  portfolioId: string,
  snapshot: Snapshot,
  version: number,
  server: { snapshot: Snapshot; version: number },
) {
  const whole = () =>
    services.save(portfolioId, {
      version,
      title: snapshot.title,
      description: snapshot.description,
      templateId: snapshot.templateId,
      content: snapshot.content,
      styling: snapshot.styling,
    });
  const saved = server.snapshot;
  const sections =
    version === server.version && snapshot.templateId === saved.templateId
      ? changesOfSections(saved.content, snapshot.content)
      : undefined;
  if (!sections) return whole();
  try {
    return await services.saveChanges(portfolioId, {
      version,
      ...(snapshot.title !== saved.title && { title: snapshot.title }),
      ...(snapshot.description !== saved.description && { description: snapshot.description }),
      ...(!sameJson(snapshot.styling, saved.styling) && { styling: snapshot.styling }),
      ...(sections.changed.length > 0 || sections.order.join() !== sectionIds(saved)
        ? { sections }
        : {}),
    });
  } catch (error) {
    if (error instanceof SaveError && error.message === PORTFOLIO_MESSAGES.wholeSaveNeeded)
      return whole();
    throw error;
  }
}

const sectionIds = (snapshot: Snapshot) =>
  snapshot.content.sections.map((section) => section.id).join();

/**
 * Saves the working copy: autosaves and Save Draft alike, one at a time, with the version check.
 * An explicit save keeps the spec's guards (section 4): none within 1 s of the last, nothing to do
 * without changes. A failed save keeps everything and says why, once.
 */
export function useSaver({
  portfolioId,
  draftOwner,
  services,
  current,
  initial,
  onConflict,
  onSaved,
}: Options) {
  const [state, setState] = useState<SaveState>({ status: 'idle', savedAt: initial.savedAt });
  // What the server has, and its version: refs too, so a save right after another sends the new one.
  const [saved, setSaved] = useState(initial.snapshot);
  const server = useRef({ snapshot: initial.snapshot, version: initial.version });
  const inFlight = useRef<Promise<boolean> | null>(null);
  const lastAttempt = useRef(0);

  /** The server has this copy now (a save, a publish, or the server's version taken in a conflict). */
  const accept = useCallback((version: number, snapshot?: Snapshot) => {
    server.current = { snapshot: snapshot ?? server.current.snapshot, version };
    if (snapshot) setSaved(snapshot);
  }, []);

  const send = useCallback(
    async (snapshot: Snapshot, version: number, auto: boolean) => {
      try {
        const portfolio = await sendSave(services, portfolioId, snapshot, version, server.current);
        clearDraft(draftOwner, portfolioId);
        accept(portfolio.version, snapshot);
        onSaved?.(portfolio);
        setState({ status: 'saved', savedAt: Date.now() });
        if (!auto) toast.success('Portfolio saved successfully!', { toastId: 'save-done' });
        return true;
      } catch (error) {
        const status = error instanceof SaveError ? error.status : 0;
        if (error instanceof SaveError && status === 409 && error.serverCopy) {
          setState((previous) => ({ ...previous, status: 'conflict' }));
          onConflict(error.serverCopy, snapshot);
        } else if (status === 0 || status >= 500) {
          // Unreachable or down: the edits stay on this device and the next save tries again.
          setState((previous) => ({
            ...previous,
            status: 'offline',
            problem: (error as Error).message,
          }));
          if (!auto)
            toast.error(`Failed to save portfolio: ${(error as Error).message}`, {
              toastId: 'save-failed',
            });
        } else {
          const problem = (error as Error).message || 'Unknown error';
          setState((previous) => ({ ...previous, status: 'failed', problem }));
          // A 401 has already said "Session expired" and is on its way to the login page.
          if (status !== 401)
            toast.error(`Failed to save portfolio: ${problem}`, { toastId: 'save-failed' });
        }
        return false;
      }
    },
    [services, portfolioId, draftOwner, accept, onConflict, onSaved],
  );

  const save = useCallback(
    async ({ overVersion, auto = false }: SaveRequest = {}) => {
      // An edit made during a save is saved next: the autosave runs again when this one ends.
      if (inFlight.current) return false;
      // The conflict dialog's "Keep mine" answers a refused save: it is a choice, not a repeat.
      const explicit = !auto && overVersion === undefined;
      if (explicit && Date.now() - lastAttempt.current < SAVE_REPEAT_GUARD_MS) {
        toast.info('Please wait before saving again', { toastId: 'save-guard' });
        return false;
      }
      const snapshot = current();
      if (!snapshot?.templateId) {
        toast.error('No template selected');
        return false;
      }
      if (!snapshot.content) {
        toast.error('No portfolio data to save');
        return false;
      }
      if (overVersion === undefined && sameSnapshot(snapshot, server.current.snapshot)) {
        if (explicit) toast.info('No changes to save', { toastId: 'save-none' });
        return true;
      }

      lastAttempt.current = Date.now();
      setState((previous) => ({ ...previous, status: 'saving', problem: undefined }));
      const attempt = send(snapshot, overVersion ?? server.current.version, auto);
      inFlight.current = attempt;
      try {
        return await attempt;
      } finally {
        inFlight.current = null;
      }
    },
    [current, send],
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
    settled,
  };
}
