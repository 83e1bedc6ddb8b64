// The small rules of spec section 5 that the browser and the server both enforce.
import { SLUG_MAX_LENGTH, SLUG_MIN_LENGTH, SLUG_SUGGESTION_MAX_LENGTH } from './constants';
import { isPublicHost } from './network-address';

export const IMAGE_URL_MESSAGE = 'Please use a valid image URL';
export const PRIVATE_IMAGE_URL_MESSAGE =
  'Please upload the image or use a public web address, not one on a private network';
export const IMAGE_LIST_MESSAGE = 'Please use valid image URLs';
export const LINK_MESSAGE = 'Please use a valid link (https://, mailto:, tel: or a path)';

// C0 control characters, DEL and the backslash.
// eslint-disable-next-line no-control-regex
const UNSAFE_URL_CHARACTER = /[\u0000-\u001f\u007f\\]/;
const PERCENT_ESCAPE = /%([0-9a-f]{2})/gi;

/**
 * Whether a URL or path holds a control character or a backslash: anywhere as typed, or in its path
 * (before "?" or "#") once percent-decoded, however many times it was encoded. Browsers drop tabs and
 * newlines inside a URL and read "\" as "/", so "/\t/evil.example" or "/\\evil.example" are another
 * host; and a router handed "/%09/..." throws.
 */
export function hasUnsafeUrlCharacters(value: string): boolean {
  if (UNSAFE_URL_CHARACTER.test(value)) return true;
  let path = value.split(/[?#]/, 1)[0]!;
  // Byte by byte: a control byte or 0x5C is never part of a multi-byte UTF-8 character.
  for (let round = 0; round < 4; round++) {
    const decoded = path.replace(PERCENT_ESCAPE, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (decoded === path) break;
    if (UNSAFE_URL_CHARACTER.test(decoded)) return true;
    path = decoded;
  }
  return false;
}

/**
 * Why an image field's value is refused, or undefined when it is fine. Allowed: empty, http(s)://, /,
 * ./ or data:image/ (spec section 5). Protocol-relative "//" is refused, and so is any control
 * character or backslash (raw or percent-encoded) outside data: URLs. A web address must name a
 * public host: never localhost, a private, loopback or link-local address (the PDF printer and
 * every reader's browser would fetch it from inside their own network).
 */
export function imageUrlProblem(value: string): string | undefined {
  const url = value.trim();
  if (url === '' || /^data:image\//i.test(url)) return undefined;
  if (hasUnsafeUrlCharacters(url) || url.startsWith('//')) return IMAGE_URL_MESSAGE;
  if (url.startsWith('/') || url.startsWith('./')) return undefined;
  if (!/^https?:\/\/[^/\s]/i.test(url)) return IMAGE_URL_MESSAGE;
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return IMAGE_URL_MESSAGE;
  }
  return isPublicHost(host) ? undefined : PRIVATE_IMAGE_URL_MESSAGE;
}

export const isValidImageUrl = (value: string): boolean => imageUrlProblem(value) === undefined;

/** The message for a refused image field, for zod's `refine(isValidImageUrl, imageUrlError)`. */
export const imageUrlError = {
  error: (issue: { input: unknown }) => imageUrlProblem(String(issue.input)) ?? IMAGE_URL_MESSAGE,
};

/**
 * Links of projects, socials and case studies: http(s), mailto:, tel: or a relative path; never
 * javascript:, vbscript:, data: or any other scheme.
 */
export function isSafeLink(value: string): boolean {
  const link = value.trim();
  if (link === '') return true;
  // Browsers ignore tabs, newlines and control characters inside a scheme ("java\tscript:"), and
  // read a backslash as a slash ("/\\evil.example").
  if (hasUnsafeUrlCharacters(link)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase();
  // A web address names its host after "//": "https:javascript:x" or "https:/x" lead nowhere.
  if (scheme === 'http' || scheme === 'https') return /^https?:\/\/[^/?#\s]/i.test(link);
  if (scheme) return scheme === 'mailto' || scheme === 'tel';
  if (link.startsWith('//')) return false;
  return true;
}

/** A link safe to put in href, or undefined. */
export function safeHref(value: string | null | undefined): string | undefined {
  const link = value?.trim();
  return link && isSafeLink(link) ? link : undefined;
}

export const SLUG_MESSAGES = {
  required: 'Slug is required',
  pattern: 'Slug can only contain lowercase letters, numbers, and hyphens',
  tooShort: `Slug must be at least ${SLUG_MIN_LENGTH} characters`,
  tooLong: `Slug must be less than ${SLUG_MAX_LENGTH} characters`,
  taken: 'This slug is already taken',
} as const;

/** The spec's slug message for a slug, or null when it is valid. */
export function slugError(slug: string): string | null {
  if (slug === '') return SLUG_MESSAGES.required;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) return SLUG_MESSAGES.pattern;
  if (slug.length < SLUG_MIN_LENGTH) return SLUG_MESSAGES.tooShort;
  if (slug.length >= SLUG_MAX_LENGTH) return SLUG_MESSAGES.tooLong;
  return null;
}

/** What typing in the slug input keeps: lowercase a-z, 0-9 and hyphens, no hyphen at either end. */
export function cleanSlugInput(typed: string): string {
  return typed
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .replace(/^-+|-+$/g, '');
}

/** A slug suggested from a title: lowercase, spaces to hyphens, hyphens collapsed, at most 50. */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_SUGGESTION_MAX_LENGTH)
    .replace(/-+$/, '');
}

const ADJECTIVES = [
  'bold',
  'bright',
  'calm',
  'clever',
  'crisp',
  'daring',
  'gentle',
  'golden',
  'lucid',
  'modern',
  'quiet',
  'radiant',
  'silver',
  'swift',
  'vivid',
  'warm',
  'wild',
  'sunny',
  'brave',
  'fresh',
];
const NOUNS = [
  'canvas',
  'studio',
  'pixel',
  'sketch',
  'palette',
  'frame',
  'atlas',
  'orbit',
  'prism',
  'grid',
  'harbor',
  'meadow',
  'comet',
  'river',
  'summit',
  'field',
  'lens',
  'folio',
  'ink',
  'shape',
];

/** A random adjective-noun-number slug, the number from 0 to 999 (spec section 5). */
export function randomSlug(random: () => number = Math.random): string {
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  return `${pick(ADJECTIVES)}-${pick(NOUNS)}-${Math.floor(random() * 1000)}`;
}

/** Reserved paths and words a portfolio can never be published under. */
export const RESERVED_SLUGS = new Set([
  'api',
  'admin',
  'login',
  'logout',
  'signup',
  'register',
  'dashboard',
  'new',
  'edit',
  'settings',
  'profile',
  'templates',
  'template',
  'portfolio',
  'portfolios',
  'preview',
  'assets',
  'uploads',
  'static',
  'public',
  'about',
  'contact',
  'events',
  'terms',
  'privacy',
  'help',
  'support',
  'www',
  'app',
  'root',
  'null',
  'undefined',
  'sitemap',
  'robots',
  'favicon',
  'case-study',
  'forgot-password',
  'reset-password',
]);
