import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while a prerendered page is still plain HTML, true once React runs it. A form that only
 * works through script keeps its submit button off until then: the browser would otherwise send
 * it as a GET, the password in the address (and the server log).
 */
export function useHydrated() {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
