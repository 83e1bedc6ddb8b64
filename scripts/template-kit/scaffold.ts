import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { TemplateDefinition } from '../../templates/types';
import { exportName, TEMPLATE_ID } from './checks';
import { filesUnder } from './files';

// `npm run template:new <id>`: a small working template (hero, about, work, contact) copied from
// starter/ into templates/<id>/, with the id, name, export and root class written in.

const STARTER = fileURLToPath(new URL('./starter', import.meta.url));

/** Words an id may not become: they name folders of templates/ or cannot be an export's name. */
const RESERVED = new Set([
  'shared',
  'sdk',
  'setup',
  'index',
  'default',
  'new',
  'class',
  'function',
  'delete',
  'this',
]);

/** Why `id` cannot be a new template, in a sentence; undefined when it can. */
export function refuseId(
  id: string | undefined,
  templatesDir: string,
  existing: TemplateDefinition[],
): string | undefined {
  if (!id) return 'Give the new template an id: npm run template:new my-folio';
  if (!TEMPLATE_ID.test(id) || id.length < 2 || id.length > 40)
    return `"${id}" is not a valid template id: use 2 to 40 lowercase letters and digits, words joined by single hyphens (for example "my-folio"). It becomes the folder name and part of URLs.`;
  if (RESERVED.has(id) || RESERVED.has(exportName(id)))
    return `"${id}" is a reserved name: choose another id.`;
  const owner = existing.find((template) =>
    [template.id, ...template.aliases].some((name) => name.toLowerCase() === id),
  );
  if (owner)
    return owner.id === id
      ? `The template "${id}" already exists (templates/${id}/): choose another id, or edit that one.`
      : `"${id}" is already an alias of ${owner.id} (templates/${owner.id}/index.tsx): choose another id.`;
  if (existsSync(path.join(templatesDir, id)))
    return `templates/${id}/ already exists: choose another id, or remove that folder first.`;
  return undefined;
}

/** A short root class from the id ("my-folio" -> "mf", "paper" -> "pap"), unlike any other template's. */
export function rootClassFor(id: string, taken: string[]): string {
  const words = id.split('-');
  const short = words.length > 1 ? words.map((word) => word[0]).join('') : id.slice(0, 3);
  const overlaps = (candidate: string) =>
    taken.some(
      (other) =>
        other === candidate ||
        candidate.startsWith(`${other}-`) ||
        other.startsWith(`${candidate}-`),
    );
  for (const candidate of [short, id, `${short}x`, `${id}x`])
    if (!overlaps(candidate)) return candidate;
  return `${id}-${Date.now().toString(36)}`;
}

/** "my-folio" -> "My Folio". */
const titleOf = (id: string) =>
  id
    .split('-')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');

export type Scaffolded = {
  folder: string;
  files: string[];
  rootClass: string;
  exportName: string;
};

/** Writes the starter into `<templatesDir>/<id>/`, formatted. Call refuseId first: this overwrites nothing. */
export async function scaffoldTemplate(
  id: string,
  templatesDir: string,
  takenRootClasses: string[],
): Promise<Scaffolded> {
  const folder = path.join(templatesDir, id);
  if (existsSync(folder)) throw new Error(`${folder} already exists`);
  const rootClass = rootClassFor(id, takenRootClasses);
  const name = exportName(id);
  const tokens: Record<string, string> = {
    __ID__: id,
    __NAME__: titleOf(id),
    __EXPORT__: name,
    __ROOT__: rootClass,
  };
  const files: string[] = [];
  for (const source of filesUnder(STARTER).filter((file) => file.endsWith('.tpl'))) {
    const target = path.join(folder, path.relative(STARTER, source).replace(/\.tpl$/, ''));
    const text = readFileSync(source, 'utf8').replace(
      /__(ID|NAME|EXPORT|ROOT)__/g,
      (token) => tokens[token]!,
    );
    // The names change line lengths: the files come out as `npm run format` would write them.
    const formatted = /\.(tsx?|css)$/.test(target)
      ? await format(text, { ...(await resolveConfig(target)), filepath: target })
      : text;
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, formatted);
    files.push(target);
  }
  return { folder, files, rootClass, exportName: name };
}
