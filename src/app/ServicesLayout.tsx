import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { clearCachesOnAccountChange, createQueryClient } from './query';
import { wantToasts } from './toasts';

let appQueryClient: QueryClient | undefined;

/** One client for the whole visit: the dashboard's data is still there after the builder. */
function sharedQueryClient() {
  if (!appQueryClient) {
    appQueryClient = createQueryClient();
    clearCachesOnAccountChange(appQueryClient);
  }
  return appQueryClient;
}

/**
 * Around the signed-in routes (a lazy route of its own): server state and the toast container, which
 * their code uses directly. A client provided from outside (the tests' Providers) is kept.
 */
export default function ServicesLayout() {
  const outer = useContext(QueryClientContext);
  useEffect(wantToasts, []);
  if (outer) return <Outlet />;
  return (
    <QueryClientProvider client={sharedQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
