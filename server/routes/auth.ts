import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountExport, accountExportFileName } from '../../model/account-export';
import { apiSuccess } from '../../model/api';
import {
  AUTH_MESSAGES,
  authPayload,
  changePasswordInput,
  forgotPasswordInput,
  loginInput,
  profileUpdate,
  publicUser,
  resetPasswordInput,
  signupInput,
} from '../../model/user';
import { accountExportOf } from '../auth/export';
import type { Mailer } from '../auth/mailer';
import { hashGate, hashPassword, verifyPassword } from '../auth/passwords';
import { LoginPacer, loginDelayMs } from '../auth/login-pacer';
import { addressKey, takeAttempt as takeAttemptOf, type CounterStore } from '../auth/rate-limit';
import {
  currentUser,
  requireUser,
  revokeAllSessions,
  revokeOtherSessions,
  revokeSession,
  SESSION_EXPIRED_MESSAGE,
  startSession,
  toPublicUser,
} from '../auth/session';
import { isUniqueViolation } from '../db/errors';
import { passwordResets, sessions, users } from '../db/schema';
import type { Storage } from '../uploads/storage';
import { portfolioCountOf } from './portfolios';
import { HttpError } from '../errors';

const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

const messageOnly = z.object({ success: z.literal(true), message: z.string() });
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const authRoutes: FastifyPluginAsyncZod<{
  counters: CounterStore;
  mailer: Mailer;
  storage: Storage;
}> = async (app, { counters, mailer, storage }) => {
  const { max, windowMs } = app.config.authRateLimit;
  const pacer = new LoginPacer();

  const takeAttempt = (...keys: string[]) =>
    takeAttemptOf(counters, app.config.authRateLimit, ...keys);
  /** Where only failures count: a success gives its attempt back. */
  const giveBack = (...keys: string[]) => Promise.all(keys.map((key) => counters.release(key)));
  const ipKey = (action: string, request: FastifyRequest) =>
    `${action}:ip:${addressKey(request.ip)}`;

  app.post(
    '/signup',
    {
      // Counted before the body is checked, so refused input counts too; only failures are kept.
      preValidation: async (request) => takeAttempt(ipKey('signup', request)),
      schema: { body: signupInput, response: { 201: apiSuccess(authPayload) } },
    },
    async (request, reply) => {
      const ip = ipKey('signup', request);
      const { name, email, password } = request.body;
      let user;
      try {
        [user] = await app.db
          .insert(users)
          .values({ name, email, passwordHash: await hashPassword(password) })
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, AUTH_MESSAGES.duplicateEmail);
        // Turned away by a busy server: not the visitor's failure.
        if (error instanceof HttpError && error.statusCode === 429) await giveBack(ip);
        throw error;
      }
      // A new account is not a failure: a class signing up from one school network all get in.
      await giveBack(ip);
      const token = await startSession(app.db, app.config.jwtSecret, user!.id);
      return reply.code(201).send({
        success: true as const,
        data: { token, user: toPublicUser(user!) },
        message: 'Account created successfully!',
      });
    },
  );

  app.post(
    '/login',
    { schema: { body: loginInput, response: { 200: apiSuccess(authPayload) } } },
    async (request) => {
      const { email, password } = request.body;
      const ip = ipKey('login', request);
      const account = `login:email:${email}`;
      await takeAttempt(ip);
      // An account under attack answers slower, never not at all: the right password still gets in.
      const failures = await counters.increment(account, windowMs);
      let user: typeof users.$inferSelect | undefined;
      try {
        await pacer.wait(email, loginDelayMs(failures, max));
        hashGate.admit();
        [user] = await app.db.select().from(users).where(eq(users.email, email));
        if (!(await verifyPassword(user?.passwordHash, password)))
          throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      } catch (error) {
        // Turned away before its check (a full line or a busy server): not counted as a failure.
        if (error instanceof HttpError && error.statusCode === 429) await giveBack(ip, account);
        throw error;
      }
      await Promise.all([giveBack(ip), counters.reset(account)]);
      const token = await startSession(app.db, app.config.jwtSecret, user!.id);
      return {
        success: true as const,
        data: { token, user: toPublicUser(user!, await portfolioCountOf(app.db, user!.id)) },
        message: 'Login successful!',
      };
    },
  );

  app.get(
    '/me',
    {
      preHandler: requireUser,
      schema: { response: { 200: apiSuccess(z.object({ user: publicUser })) } },
    },
    async (request) => {
      const user = currentUser(request);
      const portfolioCount = await portfolioCountOf(app.db, user.id);
      return { success: true as const, data: { user: toPublicUser(user, portfolioCount) } };
    },
  );

  app.put(
    '/me',
    {
      preHandler: requireUser,
      schema: {
        body: profileUpdate,
        response: { 200: apiSuccess(z.object({ user: publicUser })) },
      },
    },
    async (request) => {
      const changes = Object.fromEntries(
        Object.entries(request.body).filter(([, value]) => value !== undefined),
      );
      const [user] = await app.db
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, currentUser(request).id))
        .returning();
      return {
        success: true as const,
        data: { user: toPublicUser(user!, await portfolioCountOf(app.db, user!.id)) },
        message: 'Profile updated successfully!',
      };
    },
  );

  app.post(
    '/change-password',
    {
      preHandler: requireUser,
      schema: { body: changePasswordInput, response: { 200: messageOnly } },
    },
    async (request) => {
      const user = currentUser(request);
      const { currentPassword, newPassword } = request.body;
      // A wrong current password is a failed login: the same counters and the same pacing, so a
      // borrowed session guesses no faster than the login form.
      const ip = ipKey('login', request);
      const account = `login:email:${user.email}`;
      await takeAttempt(ip);
      const failures = await counters.increment(account, windowMs);
      try {
        await pacer.wait(user.email, loginDelayMs(failures, max));
        hashGate.admit();
        if (!(await verifyPassword(user.passwordHash, currentPassword))) {
          const message = AUTH_MESSAGES.wrongCurrentPassword;
          throw new HttpError(400, message, {}, [{ path: 'body.currentPassword', message }]);
        }
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429) await giveBack(ip, account);
        throw error;
      }
      await Promise.all([giveBack(ip), counters.reset(account)]);
      const passwordHash = await hashPassword(newPassword);
      const sessionId = request.sessionId!;
      const changed = await app.db.transaction(async (tx) => {
        // A session ended meanwhile (another device changed the password first) changes nothing.
        const [session] = await tx
          .select({ id: sessions.id })
          .from(sessions)
          .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
          .for('update');
        if (!session) return false;
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(eq(users.id, user.id));
        await revokeOtherSessions(tx, user.id, sessionId);
        // A reset link mailed before the change must not undo it.
        await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
        return true;
      });
      if (!changed) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
      return { success: true as const, message: AUTH_MESSAGES.passwordChanged };
    },
  );

  app.get(
    '/me/export',
    { preHandler: requireUser, schema: { response: { 200: accountExport } } },
    async (request, reply) => {
      const data = await accountExportOf(app.db, storage, currentUser(request));
      return reply
        .header(
          'Content-Disposition',
          `attachment; filename="${accountExportFileName(data.exportedAt)}"`,
        )
        .header('Cache-Control', 'private, no-store')
        .send(data);
    },
  );

  app.post(
    '/logout',
    { preHandler: requireUser, schema: { response: { 200: messageOnly } } },
    async (request) => {
      await revokeSession(app.db, request.sessionId!);
      return { success: true as const, message: 'Logged out successfully' };
    },
  );

  app.post(
    '/forgot-password',
    { schema: { body: forgotPasswordInput, response: { 200: messageOnly } } },
    async (request) => {
      const { email } = request.body;
      await takeAttempt(ipKey('reset', request), `reset:email:${email}`);
      const [user] = await app.db.select().from(users).where(eq(users.email, email));
      if (user) {
        const token = randomBytes(32).toString('base64url');
        await app.db.insert(passwordResets).values({
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS),
        });
        const link = `${app.config.publicUrl}/reset-password?token=${token}`;
        await mailer
          .sendResetLink(user.email, link)
          .catch((error: unknown) =>
            request.log.error({ err: error }, 'could not send the password reset mail'),
          );
      }
      // The same answer whether or not the account exists: nobody learns who has one.
      return { success: true as const, message: AUTH_MESSAGES.resetRequested };
    },
  );

  app.post(
    '/reset-password',
    { schema: { body: resetPasswordInput, response: { 200: messageOnly } } },
    async (request) => {
      const key = ipKey('reset-use', request);
      await takeAttempt(key);
      const { token, password } = request.body;
      const usable = and(
        eq(passwordResets.tokenHash, sha256(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      );
      // A link that can't work is refused before any hashing.
      const [link] = await app.db
        .select({ id: passwordResets.id })
        .from(passwordResets)
        .where(usable);
      if (!link) throw new HttpError(400, AUTH_MESSAGES.resetInvalid);
      // Hashed before the link is claimed: a busy server or a failed hash leaves the link unused.
      const passwordHash = await hashPassword(password);
      const userId = await app.db.transaction(async (tx) => {
        // Claiming the link and checking it are one statement, so it works exactly once.
        const [claimed] = await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(usable)
          .returning({ userId: passwordResets.userId });
        if (!claimed) return undefined;
        // The new password ends every other link of this user: an older mail can't undo it.
        await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(eq(users.id, claimed.userId));
        return claimed.userId;
      });
      if (!userId) throw new HttpError(400, AUTH_MESSAGES.resetInvalid);
      await giveBack(key);
      await revokeAllSessions(app.db, userId);
      return { success: true as const, message: AUTH_MESSAGES.passwordReset };
    },
  );
};
