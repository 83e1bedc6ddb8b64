// The steps setup asks for a template: each section's questions, its lists, and the designer's
// identity asked at the first section that shows it.
import { humanize, singular } from '../fields';
import { IDENTITY_FIELDS, IDENTITY_LABELS, identityPlaces } from '../identity';
import { getPath } from '../paths';
import {
  sectionOf,
  type IdentityField,
  type SectionDefinition,
  type SetupFieldType,
  type TemplateDefinition,
} from '../types';
import type { IdentityQuestion, SetupListQuestion, SetupQuestion, SetupStep } from './types';

/** The input type of a setup field, from its key name (spec section 3). */
export function fieldTypeFor(key: string): SetupFieldType {
  const name = key.toLowerCase();
  if (/(image|photo|avatar|picture|cover|portrait|logo)/.test(name)) return 'image';
  if (/(url|website|link|site)/.test(name)) return 'url';
  if (/email/.test(name)) return 'email';
  if (/(phone|tel)/.test(name)) return 'tel';
  if (/(bio|description|message|intro|summary|text)/.test(name)) return 'textarea';
  if (/(year|number|count|age)/.test(name)) return 'number';
  return 'text';
}

const TYPE_OF_IDENTITY: Record<IdentityField, SetupFieldType> = {
  name: 'text',
  role: 'text',
  portrait: 'image',
  bio: 'textarea',
  location: 'text',
  email: 'email',
  phone: 'tel',
  socials: 'url',
};

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The list a setup field's path goes through ("projects" for "projects.0.title"), if any. */
function listOfPath(definition: SectionDefinition, path: string) {
  const [head, index, ...rest] = path.split('.');
  if (!head || index === undefined || !/^\d+$/.test(index) || rest.length === 0) return undefined;
  if (!Array.isArray(getPath(definition.defaults, head))) return undefined;
  return { list: head, itemPath: rest.join('.') };
}

/** Where a template labels an identity field: the setup field writing to the place it keeps it. */
function identityLabel(template: TemplateDefinition, field: IdentityField, firstType: string) {
  const places = identityPlaces(template, field);
  const ordered = [
    ...places.filter((place) => place.type === firstType),
    ...places.filter((place) => place.type !== firstType),
  ];
  for (const place of ordered) {
    const asked = sectionOf(template, place.type)?.setup.fields.find(
      (candidate) => candidate.path === place.path,
    );
    if (asked) return asked;
  }
  return undefined;
}

/**
 * The wizard's steps for a template: one per section type, in page order, each with the identity
 * fields first shown there, the section's own questions and its lists. Steps with nothing to ask
 * are left out.
 */
export function setupSteps(template: TemplateDefinition): SetupStep[] {
  const asked = new Set<IdentityField>();
  const steps: SetupStep[] = [];
  const types = [...new Set(template.defaultContent.sections.map((section) => section.type))];
  for (const type of types) {
    const definition = sectionOf(template, type);
    if (!definition) continue;
    const declared = definition.identity ?? {};
    const identityPaths = new Set(Object.values(declared));
    const identity: IdentityQuestion[] = [];
    for (const field of IDENTITY_FIELDS) {
      const path = declared[field];
      if (!path || asked.has(field)) continue;
      asked.add(field);
      const labelled = identityLabel(template, field, type);
      const question: IdentityQuestion = {
        field,
        key: field,
        path,
        type: TYPE_OF_IDENTITY[field],
        label: labelled?.label ?? IDENTITY_LABELS[field],
        placeholder: labelled?.placeholder,
      };
      if (field === 'socials') {
        const sample = getPath(definition.defaults, path);
        question.platforms = Array.isArray(sample)
          ? sample
              .map((link) => (link as { platform?: unknown })?.platform)
              .filter((platform): platform is string => typeof platform === 'string')
          : [];
        question.maxItems = definition.lists?.[path]?.maxItems ?? 12;
      }
      identity.push(question);
    }

    const fields: SetupQuestion[] = [];
    const lists: SetupListQuestion[] = [];
    for (const field of definition.setup.fields) {
      if (identityPaths.has(field.path)) continue;
      const base = {
        key: field.key,
        label: field.label,
        placeholder: field.placeholder,
        type: fieldTypeFor(field.key),
      };
      const through = listOfPath(definition, field.path);
      if (!through) {
        const words = Array.isArray(getPath(definition.defaults, field.path))
          ? { maxItems: definition.lists?.[field.path]?.maxItems ?? 30 }
          : undefined;
        fields.push({ ...base, path: field.path, ...(words ? { words, type: 'text' } : {}) });
        continue;
      }
      if (identityPaths.has(through.list)) continue;
      let list = lists.find((candidate) => candidate.path === through.list);
      if (!list) {
        const label = humanize(through.list);
        list = {
          path: through.list,
          label: capitalize(label),
          // "education" has no singular of its own: its items are entries.
          itemLabel: singular(label) === label ? `${label} entry` : singular(label),
          maxItems: definition.lists?.[through.list]?.maxItems ?? 12,
          fields: [],
        };
        lists.push(list);
      }
      const sampleItem = (getPath(definition.defaults, through.list) as unknown[])[0];
      const words = Array.isArray(getPath(sampleItem, through.itemPath))
        ? {
            maxItems: definition.lists?.[`${through.list}.${through.itemPath}`]?.maxItems ?? 12,
          }
        : undefined;
      list.fields.push({
        ...base,
        path: through.itemPath,
        ...(words ? { words, type: 'text' } : {}),
      });
      if (base.type === 'image' && !list.imageField) list.imageField = through.itemPath;
    }
    if (identity.length || fields.length || lists.length)
      steps.push({
        type,
        title: definition.setup.title,
        description: definition.setup.description,
        identity,
        fields,
        lists,
      });
  }
  return steps;
}
