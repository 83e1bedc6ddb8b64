import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { sessionAtom } from './session';

/** Signed-in routes: a spinner while the session is checked, else /login with the requested location. */
export function RequireAuth() {
  const { isAuthenticated, checked } = useAtomValue(sessionAtom);
  const location = useLocation();
  if (!checked) return <PageSpinner label="Checking your session..." />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
