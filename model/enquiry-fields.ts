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
