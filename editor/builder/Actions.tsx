import { useEditor } from '@craftjs/core';
import { useEffect, useRef, useState } from 'react';
import { PREPARING_PDF } from '../pdf/downloadPdf';
import { useEditShortcuts } from './shortcuts';

export type Panel = 'settings' | 'sharing' | 'templates' | 'history' | 'style';

type Props = {
  mode: 'customize' | 'preview';
  setMode: (mode: 'customize' | 'preview') => void;
  unsaved: boolean;
  saving: boolean;
  onSave: () => void;
  onPublish: () => void;
  /** "Publish" before the first publish, "Update live page" after. */
  publishLabel: string;
  onPanel: (panel: Panel) => void;
  onExportPdf: () => void;
  /** The server is printing the PDF. */
  preparingPdf: boolean;
};

/** Where "Skip to actions" lands. */
export const ACTIONS_ID = 'builder-actions';

/**
 * The builder's actions, a toolbar under the header: above the page, never over it. On a phone
 * they fold into one menu button, so the page keeps the screen.
 */
export function Actions({
  mode,
  setMode,
  unsaved,
  saving,
  onSave,
  onPublish,
  publishLabel,
  onPanel,
  onExportPdf,
  preparingPdf,
}: Props) {
  const { canUndo, canRedo, actions } = useEditor((_state, query) => ({
    canUndo: query.history.canUndo(),
    canRedo: query.history.canRedo(),
  }));
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);

  // The folded menu closes on Escape and when something outside it is touched.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onPointer = (event: PointerEvent) => {
      if (!menu.current?.parentElement?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (mode === 'preview') {
    return (
      <nav className="fb-actions" aria-label="Builder actions" id={ACTIONS_ID} tabIndex={-1}>
        <button
          type="button"
          className="fb-fab fb-fab--primary"
          onClick={() => setMode('customize')}
        >
          Back to Edit
        </button>
      </nav>
    );
  }
  // Choosing from the folded menu closes it.
  const then = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <nav
      className="fb-actions"
      aria-label="Builder actions"
      id={ACTIONS_ID}
      tabIndex={-1}
      data-open={open || undefined}
    >
      <button
        type="button"
        className="fb-fab fb-actions-toggle"
        aria-expanded={open}
        aria-controls={`${ACTIONS_ID}-menu`}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Close' : 'Actions'}
      </button>
      <div className="fb-actions-menu" id={`${ACTIONS_ID}-menu`} ref={menu}>
        <div className="fb-history">
          <button
            type="button"
            className="fb-fab"
            disabled={!canUndo}
            onClick={() => actions.history.undo()}
            aria-label="Undo"
            title="Undo (Ctrl+Z)"
          >
            ↶
          </button>
          <button
            type="button"
            className="fb-fab"
            disabled={!canRedo}
            onClick={() => actions.history.redo()}
            aria-label="Redo"
            title="Redo (Shift+Ctrl+Z)"
          >
            ↷
          </button>
        </div>
        <button type="button" className="fb-fab" onClick={then(() => onPanel('style'))}>
          Style
        </button>
        <button type="button" className="fb-fab" onClick={then(() => onPanel('templates'))}>
          Change Template
        </button>
        <button type="button" className="fb-fab" onClick={then(() => setMode('preview'))}>
          Preview
        </button>
        <button
          type="button"
          className="fb-fab"
          disabled={preparingPdf}
          aria-busy={preparingPdf || undefined}
          // The folded menu stays open, so a phone sees "Preparing PDF…" too.
          onClick={onExportPdf}
        >
          {preparingPdf ? PREPARING_PDF : 'Export PDF'}
        </button>
        <button type="button" className="fb-fab" onClick={then(() => onPanel('settings'))}>
          Portfolio Settings
        </button>
        <button type="button" className="fb-fab" onClick={then(() => onPanel('sharing'))}>
          Sharing
        </button>
        <button type="button" className="fb-fab" onClick={then(() => onPanel('history'))}>
          History
        </button>
        <button
          type="button"
          className="fb-fab fb-fab--save"
          title={unsaved ? 'Save now (Ctrl+S)' : 'Everything is saved'}
          disabled={saving || !unsaved}
          onClick={then(onSave)}
        >
          Save Draft
        </button>
        <button type="button" className="fb-fab fb-fab--primary" onClick={then(onPublish)}>
          {publishLabel}
        </button>
      </div>
    </nav>
  );
}

/** The builder's shortcuts, over Craft.js's history. */
export function Shortcuts({ onSave }: { onSave: () => void }) {
  const { actions, query } = useEditor();
  useEditShortcuts({
    undo: () => query.history.canUndo() && actions.history.undo(),
    redo: () => query.history.canRedo() && actions.history.redo(),
    save: onSave,
  });
  return null;
}
