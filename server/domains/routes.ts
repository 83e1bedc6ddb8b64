import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { apiError, apiSuccess } from '../../model/api';
import {
  accountDomains,
  DOMAIN_MESSAGES,
  domainAnswer,
  domainInput,
  normalizeHostname,
  verifyAnswer,
  verifyRecordName,
  verifyRecordValue,
  type CustomDomain,
  type DomainCheck,
} from '../../model/custom-domain';
import { isPublicIpv4 } from '../../model/network-address';
import type { AppConfig } from '../config';
import { takeAttempt, type CounterStore } from '../auth/rate-limit';
import { currentUser, requireUser } from '../auth/session';
import { customDomains, portfolios } from '../db/schema';
import { HttpError } from '../errors';
import { idParams, notFound } from '../portfolios/answers';
import { ownPortfolio } from '../portfolios/store';
import type { DomainLookup } from './lookup';
import { appHosts, cnameTarget, domainOrigin } from './store';

type DomainRow = typeof customDomains.$inferSelect;

// Checks ask DNS servers on the designer's behalf: a few a minute per portfolio is plenty.
const VERIFY_LIMIT = { max: 10, windowMs: 60_000 };

/** A domain as the settings panel shows it: its state and the records to create. */
export function toCustomDomain(config: AppConfig, row: DomainRow): CustomDomain {
  return {
    hostname: row.hostname,
    status: row.verifiedAt ? 'verified' : 'pending',
    createdAt: row.createdAt.toISOString(),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    url: `${domainOrigin(row.hostname)}/`,
    routing: [
      { type: 'CNAME', name: row.hostname, value: cnameTarget(config) },
      ...(config.appIpv4
        ? [{ type: 'A' as const, name: row.hostname, value: config.appIpv4 }]
        : []),
    ],
    verification: {
      type: 'TXT',
      name: verifyRecordName(row.hostname),
      value: verifyRecordValue(row.verificationToken),
    },
  };
}

/** The app's own names and the names under its host are not a designer's to claim. */
function isOwnHost(config: AppConfig, hostname: string) {
  const own = [...appHosts(config)];
  return own.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}

/**
 * A portfolio's own domain (owner only): add it, see the DNS records to create, verify it through
 * a TXT record, remove it. And the question a TLS proxy asks before getting a certificate.
 */
