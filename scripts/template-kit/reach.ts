import { JSDOM } from 'jsdom';
import {
  cloneElement,
  createElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import {
  KitProvider,
  readOnlyKit,
  SectionDefinitionProvider,
  type EditKit,
  type ImageProps,
  type LinkProps,
  type ListProps,
  type TextProps,
} from '../../templates/kit';
import type { SectionDefinition, TemplateDefinition } from '../../templates/types';
import { componentFile, lineMatching, type Where } from './places';
import type { Problem } from './problems';

// What a designer can reach: every field a section's schema offers is drawn on the page, and every
// word a section shows is one the builder can edit (written through the kit's Text). Each section
// is drawn in every layout with every field filled with a value of its own, through a kit that
// marks what it draws.

/** A field's place with list indexes left out ("projects.title"). */
const general = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '');

/** Each text field's own value: a word found nowhere else on the page. */
const marker = (index: number) => `qzx${index}q`;

/** The first value the field's schema takes: a word, else a link, an address or a picture. */
function valueFor(schema: z.ZodType, word: string): string | undefined {
  const candidates = [
    word,
    `https://example.com/${word}`,
    `${word}@example.com`,
    `/templates/marked/${word}.jpg`,
  ];
  return candidates.find((candidate) => schema.safeParse(candidate).success);
}

/** The schema under optional, nullable and default wrappers. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodDefault
    )
      current = current.unwrap() as z.ZodType;
    else return current;
  }
}

type Filled = { content: unknown; fields: Map<string, string> };

/** Content with every text field of the schema set to its own marker, one item in every list. */
export function filledContent(schema: z.ZodType): Filled {
  const fields = new Map<string, string>();
  const fill = (node: z.ZodType, path: string): unknown => {
    const inner = unwrapped(node);
    if (inner instanceof z.ZodObject)
      return Object.fromEntries(
        Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, child]) => {
          const value = key === 'id' ? 'marked-item' : fill(child, path ? `${path}.${key}` : key);
          return value === undefined ? [] : [[key, value]];
        }),
      );
    if (inner instanceof z.ZodArray) {
      const item = fill(inner.element as z.ZodType, `${path}.0`);
      return item === undefined ? [] : [item];
    }
    const word = marker(fields.size);
    const value = valueFor(inner, word);
    if (value === undefined) return undefined; // a choice (an enum, a flag): not words to draw
    fields.set(general(path), word);
    return value;
  };
  return { content: fill(schema, ''), fields };
}

const TEXT = 'data-kit-text';

/** A kit that draws like the published page, marks the words it writes and records every place it draws. */
function markingKit(mode: EditKit['mode'], drawn: Set<string>, texts: Set<string>): EditKit {
  const note = (path: string) => drawn.add(general(path));
  return {
    ...readOnlyKit,
    mode,
    Text: (props: TextProps) => {
      note(props.path);
      texts.add(general(props.path));
      const element = readOnlyKit.Text(props);
      return isValidElement(element)
        ? cloneElement(element as ReactElement<Record<string, unknown>>, { [TEXT]: props.path })
        : element;
    },
    Image: (props: ImageProps) => {
      note(props.path);
      return readOnlyKit.Image(props);
    },
    Link: (props: LinkProps) => {
      note(props.path);
      return readOnlyKit.Link(props);
    },
    List: <Item>(props: ListProps<Item>): ReactNode => {
      note(props.path);
      return readOnlyKit.List(props);
    },
  };
}

type Drawing = {
  /** The published page's markup. */
  html: string;
  /** Every place a kit primitive draws, in the builder or on the page. */
  drawn: Set<string>;
  /** The places the builder edits as text. */
  texts: Set<string>;
  fields: Map<string, string>;
};

/** The section in every layout with every field filled, as published and as the builder draws it. */
function drawFilled(definition: SectionDefinition): Drawing[] {
  const { content, fields } = filledContent(definition.schema);
  const layouts = definition.variants?.length ? definition.variants.map((v) => v.id) : [''];
  const draw = (mode: EditKit['mode'], layout: string, drawn: Set<string>, texts: Set<string>) =>
    renderToStaticMarkup(
      createElement(
        KitProvider,
        { value: markingKit(mode, drawn, texts) },
        createElement(
          SectionDefinitionProvider,
          { value: definition },
          createElement(definition.Component, {
            id: definition.type,
            content: content as Record<string, unknown>,
            layout,
          }),
        ),
      ),
    );
  return layouts.flatMap((layout) => {
    const drawn = new Set<string>();
    const texts = new Set<string>();
    try {
      const html = draw('view', layout, drawn, texts);
      draw('edit', layout, drawn, texts);
      return [{ html, drawn, texts, fields }];
    } catch {
      return []; // the rendering rules say why
    }
  });
}

