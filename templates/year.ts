import { useSyncExternalStore } from 'react';

let prerenderedAt: number | undefined;

/** Before hydrating a page prerendered at `time` (ms): its first render shows the year it was made in. */
export function hydratePrerenderedAt(time: number) {
  prerenderedAt = time;
}

const neverChanges = () => () => {};

/** This year (a © line); while a prerendered page hydrates, the prerender's year, then this one. */
export function useCurrentYear() {
  return useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => new Date(prerenderedAt ?? Date.now()).getFullYear(),
  );
}
