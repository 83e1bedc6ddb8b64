import { z } from 'zod';
import { isPrivateName } from './network-address';

// A portfolio at a designer's own domain (issue 21, part 3): the rules both the settings form and
// the server's routes check, and the records the designer creates at their DNS host.

/** Where the proof of ownership lives: a TXT record under the domain, holding VERIFY_PREFIX+token. */
export const VERIFY_LABEL = '_folio-verify';
export const VERIFY_PREFIX = 'folio-verify=';
export const verifyRecordName = (hostname: string) => `${VERIFY_LABEL}.${hostname}`;
export const verifyRecordValue = (token: string) => `${VERIFY_PREFIX}${token}`;

export const HOSTNAME_MAX = 253;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export const DOMAIN_MESSAGES = {
  invalid: 'Enter a domain such as www.yourname.com',
  noIp: 'Enter a domain name, not an IP address',
  privateName: 'This name only works on your own network; enter a public domain',
  appHost: 'This is our own address; enter a domain of yours',
  taken: 'This domain is already connected to another portfolio',
  none: 'This portfolio has no custom domain',
  tooManyChecks: 'Too many checks. Please wait a minute and try again.',
  dnsUnavailable: 'We could not reach DNS just now. Please try again in a minute.',
  /** Shown in place of an address on a private network: which one is none of the designer's business. */
  privateAddress: 'a private network address',
} as const;

/**
 * What a designer typed, as the name DNS knows: lower-case, international names in their punycode
 * form, without a scheme, a path or a trailing dot; or why it is no domain we can serve.
 */
export function normalizeHostname(input: string): string | { error: string } {
  const bare = input
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/\/+$/, '')
    .replace(/\.$/, '');
  if (!bare || /[\s/?#@:[\]\\]/.test(bare)) return { error: DOMAIN_MESSAGES.invalid };
  let hostname: string;
  try {
    hostname = new URL(`http://${bare}`).hostname;
  } catch {
    return { error: DOMAIN_MESSAGES.invalid };
  }
  const labels = hostname.split('.');
  // The URL parser turns "1.2.3.4", "0x7f.1" and the like into an IPv4 address.
  if (/^\d+(\.\d+){3}$/.test(hostname)) return { error: DOMAIN_MESSAGES.noIp };
  if (
    hostname.length > HOSTNAME_MAX ||
    labels.length < 2 ||
    !labels.every((label) => LABEL.test(label)) ||
    !TOP_LABEL.test(labels.at(-1)!)
  )
    return { error: DOMAIN_MESSAGES.invalid };
  // A name only a local network answers: a portfolio cannot live there.
  if (isPrivateName(hostname)) return { error: DOMAIN_MESSAGES.privateName };
  return hostname;
}

/** A domain as typed, checked and normalized (the server checks besides that it is not its own). */
export const hostname = z
  .string({ message: DOMAIN_MESSAGES.invalid })
  .max(HOSTNAME_MAX + 20, DOMAIN_MESSAGES.invalid)
  .transform((value, context) => {
    const result = normalizeHostname(value);
    if (typeof result === 'string') return result;
    context.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  });

export const domainInput = z.object({ hostname });
export type DomainInput = z.input<typeof domainInput>;

/** A DNS record the designer creates at their DNS host. */
export const dnsRecord = z.object({
  type: z.enum(['CNAME', 'A', 'TXT']),
  name: z.string(),
  value: z.string(),
});
export type DnsRecord = z.infer<typeof dnsRecord>;

/** What the last check found, beside what was expected. */
export const domainCheck = z.object({
  checkedAt: z.string(),
  verified: z.boolean(),
  /** The TXT values found at the verification name. */
  txtFound: z.array(z.string()),
  /** Where the domain points now (CNAME targets, then IPv4 addresses), and whether that is us. */
  pointsAt: z.array(z.string()),
  pointsToUs: z.boolean(),
  /** Why nothing could be read (DNS unreachable), when that is the case. */
  error: z.string().optional(),
});
export type DomainCheck = z.infer<typeof domainCheck>;

export const customDomain = z.object({
  hostname: z.string(),
  status: z.enum(['pending', 'verified']),
  createdAt: z.string(),
  verifiedAt: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  /** The address visitors read the portfolio at once verified. */
  url: z.string(),
  /** Point the domain at us with one of these (CNAME, or A where the server has a fixed address). */
  routing: z.array(dnsRecord),
  /** Prove the domain is yours with this one. */
  verification: dnsRecord,
});
export type CustomDomain = z.infer<typeof customDomain>;

export const domainAnswer = z.object({ domain: customDomain.nullable() });
export const verifyAnswer = z.object({ domain: customDomain, check: domainCheck });

/** Each of an account's portfolios that has a domain, for the dashboard's cards. */
export const accountDomains = z.object({
  portfolios: z.record(
    z.string(),
    z.object({ hostname: z.string(), status: z.enum(['pending', 'verified']) }),
  ),
});
export type AccountDomains = z.infer<typeof accountDomains>;
