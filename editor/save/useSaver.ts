import { useCallback, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { SAVE_REPEAT_GUARD_MS, SAVE_SUCCESS_INDICATOR_MS } from '../../model/constants';
import type { Portfolio } from '../../model/portfolio';
import { SaveError, type BuilderServices } from '../services';
import { sameSnapshot, type Snapshot } from './snapshot';
import { clearDraft } from './drafts';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

type Options = {
  portfolioId: string;
  /** The account whose device draft a successful save clears. */
  draftOwner: string | null;
  services: BuilderServices;
  /** What the builder shows now. */
  current: () => Snapshot | undefined;
  /** What the server has. */
  saved: Snapshot | undefined;
  version: number;
  onSaved: (portfolio: Portfolio, snapshot: Snapshot) => void;
  onConflict: (serverCopy: Portfolio, mine: Snapshot) => void;
};

/**
 * Save Draft with the spec's guards (section 4): one save at a time, none within 1 s of the last,
 * nothing to do without changes. A failed save keeps everything and says why.
 */
export function useSaver({
  portfolioId,
  draftOwner,
  services,
  current,
  saved,
  version,
  onSaved,
  onConflict,
}: Options) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const inFlight = useRef(false);
  const lastAttempt = useRef(0);
  const indicator = useRef<ReturnType<typeof setTimeout>>(undefined);

  const save = useCallback(
    async ({ overVersion, quiet }: { overVersion?: number; quiet?: boolean } = {}) => {
      if (inFlight.current) {
        toast.info('Save in progress, please wait...');
        return false;
      }
      // The conflict dialog's "Keep mine" answers a refused save: it is a choice, not a repeat.
      if (overVersion === undefined && Date.now() - lastAttempt.current < SAVE_REPEAT_GUARD_MS) {
        toast.info('Please wait before saving again');
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
      if (overVersion === undefined && sameSnapshot(snapshot, saved)) {
        toast.info('No changes to save');
        return true;
      }

      inFlight.current = true;
      lastAttempt.current = Date.now();
      clearTimeout(indicator.current);
      setStatus('saving');
      try {
        const portfolio = await services.save(portfolioId, {
          version: overVersion ?? version,
          title: snapshot.title,
          description: snapshot.description,
          templateId: snapshot.templateId,
          content: snapshot.content,
          styling: snapshot.styling,
        });
        clearDraft(draftOwner, portfolioId);
        onSaved(portfolio, snapshot);
        setStatus('saved');
        indicator.current = setTimeout(() => setStatus('idle'), SAVE_SUCCESS_INDICATOR_MS);
        if (!quiet) toast.success('Portfolio saved successfully!');
        return true;
      } catch (error) {
        setStatus('error');
        if (error instanceof SaveError && error.status === 409 && error.serverCopy) {
          onConflict(error.serverCopy, snapshot);
        } else if (!(error instanceof SaveError && error.status === 401)) {
          // A 401 has already said "Session expired" and is on its way to the login page.
          toast.error(`Failed to save portfolio: ${(error as Error).message || 'Unknown error'}`);
        }
        return false;
      } finally {
        inFlight.current = false;
      }
    },
    [current, saved, version, services, portfolioId, draftOwner, onSaved, onConflict],
  );

  return { status, save, saving: status === 'saving' };
}
