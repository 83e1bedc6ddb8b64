// Storage is bounded (issue 34, finding 6): each portfolio's history keeps the newest versions and one
// a day, and each account's documents stay within a budget enforced on create, save and publish.
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HISTORY_DAILY_DAYS,
  HISTORY_RECENT_VERSIONS,
  MAX_HISTORY_VERSIONS,
} from '../../model/history';
import { STORAGE_MESSAGES } from '../../model/storage';
import { buildTestApp, describeEachDatabase, signUp } from './helpers';
import { multipart } from './upload-helpers';

type Content = { version: number; sections: Array<Record<string, unknown>> };
type Entry = { number: number; kind: string; isLive: boolean };

/** A signed-up designer and the calls these tests make. */
async function designer(app: FastifyInstance) {
  const user = await signUp(app, 'Mina Ito');
  const call = (method: HTTPMethods, url: string, payload?: object) =>
    app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
  const at = (id: string) => `/api/portfolios/${id}`;
  return {
    auth: user.auth,
    call,
    create: (title: string) => call('POST', '/api/portfolios', { title }),
    draft: (id: string, payload: object) => call('PUT', `${at(id)}/draft`, payload),
    publish: (id: string, payload: object) => call('POST', `${at(id)}/publish`, payload),
    get: async (id: string) => (await call('GET', at(id))).json().data.portfolio,
    history: async (id: string) =>
      (await call('GET', `${at(id)}/history`)).json().data.entries as Entry[],
    storage: async () => {
      const answer = await call('GET', '/api/portfolios/storage');
      expect(answer.statusCode).toBe(200);
      return answer.json().data.usage as { bytes: number; quotaBytes: number };
    },
  };
}

/** Rows of the portfolio's history in the table itself, not only as the API lists them. */
async function storedVersions(app: FastifyInstance, id: string) {
  const result = (await app.db.execute(
    sql`select count(*)::integer as n from portfolio_snapshots where portfolio_id = ${id}`,
  )) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]!.n;
}

