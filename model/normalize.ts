import { CONTENT_VERSION, sectionNode, type PortfolioContent, type SectionNode } from './content';

// Stored content comes in older shapes too. Each shape has one small named reader; all end in v1.

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A section from any stored entry ({id?, type, content?, hidden?}), or undefined when it has no type. */
function readSection(entry: unknown): (Omit<SectionNode, 'id'> & { id?: string }) | undefined {
  if (!isObject(entry) || typeof entry.type !== 'string') return undefined;
  const type = entry.type.trim().toLowerCase();
  if (!/^[a-z][a-z0-9-]*$/.test(type)) return undefined;
  const content = isObject(entry.content) ? entry.content : {};
  return {
    id: typeof entry.id === 'string' ? entry.id : undefined,
    type,
    content,
    ...(entry.hidden === true ? { hidden: true } : {}),
  };
}

/** Gives every section a valid id that is unique in the document, keeping the ones it has. */
function withUniqueIds(sections: Array<Omit<SectionNode, 'id'> & { id?: string }>): SectionNode[] {
  const used = new Set<string>();
  return sections.map((section) => {
    let id =
      section.id && sectionNode.shape.id.safeParse(section.id).success ? section.id : section.type;
    for (let n = 2; used.has(id); n++)
      id = `${section.id ?? section.type}-${n}`.replace(/[^A-Za-z0-9_-]/g, '-');
    used.add(id);
    return { ...section, id };
  });
}

/** Oldest shape: a bare list of sections, `[{type, content}]`. */
export function fromSectionList(list: unknown[]): PortfolioContent {
  const sections = list.map(readSection).filter((section) => section !== undefined);
  return { version: CONTENT_VERSION, sections: withUniqueIds(sections) };
}

/** Builder shape: one content object per section type, `{hero: {...}, about: {...}}`, in key order. */
export function fromKeyedObject(keyed: Loose): PortfolioContent {
  return fromSectionList(
    Object.entries(keyed)
      .filter(([, content]) => isObject(content))
      .map(([type, content]) => ({ type, content })),
  );
}

/**
 * Brings any stored content up to the current version: the v1 document, a `{sections}` object
 * without a version, a bare list of sections, or an object keyed by section type. Anything else is an
 * empty document.
 */
export function normalizeContent(raw: unknown): PortfolioContent {
  if (typeof raw === 'string') {
    try {
      return normalizeContent(JSON.parse(raw));
    } catch {
      return { version: CONTENT_VERSION, sections: [] };
    }
  }
  if (Array.isArray(raw)) return fromSectionList(raw);
  if (!isObject(raw)) return { version: CONTENT_VERSION, sections: [] };
  if (Array.isArray(raw.sections)) return fromSectionList(raw.sections);
  return fromKeyedObject(raw);
}
