// Writes templates/discovered.ts, the list the registry registers: every folder in templates/ with
// an index (a template is its folder, no line elsewhere), then each package named in package.json's
// "folio": { "templates": [...] } (a template installed from npm or kept as a workspace package).
// Run on `npm ci` (postinstall) and by build, dev, test and every template:* command.
import { existsSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Read when called: in a jsdom test import.meta.url is no file address.
const projectRoot = () => fileURLToPath(new URL('..', import.meta.url));
export const DISCOVERED_FILE = 'templates/discovered.ts';

/** What the registry imports: `./<folder>` for each template folder, then each configured package. */
export function discoverTemplates(root = projectRoot()) {
  const templatesDir = path.join(root, 'templates');
  const folders = readdirSync(templatesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    // A folder with a package.json is a package: package.json's "folio.templates" names it.
    .filter((name) => !existsSync(path.join(templatesDir, name, 'package.json')))
    .filter((name) =>
      ['index.tsx', 'index.ts'].some((file) => existsSync(path.join(templatesDir, name, file))),
    )
    .sort();
  const { folio } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const packages: string[] = Array.isArray(folio?.templates) ? folio.templates.map(String) : [];
  return [...folders.map((name) => `./${name}`), ...packages];
}

/**
 * Each template's id and folder: templates/<id>/, or the installed package's own folder, whose id
 * is the last part of its name (`folio-template-x` is not an id; `@studio-x/atelier` names "atelier").
 */
export function templateFolders(root = projectRoot()): { id: string; folder: string }[] {
  return discoverTemplates(root).map((module) =>
    module.startsWith('./')
      ? { id: module.slice(2), folder: path.join(root, 'templates', module.slice(2)) }
      : {
          id: module.split('/').at(-1)!,
          folder: realpathSync(path.join(root, 'node_modules', module)),
        },
  );
}

/** templates/discovered.ts for these module names: each one's default export is a template. */
export function discoveredModule(modules: string[]) {
  const names = modules.map((_, index) => `template${index}`);
  return [
    '// Written by scripts/discover-templates.ts: every folder in templates/ with an index, then each',
    '// package in package.json\'s "folio.templates". Do not edit: add a folder or a package name instead.',
    "import type { TemplateDefinition } from './types';",
    ...modules.map((name, index) => `import ${names[index]} from '${name}';`),
    '',
    `export const discovered: TemplateDefinition[] = [${names.join(', ')}];`,
    '',
  ].join('\n');
}

/** Rewrites templates/discovered.ts when what it lists changed; returns the module names. */
export function writeDiscovered(root = projectRoot()) {
  const modules = discoverTemplates(root);
  const file = path.join(root, DISCOVERED_FILE);
  const text = discoveredModule(modules);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
  return modules;
}

if (process.argv[1]?.endsWith(path.join('scripts', 'discover-templates.ts'))) writeDiscovered();
