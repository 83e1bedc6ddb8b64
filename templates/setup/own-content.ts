// What of a section is the designer's own: its samples taken out, and the template's wording told
// apart from what the designer wrote.
import { getPath } from '../paths';
import { sampleKindAt } from '../samples';
import { sectionOf, type IdentityField, type TemplateDefinition } from '../types';
import { hasText, isRecord } from './answers';

type Leaf = [path: string, value: unknown];
function leavesOf(value: unknown, path = ''): Leaf[] {
  const join = (key: string | number) => (path ? `${path}.${key}` : `${key}`);
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(item, join(index)));
  if (isRecord(value))
    return Object.entries(value).flatMap(([key, item]) => leavesOf(item, join(key)));
  return [[path, value]];
}

/**
 * A section with every sample taken out: sample text and links emptied, list items and words that
 * are samples dropped. The template's wording (`chrome`) stays.
 */
export function withoutSamples(
  templates: readonly TemplateDefinition[],
  section: { type: string; content: Record<string, unknown> },
): Record<string, unknown> {
  const isSample = (path: string) => sampleKindAt(templates, section, path) !== undefined;
  const walk = (value: unknown, path: string): unknown => {
    const join = (key: string | number) => (path ? `${path}.${key}` : `${key}`);
    if (Array.isArray(value))
      return value.flatMap((item, index) =>
        leavesOf(item, join(index)).some(([at]) => isSample(at)) ? [] : [walk(item, join(index))],
      );
    if (isRecord(value))
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, walk(item, join(key))]),
      );
    return typeof value === 'string' && isSample(path) ? '' : value;
  };
  return walk(section.content, '') as Record<string, unknown>;
}

/** The template's own wording at a place: what its sample has there and isn't sample content. */
function isChromeAt(template: TemplateDefinition, type: string, defaults: object, path: string) {
  const shipped = getPath(defaults, path);
  return (
    hasText(shipped) &&
    sampleKindAt([template], { type, content: defaults as Record<string, unknown> }, path) ===
      undefined
  );
}

/** Identity fields that name the designer wherever they appear: no section's content on their own. */
const LABELS: readonly IdentityField[] = ['name', 'role'];

/**
 * Whether a section holds anything of the designer's beyond the template's wording and the name
 * and role it repeats (an About section with nothing but the designer's name says nothing).
 */
export function holdsOwnContent(
  template: TemplateDefinition,
  section: { type: string; content: Record<string, unknown> },
): boolean {
  const definition = sectionOf(template, section.type);
  const defaults = (definition?.defaults ?? {}) as object;
  const labels = new Set(LABELS.map((field) => definition?.identity?.[field]).filter(Boolean));
  return leavesOf(section.content).some(
    ([path, value]) =>
      hasText(value) &&
      !/(^|\.)(id|hiddenOn)$/.test(path) &&
      !labels.has(path) &&
      !isChromeAt(template, section.type, defaults, path),
  );
}
