// The document setup makes: a template's starting document, the first wizard's answers written
// into its defaults, and the guided setup's answers built into a portfolio with no samples left.
import type { PortfolioContent } from '../../model/content';
import { ownValue } from '../../model/own';
import { givenIdentity, withIdentity } from '../identity';
import { getPath, setPath } from '../paths';
import {
  REQUIRED_SECTION_TYPES,
  sectionOf,
  type IdentityField,
  type TemplateDefinition,
} from '../types';
import { emptyItem, identityFromAnswers, isRecord } from './answers';
import { holdsOwnContent, withoutSamples } from './own-content';
import { setupSteps } from './steps';
import { answerName, type SetupAnswers, type SetupValues } from './types';

/**
 * The template's default content with answers by field key written in. Empty answers are ignored
 * (spec section 5); an answer for a list of words ("skills") is split at commas. The samples stay:
 * the wizard builds its document with `setupContent`, which leaves none.
 */
export function contentFromSetup(
  template: TemplateDefinition,
  answers: SetupAnswers,
): PortfolioContent {
  const sections = template.defaultContent.sections.map((section) => {
    const definition = sectionOf(template, section.type);
    const given = ownValue(answers, section.type) ?? {};
    let content = structuredClone(section.content);
    for (const field of definition?.setup.fields ?? []) {
      const answer = given[field.key]?.trim();
      if (!answer) continue;
      const current = getPath(content, field.path);
      const value = Array.isArray(current)
        ? answer
            .split(',')
            .map((word) => word.trim())
            .filter(Boolean)
        : answer;
      content = setPath(content, field.path, value);
    }
    return { ...section, content };
  });
  const answered = { ...template.defaultContent, sections };
  // A name or address given once is the designer's wherever the template shows it.
  return withIdentity(template, answered, givenIdentity(template, answered));
}

/** A template's starting document: one section of each type, in the order given, with its defaults. */
export function documentFrom(
  sections: Record<string, { type: string; defaults: object }>,
  templateVersion = 1,
): PortfolioContent {
  return {
    version: 1,
    templateVersion,
    sections: Object.values(sections).map((section) => ({
      id: section.type,
      type: section.type,
      content: structuredClone(section.defaults) as Record<string, unknown>,
    })),
  };
}

function answerOf(raw: unknown, words?: { maxItems: number }): string | string[] | undefined {
  if (typeof raw !== 'string' || !raw.trim()) return undefined;
  if (!words) return raw.trim();
  const list = raw
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean)
    .slice(0, words.maxItems);
  return list.length > 0 ? list : undefined;
}

/** An item of a list with nothing in it, shaped like the template's sample items. */
function blankItemOf(defaults: object, list: string): Record<string, unknown> {
  const sample = (getPath(defaults, list) as unknown[] | undefined)?.find(isRecord);
  if (!sample) return {};
  const blank = (value: unknown): unknown =>
    Array.isArray(value)
      ? []
      : isRecord(value)
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, blank(item)]))
        : typeof value === 'string'
          ? ''
          : value;
  return blank(sample) as Record<string, unknown>;
}

export type SetupBuild = {
  content: PortfolioContent;
  /** Which answer each written place came from, by section id: content path → form name. */
  origins: Record<string, Array<[path: string, name: string]>>;
};

/**
 * The document setup makes: the template's sections with no sample content left (see
 * `withoutSamples`), the answers written in, the identity written wherever the template keeps each
 * field, and sections left with nothing of the designer's hidden (hero and contact always show).
 * `templates` are the templates whose samples count: pass every registered one.
 */
export function buildFromAnswers(
  template: TemplateDefinition,
  values: SetupValues,
  templates: readonly TemplateDefinition[] = [template],
): SetupBuild {
  const all = templates.includes(template) ? templates : [template, ...templates];
  const steps = setupSteps(template);
  const origins: SetupBuild['origins'] = {};
  const sections = template.defaultContent.sections.map((section) => {
    const from = (origins[section.id] = [] as Array<[string, string]>);
    const definition = sectionOf(template, section.type);
    let content = withoutSamples(all, section);
    const step = steps.find((candidate) => candidate.type === section.type);
    if (step && definition) {
      const given = ownValue(values.sections ?? {}, section.type) ?? {};
      for (const field of step.fields) {
        const answer = answerOf(getPath(given, field.path), field.words);
        if (answer === undefined) continue;
        content = setPath(content, field.path, answer);
        from.push([field.path, answerName.field(section.type, field.path)]);
      }
      const lists = ownValue(values.lists ?? {}, section.type) ?? {};
      for (const list of step.lists) {
        const blank = blankItemOf(definition.defaults as object, list.path);
        const items: Record<string, unknown>[] = [];
        (ownValue(lists, list.path) ?? []).forEach((answers, index) => {
          if (items.length >= list.maxItems) return;
          let item: Record<string, unknown> = structuredClone(blank);
          const written: Array<[string, string]> = [];
          for (const field of list.fields) {
            const answer = answerOf(ownValue(answers, field.path), field.words);
            if (answer === undefined) continue;
            item = setPath(item, field.path, answer);
            written.push([
              `${list.path}.${items.length}.${field.path}`,
              answerName.item(section.type, list.path, index, field.path),
            ]);
          }
          if (written.length === 0) return;
          items.push({ ...item, id: answers.id || emptyItem(list).id });
          from.push(...written);
        });
        content = setPath(content, list.path, items);
      }
    }
    for (const [field, path] of Object.entries(definition?.identity ?? {}))
      from.push([path, answerName.identity(field as IdentityField)]);
    return { ...section, content };
  });
  const answered = withIdentity(
    template,
    { ...template.defaultContent, sections },
    identityFromAnswers(template, values),
  );
  const required: readonly string[] = REQUIRED_SECTION_TYPES;
  return {
    content: {
      ...answered,
      sections: answered.sections.map((section) =>
        required.includes(section.type) || holdsOwnContent(template, section)
          ? section
          : { ...section, hidden: true },
      ),
    },
    origins,
  };
}

/** The document setup makes from these answers (see `buildFromAnswers`). */
export function setupContent(
  template: TemplateDefinition,
  values: SetupValues,
  templates: readonly TemplateDefinition[] = [template],
): PortfolioContent {
  return buildFromAnswers(template, values, templates).content;
}

/** The portfolio's title and description the answers suggest ("Jane Doe — Portfolio", her role). */
export function setupTitles(values: SetupValues): { title?: string; description?: string } {
  const name = values.identity?.name?.trim();
  const role = values.identity?.role?.trim();
  return {
    ...(name ? { title: `${name} — Portfolio` } : {}),
    ...(role ? { description: role } : {}),
  };
}
