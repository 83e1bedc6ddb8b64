import { z } from 'zod';
import type { PortfolioContent } from '../model/content';
import { ownValue } from '../model/own';
import { IMAGE_URL_MESSAGE, isSafeLink, isValidImageUrl } from '../model/rules';
import { humanize, singular } from './fields';
import {
  givenIdentity,
  IDENTITY_FIELDS,
  IDENTITY_LABELS,
  identityPlaces,
  withIdentity,
  type Identity,
} from './identity';
import { getPath, setPath } from './paths';
import { isPlaceholderLink, isSampleImage, sampleKindAt } from './samples';
import { newId } from './shared/fields';
import {
  REQUIRED_SECTION_TYPES,
  sectionOf,
  type IdentityField,
  type SectionDefinition,
  type SetupFieldType,
  type TemplateDefinition,
} from './types';

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

/** Answers by section type, then by field key (the first wizard's answers; see `SetupValues`). */
export type SetupAnswers = Record<string, Record<string, string>>;

/**
 * The template's default content with answers by field key written in. Empty answers are ignored
 * (spec section 5); an answer for a list of words ("skills") is split at commas. The samples stay:
 * the wizard builds its document with `setupContent`, which leaves none.
 */
export function contentFromSetup(
  template: TemplateDefinition,
  answers: SetupAnswers,
): PortfolioContent {
  const sections = template.defaultContent.sections.map((section) => {
    const definition = sectionOf(template, section.type);
    const given = ownValue(answers, section.type) ?? {};
    let content = structuredClone(section.content);
    for (const field of definition?.setup.fields ?? []) {
      const answer = given[field.key]?.trim();
      if (!answer) continue;
      const current = getPath(content, field.path);
      const value = Array.isArray(current)
        ? answer
            .split(',')
            .map((word) => word.trim())
            .filter(Boolean)
        : answer;
      content = setPath(content, field.path, value);
    }
    return { ...section, content };
  });
  const answered = { ...template.defaultContent, sections };
  // A name or address given once is the designer's wherever the template shows it.
  return withIdentity(template, answered, givenIdentity(template, answered));
}

