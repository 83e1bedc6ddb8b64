import { fieldLabel } from '../../templates/fields';
import { getPath } from '../../templates/paths';

// The names screen readers hear for the places the edit kit draws ("Project 2 title", "Skill 1",
// "Edit LinkedIn link"), and the pre-publish check writes in its findings: one wording for both.

/** What each list's items are called, by the list's path in the section ("projects", "projects.0.tags"). */
export type ListLabels = Readonly<Record<string, string>>;

const isIndex = (key: string) => /^\d+$/.test(key);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The label of the value at `path` in a section called `sectionTitle`, with list items named as
 * their list says: "Photograph 3 caption", "Project 2 tag 1", "Hero title". Each list level is
 * named by `fieldLabel` (templates/fields.ts) with that list's own item label.
 */
export function placeLabel(path: string, sectionTitle?: string, lists: ListLabels = {}): string {
  const keys = path.split('.').filter(Boolean);
  // "projects.1.tags.0.name" → "projects.1" | "tags.0" | "name", each list chunk with its list's path.
  const chunks: { path: string; list?: string }[] = [];
  let start = 0;
  keys.forEach((key, index) => {
    if (index > start && isIndex(key)) {
      chunks.push({
        path: keys.slice(start, index + 1).join('.'),
        list: keys.slice(0, index).join('.'),
      });
      start = index + 1;
    }
  });
  if (start < keys.length) chunks.push({ path: keys.slice(start).join('.') });
  if (chunks.length <= 1)
    return fieldLabel(path, sectionTitle, chunks[0]?.list ? lists[chunks[0].list] : undefined);
  const label = chunks
    .map((chunk, index) => {
      const label = fieldLabel(
        chunk.path,
        index === 0 ? sectionTitle : undefined,
        chunk.list ? lists[chunk.list] : undefined,
      );
      return index === 0 ? label : lowerFirst(label);
    })
    .join(' ');
  // "Image 2 image" (an image list's src) is "Image 2".
  return label.replace(/^(.*\b(\w+) \d+) \2$/i, '$1');
}

const LINK_KEY = /(url|href|link)$/i;
/** Fields of a list item that name it in a word or two (a title is too long for a button's name). */
const NAME_KEYS = ['platform', 'label', 'name'];

/** The name a link's item gives it ("LinkedIn", "Acme"), when the link sits in a named item. */
export function linkText(content: unknown, path: string): string | undefined {
  const keys = path.split('.');
  if (keys.length < 2 || !LINK_KEY.test(keys.at(-1)!)) return undefined;
  const item = getPath(content, keys.slice(0, -1).join('.'));
  if (!item || typeof item !== 'object' || Array.isArray(item)) return undefined;
  for (const key of NAME_KEYS) {
    const value = (item as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

/**
 * What a link is called: by its visible name when its item has one ("LinkedIn link"), else by its
 * place ("Project 2 link", "Link 3", "Experience cv link").
 */
export function linkLabel(
  path: string,
  sectionTitle: string | undefined,
  lists: ListLabels,
  content: unknown,
): string {
  const text = linkText(content, path);
  if (text) return /\blink$/i.test(text) ? text : `${text} link`;
  const keys = path.split('.');
  const parent = keys.slice(0, -1);
  if (parent.length > 0 && isIndex(parent.at(-1)!) && LINK_KEY.test(keys.at(-1)!)) {
    const item = placeLabel(parent.join('.'), sectionTitle, lists);
    return /\blink( \d+)?$/i.test(item) ? item : `${item} link`;
  }
  return placeLabel(path, sectionTitle, lists).replace(/\b(url|href)$/i, 'link');
}
