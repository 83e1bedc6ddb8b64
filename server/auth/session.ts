import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { splitName, type PublicUser } from '../../model/user';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { HttpError } from '../errors';
import { signToken, TOKEN_LIFETIME_MS, verifyToken } from './tokens';

export type UserRow = typeof users.$inferSelect;
type Queries = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

declare module 'fastify' {
  interface FastifyRequest {
    user?: UserRow;
    sessionId?: string;
  }
}

/** Opens a session row and returns the bearer token that names it. */
export async function startSession(db: Database, secret: string, userId: string) {
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS);
  const [session] = await db.insert(sessions).values({ userId, expiresAt }).returning();
  return signToken(secret, { userId, sessionId: session!.id }, expiresAt);
}

export async function revokeSession(db: Database, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: Database, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends every session of the user but the one named: the browser that asked stays signed in. */
export async function revokeOtherSessions(db: Queries, userId: string, keepSessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)),
    );
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';
const EXPIRED = SESSION_EXPIRED_MESSAGE;

/** The user and session a request's bearer token names, or why there is none. */
async function sessionOf(
  request: FastifyRequest,
): Promise<{ error: string } | { user: UserRow; sessionId: string }> {
  const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return { error: 'No auth token found' };
  const { db, config } = request.server;
  const claims = await verifyToken(config.jwtSecret, token);
  if (!claims) return { error: EXPIRED };
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return row ? { user: row.user, sessionId: claims.sessionId } : { error: EXPIRED };
}

/**
 * preHandler for signed-in routes: a valid HS256 token whose session is neither revoked nor expired,
 * or 401.
 */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  const session = await sessionOf(request);
  if ('error' in session) throw new HttpError(401, session.error);
  request.user = session.user;
  request.sessionId = session.sessionId;
}

/** The signed-in user when a valid token came along, for public routes that treat owners differently. */
export async function optionalUser(request: FastifyRequest): Promise<UserRow | undefined> {
  const session = await sessionOf(request);
  return 'error' in session ? undefined : session.user;
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, 'No auth token found');
  return request.user;
}

export function toPublicUser(user: UserRow, portfolioCount = 0): PublicUser {
  return {
    id: user.id,
    _id: user.id,
    name: user.name,
    ...splitName(user.name),
    email: user.email,
    phone: user.phone,
    location: user.location,
    bio: user.bio,
    profilePicture: user.profilePicture,
    accountType: user.accountType,
    portfolioCount,
    createdAt: user.createdAt.toISOString(),
  };
}
