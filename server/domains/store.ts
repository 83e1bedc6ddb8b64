import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { customDomains, portfolios } from '../db/schema';

/** What a Host names: a verified domain's portfolio, a claim still waiting for proof, or nothing. */
export type HostClaim =
  | { kind: 'verified'; portfolioId: string; hostname: string; slug: string }
  | { kind: 'pending' }
  | null;

// Other processes (PostgreSQL deployments) learn of a change within this time.
const REMEMBER_MS = 30_000;
const MAX_REMEMBERED = 10_000;

type Remembered<T> = { value: T; until: number };

/**
 * Which portfolio a Host serves, and which verified domain a portfolio has: asked on every request,
 * so remembered for a short while. The domain routes tell it of each change in this process.
 */
export class CustomDomains {
  private hosts = new Map<string, Remembered<HostClaim>>();
  private portfolios = new Map<string, Remembered<string | null>>();
  // Raised by every change, so a read that started before it never stores what it saw.
  private epoch = 0;

  constructor(private db: Database) {}

  async claimOf(hostname: string): Promise<HostClaim> {
    const remembered = this.hosts.get(hostname);
    if (remembered && remembered.until > Date.now()) return remembered.value;
    const before = this.epoch;
    const rows = await this.db
      .select({
        portfolioId: customDomains.portfolioId,
        verifiedAt: customDomains.verifiedAt,
        slug: portfolios.slug,
      })
      .from(customDomains)
      .innerJoin(portfolios, eq(portfolios.id, customDomains.portfolioId))
      .where(eq(customDomains.hostname, hostname));
    // A portfolio never published has no page to serve yet.
    const verified = rows.find((row) => row.verifiedAt && row.slug);
    const claim: HostClaim = verified
      ? { kind: 'verified', portfolioId: verified.portfolioId, hostname, slug: verified.slug! }
      : rows.length > 0
        ? { kind: 'pending' }
        : null;
    if (before === this.epoch) remember(this.hosts, hostname, claim);
    return claim;
  }

  /** The portfolio's verified domain, if it has one. */
  async domainOf(portfolioId: string): Promise<string | undefined> {
    const remembered = this.portfolios.get(portfolioId);
    if (remembered && remembered.until > Date.now()) return remembered.value ?? undefined;
    const before = this.epoch;
    const [row] = await this.db
      .select({ hostname: customDomains.hostname })
      .from(customDomains)
      .where(and(eq(customDomains.portfolioId, portfolioId), isNotNull(customDomains.verifiedAt)));
    if (before === this.epoch) remember(this.portfolios, portfolioId, row?.hostname ?? null);
    return row?.hostname;
  }

  /** After any write of custom domains. */
  changed() {
    this.epoch++;
    this.hosts.clear();
    this.portfolios.clear();
  }
}

function remember<T>(map: Map<string, Remembered<T>>, key: string, value: T) {
  // Random Host headers cannot grow it without bound.
  if (map.size >= MAX_REMEMBERED) map.clear();
  map.set(key, { value, until: Date.now() + REMEMBER_MS });
}

/** A request's host as DNS names it: lower-case, without port, brackets or trailing dot. */
export function bareHost(host: string | undefined): string {
  const name = (host ?? '').trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\]/.exec(name);
  if (bracketed) return bracketed[1]!;
  return name.replace(/:\d*$/, '').replace(/\.$/, '');
}

/**
 * The host a request names in its own Host header. Never X-Forwarded-Host, which Fastify takes when
 * TRUST_PROXY is on and a client can set through many proxies: which site answers must not be
 * up to the client behind a proxy (the proxy passes the visitor's Host, README: Custom domains).
 */
export const requestHost = (request: { headers: { host?: string } }) =>
  bareHost(request.headers.host);

/** The names the app itself answers at: its configured host, PUBLIC_URL's, and this machine's. */
export function appHosts(config: Pick<AppConfig, 'appHost' | 'publicUrl'>): Set<string> {
  return new Set(
    [
      'localhost',
      '127.0.0.1',
      '::1',
      config.appHost,
      bareHost(new URL(config.publicUrl).host),
    ].filter((host): host is string => Boolean(host)),
  );
}

/** The host designers point their CNAME at: APP_HOST, else PUBLIC_URL's host. */
export const cnameTarget = (config: Pick<AppConfig, 'appHost' | 'publicUrl'>) =>
  config.appHost ?? bareHost(new URL(config.publicUrl).host);

/** A verified domain's address: always HTTPS (the proxy in front holds its certificate). */
export const domainOrigin = (hostname: string) => `https://${hostname}`;
