import path from 'node:path';
import { sectionNode } from '../../model/content';
import { getPath } from '../../templates/paths';
import { isSketchId, SKETCH_IDS } from '../../templates/shared/sketches';
import type { TemplateRegistry } from '../../templates/registry';
import {
  REQUIRED_SECTION_TYPES,
  sectionOf,
  type SectionDefinition,
  type TemplateDefinition,
} from '../../templates/types';
import { validateContent } from '../../templates/validate';
import { checkAssets } from './assets';
import { checkContrast } from './contrast';
import { checkDeclarations } from './declarations';
import { checkStyles } from './css';
import { checkImports } from './imports';
import { checkHeadingOrder } from './headings';
import { checkListsDeclared } from './lists';
import { checkSchemaVersions } from './schema-versions';
import { checkExternalUrls, checkRawHtml } from './source';
import { checkTheme } from './theme';
import { filesOf, sectionsOf } from './places';
import { REPO_ROOT, underRule, unique, type Problem } from './problems';
import { checkAfterSetup } from './after-setup';
import { checkFieldsDrawn, checkTextEditable } from './reach';
import { checkDomRendering, checkServerRendering } from './render';

// The template checks of `npm run template:check`, one function per rule, and checkTemplate running
// them all. Each problem names the file to open and what to do: the reader is a template author.

export type { Problem } from './problems';
export { formatProblem, formatReport, problemJson } from './problems';
export { checkAssets } from './assets';
export { checkDeclarations } from './declarations';

/** Ids are lowercase words joined by hyphens: they appear in URLs and folder names. */
export const TEMPLATE_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Id, version, root class, preview and tokens: the definition's own fields. */
export function checkDefinition(template: TemplateDefinition, folder: string): Problem[] {
  const { index } = filesOf(folder);
  const problems: Problem[] = [];
  const add = (file: string, message: string, fix: string) => problems.push({ file, message, fix });
  if (!TEMPLATE_ID.test(template.id))
    add(
      index,
      `the id "${template.id}" is not lowercase words joined by hyphens`,
      'Use an id such as "my-template": it appears in URLs and names the folder.',
    );
  if (path.basename(folder) !== template.id)
    add(
      index,
      `the id "${template.id}" differs from the folder name "${path.basename(folder)}"`,
      `Rename the folder or the id: assets are served from templates/<id>/assets/ at /templates/<id>/.`,
    );
  if (!Number.isInteger(template.version) || template.version < 1)
    add(index, `the version is ${template.version}`, 'Start at version 1 and count up by one.');
  else if ((template.defaultContent?.templateVersion ?? 1) !== template.version)
    add(
      index,
      `the default content says template version ${template.defaultContent?.templateVersion ?? 1} but the template is version ${template.version}`,
      `Build it with documentFrom(sections, ${template.version}) from @folio/template-sdk.`,
    );
  if (!/^[a-z][a-z0-9-]*$/.test(template.rootClass ?? ''))
    add(
      index,
      `the root class "${template.rootClass ?? ''}" is not a plain lowercase class name`,
      'Use a short class such as "mf" (no dot): every selector of the template starts with it.',
    );
  if (!template.preview?.startsWith(`/templates/${template.id}/`))
    add(
      index,
      `the preview "${template.preview}" is not one of the template's assets`,
      `Put the picture in templates/${template.id}/assets/ and set preview to "/templates/${template.id}/<file>".`,
    );
  for (const field of ['name', 'description', 'category'] as const)
    if (!template[field]?.trim())
      add(index, `the ${field} is empty`, 'The template gallery shows it: write one.');
  if (typeof template.Frame !== 'function')
    add(
      index,
      'has no Frame component',
      'Export a Frame (the page around the sections) and set it in the definition.',
    );
  for (const [key, definition] of sectionsOf(template)) {
    if (definition.type !== key)
      add(
        index,
        `the section registered as "${key}" says its type is "${definition.type}"`,
        'Register each section under its own type: sections: { hero, about, ... }.',
      );
    if (typeof definition.Component !== 'function')
      add(index, `the ${key} section has no Component`, 'Give it the component that draws it.');
    problems.push(...variantProblems(key, definition, index));
    if (!definition.setup?.title?.trim())
      add(
        index,
        `the ${key} section's setup has no title`,
        'The setup wizard shows it as the step title: write one.',
      );
  }
  return problems;
}

