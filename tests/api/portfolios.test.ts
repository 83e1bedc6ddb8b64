import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTemplate, listTemplates } from '../../templates';
import { sectionOf } from '../../templates/types';
import { buildTestApp, describeEachDatabase } from './helpers';

type Json = Record<string, unknown>;

async function newUser(app: FastifyInstance, name = 'Designer') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name, email: `${randomUUID()}@example.com`, password: 'secret123' },
  });
  const { token, user } = response.json().data;
  return {
    token: token as string,
    id: user.id as string,
    auth: { authorization: `Bearer ${token}` },
  };
}

function api(app: FastifyInstance, auth?: { authorization: string }) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
    app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  return {
    create: (payload: Json = {}) => call('POST', '/api/portfolios', payload),
    list: () => call('GET', '/api/portfolios/user/me'),
    get: (id: string) => call('GET', `/api/portfolios/${id}`),
    bySlug: (slug: string) => call('GET', `/api/portfolios/slug/${slug}`),
    update: (id: string, payload: Json) => call('PUT', `/api/portfolios/${id}`, payload),
    remove: (id: string) => call('DELETE', `/api/portfolios/${id}`),
    checkSlug: (slug: string, portfolioId?: string) =>
      call(
        'GET',
        `/api/portfolios/check-slug/${slug}${portfolioId ? `?portfolioId=${portfolioId}` : ''}`,
      ),
    publicPage: (slug: string) => call('GET', `/api/portfolios/public/${slug}`),
  };
}

const uniqueSlug = () => `studio-${randomUUID().slice(0, 8)}`;

