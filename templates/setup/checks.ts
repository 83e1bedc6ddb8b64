// Checks of what is typed, with the messages shown under the field, and of the document the answers
// make against the template's own schemas.
import { z } from 'zod';
import { ownValue } from '../../model/own';
import { IMAGE_URL_MESSAGE, isSafeLink, isValidImageUrl } from '../../model/rules';
import { getPath } from '../paths';
import { isPlaceholderLink, isSampleImage } from '../samples';
import { sectionOf, type SetupFieldType, type TemplateDefinition } from '../types';
import { buildFromAnswers } from './document';
import { setupSteps } from './steps';
import { answerName, type SetupValues } from './types';

export const SETUP_MESSAGES = {
  email: 'Please enter an email address, like you@studio.com',
  url: 'Please enter a web address starting with https://',
  profile: 'Please link to your own profile, not the site’s front page',
  image: IMAGE_URL_MESSAGE,
  ownImage: 'Please upload your own image: this one comes with the template',
  phone: 'Please use digits, spaces and + ( ) - only',
  number: 'Please enter a number, like 2026',
} as const;

const email = z.email();
const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+\.[^\s/?#]{2,}/i;

/** The message for an answer of this type, or null when it is fine (or empty). */
export function answerProblem(
  type: SetupFieldType,
  raw: unknown,
  options: { profile?: boolean } = {},
): string | null {
  if (typeof raw !== 'string' || !raw.trim()) return null;
  const value = raw.trim();
  switch (type) {
    case 'email':
      return email.safeParse(value).success ? null : SETUP_MESSAGES.email;
    case 'url':
      if (!WEB_ADDRESS.test(value) || !isSafeLink(value)) return SETUP_MESSAGES.url;
      return options.profile && isPlaceholderLink(value) ? SETUP_MESSAGES.profile : null;
    case 'image':
      if (!isValidImageUrl(value)) return SETUP_MESSAGES.image;
      return isSampleImage(value) ? SETUP_MESSAGES.ownImage : null;
    case 'tel':
      return /^[+()\d\s./-]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 3
        ? null
        : SETUP_MESSAGES.phone;
    case 'number':
      return /^\d+$/.test(value) ? null : SETUP_MESSAGES.number;
    default:
      return null;
  }
}

export type SetupProblem = { name: string; message: string };

/**
 * Everything wrong with the answers, by form name: each answer's format, then the template's own
 * schemas over the document the answers make (lengths, limits), traced back to the answer.
 */
export function setupProblems(
  template: TemplateDefinition,
  values: SetupValues,
  templates: readonly TemplateDefinition[] = [template],
): SetupProblem[] {
  const problems: SetupProblem[] = [];
  const add = (name: string, message: string | null) => {
    if (message && !problems.some((problem) => problem.name === name))
      problems.push({ name, message });
  };
  for (const step of setupSteps(template)) {
    for (const question of step.identity) {
      if (question.field === 'socials')
        (values.socials ?? []).forEach((row, index) =>
          add(`socials.${index}.url`, answerProblem('url', row.url, { profile: true })),
        );
      else
        add(
          answerName.identity(question.field),
          answerProblem(question.type, ownValue(values.identity ?? {}, question.field)),
        );
    }
    const given = ownValue(values.sections ?? {}, step.type) ?? {};
    for (const field of step.fields)
      add(
        answerName.field(step.type, field.path),
        answerProblem(field.type, getPath(given, field.path)),
      );
    const lists = ownValue(values.lists ?? {}, step.type) ?? {};
    for (const list of step.lists)
      (ownValue(lists, list.path) ?? []).forEach((item, index) => {
        for (const field of list.fields)
          add(
            answerName.item(step.type, list.path, index, field.path),
            answerProblem(field.type, ownValue(item, field.path)),
          );
      });
  }
  const { content, origins } = buildFromAnswers(template, values, templates);
  for (const section of content.sections) {
    const result = sectionOf(template, section.type)?.schema.safeParse(section.content);
    if (!result || result.success) continue;
    for (const issue of result.error.issues) {
      const at = issue.path.join('.');
      const origin = (origins[section.id] ?? [])
        .filter(([path]) => at === path || at.startsWith(`${path}.`))
        .sort((a, b) => b[0].length - a[0].length)[0];
      if (!origin) continue;
      // A list of socials names the row; an identity field, its one input.
      const name = origin[1] === 'socials' ? `socials.${at.split('.')[1] ?? 0}.url` : origin[1];
      add(name, issue.message);
    }
  }
  return problems;
}
