import type { SerializedNodes } from '@craftjs/core';
import { CONTENT_VERSION, type PortfolioContent, type Styling } from '../../model/content';

/** The canvas root: the sections are its children. */
export const ROOT_TYPE = 'Page';

/**
 * Our document as Craft.js nodes: one node per section, its id the section's id, its component the
 * section type, its props the section's content; the page's styling is the root's props, so a style
 * change is undone like any edit. Craft.js state is never stored.
 */
export function toCraftNodes(
  content: PortfolioContent,
  styling: Styling = { colors: {}, fonts: {} },
): SerializedNodes {
  const nodes: SerializedNodes = {
    ROOT: {
      type: { resolvedName: ROOT_TYPE },
      isCanvas: true,
      props: { styling: structuredClone(styling) },
      displayName: ROOT_TYPE,
      custom: {},
      hidden: false,
      nodes: content.sections.map((section) => section.id),
      linkedNodes: {},
      parent: null,
    },
  };
  for (const section of content.sections) {
    nodes[section.id] = {
      type: { resolvedName: section.type },
      isCanvas: false,
      props: structuredClone(section.content),
      displayName: section.type,
      custom: {
        ...(section.hidden ? { hidden: true } : {}),
        ...(section.hiddenOn ? { hiddenOn: section.hiddenOn } : {}),
        ...(section.layout ? { layout: section.layout } : {}),
      },
      hidden: false,
      nodes: [],
      linkedNodes: {},
      parent: 'ROOT',
    };
  }
  return nodes;
}

/**
 * Back from Craft.js nodes to our document, in page order. The canvas holds sections migrated to
 * the template's version, so the document says so (as templates/migrate.ts stamps it).
 */
export function fromCraftNodes(nodes: SerializedNodes, templateVersion?: number): PortfolioContent {
  const order = nodes.ROOT?.nodes ?? [];
  return {
    version: CONTENT_VERSION,
    ...(templateVersion ? { templateVersion } : {}),
    sections: order
      .map((id) => [id, nodes[id]] as const)
      .filter(([, node]) => node && typeof node.type === 'object')
      .map(([id, node]) => ({
        id,
        type: (node!.type as { resolvedName: string }).resolvedName,
        content: structuredClone(node!.props) as Record<string, unknown>,
        ...(node!.custom?.hidden ? { hidden: true } : {}),
        ...(node!.custom?.hiddenOn
          ? { hiddenOn: node!.custom.hiddenOn as 'phone' | 'desktop' }
          : {}),
        ...(typeof node!.custom?.layout === 'string' ? { layout: node!.custom.layout } : {}),
      })),
  };
}

/** The page's styling kept on the root node. */
export function stylingOfCraftNodes(nodes: SerializedNodes): Styling {
  return normalStyling((nodes.ROOT?.props as { styling?: Partial<Styling> } | undefined)?.styling);
}

const STYLING_KEYS = ['palette', 'pairing', 'scale', 'spacing', 'radius', 'images'] as const;

/** A styling with its keys in one order, so two equal ones compare equal as JSON. */
export function normalStyling(styling: Partial<Styling> | undefined): Styling {
  const sorted = (record: Record<string, string> | undefined) =>
    Object.fromEntries(Object.entries(record ?? {}).sort(([a], [b]) => a.localeCompare(b)));
  const normal: Styling = { colors: sorted(styling?.colors), fonts: sorted(styling?.fonts) };
  for (const key of STYLING_KEYS)
    if (styling?.[key] !== undefined) (normal as Record<string, unknown>)[key] = styling[key];
  return normal;
}
