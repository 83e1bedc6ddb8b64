import { useLayoutEffect, useState } from 'react';

// Where the builder's floating controls sit beside a template's element. Templates size their
// elements freely (a 60 px avatar, a one-word tag), so the controls measure instead of guessing.

/** Inset of controls from their element's corner, in px (0.4rem). */
const INSET = 6.4;

/** True when `floating` fits inside `anchor`, with its inset on every side. */
export const fitsInside = (anchor: HTMLElement, floating: HTMLElement) =>
  anchor.offsetWidth >= floating.offsetWidth + 2 * INSET &&
  anchor.offsetHeight >= floating.offsetHeight + 2 * INSET;

/** The words drawn in `element` (each line of each field; an empty field's own box), on screen. */
function wordBoxes(element: HTMLElement, skip: HTMLElement): DOMRect[] {
  return [...element.querySelectorAll<HTMLElement>('.fb-editable, .fb-link')]
    .filter((field) => !skip.contains(field))
    .flatMap((field) => {
      const range = field.ownerDocument.createRange();
      range.selectNodeContents(field);
      // A document without layout (a test's DOM) measures no lines: the field's box stands in.
      const lines = [...(range.getClientRects?.() ?? [])].filter((rect) => rect.width > 0);
      return lines.length ? lines : [field.getBoundingClientRect()];
    });
}

type Area = { left: number; top: number; width: number; height: number };

/** True when `area` (on screen) lies over none of the words drawn in `container` outside `floating`. */
export function clearOfWordsIn(container: HTMLElement, floating: HTMLElement, area: Area) {
  const [right, bottom] = [area.left + area.width, area.top + area.height];
  return wordBoxes(container, floating).every(
    (rect) =>
      rect.right <= area.left ||
      rect.left >= right ||
      rect.bottom <= area.top ||
      rect.top >= bottom,
  );
}

/**
 * The size `floating` takes in one row, whatever it is now (wrapped inside a small anchor): the
 * size a placement beside the anchor gives it, so deciding never flips with the size it decided.
 */
export function rowSize(floating: HTMLElement) {
  const style = getComputedStyle(floating);
  const parts = [...floating.children] as HTMLElement[];
  const gap = parseFloat(style.columnGap) || 0;
  const padX = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
  const padY = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
  return {
    width: parts.reduce((sum, part) => sum + part.offsetWidth, 0) + gap * (parts.length - 1) + padX,
    height: Math.max(0, ...parts.map((part) => part.offsetHeight)) + padY,
  };
}

/** A corner inside an anchor: top or bottom, start (left) or end (right). */
export type Corner = { bottom: boolean; end: boolean };

/**
 * True when `floating`, set inside `anchor` at `corner`, would lie over none of the anchor's words:
 * controls shown while the designer edits must leave those free.
 */
export function clearOfWords(anchor: HTMLElement, floating: HTMLElement, corner: Corner): boolean {
  const box = anchor.getBoundingClientRect();
  const [width, height] = [floating.offsetWidth, floating.offsetHeight];
  const left = corner.end ? box.right - INSET - width : box.left + INSET;
  const top = corner.bottom ? box.bottom - INSET - height : box.top + INSET;
  return clearOfWordsIn(anchor, floating, { left, top, width, height });
}

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
    // Words typed, or set in a font that came late, may move under the floating element without
    // resizing either: placed again whenever the designer comes to the anchor, and as they type.
    const events = ['input', 'pointerenter', 'focusin'] as const;
    for (const event of events) anchor.addEventListener(event, measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    // The observer's first report comes once the page is laid out: measuring here instead would lay
    // it out again for every element of a canvas being mounted.
    if (!observer) measure();
    observer?.observe(anchor);
    observer?.observe(floating);
    return () => {
      view.removeEventListener('resize', measure);
      for (const event of events) anchor.removeEventListener(event, measure);
      observer?.disconnect();
    };
    // `decide` is a pure rule of its caller: a new function each render must not re-measure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [anchor, floating]);
  return placement;
}
