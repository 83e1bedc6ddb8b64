import { useId, type ReactNode } from 'react';
import { useModal } from '../../templates/shared/useModal';

type Props = { title: string; onClose: () => void; children: ReactNode; actions?: ReactNode };

/** A modal dialog: focus moves in, Escape and the backdrop close it, focus returns on close. */
export function Modal({ title, onClose, children, actions }: Props) {
  const titleId = useId();
  const dialog = useModal(onClose);

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
