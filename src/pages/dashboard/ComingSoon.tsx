import type { ReactNode } from 'react';
import './dashboard.css';

type Plan = { status: string; planned: string[] };

/**
 * The areas the spec keeps as placeholders say plainly that nothing works here yet, and what will
 * (issue 17): never a vague promise where a designer expects a feature.
 */
const PLANS: Record<string, Plan> = {
  pricing: {
    status: 'Pricing tools arrive in a later release: none of them work yet.',
    planned: ['Brief upload', 'Manual entry', 'Instant pricing', 'Proposals for your clients'],
  },
  learning: {
    status: 'The Business Hub arrives in a later release: no guides are published yet.',
    planned: ['Pitch guide', 'Email guide', 'Pricing guide', 'Client-acquisition guide'],
  },
};

export function ComingSoon({
  section,
  title,
  children,
}: {
  section: string;
  title: string;
  /** What the designer can use today instead, if anything. */
  children?: ReactNode;
}) {
  const plan = PLANS[section];
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <p className="eyebrow">Coming Soon</p>
      <h2 id="coming-soon-title">{title}</h2>
      {plan && (
        <>
          <p className="coming-soon-status">{plan.status}</p>
          <h3 className="coming-soon-planned-title">Planned</h3>
          <ul className="coming-soon-planned">
            {plan.planned.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
      {children && <div className="coming-soon-meanwhile">{children}</div>}
    </section>
  );
}
