import { useEffect, useId, useRef, type ReactNode } from 'react';

type Props = { title: string; onClose: () => void; children: ReactNode; actions?: ReactNode };

/** The builder's modal dialog: focus moves in, Escape closes, focus returns. */
export function Dialog({ title, onClose, children, actions }: Props) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    (box.current?.querySelector<HTMLElement>('button, input, [href]') ?? box.current)?.focus();
    return () => opener?.focus?.();
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
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
