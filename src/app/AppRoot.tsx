import { Outlet } from 'react-router-dom';
import { useSessionBoot } from '../session/useSession';

/** The root of every route: starts the session check once, for the whole app. */
export function AppRoot() {
  useSessionBoot();
  return <Outlet />;
}
