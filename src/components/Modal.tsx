import { useEffect, useId, useRef, type ReactNode, useLayoutEffect } from 'react';

type Props = { title: string; onClose: () => void; children: ReactNode; actions?: ReactNode };

/** A modal dialog: focus moves in, Escape and the backdrop close it, focus returns on close. */
export function Modal({ title, onClose, children, actions }: Props) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = dialog.current?.querySelector<HTMLElement>(
      'button, [href], input, textarea, select',
    );
    (first ?? dialog.current)?.focus();
    return () => previous?.focus?.();
  }, []);

  // Listening from the moment it shows: a key pressed at once must count (Preact runs effects later).
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div
      className="modal-backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <button type="button" className="modal-close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <h2 id={titleId}>{title}</h2>
        <div className="modal-body">{children}</div>
        {actions && <div className="modal-actions">{actions}</div>}
      </div>
    </div>
  );
}

type ConfirmProps = {
  title: string;
  /** The words on the button that does it: "Delete", "Log out". */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
};

/** A question with Cancel and a red button that does what it names. */
export function ConfirmModal({ title, confirmLabel, onConfirm, onCancel, children }: ConfirmProps) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button button-ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button button-danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
