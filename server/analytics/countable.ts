// Whether a request is a visitor to count: the analytics beacon and the page JSON both ask.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { LOAD_TEST_HEADER } from '../../model/analytics';
import { optionalUser } from '../auth/session';
import { portfolios } from '../db/schema';
import type { Visitor } from './record';
import { isRobot } from './visitors';

/**
 * Who to count for this request, or undefined: the load test (its header), robots (their
 * User-Agent) and the portfolio's owner (the bearer token the page script sends) are not visitors.
 */
export async function countableVisitor(
  request: FastifyRequest,
  ownerId: () => Promise<string | undefined>,
): Promise<Visitor | undefined> {
  if (request.headers[LOAD_TEST_HEADER]) return undefined;
  const userAgent = request.headers['user-agent'];
  if (!userAgent || isRobot(userAgent)) return undefined;
  if (request.headers.authorization) {
    const viewer = await optionalUser(request);
    if (viewer && viewer.id === (await ownerId())) return undefined;
  }
  return { ip: request.ip, userAgent };
}

/** The owner of a portfolio, asked only when a request carries a session. */
export const ownerOf = (request: FastifyRequest, portfolioId: string) => async () => {
  const [row] = await request.server.db
    .select({ userId: portfolios.userId })
    .from(portfolios)
    .where(eq(portfolios.id, portfolioId));
  return row?.userId;
};
