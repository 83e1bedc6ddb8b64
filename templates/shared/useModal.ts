import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * What every modal dialog does, the builder's (editor/Dialog.tsx) and the app's
 * (src/components/Modal.tsx): focus moves into the box given the ref (its first control, or the box
 * itself when `focus` is 'box'), Escape closes it, focus returns to what opened it.
 */
export function useModal(onClose: () => void, focus: 'first control' | 'box' = 'first control') {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first =
      focus === 'first control'
        ? box.current?.querySelector<HTMLElement>('button, [href], input, textarea, select')
        : undefined;
    (first ?? box.current)?.focus();
    return () => opener?.focus?.();
    // On opening only: a dialog keeps its focus while it shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Listening from the moment it shows: a key pressed at once must count (Preact runs effects later).
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return box;
}
