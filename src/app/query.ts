import { QueryClient } from '@tanstack/react-query';
import { appStore, sessionUserIdAtom } from '../session/session';

export function createQueryClient() {
  return new QueryClient({
    // The HTTP client already retries network failures (spec section 9): never retry twice.
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
}

/**
 * Forgets all server state whenever the signed-in account changes (login, logout, a 401, another
 * tab): nothing fetched for one user is ever shown to the next. Returns the unsubscribe.
 */
export function clearCachesOnAccountChange(queryClient: QueryClient) {
  let account = appStore.get(sessionUserIdAtom);
  return appStore.sub(sessionUserIdAtom, () => {
    const next = appStore.get(sessionUserIdAtom);
    if (next === account) return;
    account = next;
    queryClient.clear();
  });
}
