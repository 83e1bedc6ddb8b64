import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { SAVE_REPEAT_GUARD_MS } from '../../model/constants';
import type { Portfolio } from '../../model/portfolio';
import { SaveError, type BuilderServices } from '../services';

type Options = {
  portfolio: Portfolio;
  services: BuilderServices;
  /** The server version a publish is made on. */
  version: () => number;
  unsaved: boolean;
  /** Saves what is on screen, after any save on its way. */
  flush: () => Promise<boolean>;
  onPublished: (portfolio: Portfolio) => void;
  onConflict: (serverCopy: Portfolio) => void;
};

/** Where the live page stands: its address, whether visitors see it, whether it lags the edits. */
export type LiveState = ReturnType<typeof liveStateOf>;
export const liveStateOf = (portfolio: Portfolio) => ({
  slug: portfolio.slug,
  isPublished: portfolio.isPublished,
  behind: portfolio.hasUnpublishedChanges,
  number: portfolio.live?.number ?? null,
});

/** The publish dialog's state and its one action: pending edits are saved first, then the working copy goes live. */
export function usePublish({
  portfolio,
  services,
  version,
  unsaved,
  flush,
  onPublished,
  onConflict,
}: Options) {
  const [dialog, setDialog] = useState({ open: false, busy: false, failed: false });
  const lastPublish = useRef(0);

  const open = async () => {
    // Publishing shows what is on screen: pending changes are saved first.
    if (unsaved && !(await flush())) {
      toast.error('Your latest changes could not be saved, so nothing was published yet.');
      return;
    }
    setDialog({ open: true, busy: false, failed: false });
  };

  const publish = async (slug: string) => {
    if (dialog.busy) return void toast.info('Publish in progress, please wait...');
    if (Date.now() - lastPublish.current < SAVE_REPEAT_GUARD_MS)
      return void toast.info('Please wait before publishing again');
    lastPublish.current = Date.now();
    setDialog({ open: true, busy: true, failed: false });
    try {
      const { portfolio: published, message } = await services.publish(
        portfolio.id,
        version(),
        slug,
      );
      onPublished(published);
      setDialog({ open: false, busy: false, failed: false });
      toast.success(message || 'Portfolio published successfully!');
    } catch (error) {
      setDialog({ open: true, busy: false, failed: true });
      if (error instanceof SaveError && error.status === 409 && error.serverCopy) {
        onConflict(error.serverCopy);
      } else {
        toast.error(`Failed to publish portfolio: ${(error as Error).message || 'Unknown error'}`);
      }
    }
  };

  const close = () => setDialog({ open: false, busy: false, failed: false });
  return { dialog, open, publish, close };
}