export const domainRoutes: FastifyPluginAsyncZod<{
  counters: CounterStore;
  lookup: DomainLookup;
}> = async (app, { counters, lookup }) => {
  const { db, config } = app;
  const guarded = { preHandler: requireUser };

  async function ownTarget(request: FastifyRequest, id: string) {
    const row = await ownPortfolio(db, id, currentUser(request).id);
    if (!row) throw notFound();
    return row;
  }
  const domainRowOf = async (portfolioId: string) =>
    (await db.select().from(customDomains).where(eq(customDomains.portfolioId, portfolioId)))[0];

  app.get(
    '/api/portfolios/:id/domain',
    { ...guarded, schema: { params: idParams, response: { 200: apiSuccess(domainAnswer) } } },
    async (request) => {
      const row = await domainRowOf((await ownTarget(request, request.params.id)).id);
      return { success: true as const, data: { domain: row ? toCustomDomain(config, row) : null } };
    },
  );

  app.put(
    '/api/portfolios/:id/domain',
    {
      ...guarded,
      schema: { params: idParams, body: domainInput, response: { 200: apiSuccess(domainAnswer) } },
    },
    async (request) => {
      const portfolio = await ownTarget(request, request.params.id);
      const { hostname } = request.body;
      if (isOwnHost(config, hostname))
        throw new HttpError(400, DOMAIN_MESSAGES.appHost, {}, [
          { path: 'body.hostname', message: DOMAIN_MESSAGES.appHost },
        ]);
      const current = await domainRowOf(portfolio.id);
      if (current?.hostname === hostname)
        return { success: true as const, data: { domain: toCustomDomain(config, current) } };
      // A name another portfolio holds may be claimed too: the claim waits for proof, and verifying
      // moves the name only once the holder's own proof is gone (a domain changes hands).
      // One domain per portfolio: a new one replaces the old, which stops being served at once.
      const claim = {
        hostname,
        verificationToken: randomBytes(18).toString('base64url'),
        createdAt: new Date(),
        verifiedAt: null,
        lastCheckedAt: null,
      };
      const [row] = await db
        .insert(customDomains)
        .values({ portfolioId: portfolio.id, ...claim })
        .onConflictDoUpdate({ target: customDomains.portfolioId, set: claim })
        .returning();
      app.customDomains.changed();
      return {
        success: true as const,
        data: { domain: toCustomDomain(config, row!) },
        message: 'Domain added. Create the DNS records below, then verify.',
      };
    },
  );

  app.delete(
    '/api/portfolios/:id/domain',
    { ...guarded, schema: { params: idParams, response: { 200: apiSuccess(domainAnswer) } } },
    async (request) => {
      const portfolio = await ownTarget(request, request.params.id);
      const removed = await db
        .delete(customDomains)
        .where(eq(customDomains.portfolioId, portfolio.id))
        .returning({ id: customDomains.id });
      app.customDomains.changed();
      return {
        success: true as const,
        data: { domain: null },
        message: removed.length ? 'Domain removed' : DOMAIN_MESSAGES.none,
      };
    },
  );

  /** What DNS says now about the domain, beside what we asked the designer to create. */
  async function check(row: DomainRow): Promise<DomainCheck> {
    const target = cnameTarget(config);
    const [txt, cname, a, ours] = await Promise.allSettled([
      lookup.txt(verifyRecordName(row.hostname)),
      lookup.cname(row.hostname),
      lookup.a(row.hostname),
      lookup.a(target),
    ]);
    const found = <T>(answer: PromiseSettledResult<T[]>) =>
      answer.status === 'fulfilled' ? answer.value : [];
    const txtFound = found(txt).map((parts) => parts.join(''));
    const addresses = found(a);
    const ourAddresses = new Set([...found(ours), ...(config.appIpv4 ? [config.appIpv4] : [])]);
    return {
      checkedAt: new Date().toISOString(),
      verified: txtFound.includes(verifyRecordValue(row.verificationToken)),
      txtFound,
      // Our resolver's answers for a designer's name: inside our network, they would map it for them.
      pointsAt: [
        ...new Set([
          ...found(cname),
          ...addresses.map((address) =>
            isPublicIpv4(address) || ourAddresses.has(address)
              ? address
              : DOMAIN_MESSAGES.privateAddress,
          ),
        ]),
      ],
      pointsToUs:
        found(cname).includes(target) || addresses.some((address) => ourAddresses.has(address)),
      ...(txt.status === 'rejected' ? { error: DOMAIN_MESSAGES.dnsUnavailable } : {}),
    };
  }

  app.post(
    '/api/portfolios/:id/domain/verify',
    { ...guarded, schema: { params: idParams, response: { 200: apiSuccess(verifyAnswer) } } },
    async (request) => {
      const portfolio = await ownTarget(request, request.params.id);
      const row = await domainRowOf(portfolio.id);
      if (!row) throw new HttpError(404, DOMAIN_MESSAGES.none);
      try {
        await takeAttempt(counters, VERIFY_LIMIT, `domain-verify:${portfolio.id}`);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429)
          throw new HttpError(429, DOMAIN_MESSAGES.tooManyChecks, error.headers);
        throw error;
      }
      const result = await check(row);
      const checkedAt = new Date(result.checkedAt);
      const verifiedAt = result.verified ? (row.verifiedAt ?? checkedAt) : row.verifiedAt;
      if (result.verified && !row.verifiedAt) {
        // Another portfolio holding it keeps it while its own proof is still there; else it lost it.
        const holders = await db
          .select()
          .from(customDomains)
          .where(
            and(
              eq(customDomains.hostname, row.hostname),
              isNotNull(customDomains.verifiedAt),
              ne(customDomains.id, row.id),
            ),
          );
        for (const holder of holders) {
          if (result.txtFound.includes(verifyRecordValue(holder.verificationToken)))
            throw new HttpError(409, DOMAIN_MESSAGES.taken);
          await db
            .update(customDomains)
            .set({ verifiedAt: null })
            .where(eq(customDomains.id, holder.id));
        }
      }
      const [updated] = await db
        .update(customDomains)
        .set({ verifiedAt, lastCheckedAt: checkedAt })
        .where(eq(customDomains.id, row.id))
        .returning()
        .catch((error: unknown) => {
          // Another portfolio verified the same name in this very moment.
          if ((error as { code?: string }).code === '23505')
            throw new HttpError(409, DOMAIN_MESSAGES.taken);
          throw error;
        });
      if (!updated) throw new HttpError(404, DOMAIN_MESSAGES.none);
      app.customDomains.changed();
      const message = result.error
        ? result.error
        : result.verified
          ? `Verified: ${row.hostname} now shows this portfolio once it is published.`
          : `The TXT record was not found yet. DNS changes can take up to an hour to appear.`;
      return {
        success: true as const,
        data: { domain: toCustomDomain(config, updated), check: result },
        message,
      };
    },
  );

  // The dashboard's cards show each portfolio's domain as its address.
  app.get(
    '/api/domains/mine',
    { ...guarded, schema: { response: { 200: apiSuccess(accountDomains) } } },
    async (request) => {
      const rows = await db
        .select({
          id: customDomains.portfolioId,
          hostname: customDomains.hostname,
          verifiedAt: customDomains.verifiedAt,
        })
        .from(customDomains)
        .innerJoin(portfolios, eq(portfolios.id, customDomains.portfolioId))
        .where(eq(portfolios.userId, currentUser(request).id));
      return {
        success: true as const,
        data: {
          portfolios: Object.fromEntries(
            rows.map((row) => [
              row.id,
              { hostname: row.hostname, status: row.verifiedAt ? 'verified' : 'pending' } as const,
            ]),
          ),
        },
      };
    },
  );

  // Caddy's on-demand TLS (and the like) asks before getting a certificate for a name: only our
  // verified domains of published portfolios may have one.
  app.get(
    '/api/domains/allowed',
    {
      schema: {
        querystring: z.object({ domain: z.string().max(300).default('') }),
        response: { 200: apiSuccess(z.object({ domain: z.string() })), 404: apiError },
      },
    },
    async (request, reply) => {
      const hostname = normalizeHostname(request.query.domain);
      const [row] =
        typeof hostname === 'string'
          ? await db
              .select({ hostname: customDomains.hostname })
              .from(customDomains)
              .innerJoin(portfolios, eq(portfolios.id, customDomains.portfolioId))
              .where(
                and(
                  eq(customDomains.hostname, hostname),
                  isNotNull(customDomains.verifiedAt),
                  eq(portfolios.isPublished, true),
                ),
              )
          : [];
      reply.header('Cache-Control', 'no-store');
      if (!row)
        return reply.code(404).send({ success: false as const, message: 'Not a domain we serve' });
      return { success: true as const, data: { domain: row.hostname } };
    },
  );
};
