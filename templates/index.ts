import { DEFAULT_TEMPLATE_ID } from '../model/constants';
import { developer } from './developer';
import { echelon } from './echelon';
import { lumen } from './lumen';
import { TemplateRegistry } from './registry';
import { studio } from './studio';

export type * from './types';
export { TemplateRegistry } from './registry';

/** The built-in templates. A new template is one folder and one line here (templates/README.md). */
export const templates = new TemplateRegistry(DEFAULT_TEMPLATE_ID)
  .register(echelon)
  .register(lumen)
  .register(developer)
  .register(studio);

export const getTemplate = (id: string | null | undefined) => templates.get(id);
export const findTemplate = (id: string | null | undefined) => templates.find(id);
export const isKnownTemplate = (id: string | null | undefined) => templates.isKnown(id);
export const listTemplates = () => templates.list();