/** A section's layouts: ids that can be stored, none twice, each with a name and a known sketch. */
function variantProblems(key: string, definition: SectionDefinition, index: string): Problem[] {
  const seen = new Set<string>();
  return (definition.variants ?? []).flatMap((variant, position): Problem[] => {
    const found: Problem[] = [];
    const at = `the ${key} section's variant ${position + 1} ("${variant.id}")`;
    if (!sectionNode.shape.layout.safeParse(variant.id).success)
      found.push({
        file: index,
        message: `${at} has an id that cannot be stored`,
        fix: 'Use a short lowercase word, as "grid" or "large-single".',
      });
    if (seen.has(variant.id))
      found.push({
        file: index,
        message: `${at} repeats an id of an earlier variant`,
        fix: 'Give each variant of a section its own id: the page stores the id.',
      });
    seen.add(variant.id);
    if (!variant.name?.trim())
      found.push({
        file: index,
        message: `${at} has no name`,
        fix: 'The builder shows it under the thumbnail: write one.',
      });
    if (!isSketchId(variant.sketch))
      found.push({
        file: index,
        message: `${at} names the sketch "${String(variant.sketch)}", which does not exist`,
        fix: `Pick one of ${SKETCH_IDS.join(', ')} (templates/shared/sketches.tsx).`,
      });
    return found;
  });
}

/** Every section's defaults, and the default page, against the schemas; every failing value. */
export function checkDefaultContent(template: TemplateDefinition, folder: string): Problem[] {
  const { content } = filesOf(folder);
  const problems: Problem[] = [];
  const failing = (type: string, at: string, message: string): Problem => ({
    file: content,
    message: `the default content of the ${type} section fails its schema${at ? ` at \`${at}\`` : ''}: ${message}`,
    fix: 'Change the default value, or the schema if the value is right.',
  });
  for (const [type, definition] of sectionsOf(template)) {
    const result = definition.schema.safeParse(definition.defaults);
    if (!result.success)
      for (const issue of result.error.issues)
        problems.push(failing(type, issue.path.join('.'), issue.message));
  }
  const document = template.defaultContent;
  if (!document?.sections?.length) {
    problems.push({
      file: content,
      message: 'the default content has no sections',
      fix: 'Build it with documentFrom(sections, version) from @folio/template-sdk.',
    });
    return problems;
  }
  for (const issue of validateContent(template, document)) {
    const [, index, , ...rest] = issue.path.split('.');
    const section = index === undefined ? undefined : document.sections[Number(index)];
    if (section && issue.path.startsWith(`sections.${index}.content`))
      problems.push(failing(section.type, rest.join('.'), issue.message));
    else if (section && issue.path === `sections.${index}.type`)
      problems.push({
        file: content,
        message: `the default content has a "${section.type}" section, which the template does not offer`,
        fix: `Add a ${section.type} section to the definition's sections, or take it out of the default content.`,
      });
    else
      problems.push({
        file: content,
        message: `the default content is not a valid document at \`${issue.path}\`: ${issue.message}`,
        fix: 'Build it with documentFrom(sections, version) from @folio/template-sdk.',
      });
  }
  return problems;
}

/** REQUIRED_SECTION_TYPES: offered, and on the default page. */
export function checkRequiredSections(template: TemplateDefinition, folder: string): Problem[] {
  const { index } = filesOf(folder);
  const required = REQUIRED_SECTION_TYPES.join(' and ');
  return REQUIRED_SECTION_TYPES.flatMap((type): Problem[] => {
    if (!sectionOf(template, type))
      return [
        {
          file: index,
          message: `has no ${type} section`,
          fix: `Every template offers ${required} (REQUIRED_SECTION_TYPES in templates/types.ts): add a ${type} section, using the ${type}Shape of templates/shared/sections.ts so a template switch keeps its content.`,
        },
      ];
    if (!template.defaultContent?.sections?.some((section) => section.type === type))
      return [
        {
          file: index,
          message: `the default page has no ${type} section`,
          fix: `Every page starts with ${required}: put the ${type} section in the default content.`,
        },
      ];
    return [];
  });
}

/** Every setup field answers into a value the section's defaults have. */
export function checkSetupFields(template: TemplateDefinition, folder: string): Problem[] {
  const { index } = filesOf(folder);
  return sectionsOf(template).flatMap(([type, definition]) =>
    (definition.setup?.fields ?? []).flatMap((field): Problem[] =>
      getPath(definition.defaults, field.path) === undefined
        ? [
            {
              file: index,
              message: `the setup field "${field.key}" of the ${type} section writes to \`${field.path}\`, which its defaults do not have`,
              fix: `Point its path at a field of the ${type} content, or add \`${field.path}\` to the section's defaults.`,
            },
          ]
        : [],
    ),
  );
}

