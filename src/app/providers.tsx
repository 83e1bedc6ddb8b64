import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { appStore, sessionUserIdAtom } from '../session/session';
import { ToastContainer, toast, type Id } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '../../model/constants';

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

/** One toast at a time: a new one replaces whatever was still showing, so none pile up. Returns the unsubscribe. */
export function oneToastAtATime() {
  const shown = new Set<Id>();
  return toast.onChange(({ id, status }) => {
    if (status === 'removed') return void shown.delete(id);
    if (status !== 'added') return;
    for (const older of shown) toast.dismiss(older);
    shown.clear();
    shown.add(id);
  });
}

/** Server state (TanStack Query), client state (jotai) and toasts, for the app and for tests. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => clearCachesOnAccountChange(queryClient), [queryClient]);
  useEffect(oneToastAtATime, []);
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={appStore}>
        {children}
        <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />
      </JotaiProvider>
    </QueryClientProvider>
  );
}
