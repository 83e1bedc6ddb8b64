import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { endedSessionUserId, sessionAtom } from './session';

/** Signed-in routes: a spinner while the session is checked, else /login with the requested location. */
export function RequireAuth() {
  const { isAuthenticated, checked } = useAtomValue(sessionAtom);
  const location = useLocation();
  if (!checked) return <PageSpinner label="Checking your session..." />;
  if (!isAuthenticated) {
    // The account that was here: another one signing in next goes to its own dashboard instead.
    const from = { ...location, userId: endedSessionUserId() ?? undefined };
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <Outlet />;
}
