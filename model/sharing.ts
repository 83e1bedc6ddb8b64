import { z } from 'zod';

// Who may open a published portfolio or one of its case studies (issue 20): the rules both the
// sharing panel's forms and the server's routes check.

export const VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export const visibility = z.enum(VISIBILITIES, {
  message: 'Visibility must be public, unlisted or private',
});
export type Visibility = z.infer<typeof visibility>;

const RANK: Record<Visibility, number> = { public: 0, unlisted: 1, private: 2 };
/** A case study is as closed as the stricter of itself and its portfolio. */
export const stricterVisibility = (a: Visibility, b: Visibility): Visibility =>
  RANK[a] >= RANK[b] ? a : b;

export const SHARE_LABEL_MAX = 80;
export const VIEW_LIMIT_MAX = 10_000;
export const PAGE_PASSWORD_MIN = 6;
export const PAGE_PASSWORD_MAX = 128;

export const SHARING_MESSAGES = {
  privatePortfolio: 'This portfolio is private',
  privateCaseStudy: 'This case study is private',
  privateText: 'Only people the designer shared it with can see it.',
  linkGone: 'This link no longer works',
  linkGoneText:
    'It has expired, reached its view limit or been turned off. Ask the designer for a new one.',
  wrongPassword: 'That password is not right. Please try again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  noCaseStudy: 'This case study does not exist in this portfolio.',
  noLink: 'This share link does not exist.',
  linkPreview: 'Shared with you on Folio',
  linkPreviewText: 'Open this link in your browser to see what the designer shared with you.',
} as const;

/** Which page a rule or a link is for: the portfolio, or one of its case studies by project id. */
export const shareTarget = z.object({
  projectId: z.string().min(1).max(128).optional(),
});

export const visibilityInput = shareTarget.extend({ visibility });

export const shareLinkInput = shareTarget.extend({
  label: z
    .string({ message: 'Label is required' })
    .trim()
    .min(1, 'Label is required')
    .max(SHARE_LABEL_MAX, `Label must be at most ${SHARE_LABEL_MAX} characters`),
  expiresAt: z.iso
    .datetime({ offset: true, message: 'Expiry must be a date' })
    .refine((when) => Date.parse(when) > Date.now(), 'Expiry must be in the future')
    .nullish(),
  viewLimit: z
    .number({ message: 'View limit must be a number' })
    .int('View limit must be a whole number')
    .min(1, 'View limit must be at least 1')
    .max(VIEW_LIMIT_MAX, `View limit must be at most ${VIEW_LIMIT_MAX}`)
    .nullish(),
});
export type ShareLinkInput = z.infer<typeof shareLinkInput>;

export const pagePasswordInput = shareTarget.extend({
  // null takes the password away.
  password: z
    .string({ message: 'Password is required' })
    .min(PAGE_PASSWORD_MIN, `Password must be at least ${PAGE_PASSWORD_MIN} characters`)
    .max(PAGE_PASSWORD_MAX, `Password must be at most ${PAGE_PASSWORD_MAX} characters`)
    .nullable(),
});

export const shareLink = z.object({
  id: z.string(),
  projectId: z.string().nullable(),
  label: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  viewLimit: z.number().nullable(),
  views: z.number(),
  lastOpenedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ShareLink = z.infer<typeof shareLink>;

/** One page's sharing: its own setting, what visitors get (with its portfolio's), its links. */
export const targetSharing = z.object({
  projectId: z.string().nullable(),
  title: z.string(),
  visibility,
  effective: visibility,
  hasPassword: z.boolean(),
  links: z.array(shareLink),
});
export type TargetSharing = z.infer<typeof targetSharing>;

export const portfolioSharing = z.object({
  portfolio: targetSharing,
  caseStudies: z.array(targetSharing),
});
export type PortfolioSharing = z.infer<typeof portfolioSharing>;

/** A new link: its whole address is given this once; only a hash of its secret is kept. */
export const createdShareLink = z.object({ link: shareLink, url: z.string() });
export type CreatedShareLink = z.infer<typeof createdShareLink>;

/** A link is usable while not revoked, not past its expiry and under its view limit. */
export function linkState(link: ShareLink, now = Date.now()) {
  if (link.revokedAt) return 'revoked' as const;
  if (link.expiresAt && Date.parse(link.expiresAt) <= now) return 'expired' as const;
  if (link.viewLimit !== null && link.views >= link.viewLimit) return 'used up' as const;
  return 'active' as const;
}

/** The sharing panel's "New link" form, as typed: the date and the limit may be left empty. */
export const shareLinkForm = z.object({
  label: shareLinkInput.shape.label,
  expires: z
    .string()
    .refine((day) => day === '' || /^\d{4}-\d{2}-\d{2}$/.test(day), 'Expiry must be a date')
    .refine((day) => day === '' || endOfDay(day) > Date.now(), 'Expiry must be in the future'),
  viewLimit: z
    .string()
    .trim()
    .refine((limit) => limit === '' || /^\d+$/.test(limit), 'View limit must be a whole number')
    .refine((limit) => limit === '' || Number(limit) >= 1, 'View limit must be at least 1')
    .refine(
      (limit) => limit === '' || Number(limit) <= VIEW_LIMIT_MAX,
      `View limit must be at most ${VIEW_LIMIT_MAX}`,
    ),
});
export type ShareLinkForm = z.infer<typeof shareLinkForm>;

/** A link expires at the end of the chosen day, in the designer's own time zone. */
function endOfDay(day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 23, 59, 59, 999).getTime();
}

export function shareLinkInputOf(form: ShareLinkForm, projectId: string | null): ShareLinkInput {
  return {
    ...(projectId ? { projectId } : {}),
    label: form.label.trim(),
    expiresAt: form.expires ? new Date(endOfDay(form.expires)).toISOString() : null,
    viewLimit: form.viewLimit ? Number(form.viewLimit) : null,
  };
}

export const pagePasswordForm = z.object({
  password: pagePasswordInput.shape.password.unwrap(),
});
