// Which of a page's stylesheets its prerendered HTML needs before the first paint (scripts/prerender.ts).

/** A selector list without its :not(), :is(), :where() and :has() arguments, nested ones included. */
function withoutConditions(selectors: string): string {
  let kept = '';
  for (let at = 0; at < selectors.length; at++) {
    const condition = /^:(?:not|is|where|has)\(/.exec(selectors.slice(at));
    if (!condition) {
      kept += selectors[at];
      continue;
    }
    // Skip to the parenthesis that closes this one.
    let depth = 0;
    for (at += condition[0].length - 1; at < selectors.length; at++) {
      if (selectors[at] === '(') depth++;
      else if (selectors[at] === ')' && --depth === 0) break;
    }
  }
  return kept;
}

/**
 * Whether a stylesheet can style the page's HTML: false when every rule needs a class the page lacks
 * (the gallery's chunk carries each template's sheet). Those sheets are left to load with the chunk
 * after the first paint, instead of blocking it.
 */
export function stylesheetApplies(css: string, html: string) {
  const classes = new Set(
    [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)),
  );
  const rules = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/@keyframes[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '')
    .replace(/\{[^{}]*\}/g, '{}');
  // A class inside :not(), :is(), :where() or :has() may be absent while the selector still matches.
  const selectors = [...rules.matchAll(/([^{}]+)\{/g)]
    .map((match) => match[1]!.trim())
    .filter((selector) => !selector.startsWith('@'))
    .flatMap((list) => withoutConditions(list).split(','));
  return selectors.some((selector) => {
    const needed = [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
    return needed.every((name) => classes.has(name));
  });
}
