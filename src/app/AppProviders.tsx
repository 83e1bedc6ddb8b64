import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { appStore } from '../session/session';
import { ToastHost } from './toasts';

/**
 * What every page needs: the session's store and a place for toasts. Server state (TanStack Query)
 * is provided by ServicesLayout, around the signed-in routes only, so the marketing pages never load it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      {children}
      <ToastHost />
    </JotaiProvider>
  );
}
