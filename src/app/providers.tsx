import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { appStore } from '../session/session';
import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '../../model/constants';

export function createQueryClient() {
  return new QueryClient({
    // The HTTP client already retries network failures (spec section 9): never retry twice.
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
}

/** Server state (TanStack Query), client state (jotai) and toasts, for the app and for tests. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={appStore}>
        {children}
        <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />
      </JotaiProvider>
    </QueryClientProvider>
  );
}
