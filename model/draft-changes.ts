import { z } from 'zod';
import type { PortfolioContent, SectionNode } from './content';

// A save sends what changed since the version it was made from, not the whole document: at 100
// sections a one-word edit is one section (a few KB), not half a megabyte.

/** The sections part of a save: the new page order, and in full each section that is new or differs. */
export const sectionChanges = z.object({
  order: z.array(z.string().max(80)).max(100, 'A portfolio has at most 100 sections'),
  changed: z.array(z.unknown()).max(100, 'A portfolio has at most 100 sections'),
});
export type SectionChanges = z.infer<typeof sectionChanges>;

/** The ids of `order` that are neither sent nor stored: a save made from a copy that is not the server's. */
export function unknownSections(stored: PortfolioContent, changes: SectionChanges) {
  const known = new Set([
    ...stored.sections.map((section) => section.id),
    ...changes.changed.map((section) => (section as { id?: unknown }).id),
  ]);
  return changes.order.filter((id) => !known.has(id));
}

/** `stored` with the changes applied: sections in the new order, each sent one in place of its own. */
export function applySectionChanges(
  stored: PortfolioContent,
  changes: SectionChanges,
): PortfolioContent {
  const sent = new Map(
    changes.changed.map((section) => [(section as { id?: unknown }).id, section as SectionNode]),
  );
  const kept = new Map(stored.sections.map((section) => [section.id, section]));
  return {
    ...stored,
    sections: changes.order.map((id) => sent.get(id) ?? kept.get(id)!),
  };
}
