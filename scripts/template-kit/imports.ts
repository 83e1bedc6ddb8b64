import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { filesUnder } from './files';
import { REPO_ROOT, shown, type Problem } from './problems';

// What a template's code imports, read with the TypeScript compiler's own import scanner (so it
// works for any folder, in templates/ or not): never another template, never the editor or the app.

const CODE = /\.(tsx?|mts|cts|jsx?|mjs|cjs)$/;
const TEMPLATES = path.join(REPO_ROOT, 'templates');

/** Our folders a template may not reach into, and why. */
const OFF_LIMITS: Record<string, string> = {
  editor: 'the editor',
  renderer: 'the renderer',
  src: 'the web app',
  server: 'the server',
  tests: 'the tests',
  scripts: 'the scripts',
};

const isInside = (parent: string, child: string) => {
  const relative = path.relative(parent, child);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

const isFolder = (file: string) => {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
};

/** The module names one source file imports or re-exports (static, dynamic and `require`), with their lines. */
export function importsOf(source: string): { name: string; line: number }[] {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  const lineOf = (position: number) => source.slice(0, position).split('\n').length;
  return importedFiles.map((imported) => ({ name: imported.fileName, line: lineOf(imported.pos) }));
}

const COPY =
  'Copy what you need into this folder, or move it to templates/shared/ and export it from templates/sdk/index.ts if several templates need it.';
const SDK = '@folio/template-sdk';
const throughSdk = (name: string) => ({
  message: `imports \`${name}\` from outside the template's folder: a template reaches the kit, the contract, the shared sections and model/ only through ${SDK}, so it can move to a package of its own unchanged`,
  fix: `Import it from '${SDK}' (templates/sdk/index.ts lists what is there).`,
});

/** The problem with importing `name` from `file` in the template at `folder`, if there is one. */
function importProblem(
  folder: string,
  file: string,
  name: string,
): Omit<Problem, 'file' | 'line'> | undefined {
  if (name === '@craftjs/core' || name.startsWith('@craftjs/'))
    return {
      message: `imports \`${name}\`: only the editor uses Craft.js, and a published page loads no editor code`,
      fix: "Write editable things with the kit's primitives (useKit() from @folio/template-sdk) instead.",
    };
  if (!name.startsWith('.')) return undefined;
  const target = path.resolve(path.dirname(file), name);
  if (isInside(folder, target) || target === folder) return undefined;
  if (isInside(TEMPLATES, target)) {
    const [first, ...rest] = path.relative(TEMPLATES, target).split(path.sep);
    // templates/shared/ and templates/sdk/ are not templates: the SDK is the way to both.
    const isTemplateFolder =
      first !== undefined &&
      first !== 'shared' &&
      first !== 'sdk' &&
      (rest.length > 0 || isFolder(target));
    if (isTemplateFolder)
      return {
        message: `imports \`${name}\` from templates/${first}/: a template never imports another template, so either can change or go without breaking the other`,
        fix: COPY,
      };
    return throughSdk(name);
  }
  const top = path.relative(REPO_ROOT, target).split(path.sep)[0]!;
  if (isInside(REPO_ROOT, target) && OFF_LIMITS[top])
    return {
      message: `imports \`${name}\` from ${top}/ (${OFF_LIMITS[top]}): a template imports only its own files, packages such as React and zod, and ${SDK}`,
      fix: COPY,
    };
  if (isInside(REPO_ROOT, target)) return throughSdk(name);
  return undefined;
}

/** The problems of every code file in the template's folder. */
export function checkImports(folder: string): Problem[] {
  return filesUnder(folder)
    .filter((file) => CODE.test(file) && !file.endsWith('.d.ts'))
    .flatMap((file) =>
      importsOf(readFileSync(file, 'utf8')).flatMap(({ name, line }) => {
        const problem = importProblem(path.resolve(folder), file, name);
        return problem ? [{ file: shown(file), line, ...problem }] : [];
      }),
    );
}
