import { useId, type ReactNode } from 'react';
import { useModal } from '../templates/shared/useModal';

type Props = { title: string; onClose: () => void; children: ReactNode; actions?: ReactNode };

/** The builder's modal dialog. */
export function Dialog({ title, onClose, children, actions }: Props) {
  const titleId = useId();
  const box = useModal(onClose);
  return (
    <div
      className="fb-dialog-backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={box}
        className="fb-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
        {actions && <div className="fb-dialog-actions">{actions}</div>}
      </div>
    </div>
  );
}
