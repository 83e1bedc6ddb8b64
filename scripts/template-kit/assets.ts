import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TemplateDefinition } from '../../templates/types';
import { filesOf, sectionsOf } from './places';
import { shown, type Problem } from './problems';

// The assets rule: every /templates/<id>/... address the template ships is a file of its assets/.

/** Every string inside a value, with where it was found. */
function stringsIn(value: unknown, at = ''): { at: string; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringsIn(item, at ? `${at}.${index}` : `${index}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      stringsIn(item, at ? `${at}.${key}` : key),
    );
  return [];
}

/** Every /templates/<id>/... address in the default content and the preview is a file in assets/. */
export function checkAssets(template: TemplateDefinition, folder: string): Problem[] {
  const { index, content } = filesOf(folder);
  const own = `/templates/${template.id}/`;
  const uses = [
    { file: index, where: 'the preview', text: template.preview ?? '' },
    ...sectionsOf(template).flatMap(([type, definition]) =>
      stringsIn(definition.defaults).map(({ at, text }) => ({
        file: content,
        where: `\`${at}\` in the ${type} defaults`,
        text,
      })),
    ),
    ...(template.defaultContent?.sections ?? []).flatMap((section) =>
      stringsIn(section.content).map(({ at, text }) => ({
        file: content,
        where: `\`${at}\` in the default page's ${section.id} section`,
        text,
      })),
    ),
  ];
  const problems: Problem[] = [];
  const reported = new Set<string>();
  for (const { file, where, text } of uses) {
    if (!text.startsWith('/templates/') || reported.has(text)) continue;
    const address = text.split(/[?#]/)[0]!;
    if (!address.startsWith(own)) {
      reported.add(text);
      problems.push({
        file,
        message: `${where} is ${text}, which is not one of this template's assets`,
        fix: `Copy the file into ${shown(path.join(folder, 'assets'))}/ and use ${own}<file>.`,
      });
      continue;
    }
    const onDisk = path.join(
      folder,
      'assets',
      ...decodeURIComponent(address.slice(own.length)).split('/'),
    );
    if (existsSync(onDisk)) continue;
    reported.add(text);
    problems.push({
      file,
      message: `${where} is ${text}, but ${shown(onDisk)} does not exist`,
      fix: `Add the file to ${shown(path.join(folder, 'assets'))}/ or correct the address.`,
    });
  }
  return problems;
}
