import { styling as stylingSchema, type PortfolioContent, type Styling } from '../../model/content';
import { upgradeContent } from '../../model/normalize';
import { MAX_PORTFOLIO_BYTES } from '../../model/portfolio';
import { RESERVED_SLUGS, SLUG_MESSAGES, slugError } from '../../model/rules';
import { fieldLabel } from '../../templates/fields';
import { stylingIssues } from '../../templates/theme';
import { sectionOf, type TemplateDefinition } from '../../templates/types';
import { parseContent, type ContentIssue } from '../../templates/validate';
import { HttpError } from '../errors';

/**
 * A document of a known shape upgraded to the current version and read by the template's schemas, or
 * 400 with nothing changed. Only what the schemas describe is stored: unknown keys are dropped.
 */
export function checkedContent(template: TemplateDefinition, raw: unknown) {
  const upgrade = upgradeContent(raw);
  if (!upgrade.ok) throw new HttpError(400, upgrade.message);
  const check = parseContent(template, upgrade.content);
  if (!check.ok) {
    const errors = check.issues.map((issue) => ({
      path: `content.${issue.path}`,
      message: contentIssueMessage(template, upgrade.content, issue),
    }));
    throw new HttpError(400, errors[0]!.message, {}, errors);
  }
  return check.content;
}

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a group of fields',
};
// zod's own wording, where a schema gave none, as a designer would say it.
const ZOD_WORDING: Array<[RegExp, (...found: string[]) => string]> = [
  [/^Invalid input: expected (\w+), received \w+$/, (kind) => `should be ${KINDS[kind!] ?? kind}`],
  [/^Too big: expected string to have <=?(\d+) characters$/, (n) => `at most ${n} characters`],
  [/^Too small: expected string to have >=?(\d+) characters$/, (n) => `at least ${n} characters`],
  [/^Too big: expected array to have <=?(\d+) items$/, (n) => `at most ${n} items`],
  [/^Too small: expected array to have >=?(\d+) items$/, (n) => `at least ${n} items`],
];

/** A message as the end of a sentence: "Please use…" → "please use…", "URL…" stays. */
function asClause(message: string) {
  for (const [pattern, say] of ZOD_WORDING) {
    const found = pattern.exec(message);
    if (found) return say(...found.slice(1));
  }
  return message.replace(/^[A-Z](?![A-Z])/, (c) => c.toLowerCase());
}

/**
 * A content problem in the designer's words, naming the field as the builder shows it: "Project 2
 * image: please use a valid image URL" for sections.2.content.projects.1.image of a Work section.
 */
export function contentIssueMessage(
  template: TemplateDefinition,
  content: PortfolioContent,
  issue: ContentIssue,
) {
  const [, index, field] = /^sections\.(\d+)(?:\.(.*))?$/.exec(issue.path) ?? [];
  // A layout's message names the section and the template already.
  if (index === undefined || field === 'layout') return issue.message;
  const section = content.sections[Number(index)];
  const title = section && sectionOf(template, section.type)?.title;
  const inContent = /^content(?:\.(.*))?$/.exec(field ?? '');
  const label =
    title && inContent
      ? fieldLabel(inContent[1] ?? '', title)
      : `Section ${Number(index) + 1}${title ? ` (${title})` : ''}`;
  return `${label}: ${asClause(issue.message)}`;
}

export function checkedSize(...parts: unknown[]) {
  const bytes = Buffer.byteLength(JSON.stringify(parts));
  if (bytes > MAX_PORTFOLIO_BYTES) {
    throw new HttpError(
      413,
      'This portfolio is too large to save (2 MB at most). Upload images instead of pasting them.',
    );
  }
}

export function checkedSlug(slug: string) {
  const problem = slugError(slug);
  if (problem) throw new HttpError(400, problem);
  if (RESERVED_SLUGS.has(slug)) throw new HttpError(409, SLUG_MESSAGES.taken);
  return slug;
}

/** The portfolio's look, or 400 naming the first value the template does not offer. */
export function checkedStyling(template: TemplateDefinition, raw: unknown): Styling {
  const parsed = stylingSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new HttpError(400, issue.message, {}, [
      { path: ['styling', ...issue.path].join('.'), message: issue.message },
    ]);
  }
  const issues = stylingIssues(template, parsed.data);
  if (issues.length > 0)
    throw new HttpError(
      400,
      issues[0]!,
      {},
      issues.map((message) => ({ path: 'styling', message })),
    );
  return parsed.data;
}
