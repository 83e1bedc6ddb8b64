// A visitor's brief sent from a published page (issue 21): the one schema the brief form and the
// server validate with, and the designer's inbox of them.
import { z } from 'zod';
import { BRIEF_LIMITS, BRIEF_MESSAGES, BUDGETS, type BriefField } from './enquiry-fields';

export * from './enquiry-fields';

const { tooLong } = BRIEF_MESSAGES;

/** Control characters (CR, LF, tab, NUL…) and line separators, each run read as one space. */
const LINE_BREAKS = /[\p{Cc}\u2028\u2029]+/gu;
/** One line of text: what a name or a company is, so it can never start a line of a mail. */
export const oneLine = (text: string) => text.replace(LINE_BREAKS, ' ');
/** A one-line field as the schema reads it: control characters gone, then trimmed. */
const lineField = () => z.string().overwrite(oneLine).trim();

export const brief = z.object({
  name: lineField()
    .min(1, BRIEF_MESSAGES.nameRequired)
    .max(BRIEF_LIMITS.name, tooLong('Name', BRIEF_LIMITS.name)),
  email: lineField()
    .min(1, BRIEF_MESSAGES.emailRequired)
    .max(BRIEF_LIMITS.email, tooLong('Email', BRIEF_LIMITS.email))
    .pipe(z.email(BRIEF_MESSAGES.emailInvalid)),
  company: lineField()
    .max(BRIEF_LIMITS.company, tooLong('Company', BRIEF_LIMITS.company))
    .default(''),
  project: lineField()
    .max(BRIEF_LIMITS.project, tooLong('Project type', BRIEF_LIMITS.project))
    .default(''),
  budget: z.union([z.enum(BUDGETS), z.literal('')], { error: BRIEF_MESSAGES.budget }).default(''),
  message: z
    .string()
    .trim()
    .min(1, BRIEF_MESSAGES.messageRequired)
    .max(BRIEF_LIMITS.message, tooLong('Message', BRIEF_LIMITS.message)),
});
export type Brief = z.infer<typeof brief>;
export type BriefInput = z.input<typeof brief>;

/** Field name -> the first problem with it, as the form shows them under each field. */
export function briefErrors(values: unknown): Partial<Record<BriefField, string>> {
  const result = brief.safeParse(values);
  const errors: Partial<Record<BriefField, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[issue.path[0] as BriefField] ??= issue.message;
  return errors;
}

export const ENQUIRY_MESSAGES = {
  sent: 'Thank you, your brief is on its way.',
  tooFast: 'That was sent a little too quickly. Please check your brief and send it again.',
  expired: 'This form has expired. Please check your brief and send it again.',
  tooManyFromYou: 'Too many briefs from your address. Please wait a while and try again.',
  notFound: 'This portfolio does not exist or is not published.',
  enquiryNotFound: 'Enquiry not found',
  updated: 'Enquiry updated',
  deleted: 'Enquiry deleted',
} as const;

export const ENQUIRY_STATUSES = ['unread', 'read', 'archived'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_FILTERS = ['unread', 'read', 'archived', 'all'] as const;
export type EnquiryFilter = (typeof ENQUIRY_FILTERS)[number];

/** An enquiry as the designer's inbox reads it. */
export const enquiry = z.object({
  id: z.string(),
  portfolioId: z.string(),
  portfolioTitle: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  project: z.string(),
  budget: z.string(),
  message: z.string(),
  page: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Enquiry = z.infer<typeof enquiry>;

export const ENQUIRY_PAGE_SIZE = 20;

export const enquiryListQuery = z.object({
  status: z.enum(ENQUIRY_FILTERS).default('all'),
  q: z.string().trim().max(200, 'Search at most 200 characters').default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ENQUIRY_PAGE_SIZE),
});
export type EnquiryListQuery = z.input<typeof enquiryListQuery>;

export const enquiryCounts = z.object({
  unread: z.number(),
  read: z.number(),
  archived: z.number(),
  all: z.number(),
});
export type EnquiryCounts = z.infer<typeof enquiryCounts>;

export const enquiryList = z.object({
  enquiries: z.array(enquiry),
  /** How many match the filter and search (for pages). */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: enquiryCounts,
});
export type EnquiryList = z.infer<typeof enquiryList>;

export const enquiryStatusInput = z.object({ status: z.enum(ENQUIRY_STATUSES) });
