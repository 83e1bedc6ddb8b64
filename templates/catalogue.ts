import { listTemplates } from '.';
import type { TemplateDefinition } from './types';

/** What the gallery shows of a template: its card, no code. */
export type CatalogueEntry = Pick<
  TemplateDefinition,
  'id' | 'name' | 'description' | 'category' | 'preview' | 'previewUrl'
>;

/**
 * Every registered template's card, in the registry's order. The browser build replaces this module
 * with the same list as plain data (templateCatalogue in scripts/template-assets.ts): the gallery then carries neither
 * the templates' code nor their schemas.
 */
export function templateCatalogue(): CatalogueEntry[] {
  return listTemplates().map(({ id, name, description, category, preview, previewUrl }) => ({
    id,
    name,
    description,
    category,
    preview,
    ...(previewUrl ? { previewUrl } : {}),
  }));
}
