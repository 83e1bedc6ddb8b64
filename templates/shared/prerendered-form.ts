// A prerendered page shows its forms before its script runs: what a visitor types meanwhile must
// survive hydration, which keeps an input's text on screen but not in state, and clears a textarea.

/** Marks the document as running its script (the app's root does, once it has mounted). */
export function markPageRunning() {
  document.documentElement.dataset.app = 'running';
}

/**
 * A form's first state: what was typed into the prerendered form matching `selector`, by field name,
 * while the page has not run yet; `initial` otherwise (on the server, after a move within the app)
 * and for any field the form lacks.
 */
export function typedBeforeRunning<Values extends Record<string, string>>(
  selector: string,
  initial: Values,
): Values {
  if (typeof document === 'undefined' || document.documentElement.dataset.app === 'running')
    return initial;
  const form = document.querySelector<HTMLFormElement>(selector);
  if (!form) return initial;
  const typed = new FormData(form);
  const entries = Object.entries(initial).map(([name, value]) => {
    const entry = typed.get(name);
    return [name, typeof entry === 'string' ? entry : value];
  });
  return Object.fromEntries(entries) as Values;
}
