import { useEffect, useState, useSyncExternalStore } from 'react';
import { HEADER_SCROLL_THRESHOLD_PX } from '../../model/constants';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

/** Whether the visitor asked the system for less motion. */
export function useReducedMotion() {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** Whether the page has scrolled past the header threshold (50 px, spec section 9). */
export function useScrolled(threshold = HEADER_SCROLL_THRESHOLD_PX) {
  // Unscrolled first, as the page was prerendered; the real position once mounted.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/** Scrolls to a section anchor, smoothly unless reduced motion is asked for. */
export function scrollToSection(id: string, reduced: boolean) {
  const target = id === 'top' ? null : document.getElementById(id);
  const behavior: ScrollBehavior = reduced ? 'auto' : 'smooth';
  if (target) {
    target.scrollIntoView?.({ behavior, block: 'start' });
    target.focus?.({ preventScroll: true });
  } else window.scrollTo?.({ top: 0, behavior });
}
