import type { PortfolioContent } from '../model/content';
import { sectionOf, type SectionMigration, type TemplateDefinition } from './types';

/**
 * A stored document brought up to its template's version: each section runs its type's migration
 * steps newer than the version the document was saved with, oldest first. A document already at
 * (or, from a newer server, past) the template's version comes back as it is.
 */
export function migrateContent(
  template: TemplateDefinition,
  content: PortfolioContent,
): PortfolioContent {
  const from = content.templateVersion ?? 1;
  if (from >= template.version) return content;
  const sections = content.sections.map((section) => {
    const steps = (sectionOf(template, section.type)?.migrations ?? [])
      .filter((step) => step.to > from && step.to <= template.version)
      .sort((a, b) => a.to - b.to);
    if (steps.length === 0) return section;
    const migrated = steps.reduce(
      (old, step) => step.migrate(structuredClone(old)),
      section.content,
    );
    return { ...section, content: migrated };
  });
  return { ...content, templateVersion: template.version, sections };
}

/**
 * The step for a version that only adds the template's own labels (`labels` in shared/fields.ts):
 * stored content stays as it is, and each label shows its default until the designer edits it.
 */
export const labelsAdded = (to: number): SectionMigration => ({
  to,
  name: 'labels editable in place',
  migrate: (old) => old,
});
