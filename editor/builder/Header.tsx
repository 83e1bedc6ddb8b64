import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { SaveState } from '../save/useSaver';

const STEPS = ['Template Selected', 'Setup Information', 'Customize', 'Preview & Publish'];

/** The builder's top bar: the way back, the four steps, and whatever the page adds at the end. */
export function Header({
  step,
  title,
  children,
}: {
  step: number;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="fb-header">
      <Link to="/dashboard" className="fb-back">
        ← Back to Dashboard
      </Link>
      <div className="fb-steps" role="group" aria-label="Progress">
        <p className="fb-step-title">{title}</p>
        <ol>
          {STEPS.map((label, index) => (
            <li
              key={label}
              className={index <= step ? 'fb-step-done' : undefined}
              aria-current={index === step ? 'step' : undefined}
            >
              {label}
            </li>
          ))}
        </ol>
      </div>
      <div className="fb-header-end">{children ?? <span />}</div>
    </header>
  );
}

// Made once: toLocaleTimeString makes a formatter on each call, and the status is drawn on each edit.
const timeFormat = new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat([], { day: 'numeric', month: 'short' });
const timeOf = (at: number) => {
  const date = new Date(at);
  const time = timeFormat.format(date);
  return date.toDateString() === new Date().toDateString()
    ? time
    : `${dayFormat.format(date)}, ${time}`;
};

/** One indicator that tells where the working copy stands: the only place saving is reported. */
export function SaveIndicator({ state, unsaved }: { state: SaveState; unsaved: boolean }) {
  const [text, tone] =
    state.status === 'saving'
      ? ['Saving…', 'busy']
      : state.status === 'conflict'
        ? ['Conflict: choose a version', 'error']
        : state.status === 'offline' && unsaved
          ? ['Offline, kept on this device', 'error']
          : state.status === 'failed' && unsaved
            ? ['Not saved', 'error']
            : unsaved
              ? ['Unsaved changes', 'pending']
              : [`Saved at ${timeOf(state.savedAt)}`, 'ok'];
  return (
    <p
      className={`fb-status fb-status--${tone}`}
      role="status"
      aria-live="polite"
      title={state.problem}
    >
      <span className="fb-status-dot" aria-hidden="true" />
      <span className="fb-status-text">{text}</span>
    </p>
  );
}
