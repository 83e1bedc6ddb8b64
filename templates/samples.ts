import type { PortfolioContent } from '../model/content';
import { fieldLabel } from './fields';
import { getPath } from './paths';
import { sectionOf, type SectionDefinition, type TemplateDefinition } from './types';

/*
 * Sample content is what a template ships for the designer to replace: its example text, its
 * pictures and its placeholder links. A value is sample while it still equals a template's sample
 * at the same place (list items matched by their id), a picture still comes from a template's
 * folder, or a link still points at a bare site ("https://www.behance.net/") or example.com.
 * The template's own wording (headings, button texts: `chrome`) is never sample.
 */

/** The wording a section keeps unless the designer changes it, when the section doesn't say. */
export const DEFAULT_CHROME = ['heading', 'subheading', 'button', 'form_fields'];
/** A field named for a label ("phone_label", "case_study_label") is always the template's wording. */
const LABEL_KEY = /_label$/;
/** Keys that name, label or place things rather than hold the designer's words. */
const NEVER_SAMPLE = new Set(['id', 'platform', 'hiddenOn']);

export type SampleKind = 'text' | 'image' | 'link';
export type SampleSpot = {
  sectionId: string;
  sectionType: string;
  /** Where in the section's content ("projects.1.title"). */
  path: string;
  kind: SampleKind;
  /** As the designer sees it ("Project 2 title"). */
  label: string;
};

export const IMAGE_KEY = /(image|photo|avatar|picture|cover|portrait|logo|src)$/i;
const LINK_KEY = /(url|href|link)$/i;

/** A picture shipped with a template (served from /templates/{id}/). */
export const isSampleImage = (src: unknown) =>
  typeof src === 'string' && src.startsWith('/templates/');

/** A link to a site's front page or to example.com: nobody's profile yet. */
export function isPlaceholderLink(url: unknown): boolean {
  if (typeof url !== 'string' || !url.trim()) return false;
  try {
    const parsed = new URL(url);
    if (!/^https?:$/.test(parsed.protocol)) return false;
    if (/(^|\.)example\.(com|org|net)$/.test(parsed.hostname)) return true;
    return (parsed.pathname === '/' || parsed.pathname === '') && !parsed.search && !parsed.hash;
  } catch {
    return false;
  }
}

const chromeOf = (definition: SectionDefinition | undefined) =>
  definition?.chrome ?? DEFAULT_CHROME;

const isChrome = (path: string, chrome: string[]) => {
  const general = path.replace(/\.\d+(?=\.|$)/g, '.*');
  if (LABEL_KEY.test(path)) return true;
  return chrome.some(
    (entry) =>
      general === entry ||
      general.startsWith(`${entry}.`) ||
      path === entry ||
      path.startsWith(`${entry}.`),
  );
};

/** A field of the template's own wording ("heading", "case_study_label"), not the designer's words. */
export const isTemplateWording = (definition: SectionDefinition | undefined, path: string) =>
  isChrome(path, chromeOf(definition));

/** The same place in a sample document: list items found by their id, else by position. */
function sampleAt(sample: unknown, content: unknown, path: string): unknown[] {
  const keys = path.split('.');
  let samples: unknown[] = [sample];
  let mine: unknown = content;
  for (const key of keys) {
    const next: unknown[] = [];
    if (/^\d+$/.test(key) && Array.isArray(mine)) {
      const item: unknown = mine[Number(key)];
      const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
      for (const list of samples) {
        if (!Array.isArray(list)) continue;
        if (id !== undefined)
          next.push(...list.filter((entry) => (entry as { id?: unknown })?.id === id));
        // A list of words: any of the sample's words, wherever it stands.
        else if (typeof item === 'string') next.push(...list);
        else next.push(list[Number(key)]);
      }
      mine = item;
    } else {
      for (const value of samples)
        if (value && typeof value === 'object') next.push((value as Record<string, unknown>)[key]);
      mine = mine && typeof mine === 'object' ? (mine as Record<string, unknown>)[key] : undefined;
    }
    samples = next.filter((value) => value !== undefined);
    if (samples.length === 0) break;
  }
  return samples;
}

