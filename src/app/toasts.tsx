import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../../model/constants';

// react-toastify (with its CSS-in-JS) loads only once a page has something to say: most visits never do.
const ToastLayer = lazy(() => import('./ToastLayer'));

let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the toast container (once): a page whose code calls react-toastify directly asks first. */
export function wantToasts() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

type ToastOptions = { toastId?: string; autoClose?: number };
type Toast = { kind: 'success' | 'error' | 'info'; message: string; options?: ToastOptions };

/** Toasts sent on this page, with when: the ones still showing travel with a move to the app. */
const sent: (Toast & { at: number })[] = [];
const CARRIED_KEY = 'folio:toasts';

/** Shows a toast from code that every page carries; react-toastify queues it until its container is up. */
export function notify(kind: Toast['kind'], message: string, options?: ToastOptions) {
  sent.push({ kind, message, ...(options ? { options } : {}), at: Date.now() });
  wantToasts();
  void import('react-toastify').then(({ toast }) => toast[kind](message, options));
}

/**
 * Keeps the toasts still on screen for the next page of this tab: a public page leaving for the
 * app with a full load ("Account created successfully!" on the way to the dashboard) would drop them.
 */
export function carryToasts() {
  const now = Date.now();
  const showing = sent.filter(
    ({ at, options }) => now - at < (options?.autoClose ?? TOAST_AUTO_CLOSE_MS),
  );
  if (showing.length === 0) return;
  try {
    sessionStorage.setItem(CARRIED_KEY, JSON.stringify(showing));
  } catch {
    // Storage off: the toast is lost, the move goes on.
  }
}

function showCarriedToasts() {
  let carried: (Toast & { at: number })[];
  try {
    carried = JSON.parse(sessionStorage.getItem(CARRIED_KEY) ?? '[]') as typeof carried;
    sessionStorage.removeItem(CARRIED_KEY);
  } catch {
    return;
  }
  // Only the ones that would still be showing: a load that never reached a page with toasts drops them.
  const now = Date.now();
  for (const { kind, message, options, at } of carried)
    if (now - at < (options?.autoClose ?? TOAST_AUTO_CLOSE_MS)) notify(kind, message, options);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The toast container, rendered once the first toast is wanted. */
export function ToastHost() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  useEffect(showCarriedToasts, []);
  return show ? (
    <Suspense fallback={null}>
      <ToastLayer />
    </Suspense>
  ) : null;
}