/** A template's starting document: one section of each type, in the order given, with its defaults. */
export function documentFrom(
  sections: Record<string, { type: string; defaults: object }>,
  templateVersion = 1,
): PortfolioContent {
  return {
    version: 1,
    templateVersion,
    sections: Object.values(sections).map((section) => ({
      id: section.type,
      type: section.type,
      content: structuredClone(section.defaults) as Record<string, unknown>,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// The guided setup (issue 17): one step per section, the designer's identity asked once, lists
// answered item by item, and a result that holds none of the template's sample content.
// ---------------------------------------------------------------------------------------------

/** One question of a step. */
export type SetupQuestion = {
  /** The template's key for the field: it decides the input type (`fieldTypeFor`). */
  key: string;
  label: string;
  placeholder?: string;
  type: SetupFieldType;
  /** Where the answer goes: a path in the section's content, or in one item of a list. */
  path: string;
  /** The content holds a list of words here: the answer is split at commas. */
  words?: { maxItems: number };
};

/** A question about the designer's identity, written wherever the template keeps that field. */
export type IdentityQuestion = SetupQuestion & {
  field: IdentityField;
  /** For socials: the sites the template's sample links to, offered as rows to fill in. */
  platforms?: string[];
  /** For socials: how many links the template keeps. */
  maxItems?: number;
};

/** A list the designer fills item by item ("+ Add another project"). */
export type SetupListQuestion = {
  /** The list's path in the section's content ("projects"). */
  path: string;
  /** "Projects". */
  label: string;
  /** "project". */
  itemLabel: string;
  maxItems: number;
  /** Each item's questions; their paths are inside the item ("title", "tags"). */
  fields: SetupQuestion[];
  /** The item path of the item's picture, when it has one: pictures can be uploaded several at once. */
  imageField?: string;
};

export type SetupStep = {
  /** The section type the step fills. */
  type: string;
  title: string;
  description: string;
  /** Identity fields asked here: the first step whose section shows them. */
  identity: IdentityQuestion[];
  fields: SetupQuestion[];
  lists: SetupListQuestion[];
};

export type SetupItem = { id: string } & Record<string, string>;
export type SocialRow = { id: string; platform: string; url: string };

/**
 * The wizard's answers, as they are typed and kept on the device. Answers are filed by what they
 * fill, not by question: identity by field, sections by type and content path, lists by type and
 * list path. A template switch keeps every answer the new template asks the same way.
 */
export type SetupValues = {
  identity: Partial<Record<Exclude<IdentityField, 'socials'>, string>>;
  socials: SocialRow[];
  sections: Record<string, Record<string, unknown>>;
  lists: Record<string, Record<string, SetupItem[]>>;
};

/** The form name of an answer (react-hook-form paths). */
export const answerName = {
  identity: (field: IdentityField) => (field === 'socials' ? 'socials' : `identity.${field}`),
  field: (type: string, path: string) => `sections.${type}.${path}`,
  list: (type: string, path: string) => `lists.${type}.${path}`,
  item: (type: string, list: string, index: number, path: string) =>
    `lists.${type}.${list}.${index}.${path}`,
};

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

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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

/** An item of a list with every question unanswered. */
export function emptyItem(list: SetupListQuestion): SetupItem {
  const item: SetupItem = { id: newId(list.itemLabel.replace(/[^a-z0-9]+/gi, '-') || 'item') };
  for (const field of list.fields) item[field.path] = '';
  return item;
}

/** Nothing answered yet: one empty item per list, one row per site the template links to. */
export function emptyAnswers(template: TemplateDefinition): SetupValues {
  const values: SetupValues = { identity: {}, socials: [], sections: {}, lists: {} };
  for (const step of setupSteps(template)) {
    for (const question of step.identity) {
      if (question.field === 'socials') {
        const platforms = question.platforms?.length ? question.platforms : [''];
        values.socials = platforms.map((platform) => ({ id: newId('link'), platform, url: '' }));
      } else values.identity[question.field] = '';
    }
    let section: Record<string, unknown> = {};
    for (const field of step.fields) section = setPath(section, field.path, '');
    values.sections[step.type] = section;
    values.lists[step.type] = Object.fromEntries(
      step.lists.map((list) => [list.path, [emptyItem(list)]]),
    );
  }
  if (values.socials.length === 0) values.socials = [{ id: newId('link'), platform: '', url: '' }];
  return values;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function mergeAnswers(base: Record<string, unknown>, over: unknown): Record<string, unknown> {
  if (!isRecord(over)) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    if (isRecord(value)) merged[key] = mergeAnswers(isRecord(base[key]) ? base[key] : {}, value);
    else if (typeof value === 'string') merged[key] = value;
  }
  return merged;
}

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * The answers for a template, given earlier ones (a reload, or another template chosen mid-setup):
 * every earlier answer is kept, and the new template's questions read those filed the same way
 * (identity by field, sections by type and path). Anything malformed is left out.
 */
export function answersFor(template: TemplateDefinition, earlier?: unknown): SetupValues {
  const fresh = emptyAnswers(template);
  if (!isRecord(earlier)) return fresh;
  const identity = { ...fresh.identity };
  if (isRecord(earlier.identity))
    for (const field of IDENTITY_FIELDS) {
      const value = ownValue(earlier.identity, field);
      if (field !== 'socials' && typeof value === 'string') identity[field] = value;
    }
  const rows = Array.isArray(earlier.socials)
    ? earlier.socials.filter(isRecord).map((row) => ({
        id: typeof row.id === 'string' && row.id ? row.id : newId('link'),
        platform: typeof row.platform === 'string' ? row.platform : '',
        url: typeof row.url === 'string' ? row.url : '',
      }))
    : [];
  const socials = rows.some((row) => hasText(row.url)) ? rows : fresh.socials;
  const sections = mergeAnswers(fresh.sections, earlier.sections) as SetupValues['sections'];
  const lists: SetupValues['lists'] = { ...fresh.lists };
  const steps = setupSteps(template);
  if (isRecord(earlier.lists))
    for (const [type, byPath] of Object.entries(earlier.lists)) {
      if (!isRecord(byPath) || type === '__proto__') continue;
      const step = steps.find((candidate) => candidate.type === type);
      const kept: Record<string, SetupItem[]> = { ...ownValue(fresh.lists, type) };
      for (const [path, items] of Object.entries(byPath)) {
        if (!Array.isArray(items) || path === '__proto__') continue;
        const list = step?.lists.find((candidate) => candidate.path === path);
        const read = items.filter(isRecord).map((item) => {
          const next: SetupItem = {
            id: typeof item.id === 'string' && item.id ? item.id : newId('item'),
          };
          for (const [key, value] of Object.entries(item))
            if (key !== 'id' && typeof value === 'string') next[key] = value;
          for (const field of list?.fields ?? []) next[field.path] ??= '';
          return next;
        });
        const given = read.filter((item) =>
          Object.entries(item).some(([key, value]) => key !== 'id' && hasText(value)),
        );
        if (given.length > 0 || !list) kept[path] = read;
      }
      lists[type] = kept;
    }
  return { identity, socials, sections, lists };
}

/** "https://www.behance.net/me" → "Behance". */
export function platformOf(url: string): string {
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    const name = host.split('.').slice(0, -1).join('.') || host;
    return capitalize(name);
  } catch {
    return 'Website';
  }
}

/** The identity the answers give: only what was written. */
export function identityFromAnswers(template: TemplateDefinition, values: SetupValues): Identity {
  const identity: Identity = {};
  for (const field of IDENTITY_FIELDS) {
    if (field === 'socials') continue;
    const value = ownValue(values.identity ?? {}, field);
    if (hasText(value)) identity[field] = (value as string).trim();
  }
  const max = setupSteps(template)
    .flatMap((step) => step.identity)
    .find((question) => question.field === 'socials')?.maxItems;
  const socials = (values.socials ?? [])
    .map((row) => ({ platform: row.platform?.trim() ?? '', url: row.url?.trim() ?? '' }))
    .filter((row) => row.url)
    .map((row) => ({ platform: row.platform || platformOf(row.url), url: row.url }))
    .slice(0, max ?? 12);
  if (socials.length > 0) identity.socials = socials;
  return identity;
}

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

function answerOf(raw: unknown, words?: { maxItems: number }): string | string[] | undefined {
  if (typeof raw !== 'string' || !raw.trim()) return undefined;
  if (!words) return raw.trim();
  const list = raw
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean)
    .slice(0, words.maxItems);
  return list.length > 0 ? list : undefined;
}

/** An item of a list with nothing in it, shaped like the template's sample items. */
function blankItemOf(defaults: object, list: string): Record<string, unknown> {
  const sample = (getPath(defaults, list) as unknown[] | undefined)?.find(isRecord);
  if (!sample) return {};
  const blank = (value: unknown): unknown =>
    Array.isArray(value)
      ? []
      : isRecord(value)
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, blank(item)]))
        : typeof value === 'string'
          ? ''
          : value;
  return blank(sample) as Record<string, unknown>;
}