/** Every scalar in a value with its dotted path ("projects.1.title"). */
export function leaves(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => leaves(item, path ? `${path}.${index}` : `${index}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      leaves(item, path ? `${path}.${key}` : key),
    );
  return [[path, value]];
}

/** Every sample value still in the document, in page order, named as the designer sees it. */
export function sampleSpots(
  template: TemplateDefinition,
  content: PortfolioContent,
  templates: readonly TemplateDefinition[] = [template],
): SampleSpot[] {
  const all = templates.includes(template) ? templates : [template, ...templates];
  return content.sections.flatMap((section) => {
    if (section.hidden) return [];
    const definition = sectionOf(template, section.type);
    return leaves(section.content).flatMap(([path]) => {
      const kind = sampleKindAt(all, section, path);
      return kind
        ? [
            {
              sectionId: section.id,
              sectionType: section.type,
              path,
              kind,
              label: fieldLabel(path, definition?.title ?? section.type),
            },
          ]
        : [];
    });
  });
}

/** The sample values a template ships at a place of this section (list items matched by id). */
function shippedAt(
  templates: readonly TemplateDefinition[],
  section: { type: string; content: Record<string, unknown> },
  path: string,
): unknown[] {
  return templates.flatMap((template) => {
    const definition = sectionOf(template, section.type);
    if (!definition || isChrome(path, chromeOf(definition))) return [];
    const shipped = [
      definition.defaults,
      ...template.defaultContent.sections
        .filter((sample) => sample.type === section.type)
        .map((sample) => sample.content),
    ];
    return shipped.flatMap((sample) => sampleAt(sample, section.content, path));
  });
}

const isWordList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((word) => typeof word === 'string');

/** The same words, in any order; a blank one just added (not typed yet) changes nothing. */
function sameWords(a: string[], b: string[]) {
  const words = (list: string[]) => list.filter((word) => word.trim());
  const [mine, sample] = [words(a), words(b)];
  return mine.length === sample.length && mine.every((word) => sample.includes(word));
}

/** Fewer than four words: a year, a place, a category a designer may well keep as their own. */
const isShort = (text: string) => text.trim().split(/\s+/).length < 4;

/**
 * What kind of sample the value at `path` of a section is, or undefined when it is the designer's
 * own. `templates` are the ones whose samples count (all registered ones: a switch carries them).
 * Equal words are not always samples: a list of words is the designer's once they change it, and
 * in a sample item they have edited, its short values (a year, a category) are theirs to keep.
 */
export function sampleKindAt(
  templates: readonly TemplateDefinition[],
  section: { type: string; content: Record<string, unknown> },
  path: string,
): SampleKind | undefined {
  const value = getPath(section.content, path);
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const parts = path.split('.');
  const key = parts.filter((part) => !/^\d+$/.test(part)).pop() ?? '';
  if (NEVER_SAMPLE.has(key)) return undefined;
  if (isSampleImage(value)) return 'image';
  if (LINK_KEY.test(key) && isPlaceholderLink(value)) return 'link';
  const kind = IMAGE_KEY.test(key) ? 'image' : 'text';

  const listPath = parts.slice(0, -1).join('.');
  const list = getPath(section.content, listPath);
  if (/^\d+$/.test(parts.at(-1)!) && isWordList(list))
    return shippedAt(templates, section, listPath).some(
      (sample) => isWordList(sample) && sameWords(list, sample),
    )
      ? kind
      : undefined;

  if (!shippedAt(templates, section, path).includes(value)) return undefined;
  const item = parts.findLastIndex((part) => /^\d+$/.test(part));
  if (item < 0 || !isShort(value)) return kind;
  // A short value in a list item: sample only while every other text of the item is sample too.
  const itemPath = parts.slice(0, item + 1).join('.');
  const edited = leaves(getPath(section.content, itemPath), itemPath).some(
    ([at, other]) =>
      at !== path &&
      typeof other === 'string' &&
      other.trim() !== '' &&
      !NEVER_SAMPLE.has(at.split('.').pop()!) &&
      !isSampleImage(other) &&
      !(LINK_KEY.test(at) && isPlaceholderLink(other)) &&
      !shippedAt(templates, section, at).includes(other),
  );
  return edited ? undefined : kind;
}
