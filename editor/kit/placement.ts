import { useLayoutEffect, useState } from 'react';

// Where the builder's floating controls sit beside a template's element. Templates size their
// elements freely (a 60 px avatar, a one-word tag), so the controls measure instead of guessing.

/** Inset of controls from their element's corner, in px (0.4rem). */
const INSET = 6.4;

/** True when `floating` fits inside `anchor`, with its inset on every side. */
export const fitsInside = (anchor: HTMLElement, floating: HTMLElement) =>
  anchor.offsetWidth >= floating.offsetWidth + 2 * INSET &&
  anchor.offsetHeight >= floating.offsetHeight + 2 * INSET;

/** True when `floating`, starting at the anchor's left edge, would leave the window (or the canvas frame). */
export const leavesWindow = (anchor: HTMLElement, floating: HTMLElement) =>
  anchor.ownerDocument.documentElement.clientWidth - anchor.getBoundingClientRect().left <
  floating.offsetWidth;

/**
 * The placement `decide` picks for `floating` against `anchor`, decided again whenever either
 * changes size or the window does; `initial` until both are in the page.
 */
export function usePlacement<Placement extends string>(
  anchor: HTMLElement | null,
  floating: HTMLElement | null,
  initial: Placement,
  decide: (anchor: HTMLElement, floating: HTMLElement) => Placement,
): Placement {
  const [placement, setPlacement] = useState<Placement>(initial);
  useLayoutEffect(() => {
    if (!anchor || !floating) return;
    const measure = () => setPlacement(decide(anchor, floating));
    const view = anchor.ownerDocument.defaultView ?? window;
    view.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    // The observer's first report comes once the page is laid out: measuring here instead would lay
    // it out again for every element of a canvas being mounted.
    if (!observer) measure();
    observer?.observe(anchor);
    observer?.observe(floating);
    return () => {
      view.removeEventListener('resize', measure);
      observer?.disconnect();
    };
    // `decide` is a pure rule of its caller: a new function each render must not re-measure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [anchor, floating]);
  return placement;
}
