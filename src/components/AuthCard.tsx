import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

type Props = { title: string; lead: string; children: ReactNode; footer?: ReactNode };

/** The card that holds the sign-in, sign-up and password forms. */
export function AuthCard({ title, lead, children, footer }: Props) {
  const navigate = useNavigate();
  return (
    <section className="auth">
      <button type="button" className="back-button" onClick={() => navigate(-1)}>
        ← Back
      </button>
      <div className="auth-card">
        <h1>{title}</h1>
        <p className="auth-lead">{lead}</p>
        {children}
      </div>
      {footer && <p className="auth-footer">{footer}</p>}
    </section>
  );
}
