import { useCallback, useEffect, useRef, useState } from 'react';
import type { Panel } from './Actions';

/**
 * The one side panel open at a time. Escape inside it (or on the button that opened it) closes it,
 * and closing gives the focus back to that button, or to the Actions toggle when the menu folded it away.
 */
export function usePanel() {
  const [panel, setPanel] = useState<Panel | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const close = useCallback(() => {
    setPanel(null);
    const back = opener.current;
    const shown = back?.isConnected && back.checkVisibility?.() !== false;
    (shown ? back : document.querySelector<HTMLElement>('.fb-actions-toggle'))?.focus();
  }, []);

  const toggle = useCallback((next: Panel) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPanel((open) => (open === next ? null : next));
  }, []);

  useEffect(() => {
    if (!panel) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      // A dialog opened from the panel closes first, on its own.
      const inPanel = target?.closest('.fb-panel') && !target.closest('[role="dialog"]');
      if (inPanel || (target && target === opener.current)) close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [panel, close]);

  return { panel, setPanel, toggle, close };
}
