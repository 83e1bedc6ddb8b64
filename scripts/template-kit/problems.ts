import path from 'node:path';
import { fileURLToPath } from 'node:url';

// What a check finds, and how the CLI prints it: one line per template, then one per problem.

/** The repository's root folder (scripts/template-kit/../..). */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** One thing to fix: where, what is wrong, and what to do about it, in plain language. */
export type Problem = {
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

/** "templates/x/style.css:12: the selector … . Start it with …" */
export function formatProblem(problem: Problem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  return `${where}: ${problem.message}. ${problem.fix}`;
}

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
