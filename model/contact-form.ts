import { z } from 'zod';

// The contact form's rules (spec sections 5, 7 and 8), for every encoding it may arrive in: JSON,
// a urlencoded or a multipart post. Messages follow the form service's style: the field's label goes
// in front ("Email should be an email").

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactFieldName = (typeof CONTACT_FIELDS)[number];

export const CONTACT_LABELS: Record<ContactFieldName, string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

export const CONTACT_LIMITS: Record<ContactFieldName, number> = {
  name: 200,
  email: 254,
  subject: 300,
  message: 10_000,
};

export const CONTACT_MESSAGES = {
  required: 'is required',
  text: 'should be text',
  email: 'should be an email',
  tooLong: (max: number) => `should be at most ${max} characters`,
  empty: 'The form is empty',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Text and numbers are kept as text and null reads as empty; an object or a list is refused. */
const field = (max: number) =>
  z.preprocess(
    (value) => (value === null ? '' : typeof value === 'number' ? String(value) : value),
    z
      .string({
        error: (issue) =>
          issue.input === undefined ? CONTACT_MESSAGES.required : CONTACT_MESSAGES.text,
      })
      .trim()
      .min(1, CONTACT_MESSAGES.required)
      .max(max, CONTACT_MESSAGES.tooLong(max)),
  );

export const contactSubmission = z
  .object({
    name: field(CONTACT_LIMITS.name),
    email: field(CONTACT_LIMITS.email),
    subject: field(CONTACT_LIMITS.subject),
    message: field(CONTACT_LIMITS.message),
  })
  // After the fields' own problems, and even beside them, as the service lists them.
  .refine((form) => EMAIL.test(form.email), {
    path: ['email'],
    message: CONTACT_MESSAGES.email,
    when: (payload) => {
      const form = payload.value;
      if (typeof form !== 'object' || form === null) return false;
      const { email } = form as { email?: unknown };
      return typeof email === 'string' && email !== '';
    },
  });
export type ContactSubmission = z.output<typeof contactSubmission>;

/** The service's field error codes (spec section 8) for what the schema found. */
export function contactErrorCode(issue: z.core.$ZodIssue): string {
  if (issue.message === CONTACT_MESSAGES.email) return 'TYPE_EMAIL';
  if (issue.message === CONTACT_MESSAGES.required)
    return issue.code === 'invalid_type' ? 'REQUIRED_FIELD_MISSING' : 'REQUIRED_FIELD_EMPTY';
  return 'TYPE_TEXT';
}
