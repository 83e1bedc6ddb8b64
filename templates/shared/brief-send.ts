import { BRIEF_FIELDS, type BriefField } from '../../model/enquiry-fields';

// How a brief form sends, the React form's and the published page's script's (renderer/islands.ts):
// form-encoded to the page's enquiry endpoint, answered {success, data, message}.

export type SendOutcome =
  | { ok: true; message: string }
  | {
      ok: false;
      /** The request never reached the server (offline, another origin): post the form itself. */
      unreachable?: boolean;
      /** The server's reason, e.g. EXPIRED: the stamp was stale or already used. */
      code?: string;
      message: string;
      fieldErrors: Partial<Record<BriefField, string>>;
    };

/** A fresh signed start time from the server, taken when the visitor starts filling in the form. */
export async function fetchStartStamp(action: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${action}/start`, { headers: { Accept: 'application/json' } });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { data?: { started?: unknown } };
    return typeof body.data?.started === 'string' ? body.data.started : undefined;
  } catch {
    return undefined;
  }
}

export async function sendBrief(
  action: string,
  fields: Record<string, string>,
): Promise<SendOutcome> {
  let response: Response;
  try {
    // Form-encoded, as a plain form posts: from a static copy elsewhere it needs no CORS preflight.
    response = await fetch(action, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: new URLSearchParams(fields),
    });
  } catch {
    return { ok: false, unreachable: true, message: '', fieldErrors: {} };
  }
  const body = (await response.json().catch(() => ({}))) as {
    success?: boolean;
    code?: string;
    message?: string;
    errors?: Array<{ path?: string; message?: string }>;
  };
  if (response.ok && body.success) return { ok: true, message: body.message ?? '' };
  const fieldErrors: Partial<Record<BriefField, string>> = {};
  for (const error of body.errors ?? []) {
    const field = error.path as BriefField;
    if ((BRIEF_FIELDS as readonly string[]).includes(field) && error.message)
      fieldErrors[field] ??= error.message;
  }
  return {
    ok: false,
    code: body.code,
    message:
      body.message ??
      (response.status === 429
        ? 'Too many briefs. Please wait a while and try again.'
        : 'Your brief could not be sent. Please try again.'),
    fieldErrors,
  };
}
