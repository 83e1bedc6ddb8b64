import type { PortfolioContent, SectionNode } from '../model/content';
import { identityOf, withIdentity } from './identity';
import { migrateContent } from './migrate';
import { isTemplateWording } from './samples';
import { offeredLayout, sectionOf, type SectionDefinition, type TemplateDefinition } from './types';

export type TemplateSwitch = {
  content: PortfolioContent;
  /** What the new template could not keep, in words for the designer ("the Work section"). */
  leftOut: string[];
};

/** A section's content as another template's section of the same type reads it. */
function carried(definition: SectionDefinition, old: Record<string, unknown>, leftOut: string[]) {
  const whole = definition.schema.safeParse(old);
  if (whole.success) return whole.data as Record<string, unknown>;
  // Field by field: what the new shape reads is kept; a list beyond its limit keeps its first items.
  let kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(old)) {
    const limit = definition.lists?.[key]?.maxItems;
    const candidate = Array.isArray(value) && limit !== undefined ? value.slice(0, limit) : value;
    const attempt = definition.schema.safeParse({ ...kept, [key]: candidate });
    if (attempt.success) {
      kept = attempt.data as Record<string, unknown>;
      if (candidate !== value)
        leftOut.push(`${(value as unknown[]).length - limit!} items of ${definition.title}`);
    }
  }
  return kept;
}

/**
 * The new template's own wording ("Stories", "Send enquiry") wherever the designer kept the old
 * one's as it came: wording they changed is theirs and stays.
 */
function ownWording(
  content: Record<string, unknown>,
  definition: SectionDefinition,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
) {
  const worded = { ...content };
  for (const [key, wording] of Object.entries(after ?? {}))
    if (
      typeof wording === 'string' &&
      isTemplateWording(definition, key) &&
      (worded[key] === undefined || worded[key] === before?.[key])
    )
      worded[key] = wording;
  return worded;
}

/**
 * The one rule for switching a document to another template, used by the builder and the server.
 * The new template's sections come in its order; where the designer has sections of a type, theirs
 * take its place, re-read by the new schemas. Sections taken from the new template's samples get the
 * designer's identity (name, role, contacts). Types the new template lacks are left out, and said.
 */
export function switchTemplate(
  from: TemplateDefinition,
  to: TemplateDefinition,
  content: PortfolioContent,
): TemplateSwitch {
  const current = migrateContent(from, content);
  const identity = identityOf(from, current);
  const leftOut: string[] = [];
  const mine = new Map<string, SectionNode[]>();
  for (const section of current.sections)
    mine.set(section.type, [...(mine.get(section.type) ?? []), section]);
  // A layout stays only where the new section offers the same one; otherwise it takes its default.
  const keep = (
    { layout, ...section }: SectionNode,
    definition: SectionDefinition,
  ): SectionNode => {
    const kept = offeredLayout(definition, layout);
    const sampleOf = (template: TemplateDefinition) =>
      template.defaultContent.sections.find((sample) => sample.type === section.type)?.content;
    return {
      ...section,
      ...(kept ? { layout: kept } : {}),
      content: ownWording(
        carried(definition, section.content, leftOut),
        definition,
        sampleOf(from),
        sampleOf(to),
      ),
    };
  };

  const sections: SectionNode[] = [];
  const samples = new Set<string>();
  for (const sample of to.defaultContent.sections) {
    const definition = sectionOf(to, sample.type)!;
    const theirs = mine.get(sample.type);
    mine.delete(sample.type);
    if (theirs) sections.push(...theirs.map((section) => keep(section, definition)));
    else if (!current.sections.some((section) => section.id === sample.id)) {
      sections.push(structuredClone(sample));
      samples.add(sample.id);
    }
  }
  for (const [type, theirs] of mine) {
    const definition = sectionOf(to, type);
    if (definition) sections.push(...theirs.map((section) => keep(section, definition)));
    else leftOut.push(`the ${sectionOf(from, type)?.title ?? type} section`);
  }

  const switched = { version: current.version, templateVersion: to.version, sections };
  const filled = withIdentity(to, switched, identity);
  return {
    content: {
      ...switched,
      sections: sections.map((section, index) =>
        samples.has(section.id) ? filled.sections[index]! : section,
      ),
    },
    leftOut,
  };
}
