import { renderToString } from 'react-dom/server';
import type { TemplateDefinition } from '../../templates/types';
import { afterSetupPage } from './after-setup';
import { componentFile } from './places';
import type { Problem } from './problems';
import { pageElement } from './render';

// The page's headings as a screen reader lists them, on the sample page and on the page setup makes
// from a name alone: one h1 first, and no level skipped on the way down (an h3 right after an h1
// reads as a missing part).

export function checkHeadingOrder(
  template: TemplateDefinition,
  folder: string,
  all: readonly TemplateDefinition[] = [template],
): Problem[] {
  const pages = [
    { name: 'the sample page', html: () => renderToString(pageElement(template)) },
    {
      name: 'the page after setup (only a name given)',
      html: () => afterSetupPage(template, all).document.body.innerHTML,
    },
  ];
  return pages.flatMap((page) => {
    let html: string;
    try {
      html = page.html();
    } catch {
      return []; // the rendering rules say why
    }
    return headingProblems(template, folder, html, page.name);
  });
}

function headingProblems(
  template: TemplateDefinition,
  folder: string,
  html: string,
  page: string,
): Problem[] {
  const headings: { level: number; section: string }[] = [];
  let section = '';
  for (const match of html.matchAll(/data-section="([^"]+)"|<h([1-6])\b/g)) {
    if (match[1]) section = match[1];
    else headings.push({ level: Number(match[2]), section });
  }
  const problems: Problem[] = [];
  const where = (type: string) => componentFile(template, type, folder);
  const first = headings[0];
  // Without a hero there is no h1 to ask for: required-sections says what is missing.
  if (first && first.level !== 1 && template.sections.hero)
    problems.push({
      file: where(first.section),
      message: `${page}: the first heading is an h${first.level} (in the ${first.section} section), not an h1`,
      fix: "Make the hero's main line (usually the name or headline) the page's one h1.",
    });
  const ones = headings.filter((heading) => heading.level === 1);
  if (ones.length > 1)
    problems.push({
      file: where(ones[1]!.section),
      message: `${page} has ${ones.length} h1 headings (in ${[...new Set(ones.map((heading) => heading.section))].join(', ')})`,
      fix: 'Keep one h1, in the hero; give each section an h2 and the headings inside it h3.',
    });
  headings.forEach((heading, index) => {
    const before = headings[index - 1];
    if (before && heading.level > before.level + 1)
      problems.push({
        file: where(heading.section),
        message: `an h${heading.level} in the ${heading.section} section follows an h${before.level}: a heading level is skipped`,
        fix: `Use an h${before.level + 1} there (style it as you like with CSS), so the outline has no gap.`,
      });
  });
  return problems;
}
