import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router-dom';
import { DraftOwnerProvider } from '../../editor/save/draft-storage';
import { LogoutConfirm } from '../session/LogoutConfirm';
import { sessionUserIdAtom } from '../session/session';
import { useSessionBoot } from '../session/useSession';

/**
 * The root of every route: starts the session check once, for the whole app; tells the editors whose
 * drafts they keep on this device; hosts the logout confirmation.
 */
export function AppRoot() {
  useSessionBoot();
  const userId = useAtomValue(sessionUserIdAtom);
  return (
    <DraftOwnerProvider value={userId}>
      <Outlet />
      <LogoutConfirm />
    </DraftOwnerProvider>
  );
}
