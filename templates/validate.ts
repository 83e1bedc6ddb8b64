import { portfolioContent, type PortfolioContent } from '../model/content';
import type { TemplateDefinition } from './types';

export type ContentIssue = { path: string; message: string };

/**
 * Checks a document against a template: the document format, then each section's content against
 * its section type's schema. Paths name the failing value ("sections.2.content.projects.0.image").
 */
export function validateContent(template: TemplateDefinition, content: unknown): ContentIssue[] {
  const document = portfolioContent.safeParse(content);
  if (!document.success) {
    return document.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
  }
  return document.data.sections.flatMap((section, index) => {
    const definition = template.sections[section.type];
    if (!definition) {
      return [
        {
          path: `sections.${index}.type`,
          message: `The ${template.name} template has no "${section.type}" section`,
        },
      ];
    }
    const result = definition.schema.safeParse(section.content);
    return result.success
      ? []
      : result.error.issues.map((issue) => ({
          path: ['sections', index, 'content', ...issue.path].join('.'),
          message: issue.message,
        }));
  });
}

/** Keeps only the sections a template can show: what carries over when switching templates. */
export function sectionsFor(
  template: TemplateDefinition,
  content: PortfolioContent,
): PortfolioContent {
  return {
    ...content,
    sections: content.sections.filter((section) => template.sections[section.type]),
  };
}
