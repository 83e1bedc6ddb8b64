// Whether the builder shows setup first: asked for by the URL or left unfinished on this device.
import { useEffect, useLayoutEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { hasSetupInProgress } from '../setup';

/** `setup` while setup runs; the window goes back to the top when it ends. */
export function useSetupState(draftOwner: string | null, portfolioId: string) {
  const [search, setSearch] = useSearchParams();
  // setup=true opens setup, then leaves the URL; setup's own draft reopens it after a reload.
  const [setup, setSetup] = useState(
    () => search.get('setup') === 'true' || hasSetupInProgress(draftOwner, portfolioId),
  );
  useEffect(() => {
    if (search.has('setup')) setSearch({}, { replace: true });
  }, [search, setSearch]);
  // The builder opens at the top, the hero in view, wherever setup's last step left the window.
  useLayoutEffect(() => {
    if (!setup) window.scrollTo?.({ top: 0 });
  }, [setup]);

  return { setup, setSetup };
}
