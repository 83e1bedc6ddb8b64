import { DEFAULT_TEMPLATE_ID } from '../model/constants';
import { discovered } from './discovered';
import { TemplateRegistry } from './registry';

export type * from './types';
export { TemplateRegistry } from './registry';

/**
 * Every template in templates/discovered.ts, the default first: a folder in templates/ is found as
 * it is, a package by its name in package.json's "folio.templates" (templates/README.md).
 */
export const templates = [...discovered]
  .sort((a, b) => Number(b.id === DEFAULT_TEMPLATE_ID) - Number(a.id === DEFAULT_TEMPLATE_ID))
  .reduce(
    (registry, template) => registry.register(template),
    new TemplateRegistry(DEFAULT_TEMPLATE_ID),
  );

export const getTemplate = (id: string | null | undefined) => templates.get(id);
export const findTemplate = (id: string | null | undefined) => templates.find(id);
export const isKnownTemplate = (id: string | null | undefined) => templates.isKnown(id);
export const listTemplates = () => templates.list();
