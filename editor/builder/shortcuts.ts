import { useEffect, useRef } from 'react';
import { focusedElement } from './Devices';

/**
 * Ctrl/Cmd+S commits the field being edited and saves; Ctrl/Cmd+Z undoes, Shift+Z and Y redo. The
 * builder and the case-study editor share it, each with its own history.
 */
export function useEditShortcuts({
  undo,
  redo,
  save,
}: {
  undo: () => void;
  redo: () => void;
  save: () => void;
}) {
  const latest = useRef({ undo, redo, save });
  useEffect(() => {
    latest.current = { undo, redo, save };
  }, [undo, redo, save]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      const editing = focusedElement() as HTMLElement | null;
      // A field being typed in keeps the browser's own undo for its text.
      const typing = editing?.isContentEditable;
      if (key === 's') {
        event.preventDefault();
        if (typing) editing.blur();
        // After the blur's commit has reached the document.
        setTimeout(() => latest.current.save(), 0);
      } else if (key === 'z' && !typing) {
        event.preventDefault();
        if (event.shiftKey) latest.current.redo();
        else latest.current.undo();
      } else if (key === 'y' && !typing) {
        event.preventDefault();
        latest.current.redo();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
