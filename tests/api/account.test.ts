import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCaseStudy } from '../../model/case-study';
import { getTemplate } from '../../templates';
import {
  buildTestApp,
  describeEachDatabase,
  inMemoryPglite,
  recordingMailer,
  signUp,
} from './helpers';
import { multipart, noisyPng, upload } from './upload-helpers';

type Account = Awaited<ReturnType<typeof signUp>>;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describeEachDatabase('the account', (database) => {
  let app: FastifyInstance;
  const mailer = recordingMailer();
  beforeAll(async () => {
    app = await buildTestApp(database, {}, { mailer });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const me = (token: string) =>
    app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const changePassword = (token: string, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload,
    });

  describe('POST /api/auth/change-password', () => {
    it('refuses a wrong current password with a clear 400, and changes nothing', async () => {
      const account = await signUp(app);
      const response = await changePassword(account.token, {
        currentPassword: 'not-my-password',
        newPassword: 'brand-new-pass',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'Your current password is not correct',
        errors: [{ path: 'body.currentPassword', message: 'Your current password is not correct' }],
      });
      expect((await me(account.token)).statusCode).toBe(200);
      expect((await login(account.email, account.password)).statusCode).toBe(200);
      expect((await login(account.email, 'brand-new-pass')).statusCode).toBe(401);
    });

    it.each([
      [{ newPassword: 'brand-new-pass' }, 'Current password is required'],
      [{ currentPassword: '', newPassword: 'brand-new-pass' }, 'Current password is required'],
      [{ currentPassword: 'secret123' }, 'Password is required'],
      [
        { currentPassword: 'secret123', newPassword: '12345' },
        'Password must be at least 6 characters',
      ],
      [
        { currentPassword: 'secret123', newPassword: 'x'.repeat(129) },
        'Password must be at most 128 characters',
      ],
      [
        { currentPassword: 'secret123', newPassword: 'secret123' },
        'New password must be different from the current one',
      ],
    ])('answers %o with 400 "%s"', async (payload, message) => {
      const account = await signUp(app);
      const response = await changePassword(account.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
      expect((await login(account.email, account.password)).statusCode).toBe(200);
    });

    it('sets the new password, ends every other session and keeps this one', async () => {
      const account = await signUp(app);
      const other = (await login(account.email, account.password)).json().data.token as string;
      expect((await me(other)).statusCode).toBe(200);
      // A reset link mailed before the change must not undo it.
      await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: account.email },
      });
      const resetToken = new URL(mailer.sent.at(-1)!.link).searchParams.get('token')!;

      const response = await changePassword(account.token, {
        currentPassword: account.password,
        newPassword: 'brand-new-pass',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: 'Password changed successfully! Every other device has been signed out.',
      });

      expect((await me(other)).statusCode).toBe(401);
      expect((await me(account.token)).statusCode).toBe(200);
      expect((await login(account.email, account.password)).statusCode).toBe(401);
      expect((await login(account.email, 'brand-new-pass')).statusCode).toBe(200);
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: resetToken, password: 'attacker-pass' },
      });
      expect(reset.statusCode).toBe(400);
      expect(response.body).not.toMatch(/brand-new-pass|argon2|passwordHash/);
    });

    it('answers 401 without a session, and to a session it ended', async () => {
      const account = await signUp(app);
      const other = (await login(account.email, account.password)).json().data.token as string;
      const body = { currentPassword: account.password, newPassword: 'brand-new-pass' };
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: body,
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await changePassword(account.token, body)).statusCode).toBe(200);
      const ended = await changePassword(other, {
        currentPassword: 'brand-new-pass',
        newPassword: 'attacker-pass',
      });
      expect(ended.statusCode).toBe(401);
      expect((await login(account.email, 'brand-new-pass')).statusCode).toBe(200);
    });
  });

  describe('GET /api/auth/me/export', () => {
    const exportOf = (account: Account) =>
      app.inject({ method: 'GET', url: '/api/auth/me/export', headers: account.auth });

    /** A portfolio with a project image, a case study and a marker in its title. */
    async function portfolioOf(account: Account, marker: string, imageUrl: string) {
      const content = structuredClone(getTemplate('echelon').defaultContent);
      const work = content.sections.find((section) => section.type === 'work')!;
      const projects = work.content.projects as Array<{ id: string; image: string }>;
      projects[0]!.image = imageUrl;
      const created = await app.inject({
        method: 'POST',
        url: '/api/portfolios',
        headers: account.auth,
        payload: { title: `Portfolio ${marker}`, templateId: 'echelon', content },
      });
      expect(created.statusCode, created.body).toBe(201);
      const portfolio = created.json().data.portfolio;
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/portfolios/${portfolio.id}`,
        headers: account.auth,
        payload: {
          version: portfolio.version,
          caseStudies: { [projects[0]!.id]: newCaseStudy({ title: `Study ${marker}` }) },
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      return { id: portfolio.id as string, projectId: projects[0]!.id };
    }

    it('downloads the account, its portfolios with content, case studies and images, and no secret', async () => {
      const owner = await signUp(app, 'Export Owner');
      const stranger = await signUp(app, 'Export Stranger');
      const mine = `mine-${randomUUID().slice(0, 8)}`;
      const theirs = `theirs-${randomUUID().slice(0, 8)}`;
      const myImage = (await upload(app, owner.auth, multipart(await noisyPng(1, 40, 40)))).json()
        .data.url as string;
      const theirImage = (
        await upload(app, stranger.auth, multipart(await noisyPng(2, 40, 40)))
      ).json().data.url as string;
      const portfolio = await portfolioOf(owner, mine, myImage);
      await portfolioOf(stranger, theirs, theirImage);
      await app.inject({
        method: 'PUT',
        url: '/api/auth/me',
        headers: owner.auth,
        payload: { bio: `Bio ${mine}`, location: 'Porto' },
      });

      const response = await exportOf(owner);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const day = new Date().toISOString().slice(0, 10);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="folio-export-${day}.json"`,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');

      const data = response.json();
      expect(data).toMatchObject({
        format: 'folio-account-export',
        version: 1,
        account: {
          id: owner.id,
          email: owner.email,
          name: 'Export Owner',
          bio: `Bio ${mine}`,
          location: 'Porto',
          portfolioCount: 1,
        },
        caseStudies: [
          {
            portfolioId: portfolio.id,
            portfolioTitle: `Portfolio ${mine}`,
            projectId: portfolio.projectId,
            caseStudy: { title: `Study ${mine}` },
          },
        ],
        images: [{ url: myImage, bytes: expect.any(Number) }],
      });
      expect(data.exportedAt.slice(0, 10)).toBe(day);
      expect(data.portfolios).toHaveLength(1);
      const [exported] = data.portfolios;
      expect(exported).toMatchObject({ id: portfolio.id, title: `Portfolio ${mine}` });
      const work = exported.content.sections.find(
        (section: { type: string }) => section.type === 'work',
      );
      expect(work.content.projects[0].image).toBe(myImage);
      expect(exported.caseStudies[portfolio.projectId].title).toBe(`Study ${mine}`);

      // Nothing secret, and nothing of anyone else.
      expect(response.body).not.toMatch(/password|argon2|\$argon|token|session|secret123/i);
      expect(response.body).not.toContain(owner.token);
      for (const other of [theirs, stranger.email, stranger.id, theirImage])
        expect(response.body).not.toContain(other);
    });

    it('answers 401 without a session', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/auth/me/export' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'No auth token found' });
    });
  });

  describe('the portfolio count', () => {
    it('comes from the server on /me after a portfolio is made and deleted', async () => {
      const account = await signUp(app);
      expect((await me(account.token)).json().data.user.portfolioCount).toBe(0);
      const created = await app.inject({
        method: 'POST',
        url: '/api/portfolios',
        headers: account.auth,
        payload: { title: 'Counted' },
      });
      const id = created.json().data.portfolio.id;
      expect((await me(account.token)).json().data.user.portfolioCount).toBe(1);
      await app.inject({ method: 'DELETE', url: `/api/portfolios/${id}`, headers: account.auth });
      expect((await me(account.token)).json().data.user.portfolioCount).toBe(0);
    });
  });

  describe('names', () => {
    const signupNamed = (name: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name, email: `${randomUUID()}@example.com`, password: 'secret123' },
      });

    it.each([2, 50])('accepts a name of %i characters at signup and in the profile', async (n) => {
      const signup = await signupNamed('n'.repeat(n));
      expect(signup.statusCode, signup.body).toBe(201);
      expect(signup.json().data.user.name).toBe('n'.repeat(n));
      const update = await app.inject({
        method: 'PUT',
        url: '/api/auth/me',
        headers: bearer(signup.json().data.token),
        payload: { name: 'm'.repeat(n) },
      });
      expect(update.statusCode, update.body).toBe(200);
    });

    it.each([
      [1, 'Name must be at least 2 characters'],
      [51, 'Name must be less than 50 characters'],
    ])('refuses a name of %i characters: "%s"', async (n, message) => {
      const signup = await signupNamed('n'.repeat(n));
      expect(signup.statusCode).toBe(400);
      expect(signup.json().message).toBe(message);
      const account = await signUp(app);
      const update = await app.inject({
        method: 'PUT',
        url: '/api/auth/me',
        headers: account.auth,
        payload: { name: 'n'.repeat(n) },
      });
      expect(update.statusCode).toBe(400);
      expect(update.json().message).toBe(message);
    });
  });
});

