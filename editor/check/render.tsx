import {
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  type ReactElement,
} from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
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
import { PortfolioDocument, sectionContent } from '../../templates/PortfolioDocument';
import { resolvedLayout } from '../../templates/types';
import type { ListLabels } from '../kit/labels';
import { ListLabelsProvider, useListLabels } from '../kit/SectionContext';
import type { CheckInput } from './types';

/*
 * The page drawn as it will be published, read-only, with the kit's calls noted on the way: which
 * text, image and link of which section a visitor will see, what each image's alt text is, and where
 * each heading comes from. Headings and alt text are decided by the template's markup (a section's
 * heading level, an alt made of a caption or a fallback word), not by the content alone, so they are
 * read from this rendering rather than guessed from the document.
 */

/** One thing the kit drew on the published page. */
export type Drawn = {
  sectionId: string;
  sectionType: string;
  kind: 'text' | 'image' | 'link';
  path: string;
  /** The text, the image's src or the link's href, as the template passed it. */
  value: string | undefined;
  /** The text's element ("h2", "p", "span"). */
  tag?: string;
  /** The image's alt text. */
  alt?: string;
  /** What the lists around it call their items. */
  lists: ListLabels;
};

export type Heading = {
  level: number;
  text: string;
  sectionId?: string;
  path?: string;
};

export type Rendering = {
  drawn: Drawn[];
  headings: Heading[];
  /** Each section's markup, by section id. */
  markup: Map<string, string>;
};

type Probe = {
  sectionId: string;
  note: (drawn: Omit<Drawn, 'sectionId' | 'sectionType' | 'lists'>, lists: ListLabels) => void;
};
const ProbeContext = createContext<Probe | null>(null);

/** A read-only primitive's element with the place it draws marked on it. */
function marked(node: ReturnType<EditKit['Text']>, path: string) {
  return isValidElement(node)
    ? cloneElement(node as ReactElement<Record<string, unknown>>, { 'data-check-path': path })
    : node;
}

function ProbeText(props: TextProps) {
  const probe = useContext(ProbeContext);
  const lists = useListLabels();
  const tag = typeof props.as === 'string' ? props.as : 'span';
  probe?.note({ kind: 'text', path: props.path, value: props.value, tag }, lists);
  return marked(readOnlyKit.Text(props), props.path);
}

function ProbeImage(props: ImageProps) {
  const probe = useContext(ProbeContext);
  const lists = useListLabels();
  const image = readOnlyKit.Image(props);
  // Only a picture the page shows: an empty or refused src draws nothing.
  if (image)
    probe?.note({ kind: 'image', path: props.path, value: props.src, alt: props.alt }, lists);
  return marked(image, props.path);
}

function ProbeLink(props: LinkProps) {
  const probe = useContext(ProbeContext);
  const lists = useListLabels();
  probe?.note({ kind: 'link', path: props.path, value: props.href }, lists);
  return marked(readOnlyKit.Link(props), props.path);
}

const ReadOnlyList = readOnlyKit.List;
function ProbeList<Item>(props: ListProps<Item>) {
  return (
    <ListLabelsProvider path={props.path} itemLabel={props.itemLabel}>
      <ReadOnlyList {...props} />
    </ListLabelsProvider>
  );
}

const probeKit: EditKit = {
  mode: 'view',
  Text: ProbeText,
  Image: ProbeImage,
  Link: ProbeLink,
  List: ProbeList,
};

const decode = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const TOKEN =
  /<template data-check-(start|end)="([^"]*)"><\/template>|<h([1-6])\b([^>]*)>([\s\S]*?)<\/h\3>/g;

/** The published page of `input`, drawn once on the spot (no DOM needed). */
export function renderForCheck({
  template,
  content,
  styling,
}: Pick<CheckInput, 'template' | 'content' | 'styling'>): Rendering {
  const drawn: Drawn[] = [];
  const markup = renderToStaticMarkup(
    <KitProvider value={probeKit}>
      <PortfolioDocument
        template={template}
        content={content}
        styling={styling}
        renderSection={(section, definition) => {
          const { Component } = definition;
          const probe: Probe = {
            sectionId: section.id,
            note: (entry, lists) =>
              drawn.push({ ...entry, sectionId: section.id, sectionType: section.type, lists }),
          };
          return (
            <Fragment key={section.id}>
              <template data-check-start={section.id} />
              <div id={section.id} data-section={section.type}>
                <ProbeContext.Provider value={probe}>
                  <SectionDefinitionProvider value={definition}>
                    <Component
                      id={section.id}
                      content={sectionContent(definition, section.content)}
                      layout={resolvedLayout(definition, section.layout)}
                    />
                  </SectionDefinitionProvider>
                </ProbeContext.Provider>
              </div>
              <template data-check-end={section.id} />
            </Fragment>
          );
        }}
      />
    </KitProvider>,
  );

  const headings: Heading[] = [];
  const sections = new Map<string, string>();
  let current: { id: string; from: number } | undefined;
  for (const match of markup.matchAll(TOKEN)) {
    const [, marker, id, level, attributes, inner] = match;
    if (marker === 'start') current = { id: id!, from: match.index + match[0].length };
    else if (marker === 'end') {
      if (current) sections.set(current.id, markup.slice(current.from, match.index));
      current = undefined;
    } else {
      const path = /\sdata-check-path="([^"]*)"/.exec(attributes ?? '')?.[1];
      headings.push({
        level: Number(level),
        text: decode(inner ?? ''),
        sectionId: current?.id,
        path: path ? decode(path) : undefined,
      });
    }
  }
  return { drawn, headings, markup: sections };
}
