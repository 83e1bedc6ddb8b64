// Issue 34, finding 2: the slow-down of a private page's password guesses was keyed on the project
// named in the form, so a guess naming another project (or none that exists) had a fresh allowance.
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newCaseStudy } from '../../model/case-study';
import { LOGIN_LINE } from '../../server/auth/login-pacer';
import { buildTestApp, describeEachDatabase, signUp } from './helpers';

const MAX = 3;

describeEachDatabase('share password guesses', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    app = await buildTestApp(database, { authRateLimit: { max: MAX, windowMs: 60_000 } });
    owner = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** A private portfolio with a password, a study under it and a study with a password of its own. */
  async function lockedPortfolio() {
    const created = await app.inject({
      method: 'POST',
      url: '/api/portfolios',
      headers: owner.auth,
      payload: {},
    });
    const id: string = created.json().data.portfolio.id;
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${id}`,
      headers: owner.auth,
      payload: {
        version: 1,
        caseStudies: {
          open: newCaseStudy({ title: 'Under the portfolio password' }),
          locked: newCaseStudy({ title: 'With a password of its own' }),
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    const sharing = (path: string, payload: object) =>
      app.inject({
        method: 'PUT',
        url: `/api/portfolios/${id}/sharing/${path}`,
        headers: owner.auth,
        payload,
      });
    expect((await sharing('visibility', { visibility: 'private' })).statusCode).toBe(200);
    expect((await sharing('password', { password: 'portfolio-pass' })).statusCode).toBe(200);
    const own = await sharing('password', { projectId: 'locked', password: 'study-pass' });
    expect(own.statusCode).toBe(200);
    return (project: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/s/unlock',
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ portfolio: id, project, password: 'wrong' }).toString(),
      });
  }

  it('a page under attack stays slowed whatever project the form names', async () => {
    const guess = await lockedPortfolio();
    for (let n = 0; n < MAX; n++)
      expect((await guess('', `10.34.0.${n + 1}`)).statusCode).toBe(403);
    // Each guess from its own address, so only the page's slow-down can hold them back.
    const projects = ['', 'open', 'locked', 'no-such-project', randomUUID(), 'x', 'open', 'y'];
    const answers = await Promise.all(
      projects.map((project, n) => guess(project, `10.34.1.${n + 1}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // All try the portfolio's password: they wait their turn in one line, the surplus turned away.
    expect(statuses.filter((status) => status === 403)).toHaveLength(LOGIN_LINE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(projects.length - LOGIN_LINE);
  });

  it('one client counts once, all of its IPv6 /64, whatever project the form names', async () => {
    const guess = await lockedPortfolio();
    const projects = ['locked', 'open', 'nothing', 'locked'];
    const statuses = [];
    for (const [n, project] of projects.entries())
      statuses.push((await guess(project, `2001:db8:34:1::${n + 1}`)).statusCode);
    expect(statuses).toEqual([403, 403, 403, 429]);
  });
});
