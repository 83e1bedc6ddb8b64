import type { ReactNode } from 'react';

/**
 * For a carousel layout: a region that scrolls sideways on its own (CSS scroll-snap, no script),
 * focusable so the arrow keys scroll it. Otherwise its children as they are.
 */
export function Scroller({
  carousel,
  label,
  className,
  children,
}: {
  carousel: boolean;
  /** What scrolls, for screen readers ("Gallery"). */
  label: string;
  /** The template's class for the scrolling box. */
  className: string;
  children: ReactNode;
}) {
  if (!carousel) return <>{children}</>;
  return (
    <div className={className} role="region" aria-label={`${label}, scrolls sideways`} tabIndex={0}>
      {children}
    </div>
  );
}
