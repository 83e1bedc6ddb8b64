import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TemplateDefinition } from '../../templates/types';
import { indexFile } from './files';
import { REPO_ROOT, shown, type Problem } from './problems';
import { locate } from './render';

// Finding template folders and loading their definitions, for the CLI and the tests.

export const TEMPLATES_DIR = path.join(REPO_ROOT, 'templates');

/** Looks like a TemplateDefinition: enough to check it (the checks say what else is missing). */
export const isTemplate = (value: unknown): value is TemplateDefinition =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TemplateDefinition).id === 'string' &&
  typeof (value as TemplateDefinition).sections === 'object';

export type Loaded = { template: TemplateDefinition } | { problem: Problem };

/** The definition a folder's index exports, or the problem that stops it loading. */
export async function loadTemplateFolder(folder: string): Promise<Loaded> {
  const index = indexFile(folder);
  let exports: Record<string, unknown>;
  try {
    exports = (await import(pathToFileURL(index).href)) as Record<string, unknown>;
  } catch (error) {
    const stack = error instanceof Error ? (error.stack ?? '') : '';
    const global =
      error instanceof ReferenceError
        ? /^(\w+) is not defined/.exec(error.message)?.[1]
        : undefined;
    return {
      problem: {
        ...(locate(stack, folder) ?? { file: shown(index) }),
        message: `cannot be loaded (${error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]}` : String(error)})`,
        fix: global
          ? `Read \`${global}\` only inside an effect or an event handler: template modules load on the server too.`
          : 'Fix the error: the server, the builder and the checks all load this module.',
      },
    };
  }
  if (isTemplate(exports.default)) return { template: exports.default };
  const named = Object.values(exports).filter(isTemplate);
  return {
    problem: {
      file: shown(index),
      message:
        named.length > 0
          ? `exports ${named.map((template) => template.id).join(', ')} by name, not as its default export`
          : 'exports no template definition',
      fix: "End the index with `export default <definition>;`: the registry imports each template folder's default export (a `TemplateDefinition`, templates/types.ts).",
    },
  };
}
