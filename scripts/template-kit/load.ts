import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TemplateDefinition } from '../../templates/types';
import { indexFile } from './files';
import { REPO_ROOT, shown, type Problem } from './problems';
import { locate } from './render';

// Finding template folders and loading their definitions, for the CLI and the tests.

export const TEMPLATES_DIR = path.join(REPO_ROOT, 'templates');

/** Folders under templates/ that hold a template (an index.ts or index.tsx); not shared/. */
export function templateFolders(): string[] {
  return readdirSync(TEMPLATES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
    .map((entry) => path.join(TEMPLATES_DIR, entry.name))
    .filter((folder) => existsSync(indexFile(folder)));
}

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
  const found = Object.values(exports).filter(isTemplate);
  if (found.length !== 1)
    return {
      problem: {
        file: shown(index),
        message:
          found.length === 0
            ? 'exports no template definition'
            : `exports ${found.length} template definitions (${found.map((t) => t.id).join(', ')})`,
        fix: 'Export exactly one `TemplateDefinition` (templates/types.ts) from the index.',
      },
    };
  return { template: found[0]! };
}
