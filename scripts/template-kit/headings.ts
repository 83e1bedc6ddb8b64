import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import type { TemplateDefinition } from '../../templates/types';
import { filesUnder, indexFile } from './files';
import { shown, type Problem } from './problems';
import { pageElement } from './render';

// The sample page's headings as a screen reader lists them: one h1 first, and no level skipped on
// the way down (an h3 right after an h1 reads as a missing part).

/** The file that defines a section's component: where its headings are written. */
function componentFile(template: TemplateDefinition, type: string, folder: string): string {
  const name = template.sections[type]?.Component.name;
  const defining = new RegExp(`(function|const)\\s+${name}\\b`);
  const file = name
    ? filesUnder(folder).find(
        (candidate) => /\.tsx?$/.test(candidate) && defining.test(readFileSync(candidate, 'utf8')),
      )
    : undefined;
  return shown(file ?? indexFile(folder));
}

export function checkHeadingOrder(template: TemplateDefinition, folder: string): Problem[] {
  let html: string;
  try {
    html = renderToString(pageElement(template));
  } catch {
    return []; // the rendering rules say why
  }
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
      message: `the sample page's first heading is an h${first.level} (in the ${first.section} section), not an h1`,
      fix: "Make the hero's main line (usually the name or headline) the page's one h1.",
    });
  const ones = headings.filter((heading) => heading.level === 1);
  if (ones.length > 1)
    problems.push({
      file: where(ones[1]!.section),
      message: `the sample page has ${ones.length} h1 headings (in ${[...new Set(ones.map((heading) => heading.section))].join(', ')})`,
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
