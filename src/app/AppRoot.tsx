import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { DraftOwnerProvider } from '../../editor/save/draft-storage';
import { markPageRunning } from '../../templates/shared/prerendered-form';
import { LogoutConfirm } from '../session/LogoutConfirm';
import { sessionUserIdAtom } from '../session/session';
import { useSessionBoot } from '../session/useSession';

/**
 * The root of every route: starts the session check once, for the whole app; tells the editors whose
 * drafts they keep on this device; hosts the logout confirmation.
 */
export function AppRoot() {
  useSessionBoot();
  // Says the page runs (hydrated or rendered): forms stop reading the prerendered page, tests start.
  useEffect(markPageRunning, []);
  const userId = useAtomValue(sessionUserIdAtom);
  return (
    <DraftOwnerProvider value={userId}>
      <Outlet />
      <LogoutConfirm />
    </DraftOwnerProvider>
  );
}