describe('the signup rate limit counts failures only', () => {
  const limited = { authRateLimit: { max: 10, windowMs: 60_000 } };
  const signup = (app: FastifyInstance, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/auth/signup', payload });
  const fresh = () => ({
    name: 'Class Member',
    email: `${randomUUID()}@example.com`,
    password: 'secret123',
  });

  it('lets eleven successful signups from one address through within a minute', async () => {
    const app = await buildTestApp(inMemoryPglite, limited);
    try {
      for (let n = 0; n < 11; n++) expect((await signup(app, fresh())).statusCode).toBe(201);
      // The failures budget is untouched by them.
      const taken = fresh();
      expect((await signup(app, taken)).statusCode).toBe(201);
      for (let n = 0; n < 10; n++) expect((await signup(app, taken)).statusCode).toBe(409);
      expect((await signup(app, taken)).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('stops failed signups, bad input and taken emails alike, with 429', async () => {
    const app = await buildTestApp(inMemoryPglite, limited);
    try {
      const taken = fresh();
      expect((await signup(app, taken)).statusCode).toBe(201);
      for (let n = 0; n < 5; n++) expect((await signup(app, taken)).statusCode).toBe(409);
      for (let n = 0; n < 5; n++)
        expect((await signup(app, { ...fresh(), email: 'not-an-email' })).statusCode).toBe(400);
      const refused = await signup(app, fresh());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        success: false,
        message: 'Too many requests. Please wait a moment.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
      // Another address is not held back.
      const elsewhere = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: fresh(),
        remoteAddress: '203.0.113.9',
      });
      expect(elsewhere.statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });
});

describe('a wrong current password counts as a failed login', () => {
  it('takes from the same budget as the login form', async () => {
    const app = await buildTestApp(inMemoryPglite, { authRateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const account = await signUp(app);
      for (let n = 0; n < 3; n++) {
        const wrong = await app.inject({
          method: 'POST',
          url: '/api/auth/change-password',
          headers: account.auth,
          payload: { currentPassword: `guess-${n}`, newPassword: 'brand-new-pass' },
        });
        expect(wrong.statusCode).toBe(400);
      }
      const next = await app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: account.auth,
        payload: { currentPassword: account.password, newPassword: 'brand-new-pass' },
      });
      expect(next.statusCode).toBe(429);
      const loginNow = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
      expect(loginNow.statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