describeEachDatabase('portfolios', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  describe('POST /api/portfolios', () => {
    it('creates a portfolio with the spec defaults and the template content', async () => {
      const owner = await newUser(app);
      const response = await api(app, owner.auth).create();
      expect(response.statusCode).toBe(201);
      const { portfolio } = response.json().data;
      expect(portfolio).toMatchObject({
        title: 'New Portfolio',
        description: 'Description for new portfolio',
        isPublic: false,
        published: false,
        isPublished: false,
        templateId: 'echelon',
        version: 1,
        viewCount: 0,
        slug: null,
      });
      expect(portfolio._id).toBe(portfolio.id);
      expect(portfolio.content).toEqual(getTemplate('echelon').defaultContent);
    });

    it('resolves template aliases and keeps explicitly empty content empty', async () => {
      const owner = await newUser(app);
      const response = await api(app, owner.auth).create({
        title: 'Swiss Portfolio',
        template: 'swiss',
        content: { sections: [] },
        isPublic: false,
      });
      expect(response.json().data.portfolio).toMatchObject({
        templateId: 'echelon',
        content: { version: 1, sections: [] },
      });
    });

    it('refuses content that breaks the template schema, naming the path', async () => {
      const owner = await newUser(app);
      const bad = structuredClone(getTemplate('echelon').defaultContent);
      (bad.sections[2]!.content.projects as Json[])[0]!.image = 'javascript:alert(1)';
      const response = await api(app, owner.auth).create({ content: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Project 1 image: please use a valid image URL');

      const unknownType = await api(app, owner.auth).create({
        templateId: 'lumen',
        content: { version: 1, sections: [{ id: 'services', type: 'services', content: {} }] },
      });
      expect(unknownType.statusCode).toBe(400);
      expect(unknownType.json().message).toMatch(/no "services" section/);
    });

    it('never stores fields that are not part of a portfolio', async () => {
      const owner = await newUser(app);
      const response = await api(app, owner.auth).create({
        title: 'Mine',
        userId: randomUUID(),
        viewCount: 999,
        isAdmin: true,
      });
      const { portfolio } = response.json().data;
      expect(portfolio.viewCount).toBe(0);
      expect(portfolio).not.toHaveProperty('isAdmin');
      expect((await api(app, owner.auth).list()).json().data.portfolios).toHaveLength(1);
    });

    it('keeps a list item hidden on a device, and refuses a device that is not one in plain words', async () => {
      const owner = await newUser(app);
      for (const template of listTemplates()) {
        const content = structuredClone(template.defaultContent);
        const [index, path] = content.sections.flatMap((section, at) =>
          Object.keys(sectionOf(template, section.type)?.lists ?? {})
            .filter(
              (list) => (section.content[list] as unknown[] | undefined)?.[0] instanceof Object,
            )
            .map((list) => [at, list] as const),
        )[0]!;
        const items = content.sections[index]!.content[path] as Json[];
        items[0]!.hiddenOn = 'phone';
        const kept = await api(app, owner.auth).create({ templateId: template.id, content });
        expect(kept.statusCode, template.id).toBe(201);
        const stored = kept.json().data.portfolio.content.sections[index].content[path];
        expect(stored[0].hiddenOn).toBe('phone');

        items[0]!.hiddenOn = 'tablet';
        const refused = await api(app, owner.auth).create({ templateId: template.id, content });
        expect(refused.statusCode, template.id).toBe(400);
        expect(refused.json().message).toMatch(
          /^[A-Z][a-z ]+ 1 device visibility: hide it on "phone" or "desktop", or on neither$/,
        );
      }
    });

    it('refuses a document over 2 MB with 413 and a clear message', async () => {
      const owner = await newUser(app);
      const huge = structuredClone(getTemplate('echelon').defaultContent);
      huge.sections[0]!.content.image = `data:image/png;base64,${'A'.repeat(2_200_000)}`;
      const response = await api(app, owner.auth).create({ content: huge });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toMatch(/too large/);
    });
  });

  describe('GET /api/portfolios/user/me', () => {
    it('lists only the signed-in user’s portfolios, newest first', async () => {
      const owner = await newUser(app);
      const other = await newUser(app);
      for (const title of ['First', 'Second', 'Third'])
        await api(app, owner.auth).create({ title });
      await api(app, other.auth).create({ title: 'Not yours' });
      const titles = (await api(app, owner.auth).list())
        .json()
        .data.portfolios.map((p: Json) => p.title);
      expect(titles).toEqual(['Third', 'Second', 'First']);
    });

    it('lists summaries: the card’s fields, counts and first sections, never the documents', async () => {
      const owner = await newUser(app);
      for (const template of listTemplates()) {
        const created = (
          await api(app, owner.auth).create({ templateId: template.id, title: template.name })
        ).json().data.portfolio;
        const listed = (await api(app, owner.auth).list())
          .json()
          .data.portfolios.find((entry: Json) => entry.id === created.id);
        const { content, styling, caseStudies: _caseStudies, ...fields } = created;
        expect(listed, template.id).toEqual({
          ...fields,
          sectionCount: content.sections.length,
          preview: { content: { ...content, sections: content.sections.slice(0, 3) }, styling },
        });
      }
      const full = await app.inject({
        url: '/api/portfolios/user/me?fields=full',
        headers: owner.auth,
      });
      const wholes = full.json().data.portfolios as Json[];
      expect(wholes).toHaveLength(listTemplates().length);
      expect(wholes[0]).toHaveProperty('content.sections');
      expect(wholes[0]).toHaveProperty('caseStudies');
    });
  });

  describe('PUT /api/portfolios/:id', () => {
    it('updates, raises the version, and refuses a stale version with the server copy', async () => {
      const owner = await newUser(app);
      const created = (await api(app, owner.auth).create()).json().data.portfolio;
      const first = await api(app, owner.auth).update(created.id, {
        version: 1,
        title: 'From the laptop',
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().data.portfolio).toMatchObject({ title: 'From the laptop', version: 2 });

      const stale = await api(app, owner.auth).update(created.id, {
        version: 1,
        title: 'From the phone',
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        success: false,
        data: { portfolio: { title: 'From the laptop', version: 2 } },
      });
      expect((await api(app, owner.auth).get(created.id)).json().data.portfolio).toMatchObject({
        title: 'From the laptop',
        version: 2,
      });
    });

    it('lets exactly one of two writers of the same version win', async () => {
      const owner = await newUser(app);
      const created = (await api(app, owner.auth).create()).json().data.portfolio;
      const results = await Promise.all(
        ['A', 'B', 'C', 'D'].map((title) =>
          api(app, owner.auth).update(created.id, { version: 1, title }),
        ),
      );
      const statuses = results.map((result) => result.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409]);
      const winner = results.find((result) => result.statusCode === 200)!.json().data
        .portfolio.title;
      expect((await api(app, owner.auth).get(created.id)).json().data.portfolio.title).toBe(winner);
    });

    it('publishes with a valid slug, and unpublishes', async () => {
      const owner = await newUser(app);
      const created = (await api(app, owner.auth).create()).json().data.portfolio;
      const slug = uniqueSlug();
      const published = await api(app, owner.auth).update(created.id, {
        version: 1,
        slug,
        published: true,
      });
      expect(published.statusCode).toBe(200);
      expect(published.json().message).toBe('Portfolio published successfully!');
      const portfolio = published.json().data.portfolio;
      expect(portfolio).toMatchObject({ slug, published: true, isPublished: true });
      expect(Date.parse(portfolio.publishedAt)).toBeGreaterThan(Date.now() - 60_000);

      const unpublished = await api(app, owner.auth).update(created.id, {
        version: 2,
        published: false,
      });
      expect(unpublished.json().message).toBe('Portfolio unpublished successfully!');
      expect(unpublished.json().data.portfolio).toMatchObject({ slug, isPublished: false });
    });

    it.each([
      ['', 'Slug is required'],
      ['Bad Slug', 'Slug can only contain lowercase letters, numbers, and hyphens'],
      ['ab', 'Slug must be at least 3 characters'],
      ['a'.repeat(50), 'Slug must be less than 50 characters'],
    ])('refuses publishing under %j with "%s"', async (slug, message) => {
      const owner = await newUser(app);
      const created = (await api(app, owner.auth).create()).json().data.portfolio;
      const response = await api(app, owner.auth).update(created.id, {
        version: 1,
        slug,
        published: true,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('refuses a slug another portfolio has, or a reserved word', async () => {
      const first = await newUser(app);
      const second = await newUser(app);
      const slug = uniqueSlug();
      const a = (await api(app, first.auth).create()).json().data.portfolio;
      const b = (await api(app, second.auth).create()).json().data.portfolio;
      await api(app, first.auth).update(a.id, { version: 1, slug, published: true });
      const taken = await api(app, second.auth).update(b.id, { version: 1, slug, published: true });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('This slug is already taken');
      const reserved = await api(app, second.auth).update(b.id, {
        version: 1,
        slug: 'dashboard',
        published: true,
      });
      expect(reserved.json().message).toBe('This slug is already taken');
    });

    it('gives one slug to exactly one of 20 simultaneous publishers', async () => {
      const slug = uniqueSlug();
      const owners = await Promise.all(Array.from({ length: 20 }, () => newUser(app)));
      const created = await Promise.all(
        owners.map(async (owner) => (await api(app, owner.auth).create()).json().data.portfolio),
      );
      const results = await Promise.all(
        owners.map((owner, index) =>
          api(app, owner.auth).update(created[index].id, { version: 1, slug, published: true }),
        ),
      );
      const statuses = results.map((result) => result.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      expect((await api(app).publicPage(slug)).statusCode).toBe(200);
    }, 60_000);

    it('switching template follows the builder rule: the new order, the designer words kept', async () => {
      const owner = await newUser(app);
      const created = (await api(app, owner.auth).create()).json().data.portfolio;
      const content = structuredClone(created.content);
      content.sections.find((s: Json) => s.type === 'hero').content.name = 'Jane Doe';
      content.sections.find((s: Json) => s.type === 'about').content.bio = 'I draw letters.';
      await api(app, owner.auth).update(created.id, { version: 1, content });
      const switched = await api(app, owner.auth).update(created.id, {
        version: 2,
        templateId: 'lumen',
      });
      const portfolio = switched.json().data.portfolio;
      expect(portfolio.templateId).toBe('lumen');
      expect(portfolio.content.sections.map((s: Json) => s.type)).toEqual(
        getTemplate('lumen').defaultContent.sections.map((s) => s.type),
      );
      const about = portfolio.content.sections.find((s: Json) => s.type === 'about').content;
      expect(about.bio).toBe('I draw letters.');
      expect(portfolio.content.templateVersion).toBe(getTemplate('lumen').version);
    });

    it('switching template checks the result against the new template, and trims a list to its limit', async () => {
      const owner = await newUser(app);
      const lumen = getTemplate('lumen');
      const content = structuredClone(lumen.defaultContent) as Json & { sections: Json[] };
      const gallery = content.sections.find((s) => s.type === 'gallery')!.content as Json;
      gallery.images = Array.from({ length: 60 }, (_, index) => ({
        id: `photo-${index}`,
        src: '/templates/lumen/hero.svg',
        caption: `Photo ${index + 1}`,
        meta: '',
      }));
      const created = (await api(app, owner.auth).create({ templateId: 'lumen', content })).json()
        .data.portfolio;
      expect(
        created.content.sections.find((s: Json) => s.type === 'gallery').content.images,
      ).toHaveLength(60);
      const switched = await api(app, owner.auth).update(created.id, {
        version: 1,
        templateId: 'echelon',
      });
      expect(switched.statusCode).toBe(200);
      const limit = getTemplate('echelon').sections.gallery!.lists!.images!.maxItems;
      const images = switched
        .json()
        .data.portfolio.content.sections.find((s: Json) => s.type === 'gallery').content.images;
      expect(images).toHaveLength(Math.min(60, limit));
    });
  });

  describe('GET /api/portfolios/check-slug/:slug', () => {
    it('tells free, taken, own and reserved slugs apart', async () => {
      const owner = await newUser(app);
      const other = await newUser(app);
      const slug = uniqueSlug();
      const mine = (await api(app, owner.auth).create()).json().data.portfolio;
      await api(app, owner.auth).update(mine.id, { version: 1, slug, published: true });
      const check = async (who: typeof owner, candidate: string, id?: string) =>
        (await api(app, who.auth).checkSlug(candidate, id)).json().data.available;
      expect(await check(other, uniqueSlug())).toBe(true);
      expect(await check(other, slug)).toBe(false);
      expect(await check(owner, slug, mine.id)).toBe(true);
      expect(await check(other, slug, mine.id)).toBe(false);
      expect(await check(owner, 'admin')).toBe(false);
      expect(await check(owner, 'Not_Valid')).toBe(false);
    });
  });

  describe('GET /api/portfolios/public/:slug', () => {
    it('shows a published portfolio without anything private, counting views but not the owner’s', async () => {
      const owner = await newUser(app);
      const created = (await api(app, owner.auth).create({ title: 'Public page' })).json().data
        .portfolio;
      const slug = uniqueSlug();
      await api(app, owner.auth).update(created.id, { version: 1, slug, published: true });

      const visit = await api(app).publicPage(slug);
      expect(visit.statusCode).toBe(200);
      const page = visit.json().data.portfolio;
      expect(page).toMatchObject({
        title: 'Public page',
        isPublished: true,
        templateId: 'echelon',
        _id: created.id,
      });
      expect(visit.body).not.toContain(owner.id);
      expect(page).not.toHaveProperty('userId');
      expect(page).not.toHaveProperty('version');

      // A visitor's every read counts (analytics tell them apart); a robot's and the owner's do not.
      const read = (headers: Record<string, string>) =>
        app.inject({ method: 'GET', url: `/api/portfolios/public/${slug}`, headers });
      const browser = { 'user-agent': 'Mozilla/5.0 (Macintosh) Safari/605.1.15' };
      await read(browser);
      await read(browser);
      await read({ 'user-agent': 'Googlebot/2.1' });
      await read({ ...browser, ...owner.auth });
      // The first read above came from light-my-request's own agent: a program, not a visitor.
      expect((await api(app, owner.auth).get(created.id)).json().data.portfolio.viewCount).toBe(2);
    });

    it('never shows an unpublished portfolio, and says it is unpublished', async () => {
      const owner = await newUser(app);
      const created = (await api(app, owner.auth).create()).json().data.portfolio;
      const slug = uniqueSlug();
      await api(app, owner.auth).update(created.id, { version: 1, slug, published: true });
      await api(app, owner.auth).update(created.id, { version: 2, published: false });
      const response = await api(app).publicPage(slug);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        reason: 'unpublished',
        message: 'This portfolio is not currently published and is not accessible to the public.',
      });
      expect(response.body).not.toContain('New Portfolio');
      // Even its owner reads it through the owner routes, never the public one.
      expect((await api(app, owner.auth).publicPage(slug)).statusCode).toBe(404);
    });

    it('answers 404 "Portfolio not found" for a slug nobody has', async () => {
      const response = await api(app).publicPage(uniqueSlug());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        message: 'Portfolio not found',
        reason: 'not_found',
      });
    });
  });

  describe('ownership', () => {
    it('gives another user 404 on every route and method, and changes nothing', async () => {
      const owner = await newUser(app);
      const stranger = await newUser(app);
      const created = (await api(app, owner.auth).create({ title: 'Private' })).json().data
        .portfolio;
      const slug = uniqueSlug();
      await api(app, owner.auth).update(created.id, { version: 1, slug, published: true });
      await api(app, owner.auth).update(created.id, { version: 2, published: false });

      const theirs = api(app, stranger.auth);
      const attempts = {
        'GET /:id': await theirs.get(created.id),
        'GET /slug/:slug': await theirs.bySlug(slug),
        'PUT /:id title': await theirs.update(created.id, { version: 3, title: 'Hijacked' }),
        'PUT /:id publish': await theirs.update(created.id, { version: 3, published: true }),
        'PUT /:id stale': await theirs.update(created.id, { version: 1, title: 'Probe' }),
        'DELETE /:id': await theirs.remove(created.id),
      };
      for (const [route, response] of Object.entries(attempts)) {
        expect(response.statusCode, route).toBe(404);
        expect(response.json().message, route).toBe('Portfolio not found');
        expect(response.body, route).not.toContain('Private');
      }
      // The same answers as for a portfolio that does not exist.
      expect((await theirs.get(randomUUID())).statusCode).toBe(404);
      expect((await theirs.get('not-a-uuid')).statusCode).toBe(404);
      expect((await theirs.list()).json().data.portfolios).toEqual([]);
      expect((await api(app, owner.auth).get(created.id)).json().data.portfolio).toMatchObject({
        title: 'Private',
        version: 3,
        isPublished: false,
      });
    });

    it('requires a session on every owner route', async () => {
      const anonymous = api(app);
      const id = randomUUID();
      for (const response of [
        await anonymous.create(),
        await anonymous.list(),
        await anonymous.get(id),
        await anonymous.bySlug('some-slug'),
        await anonymous.update(id, { version: 1 }),
        await anonymous.remove(id),
        await anonymous.checkSlug('some-slug'),
      ]) {
        expect(response.statusCode).toBe(401);
      }
    });
  });

  describe('DELETE /api/portfolios/:id', () => {
    it('deletes the owner’s portfolio', async () => {
      const owner = await newUser(app);
      const created = (await api(app, owner.auth).create()).json().data.portfolio;
      const response = await api(app, owner.auth).remove(created.id);
      expect(response.json()).toEqual({
        success: true,
        message: 'Portfolio deleted successfully!',
      });
      expect((await api(app, owner.auth).get(created.id)).statusCode).toBe(404);
    });
  });

  it('counts the user’s portfolios on their profile', async () => {
    const owner = await newUser(app);
    await api(app, owner.auth).create();
    await api(app, owner.auth).create();
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: owner.auth });
    expect(me.json().data.user.portfolioCount).toBe(2);
  });
});

