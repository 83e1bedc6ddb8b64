import path from 'node:path';
import { fileURLToPath } from 'node:url';

// What a check finds, and how the CLI prints it: one line per template, then one per problem.

/** The repository's root folder (scripts/template-kit/../..). */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The check's rules: each finding names one, its level and the guide's heading that explains it
 * (templates/README.md, "The check's rules"). An error fails the check; the others are advice.
 */
export const RULES = {
  loads: { level: 'error', about: 'the folder loads and exports one template definition' },
  definition: { level: 'error', about: 'the definition: id, name, sections and their layouts' },
  'required-sections': { level: 'error', about: 'a hero and a contact section' },
  'default-content': { level: 'error', about: 'the sample page passes the section schemas' },
  'setup-fields': { level: 'error', about: 'setup questions point at real fields' },
  declarations: { level: 'error', about: 'identity, lists and hiddenOn point at real fields' },
  'lists-declared': { level: 'error', about: 'every list a section draws is declared' },
  assets: { level: 'error', about: 'every /templates/<id>/ asset exists in the folder' },
  names: { level: 'error', about: 'ids and aliases are unique, and the template is registered' },
  imports: { level: 'error', about: 'nothing is imported from another template' },
  'schema-version': {
    level: 'error',
    about: 'a section shape changes only with a new version and its migration',
  },
  'heading-order': { level: 'error', about: 'one h1 first, and no heading level skipped' },
  'raw-html': { level: 'error', about: 'no HTML is written into the page as a string' },
  'external-urls': {
    level: 'error',
    about: 'fonts, pictures, styles and scripts come from the folder',
  },
  'scoped-styles': { level: 'error', about: 'every CSS selector starts with the root class' },
  contrast: { level: 'error', about: 'text colours meet 4.5:1 on every palette' },
  theme: { level: 'error', about: 'theme ranges start inside themselves, and every palette reads' },
  'fields-drawn': {
    level: 'error',
    about: 'every text, picture and link field of a section is drawn on the page',
  },
  'editable-text': {
    level: 'error',
    about: 'every word a section shows can be edited in the builder',
  },
  'after-setup': {
    level: 'error',
    about: 'the page setup makes from a name alone has no sample, no "undefined", no empty box',
  },
  'builder-layout': {
    level: 'error',
    about: 'in Chromium, the builder lays out each section and list item as the published page',
  },
  sideways: {
    level: 'error',
    about: 'in Chromium, no page scrolls sideways at 375, 768 or 1280 px',
  },
  'item-controls': {
    level: 'error',
    about: "in Chromium, every list item's controls show and can be clicked in the builder",
  },
  accessibility: {
    level: 'error',
    about: 'in Chromium, axe finds nothing serious on the published page',
  },
  lightbox: { level: 'error', about: 'in Chromium, the picture viewer counts every picture' },
  'font-budget': {
    level: 'error',
    about: 'in Chromium, a first visit fetches at most 60 KB of fonts at 375 and 1280 px',
  },
  'server-render': { level: 'error', about: 'every section renders on the server, quietly' },
  'dom-render': { level: 'error', about: 'every section renders in a browser document, quietly' },
} as const satisfies Record<string, { level: Level; about: string }>;
export type Level = 'error' | 'warning' | 'recommendation';
export type Rule = keyof typeof RULES;

/** Where the guide explains a rule: its heading in templates/README.md. */
export const guideFor = (rule: Rule) => `templates/README.md#${rule}`;

/** One thing to fix: where, what is wrong, and what to do about it, in plain language. */
export type Problem = {
  /** The rule it breaks (set by checkTemplate for the check that found it). */
  rule?: Rule;
  /** The file to open, relative to the repository ("templates/myfolio/sections/Hero.tsx"). */
  file: string;
  /** The line in that file, when known. */
  line?: number;
  /** What is wrong, without a final full stop ("reads `window` while rendering"). */
  message: string;
  /** What to do, as a sentence. */
  fix: string;
};

/** A path as the report shows it: relative to the repository, with forward slashes. */
export const shown = (file: string) =>
  path.relative(REPO_ROOT, path.resolve(file)).split(path.sep).join('/');

/** "templates/x/style.css:12: the selector … . Start it with … [error scoped-styles: templates/README.md#scoped-styles]" */
export function formatProblem(problem: Problem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  const rule = problem.rule
    ? ` [${RULES[problem.rule].level} ${problem.rule}: ${guideFor(problem.rule)}]`
    : '';
  return `${where}: ${problem.message}. ${problem.fix}${rule}`;
}

/** The same finding for editors and CI (`--json`). */
export const problemJson = (problem: Problem) => ({
  rule: problem.rule ?? 'loads',
  level: RULES[problem.rule ?? 'loads'].level,
  file: problem.file,
  ...(problem.line ? { line: problem.line } : {}),
  message: problem.message,
  fix: problem.fix,
  guide: guideFor(problem.rule ?? 'loads'),
});

/** Marks each problem a check found with the rule it checks. */
export const underRule = (rule: Rule, problems: Problem[]): Problem[] =>
  problems.map((problem) => ({ rule, ...problem }));

/** "✓ echelon" or "✗ myfolio: 3 problems", then each problem indented. */
export function formatReport(name: string, problems: Problem[]): string {
  if (problems.length === 0) return `✓ ${name}`;
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return [`✗ ${name}: ${count}`, ...problems.map((problem) => `  ${formatProblem(problem)}`)].join(
    '\n',
  );
}

/** The same problem found twice (say by the section defaults and the default page) is shown once. */
export function unique(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = formatProblem(problem);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