describeEachDatabase('bounded history', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it(`keeps the newest ${HISTORY_RECENT_VERSIONS} versions through 160 rounds of save and publish`, async () => {
    const me = await designer(app);
    const created = (await me.create('Busy')).json().data.portfolio;
    const slug = `busy-${randomUUID().slice(0, 8)}`;
    let version = created.version as number;
    for (let round = 1; round <= 160; round++) {
      const saved = await me.draft(created.id, { version, title: `Round ${round}` });
      expect(saved.statusCode, saved.body).toBe(200);
      const published = await me.publish(created.id, {
        version: saved.json().data.portfolio.version,
        slug,
      });
      expect(published.statusCode, published.body).toBe(200);
      version = published.json().data.portfolio.version;
    }
    // 320 versions were written; all today, so only the newest are kept, the live one among them.
    const entries = await me.history(created.id);
    expect(entries).toHaveLength(HISTORY_RECENT_VERSIONS);
    expect(entries.map((entry) => entry.number)).toEqual(
      Array.from({ length: HISTORY_RECENT_VERSIONS }, (_, n) => 320 - n),
    );
    expect(entries[0]).toMatchObject({ number: 320, kind: 'publish', isLive: true });
    expect(await storedVersions(app, created.id)).toBe(HISTORY_RECENT_VERSIONS);
    expect((await app.inject({ method: 'GET', url: `/portfolio/${slug}` })).body).toContain(
      '<title>Round 160</title>',
    );
  }, 120_000);

  it('never prunes the live version, however many saves come after it', async () => {
    const me = await designer(app);
    const created = (await me.create('Live first')).json().data.portfolio;
    const slug = `live-${randomUUID().slice(0, 8)}`;
    const published = await me.publish(created.id, { version: created.version, slug });
    expect(published.statusCode).toBe(200);
    let version = published.json().data.portfolio.version as number;
    const saves = HISTORY_RECENT_VERSIONS + 5;
    for (let save = 1; save <= saves; save++) {
      const saved = await me.draft(created.id, { version, title: `Edit ${save}` });
      expect(saved.statusCode).toBe(200);
      version = saved.json().data.portfolio.version;
    }
    const entries = await me.history(created.id);
    // The newest saves, then the live publish (number 1), older than all of them.
    expect(entries).toHaveLength(HISTORY_RECENT_VERSIONS + 1);
    expect(entries.at(-1)).toMatchObject({ number: 1, kind: 'publish', isLive: true });
    expect(entries[0]!.number).toBe(1 + saves);
    expect(entries.at(-2)!.number).toBe(1 + saves - HISTORY_RECENT_VERSIONS + 1);
    const page = await app.inject({ method: 'GET', url: `/portfolio/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Live first</title>');
    // Discarding goes back to the live version, which is still there.
    expect(
      (await me.call('POST', `/api/portfolios/${created.id}/discard`, { version })).statusCode,
    ).toBe(200);
    expect((await me.get(created.id)).title).toBe('Live first');
  }, 60_000);

  describe('older versions', () => {
    /** Puts history entries straight into the table, as older saves would have left them. */
    async function plant(id: string, rows: SQL, next: number) {
      await app.db.execute(sql`
        insert into portfolio_snapshots (portfolio_id, number, kind, template_id, title, content, created_at)
        select p.id, v.number, v.kind, p.template_id, p.title, p.content, v.at
        from portfolios p, (${rows}) as v(number, kind, at) where p.id = ${id}`);
      await app.db.execute(sql`update portfolios set next_snapshot = ${next} where id = ${id}`);
    }

    it(`keeps the newest of each of the last ${HISTORY_DAILY_DAYS} days, and the live one at any age`, async () => {
      const me = await designer(app);
      const created = (await me.create('Long history')).json().data.portfolio;
      // Numbers 1–80: two versions a day, 40 days ago to 1 day ago (9:00 and 15:00), older first.
      // Numbers 81–140: 60 versions of the last tenth of a second.
      await plant(
        created.id,
        sql`select n, case when n = 11 then 'publish' else 'checkpoint' end,
            date_trunc('day', now()) - (40 - (n - 1) / 2) * interval '1 day'
              + case when n % 2 = 1 then interval '9 hours' else interval '15 hours' end
          from generate_series(1, 80) as n
          union all
          select n, 'checkpoint', now() - (141 - n) * interval '1 millisecond'
          from generate_series(81, 140) as n`,
        141,
      );
      // The 9:00 publish of 35 days ago is live, while it is unpublished too.
      await app.db.execute(sql`
        update portfolios set live_snapshot_id =
          (select id from portfolio_snapshots where portfolio_id = ${created.id} and number = 11)
        where id = ${created.id}`);
      expect(await storedVersions(app, created.id)).toBe(140);

      const saved = await me.draft(created.id, { version: created.version, title: 'One more' });
      expect(saved.statusCode).toBe(200);
      const numbers = (await me.history(created.id)).map((entry) => entry.number);
      // Version 141, the newest 49 before it, the 15:00 one of each of the last 29 days before today
      // (days 1 to 29 ago: numbers 24, 26, …, 80) and the live 11.
      const daily = Array.from({ length: HISTORY_DAILY_DAYS - 1 }, (_, n) => 80 - 2 * n);
      const recent = Array.from({ length: HISTORY_RECENT_VERSIONS }, (_, n) => 141 - n);
      expect(numbers).toEqual([...recent, ...daily, 11]);
      expect(numbers.length).toBeLessThanOrEqual(MAX_HISTORY_VERSIONS);
      expect(await storedVersions(app, created.id)).toBe(numbers.length);
    });
  });
});

/** `count` sections of random text: documents that do not compress, so their size is known. */
function bulkyContent(base: Content, count: number): Content {
  const sections = Array.from({ length: count }, (_, n) => ({
    id: `bulk-${n}`,
    type: 'about',
    content: { heading: `More ${n}`, bio: randomBytes(2250).toString('base64') },
  }));
  return { ...base, sections: [...base.sections, ...sections] };
}

const QUOTA = 100 * 1024;

describeEachDatabase('the account’s storage budget', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Lowered from 200 MB so the tests fill it with a few documents of about 39 KB.
    app = await buildTestApp(database, { documentQuotaBytes: QUOTA });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('refuses a save or a publish past it with what to do, stores nothing, and takes it once there is room', async () => {
    const me = await designer(app);
    expect(await me.storage()).toEqual({ bytes: 0, quotaBytes: QUOTA });

    const first = (await me.create('First')).json().data.portfolio;
    const second = (await me.create('Second')).json().data.portfolio;
    const small = (await me.storage()).bytes;
    expect(small).toBeGreaterThan(0);

    // About 39 KB of text that does not compress: the working copy and its checkpoint hold it.
    const bulky = bulkyContent(second.content, 12);
    const savedSecond = await me.draft(second.id, { version: second.version, content: bulky });
    expect(savedSecond.statusCode, savedSecond.body).toBe(200);
    const used = (await me.storage()).bytes;
    const textBytes = 12 * 3000;
    expect(used).toBeGreaterThan(2 * textBytes);
    expect(used).toBeLessThan(small + 2 * Buffer.byteLength(JSON.stringify(bulky)));
    expect(used).toBeLessThan(QUOTA);

    // Two more copies would pass the budget: refused, and nothing of it is kept.
    const before = {
      portfolio: await me.get(first.id),
      history: await me.history(first.id),
      versions: await storedVersions(app, first.id),
    };
    const refused = await me.draft(first.id, {
      version: first.version,
      content: bulkyContent(first.content, 12),
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      success: false,
      message: STORAGE_MESSAGES.full(used, QUOTA),
    });
    expect(refused.json().message).toMatch(
      /^Your portfolio storage is full \([\d.]+ KB of 100 KB used\), so this change was not stored\. Delete portfolios you no longer need in Dashboard › Portfolios, then try again/,
    );
    expect(await me.get(first.id)).toEqual(before.portfolio);
    expect(await me.history(first.id)).toEqual(before.history);
    expect(await storedVersions(app, first.id)).toBe(before.versions);
    expect((await me.storage()).bytes).toBe(used);

    // The spec's PUT refuses the same way.
    const put = await me.call('PUT', `/api/portfolios/${first.id}`, {
      version: first.version,
      content: bulkyContent(first.content, 12),
    });
    expect(put.statusCode).toBe(413);
    expect((await me.storage()).bytes).toBe(used);

    // Publishing the bulky portfolio would keep a third copy of it: refused, still unpublished.
    const slug = `budget-${randomUUID().slice(0, 8)}`;
    const publish = await me.publish(second.id, {
      version: savedSecond.json().data.portfolio.version,
      slug,
    });
    expect(publish.statusCode).toBe(413);
    expect(publish.json().message).toBe(STORAGE_MESSAGES.full(used, QUOTA));
    expect(await me.get(second.id)).toMatchObject({ isPublished: false, live: null });
    expect((await app.inject({ method: 'GET', url: `/portfolio/${slug}` })).statusCode).toBe(404);
    expect((await me.storage()).bytes).toBe(used);

    // Deleting a portfolio makes room, as the message says: the same save then goes through.
    expect((await me.call('DELETE', `/api/portfolios/${second.id}`)).statusCode).toBe(200);
    expect((await me.storage()).bytes).toBeLessThan(small);
    const retried = await me.draft(first.id, {
      version: first.version,
      content: bulkyContent(first.content, 12),
    });
    expect(retried.statusCode, retried.body).toBe(200);
  });

  it('counts only the account’s own documents, and refuses a new or imported portfolio once full', async () => {
    const me = await designer(app);
    const other = await designer(app);
    const created = (await me.create('Mine')).json().data.portfolio;
    const oneNew = (await me.storage()).bytes;
    expect(
      (
        await me.draft(created.id, {
          version: created.version,
          content: bulkyContent(created.content, 15),
        })
      ).statusCode,
    ).toBe(200);
    expect((await other.storage()).bytes).toBe(0);
    // Under the budget, with less room left than a new portfolio's default document takes.
    const full = (await me.storage()).bytes;
    expect(full).toBeLessThan(QUOTA);
    expect(full + oneNew).toBeGreaterThan(QUOTA);
    const refused = await me.create('One too many');
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(STORAGE_MESSAGES.full(full, QUOTA));
    // Importing its own export would store a second copy: refused the same way, nothing kept.
    const exported = await me.call('GET', `/api/portfolios/${created.id}/export`);
    expect(exported.statusCode).toBe(200);
    const body = multipart(exported.rawPayload, 'portfolio.zip', 'application/zip', 'file');
    const imported = await app.inject({
      method: 'POST',
      url: '/api/portfolios/import',
      headers: { ...me.auth, ...body.headers },
      payload: body.payload,
    });
    expect(imported.statusCode, imported.body).toBe(413);
    expect(imported.json().message).toBe(STORAGE_MESSAGES.full(full, QUOTA));
    expect((await me.call('GET', '/api/portfolios/user/me')).json().data.portfolios).toHaveLength(
      1,
    );
    expect((await other.create('Theirs')).statusCode).toBe(201);
  });

  it('is for signed-in users only', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/portfolios/storage' });
    expect(anonymous.statusCode).toBe(401);
  });
});
