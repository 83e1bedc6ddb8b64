import { useState } from 'react';

const DISMISSED = 'builder-hint-dismissed';

const wasDismissed = () => {
  try {
    return localStorage.getItem(DISMISSED) === '1';
  } catch {
    return false;
  }
};

/** How editing works, once: dismissed, it stays away on this device. */
export function Hint() {
  const [shown, setShown] = useState(() => !wasDismissed());
  if (!shown) return null;
  return (
    <p className="fb-hint">
      <span>
        Click any text to edit it · Everything saves by itself
        <span className="fb-hint-keys"> · Ctrl+S saves now</span>
      </span>
      <button
        type="button"
        className="fb-hint-close"
        aria-label="Dismiss the editing tip"
        onClick={() => {
          setShown(false);
          try {
            localStorage.setItem(DISMISSED, '1');
          } catch {
            // Storage may be full or blocked: the tip just comes back next time.
          }
        }}
      >
        ×
      </button>
    </p>
  );
}
