import { getPath } from '../../templates/paths';
import type { SectionDefinition, TemplateDefinition } from '../../templates/types';
import { filesOf, sectionsOf } from './places';
import type { Problem } from './problems';

// The declarations rule: identity and lists point at real values, lists are lists within their
// limit, and a list of objects keeps an item's `hiddenOn`.

/**
 * The values at a path whose segments may pass through lists ("items.tags" reads every item's tags),
 * the way the kit's list declarations are written.
 */
function valuesAt(value: unknown, path: string): unknown[] {
  let current: unknown[] = [value];
  for (const key of path.split('.')) {
    current = current.flatMap((item) => {
      if (Array.isArray(item) && !/^\d+$/.test(key))
        return item.map((element) => getPath(element, key));
      return [getPath(item, key)];
    });
  }
  return current;
}

/** Identity and list declarations point at real values; lists are lists within their limit. */
export function checkDeclarations(template: TemplateDefinition, folder: string): Problem[] {
  const { index } = filesOf(folder);
  const problems: Problem[] = [];
  for (const [type, definition] of sectionsOf(template)) {
    for (const [field, at] of Object.entries(definition.identity ?? {}))
      if (at && valuesAt(definition.defaults, at).every((value) => value === undefined))
        problems.push({
          file: index,
          message: `the ${type} section says the designer's ${field} is at \`${at}\`, which its defaults do not have`,
          fix: `Point identity.${field} at the field that holds it, or add \`${at}\` to the defaults: setup and template switches carry the ${field} through it.`,
        });
    const pages = (template.defaultContent?.sections ?? [])
      .filter((section) => section.type === type)
      .map((section) => ({
        where: `the default page's ${section.id} section`,
        content: section.content,
      }));
    for (const [at, list] of Object.entries(definition.lists ?? {})) {
      if (!Number.isInteger(list.maxItems) || list.maxItems < 1)
        problems.push({
          file: index,
          message: `the ${type} section's list \`${at}\` has maxItems ${list.maxItems}`,
          fix: 'Give it a whole number of at least 1: the editor stops adding there.',
        });
      for (const { where, content } of [
        { where: `the ${type} defaults`, content: definition.defaults },
        ...pages,
      ]) {
        const values = valuesAt(content, at);
        if (values.some((value) => !Array.isArray(value)))
          problems.push({
            file: index,
            message: `the ${type} section declares a list at \`${at}\`, but in ${where} that is ${JSON.stringify(values.find((value) => !Array.isArray(value))) ?? 'missing'}, not a list`,
            fix: `Point lists.${at} at an array of the content, or start the defaults with one (it may be empty).`,
          });
        const longest = Math.max(
          0,
          ...values.map((value) => (Array.isArray(value) ? value.length : 0)),
        );
        if (longest > list.maxItems)
          problems.push({
            file: filesOf(folder).content,
            message: `${where} hold ${longest} items in \`${at}\`, more than its maxItems of ${list.maxItems}`,
            fix: `Start with at most ${list.maxItems}, or raise maxItems (and the schema's limit with it).`,
          });
      }
      if (!keepsHiddenOn(definition, at))
        problems.push({
          file: filesOf(folder).content,
          message: `the ${type} section's list \`${at}\` drops \`hiddenOn\` from its items`,
          fix: 'Build the list with `listOf` from templates/shared/sections.ts: it lets a designer hide an item on phones or on desktop.',
        });
    }
  }
  return problems;
}

/** Whether a list of objects keeps an item's `hiddenOn` through its schema (lists of words have none). */
function keepsHiddenOn(definition: SectionDefinition, at: string): boolean {
  const items = getPath(definition.defaults, at);
  const first: unknown = Array.isArray(items) ? items[0] : undefined;
  if (at.includes('.') || !first || typeof first !== 'object' || Array.isArray(first)) return true;
  const hidden = [{ ...first, hiddenOn: 'phone' }, ...(items as unknown[]).slice(1)];
  const parsed = definition.schema.safeParse({ ...definition.defaults, [at]: hidden });
  return !parsed.success || getPath(parsed.data, `${at}.0.hiddenOn`) === 'phone';
}
