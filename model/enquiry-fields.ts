// The brief form's fields, labels and limits without any schema library: the published page's small
// script reads these; model/enquiry.ts builds the schema from them.

export const BUDGETS = ['5k-10k', '10k-25k', '25k-50k', '50k+'] as const;

export const BRIEF_FIELDS = ['name', 'email', 'company', 'project', 'budget', 'message'] as const;
export type BriefField = (typeof BRIEF_FIELDS)[number];

/** The label of each field, as visitors read it. */
export const BRIEF_LABELS: Record<BriefField, string> = {
  name: 'Name',
  email: 'Email',
  company: 'Company',
  project: 'Project type',
  budget: 'Budget',
  message: 'Message',
};

/** The longest each field may be: a brief is a few paragraphs, not a document. */
export const BRIEF_LIMITS = {
  name: 120,
  email: 254,
  company: 160,
  project: 160,
  message: 5000,
} as const;

/** What a brief's checks say, worded once for the schema (model/enquiry.ts) and the page's script. */
export const BRIEF_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  messageRequired: 'Message is required',
  budget: 'Choose a budget from the list',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A brief's checks before it is sent, without a schema library (the published page's script runs
 * them): what is required, each field's length, the email's shape. The server's schema checks all
 * of it again, and its answer is shown the same way.
 */
export function briefFirstProblems(value: (field: BriefField) => string) {
  const problems: Partial<Record<BriefField, string>> = {};
  for (const field of BRIEF_FIELDS) {
    const max = BRIEF_LIMITS[field as keyof typeof BRIEF_LIMITS];
    if (max && value(field).length > max)
      problems[field] = BRIEF_MESSAGES.tooLong(BRIEF_LABELS[field], max);
  }
  if (!value('name')) problems.name = BRIEF_MESSAGES.nameRequired;
  if (!value('email')) problems.email = BRIEF_MESSAGES.emailRequired;
  else problems.email ??= EMAIL.test(value('email')) ? undefined : BRIEF_MESSAGES.emailInvalid;
  if (!value('message')) problems.message = BRIEF_MESSAGES.messageRequired;
  for (const field of BRIEF_FIELDS) if (!problems[field]) delete problems[field];
  return problems;
}

/**
 * The hidden fields a brief form sends besides the brief: a honeypot people never see, the signed
 * time the visitor started (the fill-time guard), the page it was sent from, and the id of the
 * thank-you block a page without script jumps to.
 */
export const BRIEF_HIDDEN = {
  honeypot: '_gotcha',
  started: '_started',
  page: '_page',
  thanks: '_thanks',
} as const;

/** A brief sent sooner than this after the visitor started is a bot's. */
export const MIN_FILL_MS = 2000;

export const enquiryPath = (slug: string) =>
  `/api/portfolios/public/${encodeURIComponent(slug)}/enquiries`;
