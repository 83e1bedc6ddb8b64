import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { appStore } from '../session/session';
import { clearCachesOnAccountChange, createQueryClient } from './query';
import ToastLayer from './ToastLayer';

/**
 * Server state (TanStack Query), client state (jotai) and toasts all at once, for tests. The app
 * splits them: AppProviders on every page, ServicesLayout around the routes that fetch, and the
 * toast container loaded with the first toast; each keeps the behaviours documented here (cache
 * cleared on account change in query.ts, one toast at a time in ToastLayer.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => clearCachesOnAccountChange(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={appStore}>
        {children}
        <ToastLayer />
      </JotaiProvider>
    </QueryClientProvider>
  );
}