describe('a document stored before its template changed shape', () => {
  it('reads, edits and saves in the new shape (echelon 1 -> now: socials as one list)', async () => {
    const app = await buildTestApp({
      kind: 'pglite',
      open: async () => ({ kind: 'pglite' }),
      close: async () => {},
    });
    try {
      const owner = await newUser(app);
      const created = (await api(app, owner.auth).create()).json().data.portfolio;
      const old = structuredClone(created.content) as Json & { sections: Json[] };
      delete old.templateVersion;
      const contact = old.sections.find((s) => s.type === 'contact')!.content as Json;
      contact.social_links = [];
      contact.social = { linkedin: 'https://www.linkedin.com/in/jane' };
      await app.db.execute(
        sql`update portfolios set content = ${JSON.stringify(old)}::jsonb where id = ${created.id}`,
      );
      const read = (await api(app, owner.auth).get(created.id)).json().data.portfolio;
      const readContact = read.content.sections.find((s: Json) => s.type === 'contact').content;
      expect(readContact.social).toBeUndefined();
      expect(readContact.social_links).toEqual([
        { platform: 'LinkedIn', url: 'https://www.linkedin.com/in/jane' },
      ]);
      readContact.heading = 'Say hello';
      const saved = await api(app, owner.auth).update(created.id, {
        version: read.version,
        content: read.content,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.portfolio.content.templateVersion).toBe(
        getTemplate('echelon').version,
      );
      // An old client that still sends the old shape is migrated too, never refused.
      const again = await api(app, owner.auth).update(created.id, {
        version: saved.json().data.portfolio.version,
        content: old,
      });
      expect(again.statusCode).toBe(200);
      const stored = again
        .json()
        .data.portfolio.content.sections.find((s: Json) => s.type === 'contact').content;
      expect(stored.social_links).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describe('a template that disappeared', () => {
  it('opens the stored portfolio with the default template', async () => {
    const app = await buildTestApp({
      kind: 'pglite',
      open: async () => ({ kind: 'pglite' }),
      close: async () => {},
    });
    try {
      const owner = await newUser(app);
      const created = (await api(app, owner.auth).create()).json().data.portfolio;
      await app.db.execute(
        `update portfolios set template_id = 'retired-template' where id = '${created.id}'`,
      );
      const portfolio = (await api(app, owner.auth).get(created.id)).json().data.portfolio;
      expect(portfolio.templateId).toBe('echelon');
    } finally {
      await app.close();
    }
  });
});