/** Drawn: a kit primitive draws its place (a list of words, through its List), or its value shows. */
const isDrawn = (path: string, drawing: Drawing) =>
  drawing.drawn.has(path) || drawing.html.includes(drawing.fields.get(path) ?? '\u0000');

/** Item ids and the devices an item hides on are the builder's, not words on the page. */
const BOOKKEEPING = /(^|\.)(id|hiddenOn)$/;

/** Every text, picture and link field of a section's schema is drawn in at least one layout. */
export function checkFieldsDrawn(template: TemplateDefinition, folder: string): Problem[] {
  return Object.entries(template.sections).flatMap(([type, definition]) => {
    const drawings = drawFilled(definition);
    if (drawings.length === 0) return [];
    const fields = [...drawings[0]!.fields.keys()].filter((path) => !BOOKKEEPING.test(path));
    return fields
      .filter((path) => !drawings.some((drawing) => isDrawn(path, drawing)))
      .map((path) => ({
        file: componentFile(template, type, folder),
        message: `the ${type} section's schema has \`${path}\`, which the section never draws: a designer's ${path.split('.').at(-1)} would be kept but never seen`,
        fix: `Draw it with the kit (<Text path="${path.replace(/\./g, '.0.')}" .../> or Image/Link), or take it out of the section's schema (with a new version and a migration).`,
      }));
  });
}

/**
 * Words a designer doesn't write: out of sight (hidden, for screen readers only), the brief form's
 * fields and thank-you (Folio's own, the same on every template; its button and promise are the
 * designer's), or a count of the content ("12 photographs").
 */
function notTheDesigners(node: Node): boolean {
  if (/^\d+\s+\p{L}+$/u.test(node.textContent?.trim() ?? '')) return true;
  if (node.parentElement?.closest('.brief-box :is(label, select, .brief-thanks)')) return true;
  for (let element = node.parentElement; element; element = element.parentElement) {
    if (element.hasAttribute('hidden') || element.getAttribute('aria-hidden') === 'true')
      return true;
    if (/\b(visually-hidden|sr-only)\b/.test(element.getAttribute('class') ?? '')) return true;
  }
  return false;
}

/** Where words are written into a template: JSX text or a string in its components, else anywhere. */
function writtenAt(folder: string, words: string): Where | undefined {
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (
    lineMatching(folder, new RegExp(`(>|^)\\s*${escaped}\\s*(<|{|$)`), /\.tsx$/) ??
    lineMatching(folder, new RegExp(`['"\`]${escaped}`), /\.tsx$/) ??
    lineMatching(folder, new RegExp(escaped))
  );
}

/** Every word a section shows is written through the kit's Text, so the builder can edit it. */
export function checkTextEditable(template: TemplateDefinition, folder: string): Problem[] {
  const problems: Problem[] = [];
  for (const [type, definition] of Object.entries(template.sections)) {
    const fixed = new Set<string>();
    const unedited = new Set<string>();
    for (const { html, texts, fields } of drawFilled(definition)) {
      const editable = [...fields].filter(([path]) => texts.has(path)).map(([, word]) => word);
      const { document, NodeFilter } = new JSDOM(`<body>${html}</body>`).window;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const words = node.textContent?.trim() ?? '';
        if (!/\p{L}/u.test(words) || node.parentElement?.closest(`[${TEXT}]`)) continue;
        if (notTheDesigners(node)) continue;
        // A value the page shows as a link and the builder as text (an email address) is editable.
        const values = [...fields].filter(([, word]) => words.includes(word));
        for (const [path, word] of values) if (!editable.includes(word)) unedited.add(path);
        const rest = values.reduce((left, [, word]) => left.split(word).join(' '), words);
        if (/\p{L}/u.test(rest.replace(/@example\.com|https:\/\/example\.com\//g, ' ')))
          fixed.add(rest.replace(/\s+/g, ' ').trim());
      }
    }
    const fix =
      "Make it the template's own wording: a field in the section's schema and defaults (named `…_label`, or listed in `chrome`), drawn with <Text path=... />.";
    for (const words of fixed)
      problems.push({
        ...(writtenAt(folder, words) ?? { file: componentFile(template, type, folder) }),
        message: `the ${type} section shows "${words}" written into its code: a designer cannot edit or remove it in the builder`,
        fix,
      });
    for (const path of unedited)
      problems.push({
        file: componentFile(template, type, folder),
        message: `the ${type} section shows \`${path}\` without the kit's Text, so the builder cannot edit it in place`,
        fix: `Draw it with <Text path="${path.replace(/\./g, '.0.')}" value={...} /> (a link's words go inside the kit's Link).`,
      });
  }
  return problems;
}
