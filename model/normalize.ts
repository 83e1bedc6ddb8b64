import {
  CONTENT_VERSION,
  emptyContent,
  sectionNode,
  type PortfolioContent,
  type SectionNode,
} from './content';

// Stored content comes in older shapes too. Each shape has one small named reader; all end in v1.
// A reader upgrades what it recognises and refuses the rest: nothing unreadable becomes an empty page.

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type ContentUpgrade =
  { ok: true; content: PortfolioContent } | { ok: false; message: string };

/** Why a document can't be read, in words a person sending it can act on. */
export const CONTENT_MESSAGES = {
  notDocument: 'The content is not a portfolio document: send { version: 1, sections: [...] }.',
  unknownVersion: (version: unknown) =>
    typeof version === 'number' && Number.isFinite(version)
      ? `The content is a version ${version} document; this server reads version ${CONTENT_VERSION}.`
      : `The content's version must be ${CONTENT_VERSION}.`,
  sectionsNotList: 'The content\u2019s sections must be a list.',
  noSections:
    'The content holds no sections. To empty a portfolio, send { version: 1, sections: [] }.',
  sectionType: (index: number) => `Section ${index + 1} of the content has no usable type.`,
  sectionContent: (index: number) => `Section ${index + 1} of the content must hold an object.`,
} as const;

type ReadSection = Omit<SectionNode, 'id'> & { id?: string };
type SectionRead = { ok: true; section: ReadSection } | { ok: false; message: string };

/** One stored entry ({id?, type, content?, hidden?, hiddenOn?, layout?}) as a section, or why it isn't one. */
function readSection(entry: unknown, index: number): SectionRead {
  if (!isObject(entry) || typeof entry.type !== 'string')
    return { ok: false, message: CONTENT_MESSAGES.sectionType(index) };
  const type = entry.type.trim().toLowerCase();
  if (!/^[a-z][a-z0-9-]*$/.test(type))
    return { ok: false, message: CONTENT_MESSAGES.sectionType(index) };
  if (entry.content !== undefined && !isObject(entry.content))
    return { ok: false, message: CONTENT_MESSAGES.sectionContent(index) };
  return {
    ok: true,
    section: {
      id: typeof entry.id === 'string' ? entry.id : undefined,
      type,
      content: entry.content ?? {},
      ...(entry.hidden === true ? { hidden: true } : {}),
      ...(entry.hiddenOn === 'phone' || entry.hiddenOn === 'desktop'
        ? { hiddenOn: entry.hiddenOn }
        : {}),
      // Kept as sent: the template's check refuses a layout its section does not offer.
      ...(typeof entry.layout === 'string' ? { layout: entry.layout } : {}),
    },
  };
}

/** Gives every section a valid id that is unique in the document, keeping the ones it has. */
function withUniqueIds(sections: ReadSection[]): SectionNode[] {
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

/** Every entry of a list read as a section, or the first entry that isn't one. */
function fromEntries(list: unknown[]): ContentUpgrade {
  const sections: ReadSection[] = [];
  for (const [index, entry] of list.entries()) {
    const read = readSection(entry, index);
    if (!read.ok) return read;
    sections.push(read.section);
  }
  return { ok: true, content: { version: CONTENT_VERSION, sections: withUniqueIds(sections) } };
}

/** Oldest shape: a bare list of sections, `[{type, content}]`. An empty list says nothing: refused. */
export function fromSectionList(list: unknown[]): ContentUpgrade {
  if (list.length === 0) return { ok: false, message: CONTENT_MESSAGES.noSections };
  return fromEntries(list);
}

/**
 * Builder shape: one content object per section type, `{hero: {...}, about: {...}}`, in key order.
 * Plain values beside them (`theme: 'dark'`) were settings, not sections; with no section it is refused.
 */
export function fromKeyedObject(keyed: Loose): ContentUpgrade {
  const entries = Object.entries(keyed).filter(([, content]) => isObject(content));
  if (entries.length === 0) return { ok: false, message: CONTENT_MESSAGES.notDocument };
  return fromEntries(entries.map(([type, content]) => ({ type, content })));
}

/** A `{version?, sections}` document: the current version, or one without a version number. */
function fromDocument(document: Loose): ContentUpgrade {
  if ('version' in document && document.version !== CONTENT_VERSION)
    return { ok: false, message: CONTENT_MESSAGES.unknownVersion(document.version) };
  if (!Array.isArray(document.sections))
    return { ok: false, message: CONTENT_MESSAGES.sectionsNotList };
  const read = fromEntries(document.sections);
  const templateVersion = templateVersionOf(document);
  return read.ok && templateVersion
    ? { ok: true, content: { ...read.content, templateVersion } }
    : read;
}

/** The template version a document was saved with, when it names a sane one. */
function templateVersionOf(document: Loose): number | undefined {
  const version = document.templateVersion;
  return Number.isInteger(version) && (version as number) >= 1 && (version as number) <= 10_000
    ? (version as number)
    : undefined;
}

/**
 * Brings content of a known shape up to the current version: the v1 document, a `{sections}` object
 * without a version, a non-empty bare list of sections, an object keyed by section type, or any of
 * these as JSON text. Anything else is refused with the reason, never read as an empty document.
 */
export function upgradeContent(raw: unknown, asText = true): ContentUpgrade {
  if (typeof raw === 'string' && asText) {
    try {
      return upgradeContent(JSON.parse(raw), false);
    } catch {
      return { ok: false, message: CONTENT_MESSAGES.notDocument };
    }
  }
  if (Array.isArray(raw)) return fromSectionList(raw);
  if (!isObject(raw)) return { ok: false, message: CONTENT_MESSAGES.notDocument };
  if ('version' in raw || 'sections' in raw) return fromDocument(raw);
  return fromKeyedObject(raw);
}

/**
 * Content to show. Stored documents were all checked when written, so one that can't be read is a
 * fault elsewhere: its readable sections are shown and the rest left out, never the page around it
 * broken. Never save what this returns for a document `upgradeContent` refuses.
 */
export function normalizeContent(raw: unknown): PortfolioContent {
  const upgrade = upgradeContent(raw);
  if (upgrade.ok) return upgrade.content;
  const list = Array.isArray(raw) ? raw : isObject(raw) ? raw.sections : undefined;
  if (!Array.isArray(list)) return emptyContent();
  const readable = list.flatMap((entry, index) => {
    const read = readSection(entry, index);
    return read.ok ? [read.section] : [];
  });
  const templateVersion = isObject(raw) ? templateVersionOf(raw) : undefined;
  return {
    version: CONTENT_VERSION,
    ...(templateVersion ? { templateVersion } : {}),
    sections: withUniqueIds(readable),
  };
}
