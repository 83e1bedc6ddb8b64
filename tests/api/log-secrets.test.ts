// Issue 34, finding 4: at LOG_LEVEL=trace the multipart parser logged the request's headers, so an
// upload wrote its session token to the log. No credential reaches the log at any level.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, describeEachDatabase, recordingMailer, signUp } from './helpers';
import { multipart, plainJpeg, upload } from './upload-helpers';

describeEachDatabase('the log at trace level', (database) => {
  let app: FastifyInstance;
  const lines: string[] = [];
  const mailer = recordingMailer();
  beforeAll(async () => {
    app = await buildTestApp(
      database,
      { logLevel: 'trace' },
      { mailer, logStream: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('holds no session token, cookie, share secret or reset token', async () => {
    const owner = await signUp(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
    });
    expect(login.statusCode).toBe(200);
    const sessionToken: string = login.json().data.token;
    const auth = { authorization: `Bearer ${sessionToken}` };

    // A share link: its secret in the address, then in the cookie the browser sends back.
    const created = await app.inject({
      method: 'POST',
      url: '/api/portfolios',
      headers: auth,
      payload: {},
    });
    const portfolioId: string = created.json().data.portfolio.id;
    const link = await app.inject({
      method: 'POST',
      url: `/api/portfolios/${portfolioId}/sharing/links`,
      headers: auth,
      payload: { label: 'For the log test' },
    });
    expect(link.statusCode).toBe(201);
    const shareSecret = String(link.json().data.url).split('/s/')[1]!;
    const opened = await app.inject({ method: 'GET', url: `/s/${shareSecret}` });
    expect(opened.statusCode).toBe(303);
    const cookie = String(opened.headers['set-cookie']).split(';')[0]!;
    const cookieValue = cookie.split('=')[1]!;
    expect(cookieValue).toContain(shareSecret);

    // An upload: the multipart parser logs its options, the request's headers among them.
    const uploaded = await upload(app, { ...auth, cookie }, multipart(await plainJpeg(64, 48)));
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    // A reset: its token in the page's address and in the form's JSON.
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: owner.email },
    });
    const resetToken = new URL(mailer.sent.at(-1)!.link).searchParams.get('token')!;
    await app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` });
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, password: 'new-secret-456' },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const log = lines.join('');
    // The lines that carried the headers are there, with the credentials replaced.
    expect(log).toContain('Providing options to busboy');
    expect(log).toContain('"authorization":"[redacted]"');
    expect(log).toContain('"cookie":"[redacted]"');
    for (const secret of [owner.token, sessionToken, cookieValue, shareSecret, resetToken])
      expect(log).not.toContain(secret);
  });
});
