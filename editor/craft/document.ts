import type { SerializedNodes } from '@craftjs/core';
import { CONTENT_VERSION, type PortfolioContent } from '../../model/content';

/** The canvas root: the sections are its children. */
export const ROOT_TYPE = 'Page';

/**
 * Our document as Craft.js nodes: one node per section, its id the section's id, its component the
 * section type, its props the section's content. Craft.js state is never stored.
 */
export function toCraftNodes(content: PortfolioContent): SerializedNodes {
  const nodes: SerializedNodes = {
    ROOT: {
      type: { resolvedName: ROOT_TYPE },
      isCanvas: true,
      props: {},
      displayName: ROOT_TYPE,
      custom: {},
      hidden: false,
      nodes: content.sections.map((section) => section.id),
      linkedNodes: {},
      parent: null as unknown as string,
    },
  };
  for (const section of content.sections) {
    nodes[section.id] = {
      type: { resolvedName: section.type },
      isCanvas: false,
      props: structuredClone(section.content),
      displayName: section.type,
      custom: section.hidden ? { hidden: true } : {},
      hidden: false,
      nodes: [],
      linkedNodes: {},
      parent: 'ROOT',
    };
  }
  return nodes;
}

/** Back from Craft.js nodes to our document, in page order. */
export function fromCraftNodes(nodes: SerializedNodes): PortfolioContent {
  const order = nodes.ROOT?.nodes ?? [];
  return {
    version: CONTENT_VERSION,
    sections: order
      .map((id) => [id, nodes[id]] as const)
      .filter(([, node]) => node && typeof node.type === 'object')
      .map(([id, node]) => ({
        id,
        type: (node!.type as { resolvedName: string }).resolvedName,
        content: structuredClone(node!.props) as Record<string, unknown>,
        ...(node!.custom?.hidden ? { hidden: true } : {}),
      })),
  };
}
