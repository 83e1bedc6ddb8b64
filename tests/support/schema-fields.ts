// The fields of a document, found by walking its zod schema, so a field added to a template or to the
// case study is filled with vectors without anyone listing it here.
import { z } from 'zod';
import { sectionOf, type TemplateDefinition } from '../../templates/types';

/** What a string field holds, told by what its schema accepts. */
export type FieldKind =
  'text' | 'id' | 'link' | 'image' | 'email' | 'color' | 'font' | 'slug' | 'video';

export type Slot = {
  /** Where the value lives in the document, e.g. ["projects", 3, "title"]. */
  path: Array<string | number>;
  /** The same path with list indexes as "*": one name for every item of a list. */
  pattern: string;
  kind: FieldKind;
  maxLength: number;
  /** The schema that checks the value: fields sharing one share their verdicts. */
  validator: z.core.$ZodType;
  /** The ids of one list must differ from each other. */
  list?: string;
};

type Schema = z.core.$ZodType;
const defOf = (schema: Schema) => schema._zod.def;

function unwrap(schema: Schema): Schema {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable')
    return unwrap((def as z.core.$ZodOptionalDef).innerType);
  return schema;
}

const accepts = (schema: Schema, value: string) => z.safeParse(schema, value).success;

function kindOf(key: string, schema: Schema, where: string): FieldKind {
  // Probes cut to the field's length, so a two-letter text field still reads as text.
  const fits = (value: string) => accepts(schema, value.slice(0, maxOf(schema)));
  if (fits('javascript:x')) return key === 'id' ? 'id' : 'text';
  if (fits('mailto:a@example.com')) return 'link';
  if (fits('data:image/png;base64,AAAA')) return 'image';
  if (fits('a@example.com')) return 'email';
  if (fits('#a1b2c3')) return 'color';
  if (fits('Inter, sans-serif')) return 'font';
  // An address part (a case study's slug): lowercase letters, digits and hyphens only.
  if (fits('a-plain-slug')) return 'slug';
  if (fits('https://youtu.be/dQw4w9WgXcQ')) return 'video';
  throw new Error(
    `${where} takes no text, link, image, email, colour, font, slug or video: teach xss.spec.ts`,
  );
}

/** The longest a string or list may be: from the bag, or from the checks where arrays keep it. */
function maxOf(schema: Schema): number {
  const limits = [schema._zod.bag.maximum];
  for (const check of schema._zod.def.checks ?? [])
    if (check._zod.def.check === 'max_length')
      limits.push((check._zod.def as { maximum?: number }).maximum);
    else if (check._zod.def.check === 'length_equals')
      limits.push((check._zod.def as { length?: number }).length);
  const numbers = limits.filter((limit): limit is number => typeof limit === 'number');
  return numbers.length > 0 ? Math.min(...numbers) : Number.POSITIVE_INFINITY;
}

/**
 * A copy of `sample` grown to the schema: every key of every object, lists as long as `listLength`
 * allows, each string field listed in `slots` (its value is filled in later).
 */
export function expand(
  schema: Schema,
  sample: unknown,
  slots: Slot[],
  listLength: (pattern: string, max: number) => number,
  path: Array<string | number> = [],
): unknown {
  const inner = unwrap(schema);
  const def = defOf(inner);
  const pattern = path.map((part) => (typeof part === 'number' ? '*' : part)).join('.');
  // A list of kinds of object (a case study's blocks): its items take each kind in turn.
  if (def.type === 'union') {
    const options = (def as z.core.$ZodUnionDef).options;
    if (options.every((option) => defOf(unwrap(option)).type === 'object')) {
      const at = path.at(-1);
      const option = options[(typeof at === 'number' ? at : 0) % options.length]!;
      return expand(option, undefined, slots, listLength, path);
    }
  }
  switch (def.type) {
    case 'object': {
      const shape = (def as z.core.$ZodObjectDef).shape;
      const given = (sample && typeof sample === 'object' ? sample : {}) as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(shape).map(([key, field]) => [
          key,
          expand(field, given[key], slots, listLength, [...path, key]),
        ]),
      );
    }
    case 'array': {
      const element = (def as z.core.$ZodArrayDef).element;
      const given = Array.isArray(sample) ? sample : [];
      const elementDef = defOf(unwrap(element));
      // Lists of fixed choices (a form's fields) keep what they had.
      if (elementDef.type === 'enum' || elementDef.type === 'literal') return given;
      const length = listLength(pattern, maxOf(inner));
      return Array.from({ length }, (_, index) =>
        expand(element, given[index % Math.max(given.length, 1)], slots, listLength, [
          ...path,
          index,
        ]),
      );
    }
    case 'record': {
      const values = (def as z.core.$ZodRecordDef).valueType;
      const given = (sample && typeof sample === 'object' ? sample : {}) as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(given).map(([key, value]) => [
          key,
          expand(values, value, slots, listLength, [...path, key]),
        ]),
      );
    }
    case 'literal':
      return (def as z.core.$ZodLiteralDef<string>).values[0];
    case 'string':
    case 'union': {
      const key = String(path.at(-1));
      const kind = kindOf(key, inner, pattern);
      const limits = def.type === 'union' ? (def as z.core.$ZodUnionDef).options : [inner];
      slots.push({
        path,
        pattern,
        kind,
        maxLength: Math.max(...limits.map(maxOf).filter(Number.isFinite), 0) || 100_000,
        validator: inner,
        list: kind === 'id' ? path.slice(0, -2).join('.') : undefined,
      });
      return typeof sample === 'string' ? sample : '';
    }
    default:
      return sample;
  }
}

export function setAt(target: unknown, path: Array<string | number>, value: unknown) {
  let node = target as Record<string | number, unknown>;
  for (const part of path.slice(0, -1)) node = node[part] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
}

export function getAt(target: unknown, path: Array<string | number>): unknown {
  return path.reduce<unknown>(
    (node, part) => (node as Record<string | number, unknown> | undefined)?.[part],
    target,
  );
}

/**
 * A template's default document with a one-item list wherever a list was empty, and every string
 * field of it, with its path in the document: for tests that must reach each template's own fields.
 */
export function templateFields(template: TemplateDefinition) {
  const slots: Slot[] = [];
  const sections = template.defaultContent.sections.map((section, index) => {
    const own: Slot[] = [];
    const content = expand(
      sectionOf(template, section.type)!.schema,
      section.content,
      own,
      (_, max) => Math.min(max, 1),
    );
    for (const slot of own)
      slots.push({ ...slot, path: ['sections', index, 'content', ...slot.path] });
    return { ...section, content: content as Record<string, unknown> };
  });
  return { document: { version: 1 as const, sections }, slots };
}
