import type { ReactNode } from 'react';

type Props = { eyebrow?: string; title: string; lead: string; children?: ReactNode };

/** A page whose feature is still being built: it says so plainly and offers a way on. */
export function PlaceholderPage({ eyebrow, title, lead, children }: Props) {
  return (
    <section className="placeholder">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      {children && <div className="placeholder-actions">{children}</div>}
    </section>
  );
}
