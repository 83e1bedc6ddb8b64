import type { PortfolioContent, SectionNode } from '../model/content';
import { fieldLabel } from './fields';
import { IMAGE_KEY, leaves } from './samples';
import { resolvedLayout, sectionOf, type TemplateDefinition } from './types';

/** What happened to one section between two copies of a document, as a designer would say it. */
export type SectionChange = {
  id: string;
  /** The section's name in its template ("Work"), or its type when the template has none. */
  title: string;
  change: 'added' | 'removed' | 'edited' | 'unchanged';
  /** The fields whose words or links changed ("Project 2 title"). */
  fields: string[];
  /** How many pictures were added, removed or replaced. */
  images: number;
  /** Shown or hidden since. */
  visibility?: 'shown' | 'hidden';
  /** The name of the layout it is drawn with, where that differs ("Grid"). */
  layout?: string;
};

/** Everything else a copy holds besides its sections. */
export type DocumentChanges = {
  sections: SectionChange[];
  moved: boolean;
  template: boolean;
  details: boolean;
  styling: boolean;
  caseStudies: boolean;
};

export type DocumentCopy = {
  templateId: string;
  title: string;
  description: string;
  content: PortfolioContent;
  styling: unknown;
  caseStudies: unknown;
};

const isImagePath = (path: string) =>
  IMAGE_KEY.test(
    path
      .split('.')
      .filter((k) => !/^\d+$/.test(k))
      .at(-1) ?? '',
  );
const same = (a: unknown, b: unknown) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

/** Key order carries no meaning in a stored document (the database reorders keys). */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
    );
  return value;
}

function sectionTitle(template: TemplateDefinition, section: SectionNode) {
  return sectionOf(template, section.type)?.title ?? section.type;
}

function compareSection(
  template: TemplateDefinition,
  before: SectionNode,
  after: SectionNode,
): SectionChange {
  const title = sectionTitle(template, after);
  const old = new Map(leaves(before.content));
  const now = new Map(leaves(after.content));
  const fields = new Set<string>();
  let images = 0;
  for (const path of new Set([...old.keys(), ...now.keys()])) {
    if (path.endsWith('.id') || path === 'id') continue;
    if (old.get(path) === now.get(path)) continue;
    if (isImagePath(path)) images++;
    else fields.add(fieldLabel(path));
  }
  // Leaving the page on phones or on desktop is an edit of the section, named as an item's is.
  if ((before.hiddenOn ?? '') !== (after.hiddenOn ?? '')) fields.add(fieldLabel('hiddenOn'));
  const visibility =
    Boolean(before.hidden) === Boolean(after.hidden)
      ? undefined
      : after.hidden
        ? 'hidden'
        : 'shown';
  const definition = sectionOf(template, after.type);
  const drawn = (section: SectionNode) =>
    definition ? resolvedLayout(definition, section.layout) : '';
  const layout =
    drawn(before) === drawn(after)
      ? undefined
      : definition!.variants!.find((variant) => variant.id === drawn(after))!.name;
  const edited = fields.size > 0 || images > 0 || visibility !== undefined || layout !== undefined;
  return {
    id: after.id,
    title,
    change: edited ? 'edited' : 'unchanged',
    fields: [...fields],
    images,
    ...(visibility ? { visibility } : {}),
    ...(layout ? { layout } : {}),
  };
}

/** Section by section, what changed from `before` to `after` (sections matched by id), in page order. */
export function diffDocuments(
  template: TemplateDefinition,
  before: DocumentCopy,
  after: DocumentCopy,
): DocumentChanges {
  const oldSections = new Map(before.content.sections.map((section) => [section.id, section]));
  const newIds = new Set(after.content.sections.map((section) => section.id));
  const sections: SectionChange[] = after.content.sections.map((section) => {
    const previous = oldSections.get(section.id);
    if (!previous)
      return {
        id: section.id,
        title: sectionTitle(template, section),
        change: 'added',
        fields: [],
        images: 0,
      };
    return compareSection(template, previous, section);
  });
  before.content.sections.forEach((section, index) => {
    if (newIds.has(section.id)) return;
    const removed: SectionChange = {
      id: section.id,
      title: sectionTitle(template, section),
      change: 'removed',
      fields: [],
      images: 0,
    };
    sections.splice(Math.min(index, sections.length), 0, removed);
  });
  const kept = (list: SectionNode[]) =>
    list.map((s) => s.id).filter((id) => oldSections.has(id) && newIds.has(id));
  return {
    sections,
    moved: kept(before.content.sections).join() !== kept(after.content.sections).join(),
    template: before.templateId !== after.templateId,
    details: before.title !== after.title || before.description !== after.description,
    styling: !same(before.styling, after.styling),
    caseStudies: !same(before.caseStudies, after.caseStudies),
  };
}

const list = (titles: string[]) =>
  titles.length <= 2
    ? titles.join(' and ')
    : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;

/** One line for a history entry: "Edited Work and About; added Gallery; 2 images changed". */
export function summarizeChanges(changes: DocumentChanges): string {
  const of = (kind: SectionChange['change']) =>
    changes.sections.filter((s) => s.change === kind).map((s) => s.title);
  const parts: string[] = [];
  if (changes.template) parts.push('switched template');
  const edited = of('edited');
  const added = of('added');
  const removed = of('removed');
  if (edited.length) parts.push(`edited ${list(edited)}`);
  if (added.length) parts.push(`added ${list(added)}`);
  if (removed.length) parts.push(`removed ${list(removed)}`);
  if (changes.moved) parts.push('reordered sections');
  const images = changes.sections.reduce((sum, s) => sum + s.images, 0);
  if (images) parts.push(`${images} ${images === 1 ? 'image' : 'images'} changed`);
  if (changes.details) parts.push('changed title or description');
  if (changes.styling) parts.push('changed style');
  if (changes.caseStudies) parts.push('edited case studies');
  const line = parts.join('; ') || 'No changes';
  return line.charAt(0).toUpperCase() + line.slice(1);
}
