import { portfolioContent, type PortfolioContent } from '../model/content';
import { migrateContent } from './migrate';
import { offeredLayout, sectionOf, type TemplateDefinition } from './types';

export type ContentIssue = { path: string; message: string };

export type ContentCheck =
  { ok: true; content: PortfolioContent } | { ok: false; issues: ContentIssue[] };

/**
 * Checks a document against a template: the document format, then each section's content, brought
 * up to the template's version, against its section type's schema. Paths name the failing value
 * ("sections.2.content.projects.0.image"). A valid document comes back as its schemas read it:
 * migrated and stamped with the template's version, unknown keys dropped, defaults filled in.
 */
export function parseContent(template: TemplateDefinition, content: unknown): ContentCheck {
  const document = portfolioContent.safeParse(content);
  if (!document.success) {
    return {
      ok: false,
      issues: document.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      })),
    };
  }
  const issues: ContentIssue[] = [];
  const current = migrateContent(template, document.data);
  const sections = current.sections.map((section, index) => {
    const definition = sectionOf(template, section.type);
    if (!definition) {
      issues.push({
        path: `sections.${index}.type`,
        message: `The ${template.name} template has no "${section.type}" section`,
      });
      return section;
    }
    if (section.layout !== undefined && !offeredLayout(definition, section.layout))
      issues.push({
        path: `sections.${index}.layout`,
        message: `“${section.layout}” is not a layout the ${template.name} template offers for ${definition.title}.`,
      });
    const result = definition.schema.safeParse(section.content);
    if (result.success) return { ...section, content: result.data as Record<string, unknown> };
    for (const issue of result.error.issues)
      issues.push({
        path: ['sections', index, 'content', ...issue.path].join('.'),
        message: issue.message,
      });
    return section;
  });
  return issues.length > 0
    ? { ok: false, issues }
    : { ok: true, content: { ...current, templateVersion: template.version, sections } };
}

/** The document with each layout its section does not offer left out: what a switch or restore keeps. */
export function withOfferedLayouts(
  template: TemplateDefinition,
  content: PortfolioContent,
): PortfolioContent {
  return {
    ...content,
    sections: content.sections.map(({ layout, ...section }) => {
      const kept = offeredLayout(sectionOf(template, section.type), layout);
      return kept ? { ...section, layout: kept } : section;
    }),
  };
}

/** The problems `parseContent` finds, none for a valid document. */
export function validateContent(template: TemplateDefinition, content: unknown): ContentIssue[] {
  const check = parseContent(template, content);
  return check.ok ? [] : check.issues;
}
