import type { FindingPlace } from './types';

/** What can take the focus inside a place: the kit's editable text, buttons, fields, links. */
const FOCUSABLE = [
  '[contenteditable]:not([contenteditable="false"])',
  'button:not([disabled])',
  'input:not([type="hidden"])',
  'textarea',
  'select',
  'a[href]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * The canvas element of a place: the element of its path (`[data-path]`, drawn by the edit kit),
 * else the list item or list holding it, else its section.
 */
export function findPlace(place: FindingPlace, root: ParentNode = document): HTMLElement | null {
  if (!place.sectionId) return null;
  const section = root.querySelector<HTMLElement>(`[id=${quoted(place.sectionId)}]`);
  if (!section) return null;
  const keys = place.path ? place.path.split('.') : [];
  for (let end = keys.length; end > 0; end--) {
    const path = keys.slice(0, end).join('.');
    const index = keys[end - 1]!;
    const found =
      section.querySelector<HTMLElement>(`[data-path=${quoted(path)}]`) ??
      (/^\d+$/.test(index)
        ? section.querySelector<HTMLElement>(
            `[data-list=${quoted(keys.slice(0, end - 1).join('.'))}] > [data-item-index=${quoted(index)}]`,
          )
        : section.querySelector<HTMLElement>(`[data-list=${quoted(path)}]`));
    if (found) return found;
  }
  return section.querySelector<HTMLElement>('[data-path]') ?? section;
}

/** The element to focus for a place: itself, the control it names for this, or its first control. */
function focusTarget(element: HTMLElement): HTMLElement {
  if (element.matches(FOCUSABLE)) return element;
  const target =
    element.querySelector<HTMLElement>('[data-reveal-focus]') ??
    element.querySelector<HTMLElement>(FOCUSABLE);
  if (target) return target;
  element.setAttribute('tabindex', '-1');
  return element;
}

/** How long a revealed place stays marked. */
export const REVEAL_MARK_MS = 2000;

/**
 * Scrolls the canvas to a place and puts the focus on it, briefly marked. Runs on the next frame,
 * after a closing dialog has handed the focus back to its opener. False when the place is not on
 * the canvas (a page setting, or a section since removed).
 */
export function revealPlace(place: FindingPlace, root: ParentNode = document): boolean {
  const element = findPlace(place, root);
  if (!element) return false;
  const target = focusTarget(element);
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  requestAnimationFrame(() => {
    element.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    target.focus({ preventScroll: true });
    element.classList.add('fb-check-target');
    setTimeout(() => element.classList.remove('fb-check-target'), REVEAL_MARK_MS);
  });
  return true;
}
