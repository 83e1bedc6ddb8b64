import { eq } from 'drizzle-orm';
import { type FastifyInstance, type HTTPMethods } from 'fastify';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { newBlock, newCaseStudy, newSection } from '../../../model/case-study';
import { portfolios, users } from '../../../server/db/schema';
import { getTemplate } from '../../../templates';
import { describeEachDatabase, type TestDatabase } from '../helpers';
import {
  type Call,
  type Doc,
  type User,
  deepArray,
  deepObject,
  expectError,
  ownerAndStranger,
  send,
  signUp,
} from './fixtures';

describeEachDatabase('what a write stores', (database: TestDatabase) => {
  const { world, portfolioOf, ownerState } = ownerAndStranger(database);
  let app: FastifyInstance;
  let owner: User;
  let stranger: User;
  let draft: Doc;
  beforeAll(() => void ({ app, owner, stranger, draft } = world));

  describe('what a write stores', () => {
    it('keeps only the known fields of an account', async () => {
      const planted = randomUUID();
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          name: 'Pushy Person',
          email: `${randomUUID()}@example.com`,
          password: 'secret123',
          id: planted,
          accountType: 'Pro',
          isAdmin: true,
          createdAt: '2000-01-01T00:00:00.000Z',
        },
      });
      expect(response.statusCode).toBe(201);
      const { user } = response.json().data;
      const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ accountType: 'Free', name: 'Pushy Person' });
      expect(user.id).not.toBe(planted);
      expect(user).not.toHaveProperty('isAdmin');
      expect(row!.createdAt.getFullYear()).toBeGreaterThan(2000);
    });

    it('never lets a save move a portfolio to another owner or set its counters and flags', async () => {
      const doc = await portfolioOf(owner, 'Pinned', false);
      const response = await send(
        app,
        {
          method: 'PUT',
          url: `/api/portfolios/${doc.id}`,
          payload: {
            version: doc.version,
            title: 'Still mine',
            id: randomUUID(),
            userId: stranger.id,
            user_id: stranger.id,
            viewCount: 999_999,
            isPublished: true,
            isPublic: true,
            publishedAt: '2001-01-01T00:00:00.000Z',
            createdAt: '2001-01-01T00:00:00.000Z',
          },
        },
        owner.auth,
      );
      expect(response.statusCode).toBe(200);
      const [row] = await app.db.select().from(portfolios).where(eq(portfolios.id, doc.id));
      expect(row).toMatchObject({
        userId: owner.id,
        title: 'Still mine',
        viewCount: 0,
        isPublished: false,
        publishedAt: null,
      });
      expect(row!.createdAt.getFullYear()).toBeGreaterThan(2001);
      expect(
        (await send(app, { method: 'GET', url: `/api/portfolios/${doc.id}` }, stranger.auth))
          .statusCode,
      ).toBe(404);
    });

    it('stores only what the document format and the template’s schemas describe', async () => {
      const content = structuredClone(getTemplate('echelon').defaultContent) as unknown as {
        version: number;
        sections: Array<Record<string, unknown> & { content: Record<string, unknown> }>;
        [key: string]: unknown;
      };
      content.planted = 'document';
      content.sections[0]!.onclick = 'section';
      content.sections[0]!.content.planted = { script: '<script>alert(1)</script>' };
      (content.sections[2]!.content.projects as Array<Record<string, unknown>>)[0]!.planted =
        'item';
      const study = {
        ...newCaseStudy({ title: 'Study' }),
        sections: [{ ...newSection('section-1'), blocks: [newBlock('quote', 'quote-1')] }],
        planted: 'study',
      } as Record<string, unknown>;
      (study.steps as Array<Record<string, unknown>>)[0]!.planted = 'step';
      (study.sections as Array<Record<string, unknown>>)[0]!.planted = 'section';
      (study.sections as Array<{ blocks: Array<Record<string, unknown>> }>)[0]!.blocks[0]!.planted =
        'block';
      const created = await send(
        app,
        {
          method: 'POST',
          url: '/api/portfolios',
          payload: { content, styling: { colors: {}, fonts: {}, css: 'body{display:none}' } },
        },
        owner.auth,
      );
      expect(created.statusCode).toBe(201);
      const id = created.json().data.portfolio.id;
      const saved = await send(
        app,
        {
          method: 'PUT',
          url: `/api/portfolios/${id}`,
          payload: { version: 1, caseStudies: { 'project-1': study } },
        },
        owner.auth,
      );
      expect(saved.statusCode).toBe(200);
      const [row] = await app.db.select().from(portfolios).where(eq(portfolios.id, id));
      const stored = JSON.stringify([row!.content, row!.styling, row!.caseStudies]);
      expect(stored).not.toContain('planted');
      expect(stored).not.toContain('onclick');
      expect(stored).not.toContain('display:none');
      expect(stored).not.toContain('<script>');
      // What the schemas know is all still there.
      expect(row!.content).toEqual(getTemplate('echelon').defaultContent);
      expect(stored).toContain('Nord Identity System');
    });

    it('refuses a 10 000-level nest in a document, and drops a shallower one the schemas do not know', async () => {
      const json = (
        payload: string,
        method: HTTPMethods = 'POST',
        url = '/api/portfolios',
      ): Call => ({
        method,
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      const section = (nest: string) =>
        `{"version":1,"sections":[{"id":"hero","type":"hero","content":{"title":"Kept","x":${nest}}}]}`;
      const before = await ownerState();
      for (const nest of [deepObject(10_000), deepArray(10_000)]) {
        const refused = await send(app, json(`{"content":${section(nest)}}`), owner.auth);
        expectError(refused, 400, 'This request is nested too deeply.');
        const update = await send(
          app,
          json(
            `{"version":${draft.version},"content":${section(nest)}}`,
            'PUT',
            `/api/portfolios/${draft.id}`,
          ),
          owner.auth,
        );
        expectError(update, 400, 'This request is nested too deeply.');
      }
      expect(await ownerState()).toEqual(before);

      // Within the depth limit, an unknown key is dropped with everything it holds.
      const created = await send(app, json(`{"content":${section(deepObject(40))}}`), owner.auth);
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json().data.portfolio;
      const [row] = await app.db.select().from(portfolios).where(eq(portfolios.id, id));
      expect(row!.content).toEqual({
        version: 1,
        templateVersion: getTemplate('echelon').version,
        sections: [{ id: 'hero', type: 'hero', content: { title: 'Kept' } }],
      });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });

    it('accepts text at its limits and refuses one character more', async () => {
      const doc = await portfolioOf(owner, 'Limits', false);
      let version = doc.version;
      const put = (payload: Record<string, unknown>) =>
        send(
          app,
          { method: 'PUT', url: `/api/portfolios/${doc.id}`, payload: { version, ...payload } },
          owner.auth,
        );
      const accepted = async (payload: Record<string, unknown>) => {
        const response = await put(payload);
        expect(response.statusCode, response.body).toBe(200);
        version = response.json().data.portfolio.version;
        return response.json().data.portfolio;
      };
      const refused = async (payload: Record<string, unknown>, message: string | RegExp) =>
        expectError(await put(payload), 400, message);

      expect((await accepted({ title: 't'.repeat(200) })).title).toHaveLength(200);
      await refused({ title: 't'.repeat(201) }, 'Title must be at most 200 characters');
      await refused({ title: '   ' }, 'Title is required');
      expect((await accepted({ description: 'd'.repeat(1000) })).description).toHaveLength(1000);
      await refused(
        { description: 'd'.repeat(1001) },
        'Description must be at most 1000 characters',
      );
      const slug49 = `s${randomUUID().replaceAll('-', '')}`.padEnd(49, 'x').slice(0, 49);
      expect((await accepted({ slug: slug49, published: true })).slug).toBe(slug49);
      await refused({ slug: `${slug49}x` }, 'Slug must be less than 50 characters');

      const study = (change: (study: ReturnType<typeof newCaseStudy>) => void) => {
        const value = newCaseStudy({ title: 'Limits' });
        value.sections.push(newSection('section-1'));
        change(value);
        return { caseStudies: { 'project-1': value } };
      };
      const step = { num: '99', title: 'T'.repeat(50), desc: 'd'.repeat(100) };
      const saved = await accepted(
        study((s) => {
          s.steps = Array.from({ length: 6 }, () => ({ ...step }));
          s.sections[0]!.number = '99';
          s.sections[0]!.title = 'S'.repeat(50);
        }),
      );
      expect(saved.caseStudies['project-1'].steps).toHaveLength(6);
      await refused(
        study((s) => void (s.steps = s.steps.slice(0, 2))),
        'You must have at least 3 steps',
      );
      await refused(
        study((s) => void (s.steps = Array.from({ length: 7 }, () => ({ ...step })))),
        'A case study has at most 6 steps',
      );
      for (const [change, field] of [
        [
          (s: ReturnType<typeof newCaseStudy>) => void (s.steps[0]!.title = 'T'.repeat(51)),
          'steps.0.title',
        ],
        [
          (s: ReturnType<typeof newCaseStudy>) => void (s.steps[0]!.desc = 'd'.repeat(101)),
          'steps.0.desc',
        ],
        [(s: ReturnType<typeof newCaseStudy>) => void (s.steps[0]!.num = '100'), 'steps.0.num'],
        [
          (s: ReturnType<typeof newCaseStudy>) => void (s.sections[0]!.title = 'S'.repeat(51)),
          'sections.0.title',
        ],
        [
          (s: ReturnType<typeof newCaseStudy>) => void (s.sections[0]!.number = '100'),
          'sections.0.number',
        ],
      ] as const) {
        const response = await put(study(change));
        expectError(response, 400);
        expect(response.json().errors[0].path).toBe(`body.caseStudies.project-1.${field}`);
      }
      const longKey = await put({ caseStudies: { ['p'.repeat(81)]: newCaseStudy({}) } });
      expectError(longKey, 400);

      // The version a client names must be a real version; a huge one is merely stale.
      for (const bad of [0, -1, 1.5, '1', null, 1e300]) {
        expectError(await put({ version: bad }), 400);
      }
      const stale = await put({ version: 2 ** 31, title: 'Never' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().data.portfolio.title).toBe('t'.repeat(200));
    });

    it('accepts profile text at its limits and refuses one character more', async () => {
      const user = await signUp(app, 'Limit Tester');
      const put = (payload: Record<string, unknown>) =>
        send(app, { method: 'PUT', url: '/api/auth/me', payload }, user.auth);
      const picture = `https://example.com/${'p'.repeat(2048 - 'https://example.com/'.length)}`;
      const ok = await put({
        name: 'n'.repeat(50),
        phone: '1'.repeat(40),
        location: 'l'.repeat(200),
        bio: 'b'.repeat(1000),
        profilePicture: picture,
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data.user).toMatchObject({ bio: 'b'.repeat(1000), profilePicture: picture });
      for (const [payload, message] of [
        [{ name: 'n'.repeat(51) }, 'Name must be less than 50 characters'],
        [{ phone: '1'.repeat(41) }, 'Phone must be at most 40 characters'],
        [{ location: 'l'.repeat(201) }, 'Location must be at most 200 characters'],
        [{ bio: 'b'.repeat(1001) }, 'Bio must be at most 1000 characters'],
        [{ profilePicture: `${picture}p` }, 'Please use a valid image URL'],
      ] as const) {
        expectError(await put(payload), 400, message);
      }
      const me = await send(app, { method: 'GET', url: '/api/auth/me' }, user.auth);
      expect(me.json().data.user.bio).toBe('b'.repeat(1000));
    });

    it('answers over-long path parameters in the API’s error shape, not with a database error', async () => {
      for (const [url, status] of [
        [`/api/portfolios/check-slug/${'a'.repeat(101)}`, 414],
        [`/api/portfolios/slug/${'a'.repeat(101)}`, 414],
        [`/api/portfolios/public/${'a'.repeat(101)}`, 414],
        [`/portfolio/${'a'.repeat(101)}`, 414],
        [`/api/portfolios/${'a'.repeat(65)}`, 400],
        [`/api/portfolios/${draft.id}/case-studies/${'p'.repeat(81)}`, 400],
        [`/api/portfolios/${'a'.repeat(65)}/history`, 400],
        [`/api/portfolios/${draft.id}/history/0`, 400],
        [`/api/portfolios/${draft.id}/history/${'9'.repeat(12)}`, 400],
        [`/api/portfolios/${draft.id}/history/one`, 400],
        [`/api/portfolios/check-slug/${'a'.repeat(100)}`, 200],
        ['/api/portfolios/%E0%A4%A', 400],
      ] as const) {
        const response = await send(app, { method: 'GET', url }, owner.auth);
        if (status === 200) expect(response.json().data.available).toBe(false);
        else expectError(response, status);
        expect(response.body, url).not.toContain('aaaa');
      }
    });
  });
});