export type SetupBuild = {
  content: PortfolioContent;
  /** Which answer each written place came from, by section id: content path → form name. */
  origins: Record<string, Array<[path: string, name: string]>>;
};

/**
 * The document setup makes: the template's sections with no sample content left (see
 * `withoutSamples`), the answers written in, the identity written wherever the template keeps each
 * field, and sections left with nothing of the designer's hidden (hero and contact always show).
 * `templates` are the templates whose samples count: pass every registered one.
 */
export function buildFromAnswers(
  template: TemplateDefinition,
  values: SetupValues,
  templates: readonly TemplateDefinition[] = [template],
): SetupBuild {
  const all = templates.includes(template) ? templates : [template, ...templates];
  const steps = setupSteps(template);
  const origins: SetupBuild['origins'] = {};
  const sections = template.defaultContent.sections.map((section) => {
    const from = (origins[section.id] = [] as Array<[string, string]>);
    const definition = sectionOf(template, section.type);
    let content = withoutSamples(all, section);
    const step = steps.find((candidate) => candidate.type === section.type);
    if (step && definition) {
      const given = ownValue(values.sections ?? {}, section.type) ?? {};
      for (const field of step.fields) {
        const answer = answerOf(getPath(given, field.path), field.words);
        if (answer === undefined) continue;
        content = setPath(content, field.path, answer);
        from.push([field.path, answerName.field(section.type, field.path)]);
      }
      const lists = ownValue(values.lists ?? {}, section.type) ?? {};
      for (const list of step.lists) {
        const blank = blankItemOf(definition.defaults as object, list.path);
        const items: Record<string, unknown>[] = [];
        (ownValue(lists, list.path) ?? []).forEach((answers, index) => {
          if (items.length >= list.maxItems) return;
          let item: Record<string, unknown> = structuredClone(blank);
          const written: Array<[string, string]> = [];
          for (const field of list.fields) {
            const answer = answerOf(ownValue(answers, field.path), field.words);
            if (answer === undefined) continue;
            item = setPath(item, field.path, answer);
            written.push([
              `${list.path}.${items.length}.${field.path}`,
              answerName.item(section.type, list.path, index, field.path),
            ]);
          }
          if (written.length === 0) return;
          items.push({ ...item, id: answers.id || emptyItem(list).id });
          from.push(...written);
        });
        content = setPath(content, list.path, items);
      }
    }
    for (const [field, path] of Object.entries(definition?.identity ?? {}))
      from.push([path, answerName.identity(field as IdentityField)]);
    return { ...section, content };
  });
  const answered = withIdentity(
    template,
    { ...template.defaultContent, sections },
    identityFromAnswers(template, values),
  );
  const required: readonly string[] = REQUIRED_SECTION_TYPES;
  return {
    content: {
      ...answered,
      sections: answered.sections.map((section) =>
        required.includes(section.type) || holdsOwnContent(template, section)
          ? section
          : { ...section, hidden: true },
      ),
    },
    origins,
  };
}

