import { ToastContainer, toast, type Id } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '../../model/constants';

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

// Subscribed as this module loads: before the container shows the toasts sent while it was loading.
oneToastAtATime();

/** Where toasts appear; loaded the first time something wants to show one (see toasts.tsx). */
export default function ToastLayer() {
  // Its styles go last in the head: the page's <meta charset> stays within its first 1024 bytes.
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      appendStyleSheet
    />
  );
}
