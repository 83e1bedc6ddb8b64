import type { PortfolioContent } from '../model/content';
import { ownValue } from '../model/own';
import { givenIdentity, withIdentity } from './identity';
import { getPath, setPath } from './paths';
import { sectionOf, type SetupFieldType, type TemplateDefinition } from './types';

/** The input type of a setup field, from its key name (spec section 3). */
export function fieldTypeFor(key: string): SetupFieldType {
  const name = key.toLowerCase();
  if (/(image|photo|avatar|picture|cover)/.test(name)) return 'image';
  if (/(url|website|link|site)/.test(name)) return 'url';
  if (/email/.test(name)) return 'email';
  if (/(phone|tel)/.test(name)) return 'tel';
  if (/(bio|description|message|intro|summary|text)/.test(name)) return 'textarea';
  if (/(year|number|count|age)/.test(name)) return 'number';
  return 'text';
}

/** Answers by section type, then by field key. */
export type SetupAnswers = Record<string, Record<string, string>>;

/**
 * The template's default content with the wizard's answers written in. Empty answers are ignored
 * (spec section 5); an answer for a list of words ("skills") is split at commas.
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