/** The document setup makes from these answers (see `buildFromAnswers`). */
export function setupContent(
  template: TemplateDefinition,
  values: SetupValues,
  templates: readonly TemplateDefinition[] = [template],
): PortfolioContent {
  return buildFromAnswers(template, values, templates).content;
}

/** The portfolio's title and description the answers suggest ("Jane Doe — Portfolio", her role). */
export function setupTitles(values: SetupValues): { title?: string; description?: string } {
  const name = values.identity?.name?.trim();
  const role = values.identity?.role?.trim();
  return {
    ...(name ? { title: `${name} — Portfolio` } : {}),
    ...(role ? { description: role } : {}),
  };
}

// Checks of what is typed, with the messages shown under the field.

export const SETUP_MESSAGES = {
  email: 'Please enter an email address, like you@studio.com',
  url: 'Please enter a web address starting with https://',
  profile: 'Please link to your own profile, not the site’s front page',
  image: IMAGE_URL_MESSAGE,
  ownImage: 'Please upload your own image: this one comes with the template',
  phone: 'Please use digits, spaces and + ( ) - only',
  number: 'Please enter a number, like 2026',
} as const;

const email = z.email();
const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+\.[^\s/?#]{2,}/i;

/** The message for an answer of this type, or null when it is fine (or empty). */
export function answerProblem(
  type: SetupFieldType,
  raw: unknown,
  options: { profile?: boolean } = {},
): string | null {
  if (typeof raw !== 'string' || !raw.trim()) return null;
  const value = raw.trim();
  switch (type) {
    case 'email':
      return email.safeParse(value).success ? null : SETUP_MESSAGES.email;
    case 'url':
      if (!WEB_ADDRESS.test(value) || !isSafeLink(value)) return SETUP_MESSAGES.url;
      return options.profile && isPlaceholderLink(value) ? SETUP_MESSAGES.profile : null;
    case 'image':
      if (!isValidImageUrl(value)) return SETUP_MESSAGES.image;
      return isSampleImage(value) ? SETUP_MESSAGES.ownImage : null;
    case 'tel':
      return /^[+()\d\s./-]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 3
        ? null
        : SETUP_MESSAGES.phone;
    case 'number':
      return /^\d+$/.test(value) ? null : SETUP_MESSAGES.number;
    default:
      return null;
  }
}

export type SetupProblem = { name: string; message: string };

/**
 * Everything wrong with the answers, by form name: each answer's format, then the template's own
 * schemas over the document the answers make (lengths, limits), traced back to the answer.
 */
export function setupProblems(
  template: TemplateDefinition,
  values: SetupValues,
  templates: readonly TemplateDefinition[] = [template],
): SetupProblem[] {
  const problems: SetupProblem[] = [];
  const add = (name: string, message: string | null) => {
    if (message && !problems.some((problem) => problem.name === name))
      problems.push({ name, message });
  };
  for (const step of setupSteps(template)) {
    for (const question of step.identity) {
      if (question.field === 'socials')
        (values.socials ?? []).forEach((row, index) =>
          add(`socials.${index}.url`, answerProblem('url', row.url, { profile: true })),
        );
      else
        add(
          answerName.identity(question.field),
          answerProblem(question.type, ownValue(values.identity ?? {}, question.field)),
        );
    }
    const given = ownValue(values.sections ?? {}, step.type) ?? {};
    for (const field of step.fields)
      add(
        answerName.field(step.type, field.path),
        answerProblem(field.type, getPath(given, field.path)),
      );
    const lists = ownValue(values.lists ?? {}, step.type) ?? {};
    for (const list of step.lists)
      (ownValue(lists, list.path) ?? []).forEach((item, index) => {
        for (const field of list.fields)
          add(
            answerName.item(step.type, list.path, index, field.path),
            answerProblem(field.type, ownValue(item, field.path)),
          );
      });
  }
  const { content, origins } = buildFromAnswers(template, values, templates);
  for (const section of content.sections) {
    const result = sectionOf(template, section.type)?.schema.safeParse(section.content);
    if (!result || result.success) continue;
    for (const issue of result.error.issues) {
      const at = issue.path.join('.');
      const origin = (origins[section.id] ?? [])
        .filter(([path]) => at === path || at.startsWith(`${path}.`))
        .sort((a, b) => b[0].length - a[0].length)[0];
      if (!origin) continue;
      // A list of socials names the row; an identity field, its one input.
      const name = origin[1] === 'socials' ? `socials.${at.split('.')[1] ?? 0}.url` : origin[1];
      add(name, issue.message);
    }
  }
  return problems;
}
