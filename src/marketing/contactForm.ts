// The contact form's client for a form-collection service (spec sections 7 and 8):
// POST /f/{formId} with JSON; the answer is {next}, {errors: [{field, code, message}]} or {error}.

/** The form's id at the collection service. Same origin: our server answers /f/{formId}. */
export const CONTACT_FORM_ID = 'folio-contact';
// Vite writes FORM_ENDPOINT into the browser build; the build's prerender (plain Node) reads the same variable.
const configuredEndpoint = import.meta.env?.FORM_ENDPOINT ?? globalThis.process?.env.FORM_ENDPOINT;
export const CONTACT_FORM_ENDPOINT = configuredEndpoint || `/f/${CONTACT_FORM_ID}`;

export const UNEXPECTED_RESPONSE = 'Unexpected response format';

export const FORM_ERROR_CODES = [
  'BLOCKED',
  'EMPTY',
  'FILES_TOO_BIG',
  'FORM_NOT_FOUND',
  'INACTIVE',
  'NO_FILE_UPLOADS',
  'PROJECT_NOT_FOUND',
  'TOO_MANY_FILES',
] as const;

export const FIELD_ERROR_CODES = [
  'REQUIRED_FIELD_EMPTY',
  'REQUIRED_FIELD_MISSING',
  'TYPE_EMAIL',
  'TYPE_NUMERIC',
  'TYPE_TEXT',
  'STRIPE_CLIENT_ERROR',
  'STRIPE_SCA_ERROR',
] as const;

export type FormErrorCode =
  (typeof FORM_ERROR_CODES)[number] | (typeof FIELD_ERROR_CODES)[number] | 'UNSPECIFIED';

export type ContactFields = { name: string; email: string; subject: string; message: string };
export type ContactField = keyof ContactFields;

export const CONTACT_FIELD_LABELS: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

export type SubmissionError = { field?: string; code: FormErrorCode; message: string };

export type SubmissionResult =
  { ok: true; next?: string } | { ok: false; errors: SubmissionError[] };

const KNOWN_CODES = new Set<string>([...FORM_ERROR_CODES, ...FIELD_ERROR_CODES]);

/** Unknown codes become UNSPECIFIED. */
export function normalizeCode(code: unknown): FormErrorCode {
  return typeof code === 'string' && KNOWN_CODES.has(code)
    ? (code as FormErrorCode)
    : 'UNSPECIFIED';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the service's answer: success, field and form errors, or an unexpected format. */
export function parseSubmissionResponse(body: unknown): SubmissionResult {
  if (isRecord(body)) {
    if (Array.isArray(body.errors) && body.errors.length > 0) {
      const errors = body.errors.filter(isRecord).map((error): SubmissionError => ({
        ...(typeof error.field === 'string' && error.field ? { field: error.field } : {}),
        code: normalizeCode(error.code),
        message: typeof error.message === 'string' ? error.message : 'is invalid',
      }));
      if (errors.length > 0) return { ok: false, errors };
    }
    if (typeof body.error === 'string' && body.error) {
      return { ok: false, errors: [{ code: 'UNSPECIFIED', message: body.error }] };
    }
    if ('next' in body) {
      return typeof body.next === 'string' ? { ok: true, next: body.next } : { ok: true };
    }
  }
  return { ok: false, errors: [{ code: 'UNSPECIFIED', message: UNEXPECTED_RESPONSE }] };
}

/**
 * Sends the message. Never throws: a network failure comes back as a form error carrying the
 * error's message, so the visitor always sees what happened.
 */
export async function submitContactForm(
  fields: ContactFields & { _gotcha?: string },
  endpoint: string = CONTACT_FORM_ENDPOINT,
): Promise<SubmissionResult> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(fields),
    });
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : String(error);
    return { ok: false, errors: [{ code: 'UNSPECIFIED', message }] };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, errors: [{ code: 'UNSPECIFIED', message: UNEXPECTED_RESPONSE }] };
  }
  return parseSubmissionResponse(body);
}

/** Groups field errors under their fields ("Email should be an email, is required") and the rest. */
export function describeErrors(errors: SubmissionError[]) {
  const byField: Partial<Record<ContactField, string>> = {};
  const general: string[] = [];
  for (const field of Object.keys(CONTACT_FIELD_LABELS) as ContactField[]) {
    const messages = errors.filter((e) => e.field === field).map((e) => e.message);
    if (messages.length > 0)
      byField[field] = `${CONTACT_FIELD_LABELS[field]} ${messages.join(', ')}`;
  }
  for (const error of errors) {
    if (!error.field || !Object.hasOwn(CONTACT_FIELD_LABELS, error.field))
      general.push(error.message);
  }
  return { byField, general: general.join(', ') };
}
