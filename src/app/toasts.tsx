import { lazy, Suspense, useSyncExternalStore } from 'react';

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

/** Shows a toast from code that every page carries; react-toastify queues it until its container is up. */
export function notify(
  kind: 'success' | 'error' | 'info',
  message: string,
  options?: ToastOptions,
) {
  wantToasts();
  void import('react-toastify').then(({ toast }) => toast[kind](message, options));
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
  return show ? (
    <Suspense fallback={null}>
      <ToastLayer />
    </Suspense>
  ) : null;
}