/** Id and aliases are this template's alone: what the registry could not register, in words. */
export function checkNames(
  template: TemplateDefinition,
  folder: string,
  registry: TemplateRegistry,
): Problem[] {
  const { index } = filesOf(folder);
  const problems: Problem[] = [];
  const mine = (name: string) => registry.find(name) === template;
  for (const problem of registry.problems) {
    const alias = /^The alias "(.+?)" of (.+?) is already used by (.+?):/.exec(problem);
    if (alias && alias[2] === template.id)
      problems.push({
        file: index,
        message: `the alias "${alias[1]}" is already a name of ${alias[3]} (templates/${alias[3]}/), so it opens ${alias[3]}, not ${template.id}`,
        fix: `Remove "${alias[1]}" from ${template.id}'s aliases, or choose another.`,
      });
    const id = /^The template id "(.+?)" is already used by (.+?):/.exec(problem);
    if (id && id[1] === template.id && !mine(template.id))
      problems.push({
        file: index,
        message: `the id "${template.id}" is already a name of ${id[2]} (templates/${id[2]}/), so ${template.id} is not registered`,
        fix: 'Choose another id (and rename the folder to match).',
      });
  }
  if (problems.length === 0 && !mine(template.id))
    problems.push({
      file: index,
      message: `${template.id} is not registered`,
      fix: 'Keep it in templates/<id>/ with `export default` in its index, or name its package in package.json\'s "folio.templates"; then any template:* command, `npm run build` or `npm ci` lists it in templates/discovered.ts.',
    });
  return problems;
}

/** The name a template's definition is exported under: its id in camelCase ("my-folio" -> myFolio). */
export const exportName = (id: string) =>
  id.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

export type CheckOptions = {
  /** Render every section on the server and in jsdom (the default); false skips it. */
  render?: boolean;
  /** Record the section shapes in the folder's schema.snapshot.json when new (the command does). */
  recordSchemas?: boolean;
};

/** The check running now: a second waits its turn (the jsdom globals and the console recorder are the process's). */
let checking: Promise<unknown> = Promise.resolve();

/**
 * Every check of one template whose folder is `folder` (templates/<id>/, or a fixture folder), with
 * `registry` holding it and the templates it must not clash with. No problems means it is ready.
 * Calls at once (the preview asks on every save) run one after the other.
 */
export function checkTemplate(
  template: TemplateDefinition,
  folder: string,
  registry: TemplateRegistry,
  options: CheckOptions = {},
): Promise<Problem[]> {
  const turn = checking.then(() => everyCheck(template, folder, registry, options));
  checking = turn.catch(() => undefined);
  return turn;
}

async function everyCheck(
  template: TemplateDefinition,
  folder: string,
  registry: TemplateRegistry,
  options: CheckOptions,
): Promise<Problem[]> {
  const root = path.resolve(folder);
  const problems = [
    ...underRule('definition', checkDefinition(template, root)),
    ...underRule('required-sections', checkRequiredSections(template, root)),
    ...underRule('default-content', checkDefaultContent(template, root)),
    ...underRule('setup-fields', checkSetupFields(template, root)),
    ...underRule('declarations', checkDeclarations(template, root)),
    ...(options.render !== false
      ? underRule('lists-declared', checkListsDeclared(template, root))
      : []),
    ...underRule('assets', checkAssets(template, root)),
    ...underRule('names', checkNames(template, root, registry)),
    ...underRule(
      'schema-version',
      checkSchemaVersions(template, root, { record: options.recordSchemas }),
    ),
    ...underRule('imports', checkImports(root)),
    ...underRule('raw-html', checkRawHtml(root)),
    ...underRule('external-urls', checkExternalUrls(root)),
    ...(template.rootClass
      ? underRule('scoped-styles', checkStyles(root, template.rootClass))
      : []),
    ...(template.styling?.colors
      ? underRule('contrast', checkContrast(template, filesOf(root).styling))
      : []),
    ...underRule('theme', checkTheme(template, filesOf(root).styling)),
  ];
  if (options.render !== false) {
    const seen = new Set<string>();
    problems.push(...underRule('server-render', await checkServerRendering(template, root, seen)));
    problems.push(...underRule('dom-render', await checkDomRendering(template, root, seen)));
    const all = registry.list();
    problems.push(...underRule('heading-order', checkHeadingOrder(template, root, all)));
    problems.push(...underRule('fields-drawn', checkFieldsDrawn(template, root)));
    problems.push(...underRule('editable-text', checkTextEditable(template, root)));
    problems.push(...underRule('after-setup', checkAfterSetup(template, root, all)));
  }
  return unique(problems);
}

export { REPO_ROOT };
