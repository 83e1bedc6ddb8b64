import type { PortfolioContent } from '../../model/content';
import { safeHref } from '../../model/rules';
import { listTemplates } from '../../templates';
import { humanize } from '../../templates/fields';
import { getPath } from '../../templates/paths';
import { isPlaceholderLink, sampleSpots } from '../../templates/samples';
import { sectionOf, type TemplateDefinition } from '../../templates/types';
import { linkLabel, placeLabel, type ListLabels } from '../kit/labels';
import { contrastRatio, MIN_ACCENT_CONTRAST, MIN_TEXT_CONTRAST, parseHex } from './contrast';
import { renderForCheck, type Drawn, type Rendering } from './render';
import type { CheckInput, Finding } from './types';
import { escapeHtml } from '../../model/html';

/*
 * The pre-publish check: what a designer may want to fix before the page goes public. Pure: the
 * same input gives the same findings, and nothing here blocks publishing.
 */

const isIndex = (key: string) => /^\d+$/.test(key);
const quote = (text: string) => `“${text.length > 48 ? `${text.slice(0, 47)}…` : text}”`;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function plural(noun: string, count: number) {
  if (count === 1) return noun;
  if (/[^aeiou]y$/.test(noun)) return noun.replace(/y$/, 'ies');
  if (/(s|x|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** "title", "image and 4 projects" → "title, image and 4 projects". */
function sentenceList(parts: string[]) {
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

type SectionView = {
  id: string;
  type: string;
  title: string;
  content: Record<string, unknown>;
  drawn: Drawn[];
  /** Every list label seen in the section. */
  lists: ListLabels;
  markup: string;
};

function sectionViews(
  template: TemplateDefinition,
  content: PortfolioContent,
  rendering: Rendering,
): SectionView[] {
  return content.sections
    .filter((section) => !section.hidden && sectionOf(template, section.type))
    .map((section) => {
      const drawn = rendering.drawn.filter((entry) => entry.sectionId === section.id);
      return {
        id: section.id,
        type: section.type,
        title: sectionOf(template, section.type)!.title,
        content: section.content,
        drawn,
        lists: Object.assign({}, ...drawn.map((entry) => entry.lists)) as ListLabels,
        markup: rendering.markup.get(section.id) ?? '',
      };
    });
}

/** Sample text and pictures a visitor would see, one finding per section, one place per item. */
export function sampleFindings(
  template: TemplateDefinition,
  content: PortfolioContent,
  sections: SectionView[],
): Finding[] {
  const spots = sampleSpots(template, content, listTemplates());
  return sections.flatMap((section) => {
    // Page order: where the kit drew each path (a document's key order is nobody's reading order).
    const order = new Map<string, number>();
    section.drawn.forEach((entry, index) => order.has(entry.path) || order.set(entry.path, index));
    const at = (path: string) => order.get(path) ?? Number.MAX_SAFE_INTEGER;
    // What a visitor sees: drawn by the kit, or written into the page some other way (an email
    // link); a short word found in the markup may be anyone's, so only longer values count there.
    const written = (path: string) => {
      const value = String(getPath(section.content, path) ?? '');
      return value.length >= 5 && section.markup.includes(escapeHtml(value));
    };
    const shown = spots.filter(
      (spot) =>
        spot.sectionId === section.id &&
        spot.kind !== 'link' &&
        (order.has(spot.path) || written(spot.path)),
    );
    shown.sort((a, b) => at(a.path) - at(b.path));
    if (shown.length === 0) return [];
    // One place per list item ("projects.1") or field ("title"), at its first sample value.
    const items = new Map<string, { path: string; kind: string; list?: string }>();
    for (const spot of shown) {
      const keys = spot.path.split('.');
      const index = keys.findIndex((key, position) => position > 0 && isIndex(key));
      const item = index > 0 ? keys.slice(0, index + 1).join('.') : spot.path;
      // An item's place is its first sample text, where the designer types; else its picture.
      const known = items.get(item);
      if (!known)
        items.set(item, {
          path: spot.path,
          kind: spot.kind,
          list: index > 0 ? keys.slice(0, index).join('.') : undefined,
        });
      else if (known.kind !== 'text' && spot.kind === 'text')
        items.set(item, { ...known, path: spot.path, kind: spot.kind });
    }
    const fields: string[] = [];
    const counts = new Map<string, number>();
    for (const [item, { list }] of items) {
      if (!list) fields.push(lowerFirst(placeLabel(item)));
      else counts.set(list, (counts.get(list) ?? 0) + 1);
    }
    const lists = [...counts].map(([list, count], index) => {
      const noun = section.lists[list] ?? lowerFirst(placeLabel(`${list}.0`).replace(/ 1$/, ''));
      const sample = fields.length === 0 && index === 0 ? 'sample ' : '';
      return `${count} ${sample}${plural(noun, count)}`;
    });
    const message = `${section.title}: ${fields.length > 0 ? 'sample ' : ''}${sentenceList([...fields, ...lists])}`;
    const places = [...items].map(([item, { path }]) => ({
      sectionId: section.id,
      path,
      label: placeLabel(item, section.title, section.lists),
    }));
    return [
      { kind: 'sample' as const, message, sectionId: section.id, path: places[0]!.path, places },
    ];
  });
}

/**
 * Social links without an address (they show as plain text), and links anywhere that go to a
 * placeholder: example.com, or a site's front page rather than the designer's profile. Other links
 * may be empty on purpose (an article without a page, a client without a site).
 */
export function linkFindings(template: TemplateDefinition, sections: SectionView[]): Finding[] {
  return sections.flatMap((section) => {
    const socials = sectionOf(template, section.type)?.identity?.socials;
    return section.drawn
      .filter((entry) => entry.kind === 'link')
      .flatMap((entry) => {
        const label = linkLabel(entry.path, section.title, entry.lists, section.content);
        const href = entry.value?.trim() ?? '';
        const place = { sectionId: section.id, path: entry.path };
        const social = socials !== undefined && entry.path.startsWith(`${socials}.`);
        if (!safeHref(href) && social)
          return [
            {
              kind: 'link' as const,
              message: `${section.title}: ${label} has no address, so it shows as plain text`,
              ...place,
            },
          ];
        if (!safeHref(href) || !isPlaceholderLink(href)) return [];
        const host = new URL(href).hostname.replace(/^www\./, '');
        const example = /(^|\.)example\.(com|org|net)$/.test(host);
        return [
          {
            kind: 'link' as const,
            message: example
              ? `${section.title}: ${label} goes to ${host}, a placeholder`
              : `${section.title}: ${label} goes to ${host}’s front page, not to your profile`,
            ...place,
          },
        ];
      });
  });
}

const general = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '.*');

/** Images a template leaves without alt text on purpose: empty even with its own sample content. */
const decorativeCache = new WeakMap<TemplateDefinition, Set<string>>();
function decorativeImages(template: TemplateDefinition): Set<string> {
  let decorative = decorativeCache.get(template);
  if (!decorative) {
    const { drawn } = renderForCheck({ template, content: template.defaultContent });
    decorative = new Set(
      drawn
        .filter((entry) => entry.kind === 'image' && !entry.alt?.trim())
        .map((entry) => `${entry.sectionType}|${general(entry.path)}`),
    );
    decorativeCache.set(template, decorative);
  }
  return decorative;
}

const DESCRIBING_KEYS = ['alt', 'caption', 'title', 'name', 'description'];

/**
 * Images a screen reader cannot describe: no alt text where the template means one, or only the
 * template's fallback word ("Photograph") because the text it is made of is empty.
 */
export function altFindings(template: TemplateDefinition, sections: SectionView[]): Finding[] {
  const decorative = decorativeImages(template);
  return sections.flatMap((section) => {
    const words = leafStrings(section.content).filter((text) => text.trim().length >= 2);
    return section.drawn
      .filter((entry) => entry.kind === 'image')
      .flatMap((entry) => {
        const alt = entry.alt?.trim() ?? '';
        if (!alt && decorative.has(`${section.type}|${general(entry.path)}`)) return [];
        if (alt && words.some((text) => alt.includes(text.trim()))) return [];
        const label = placeLabel(entry.path, section.title, entry.lists);
        // The empty field next to the image that its description is made of, when there is one.
        const parent = entry.path.split('.').slice(0, -1).join('.');
        const holder = parent ? getPath(section.content, parent) : section.content;
        const key = DESCRIBING_KEYS.find(
          (name) =>
            holder &&
            typeof holder === 'object' &&
            (holder as Record<string, unknown>)[name] === '',
        );
        const fix = key ? `: fill in its ${humanize(key)}` : '';
        const heard = alt ? ` (screen readers only hear ${quote(alt)})` : '';
        return [
          {
            kind: 'alt' as const,
            message: `${label} has no description${heard}${fix}`,
            sectionId: section.id,
            path: key ? (parent ? `${parent}.${key}` : key) : entry.path,
          },
        ];
      });
  });
}

function leafStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(leafStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(leafStrings);
  return [];
}

/** Headings that skip a level going down (h1 then h3), and a page without an h1. */
export function headingFindings(rendering: Rendering, sections: SectionView[]): Finding[] {
  const titles = new Map(sections.map((section) => [section.id, section.title]));
  const findings: Finding[] = [];
  let previous = 0;
  for (const heading of rendering.headings) {
    if (previous > 0 && heading.level > previous + 1) {
      const section = sections.find((each) => each.id === heading.sectionId);
      // Most often the section's own heading is empty, and its items' headings come up a level.
      const empty = section?.drawn.find(
        (entry) =>
          entry.kind === 'text' &&
          !entry.value?.trim() &&
          /^h[1-6]$/.test(entry.tag ?? '') &&
          Number(entry.tag!.slice(1)) < heading.level,
      );
      const where = heading.sectionId ? `${titles.get(heading.sectionId)}: ` : '';
      findings.push({
        kind: 'heading',
        message: empty
          ? `${where}the section heading is empty, so ${quote(heading.text)} (level ${heading.level}) follows a level ${previous} heading`
          : `${where}${quote(heading.text)} is a level ${heading.level} heading right after a level ${previous} heading`,
        sectionId: heading.sectionId,
        path: empty?.path ?? heading.path,
      });
    }
    previous = heading.level;
  }
  if (!rendering.headings.some((heading) => heading.level === 1)) {
    const empty = sections
      .flatMap((section) => section.drawn)
      .find((entry) => entry.kind === 'text' && entry.tag === 'h1' && !entry.value?.trim());
    findings.push({
      kind: 'heading',
      message: empty
        ? `The page has no main heading: ${lowerFirst(placeLabel(empty.path, titles.get(empty.sectionId), empty.lists))} is empty`
        : 'The page has no main heading (h1)',
      sectionId: empty?.sectionId ?? sections[0]?.id,
      path: empty?.path,
    });
  }
  return findings;
}

const COLOUR_NAMES: Record<string, string> = {
  text: 'Text',
  muted: 'Muted text',
  accent: 'The accent colour',
  background: 'the background',
  surface: 'panels',
};

/** Text colours that are hard to read on the page's backgrounds, with the portfolio's own colours. */
export function contrastFindings(template: TemplateDefinition, input: CheckInput): Finding[] {
  const colors: Record<string, string | undefined> = {
    ...template.styling.colors,
    ...input.styling?.colors,
  };
  const pairs: [string, string, number][] = [
    ['text', 'background', MIN_TEXT_CONTRAST],
    ['text', 'surface', MIN_TEXT_CONTRAST],
    ['muted', 'background', MIN_TEXT_CONTRAST],
    ['muted', 'surface', MIN_TEXT_CONTRAST],
    ['accent', 'background', MIN_ACCENT_CONTRAST],
  ];
  return pairs.flatMap(([foreground, backdrop, minimum]) => {
    const fg = colors[foreground] && parseHex(colors[foreground]);
    const bg = colors[backdrop] && parseHex(colors[backdrop]);
    if (!fg || !bg) return [];
    const ratio = contrastRatio(fg, bg);
    if (ratio >= minimum) return [];
    return [
      {
        kind: 'contrast' as const,
        message: `${COLOUR_NAMES[foreground]} (${colors[foreground]}) on ${COLOUR_NAMES[backdrop]} (${colors[backdrop]}) has a contrast of ${(Math.floor(ratio * 10) / 10).toFixed(1)}:1; it needs ${minimum}:1 to be easy to read`,
      },
    ];
  });
}

/** The page's title and description: browser tabs, search results and shared links show them. */
export function metaFindings({ title, description }: Pick<CheckInput, 'title' | 'description'>) {
  const findings: Finding[] = [];
  if (!title.trim())
    findings.push({
      kind: 'meta',
      field: 'title',
      message: 'The page has no title: browser tabs and search results show “Portfolio”',
    });
  if (!description.trim())
    findings.push({
      kind: 'meta',
      field: 'description',
      message: 'The page has no description for search results and shared links',
    });
  return findings;
}

/** Everything worth a look before publishing, in the order the publish dialog lists it. */
export function checkPortfolio(input: CheckInput): Finding[] {
  const { template, content } = input;
  const rendering = renderForCheck(input);
  const sections = sectionViews(template, content, rendering);
  return [
    ...sampleFindings(template, content, sections),
    ...linkFindings(template, sections),
    ...altFindings(template, sections),
    ...headingFindings(rendering, sections),
    ...contrastFindings(template, input),
    ...metaFindings(input),
  ];
}
