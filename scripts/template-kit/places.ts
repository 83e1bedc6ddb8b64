import { readFileSync } from 'node:fs';
import type { SectionDefinition, TemplateDefinition } from '../../templates/types';
import { contentFile, filesUnder, indexFile, stylingFile } from './files';
import { shown } from './problems';

// Where in a template's folder something is written, as a report names it: a file and a line.

/** A place in a template's folder, as a report names it. */
export type Where = { file: string; line?: number };

/** The source files of a folder (TypeScript and JavaScript, or those `only` matches), with their lines. */
const sourcesOf = (folder: string, only = /\.[jt]sx?$/) =>
  filesUnder(folder)
    .filter((file) => only.test(file))
    .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n') }));

/** The first line of the folder's source that matches: where something is written. */
export function lineMatching(folder: string, pattern: RegExp, only?: RegExp): Where | undefined {
  for (const { file, lines } of sourcesOf(folder, only)) {
    const index = lines.findIndex((line) => pattern.test(line));
    if (index >= 0) return { file: shown(file), line: index + 1 };
  }
  return undefined;
}

/** The file and line of the folder that declares a component of this name (`function Work`, `const Work =`). */
export function fileDefining(folder: string, name: string | undefined): Where | undefined {
  if (!name || !/^\w+$/.test(name)) return undefined;
  return lineMatching(folder, new RegExp(`\\b(function|const|let|class)\\s+${name}\\b`));
}

/** The file that defines a section's component: where its markup is written. */
export const componentFile = (template: TemplateDefinition, type: string, folder: string) =>
  fileDefining(folder, template.sections[type]?.Component.name)?.file ?? shown(indexFile(folder));

/** The files a report names most: the definition, the default content and the tokens. */
export const filesOf = (folder: string) => ({
  index: shown(indexFile(folder)),
  content: shown(contentFile(folder)),
  styling: shown(stylingFile(folder)),
});

/** A template's sections, each with the type it is registered under. */
export const sectionsOf = (template: TemplateDefinition) =>
  Object.entries(template.sections ?? {}) as [string, SectionDefinition][];
