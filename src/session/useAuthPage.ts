import { useLocation, useSearchParams } from 'react-router-dom';
import { authQuery, postAuthTarget } from './redirect';
import { useSession } from './useSession';

/** What /login and /signup share: the session, where to go afterwards, and the query to carry across. */
export function useAuthPage() {
  const session = useSession();
  const [search] = useSearchParams();
  const location = useLocation();
  return {
    ...session,
    /** Where the signed-in user goes now. */
    target: postAuthTarget(search, location.state, session.user?.id ?? null),
    /** Where a user who has just signed in goes. */
    targetFor: (userId: string) => postAuthTarget(search, location.state, userId),
    carriedQuery: authQuery(search),
    navigationState: location.state as unknown,
  };
}
