import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisCounterStore } from '../../server/auth/rate-limit';
import { passwordResets } from '../../server/db/schema';
import {
  buildTestApp,
  describeEachDatabase,
  inMemoryPglite,
  recordingMailer,
  REDIS_URL,
  redisUnavailable,
} from './helpers';

let emailCounter = 0;
const uniqueEmail = () => `designer${++emailCounter}-${randomUUID().slice(0, 8)}@example.com`;

async function signup(app: FastifyInstance, body: Record<string, unknown> = {}) {
  const payload = { name: 'Ada Lovelace', email: uniqueEmail(), password: 'secret123', ...body };
  const response = await app.inject({ method: 'POST', url: '/api/auth/signup', payload });
  return { response, payload, token: response.json().data?.token as string };
}

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    sid: string;
  };

describeEachDatabase('accounts', (database) => {
  let app: FastifyInstance;
  const mailer = recordingMailer();
  beforeAll(async () => {
    app = await buildTestApp(database, {}, { mailer });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  describe('POST /api/auth/signup', () => {
    it('creates the account, signs in, and never returns the password', async () => {
      const { response, payload } = await signup(app, { email: '  Mixed.Case@Example.COM ' });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        success: true,
        message: 'Account created successfully!',
        data: {
          user: {
            name: payload.name,
            firstName: 'Ada',
            lastName: 'Lovelace',
            email: 'mixed.case@example.com',
            accountType: 'Free',
            portfolioCount: 0,
          },
        },
      });
      expect(body.data.user._id).toBe(body.data.user.id);
      expect(response.body).not.toMatch(/secret123|passwordHash|password_hash|argon2/);
      expect((await me(app, body.data.token)).statusCode).toBe(200);
    });

    it('refuses an email already used, whatever its case, with 409', async () => {
      const { payload } = await signup(app);
      const again = await signup(app, { email: payload.email.toUpperCase() });
      expect(again.response.statusCode).toBe(409);
      expect(again.response.json()).toEqual({
        success: false,
        message: 'An account with this email already exists',
      });
    });

    it.each([
      [{ name: '' }, 'Name is required'],
      [{ name: 'A' }, 'Name must be at least 2 characters'],
      [{ name: 'x'.repeat(51) }, 'Name must be less than 50 characters'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'not-an-email' }, 'Invalid email address'],
      [{ password: '' }, 'Password is required'],
      [{ password: '12345' }, 'Password must be at least 6 characters'],
      [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    ])('answers %o with 400 "%s"', async (change, message) => {
      const { response } = await signup(app, change);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('accepts a 50-character name', async () => {
      expect((await signup(app, { name: 'x'.repeat(50) })).response.statusCode).toBe(201);
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the right password, from any email case', async () => {
      const { payload } = await signup(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: payload.email.toUpperCase(), password: payload.password },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        message: 'Login successful!',
        data: { user: { email: payload.email } },
      });
      expect((await me(app, response.json().data.token)).statusCode).toBe(200);
    });

    it('gives a wrong password and an unknown email the same 401', async () => {
      const { payload } = await signup(app);
      const wrongPassword = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: payload.email, password: 'wrong-password' },
      });
      const unknownEmail = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail(), password: payload.password },
      });
      for (const response of [wrongPassword, unknownEmail]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ success: false, message: 'Invalid email or password' });
      }
    });
  });

  describe('GET and PUT /api/auth/me', () => {
    it('answers 401 "No auth token found" without a token', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/auth/me' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'No auth token found' });
    });

    it('updates the profile fields and nothing else', async () => {
      const { token, payload } = await signup(app);
      const update = await app.inject({
        method: 'PUT',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          name: 'Grace Hopper',
          phone: '+1 555 0100',
          location: 'Arlington',
          bio: 'Compilers.',
        },
      });
      expect(update.statusCode).toBe(200);
      expect(update.json()).toMatchObject({
        message: 'Profile updated successfully!',
        data: {
          user: {
            name: 'Grace Hopper',
            phone: '+1 555 0100',
            location: 'Arlington',
            bio: 'Compilers.',
          },
        },
      });
      expect((await me(app, token)).json().data.user).toMatchObject({
        name: 'Grace Hopper',
        email: payload.email,
      });

      for (const forbidden of [{ email: 'other@example.com' }, { password: 'newpassword' }]) {
        const response = await app.inject({
          method: 'PUT',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${token}` },
          payload: forbidden,
        });
        expect(response.statusCode).toBe(400);
      }
      expect((await me(app, token)).json().data.user.email).toBe(payload.email);

      const badPicture = await app.inject({
        method: 'PUT',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
        payload: { profilePicture: 'javascript:alert(1)' },
      });
      expect(badPicture.statusCode).toBe(400);
      expect(badPicture.json().message).toBe('Please use a valid image URL');
    });
  });

  describe('tokens', () => {
    it('refuses a tampered token', async () => {
      const { token } = await signup(app);
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const tampered = [header, base64url({ ...claims, sub: randomUUID() }), signature].join('.');
      expect((await me(app, tampered)).statusCode).toBe(401);
      expect((await me(app, token.slice(0, -2) + 'xx')).statusCode).toBe(401);
      expect((await me(app, 'not.a.token')).statusCode).toBe(401);
    });

    it('refuses an unsigned token (alg "none")', async () => {
      const { token } = await signup(app);
      const unsigned = [
        base64url({ alg: 'none', typ: 'JWT' }),
        base64url({ ...claimsOf(token), exp: Math.floor(Date.now() / 1000) + 3600 }),
        '',
      ].join('.');
      expect((await me(app, unsigned)).statusCode).toBe(401);
    });

    it('refuses a token signed with another key or another algorithm', async () => {
      const { token } = await signup(app);
      const claims = claimsOf(token);
      const otherKey = await new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-that-is-long-enough-000'));
      expect((await me(app, otherKey)).statusCode).toBe(401);
      const hs512 = await new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS512' })
        .setSubject(claims.sub)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(app.config.jwtSecret));
      expect((await me(app, hs512)).statusCode).toBe(401);
    });

    it('refuses an expired token', async () => {
      const { token } = await signup(app);
      const claims = claimsOf(token);
      const expired = await new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 8 * 86_400)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(new TextEncoder().encode(app.config.jwtSecret));
      expect((await me(app, expired)).statusCode).toBe(401);
    });

    it('expires after 7 days', async () => {
      const { token } = await signup(app);
      const { exp, iat } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      expect(exp - iat).toBeGreaterThanOrEqual(7 * 86_400 - 5);
      expect(exp - iat).toBeLessThanOrEqual(7 * 86_400 + 5);
    });

    it('refuses the token of a session ended by logout, and only that one', async () => {
      const { token, payload } = await signup(app);
      const other = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: payload.email, password: payload.password },
      });
      const logout = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(logout.json()).toEqual({ success: true, message: 'Logged out successfully' });
      expect((await me(app, token)).statusCode).toBe(401);
      expect((await me(app, other.json().data.token)).statusCode).toBe(200);
    });
  });

  describe('password reset', () => {
    const forgot = (email: string) =>
      app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const reset = (token: string, password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
    const tokenSentTo = (email: string) => {
      const mail = mailer.sent.filter((sent) => sent.to === email).at(-1);
      return new URL(mail!.link).searchParams.get('token')!;
    };

    it('answers the same whether or not the account exists, and mails only real accounts', async () => {
      const { payload } = await signup(app);
      const sentBefore = mailer.sent.length;
      const known = await forgot(payload.email);
      const unknown = await forgot(uniqueEmail());
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(mailer.sent.length).toBe(sentBefore + 1);
      expect(mailer.sent.at(-1)!.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    });

    it('sets the new password, ends every session, and works only once', async () => {
      const { payload, token: sessionToken } = await signup(app);
      await forgot(payload.email);
      const resetToken = tokenSentTo(payload.email);

      const first = await reset(resetToken, 'brand-new-password');
      expect(first.statusCode).toBe(200);
      expect((await me(app, sessionToken)).statusCode).toBe(401);

      const login = (password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: payload.email, password },
        });
      expect((await login(payload.password)).statusCode).toBe(401);
      expect((await login('brand-new-password')).statusCode).toBe(200);

      const second = await reset(resetToken, 'another-password');
      expect(second.statusCode).toBe(400);
      expect(second.json().message).toBe(
        'This reset link is invalid or has expired. Please request a new one.',
      );
      expect((await login('brand-new-password')).statusCode).toBe(200);
    });

    it('refuses a link older than one hour', async () => {
      const { payload } = await signup(app);
      await forgot(payload.email);
      const resetToken = tokenSentTo(payload.email);
      await app.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
      expect((await reset(resetToken, 'brand-new-password')).statusCode).toBe(400);
    });
  });
});

describe('rate limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(inMemoryPglite, { authRateLimit: { max: 3, windowMs: 60_000 } });
  });
  afterAll(() => app.close());

  it('stops repeated failed logins from one address with 429, even with the right password', async () => {
    const { payload } = await signup(app);
    const attempt = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: payload.email, password },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
    const limited = await attempt(payload.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      message: 'Too many requests. Please wait a moment.',
    });
    // The window is a minute here: the client is told to come back within it, not sooner.
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts an IPv6 network (/64) as one address: a fresh address in it gets no fresh budget', async () => {
    const fresh = await buildTestApp(inMemoryPglite, {
      authRateLimit: { max: 3, windowMs: 60_000 },
    });
    try {
      const { payload } = await signup(fresh);
      const attempt = (remoteAddress: string) =>
        fresh.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: payload.email, password: 'wrong-password' },
          remoteAddress,
        });
      // Three different addresses of 2001:db8:5:6::/64, however written.
      for (const address of [
        '2001:db8:5:6::1',
        '2001:db8:5:6:a:b:c:d',
        '2001:0db8:0005:0006::ffff',
      ])
        expect((await attempt(address)).statusCode).toBe(401);
      expect((await attempt('2001:db8:5:6:9::42')).statusCode).toBe(429);
      // The next /64 is someone else.
      expect((await attempt('2001:db8:5:7::1')).statusCode).toBe(401);
    } finally {
      await fresh.close();
    }
  });

  it('lets no more than the limit of parallel guesses through to the password check', async () => {
    const fresh = await buildTestApp(inMemoryPglite, {
      authRateLimit: { max: 3, windowMs: 60_000 },
    });
    try {
      const { payload } = await signup(fresh);
      const guesses = await Promise.all(
        Array.from({ length: 30 }, (_, n) =>
          fresh.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: payload.email, password: `guess-${n}` },
          }),
        ),
      );
      const statuses = guesses.map((guess) => guess.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(27);
    } finally {
      await fresh.close();
    }
  });

  it('does not count successful logins against an address', async () => {
    const fresh = await buildTestApp(inMemoryPglite, {
      authRateLimit: { max: 3, windowMs: 60_000 },
    });
    try {
      // Signups have their own budget: two accounts, then many good logins from the same address.
      const accounts = [await signup(fresh), await signup(fresh)];
      for (let n = 0; n < 8; n++) {
        const { payload } = accounts[n % 2]!;
        const login = await fresh.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: payload.email, password: payload.password },
        });
        expect(login.statusCode).toBe(200);
      }
    } finally {
      await fresh.close();
    }
  });

  it('stops repeated failed signups from one address, and only failed ones', async () => {
    const fresh = await buildTestApp(inMemoryPglite, {
      authRateLimit: { max: 2, windowMs: 60_000 },
    });
    try {
      for (let n = 0; n < 3; n++) expect((await signup(fresh)).response.statusCode).toBe(201);
      expect((await signup(fresh, { email: 'not-an-email' })).response.statusCode).toBe(400);
      expect((await signup(fresh, { password: '1' })).response.statusCode).toBe(400);
      expect((await signup(fresh)).response.statusCode).toBe(429);
    } finally {
      await fresh.close();
    }
  });
});

describe.skipIf(redisUnavailable)('rate limits shared through Redis', () => {
  it('counts failures across two API processes', async () => {
    const prefix = `folio-test:${randomUUID()}:`;
    const stores = [
      new RedisCounterStore(REDIS_URL, prefix),
      new RedisCounterStore(REDIS_URL, prefix),
    ];
    const [first, second] = await Promise.all(
      stores.map((counters) =>
        buildTestApp(inMemoryPglite, { authRateLimit: { max: 2, windowMs: 60_000 } }, { counters }),
      ),
    );
    try {
      const login = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'shared@example.com', password: 'wrong-password' },
        });
      expect((await login(first!)).statusCode).toBe(401);
      expect((await login(second!)).statusCode).toBe(401);
      expect((await login(first!)).statusCode).toBe(429);
      const limited = await login(second!);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(50);
    } finally {
      await Promise.all([first!.close(), second!.close()]);
    }
  });
});
