// Issue 34, finding 9: new visitors were budgeted per raw address, so one IPv6 host taking a fresh
// address of its /64 for each view counted as that many visitors.
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { VISITORS_PER_ADDRESS_DAY } from '../../server/analytics/record';
import { buildTestApp, describeEachDatabase, signUp } from './helpers';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0';

describeEachDatabase('the new-visitor budget', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('counts one IPv6 /64 as one address, however many of its addresses post views', async () => {
    const owner = await signUp(app);
    const created = (
      await app.inject({ method: 'POST', url: '/api/portfolios', headers: owner.auth, payload: {} })
    ).json().data.portfolio;
    const slug = `budget-${randomUUID().slice(0, 8)}`;
    const published = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${created.id}`,
      headers: owner.auth,
      payload: { version: created.version, slug, published: true },
    });
    expect(published.statusCode).toBe(200);

    const views = VISITORS_PER_ADDRESS_DAY * 3;
    for (let n = 1; n <= views; n++) {
      const view = await app.inject({
        method: 'POST',
        url: `/portfolio/${slug}/views`,
        // Another address of the same /64 each time (the last 64 bits are the host's to choose).
        remoteAddress: `2001:db8:9:64:${n.toString(16)}::${(n * 7).toString(16)}`,
        headers: { 'user-agent': BROWSER },
        payload: {},
      });
      expect(view.statusCode).toBe(204);
    }
    const totals = (
      await app.inject({
        method: 'GET',
        url: `/api/portfolios/${created.id}/analytics`,
        headers: owner.auth,
      })
    ).json().data.analytics.totals;
    expect(totals).toMatchObject({ views, visitors: VISITORS_PER_ADDRESS_DAY });
  });
});
