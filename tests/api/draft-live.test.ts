// Drafts stay private until published: saves change the working copy, only a publish changes what
// visitors read (the page, its ETag, the public API, the case studies and the sitemap).
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCaseStudy } from '../../model/case-study';
import { slugOfProjectTitle } from '../../model/case-study-address';
import { PORTFOLIO_MESSAGES } from '../../model/portfolio';
import { SLUG_MESSAGES } from '../../model/rules';
import { hashPassword } from '../../server/auth/passwords';
import type { DatabaseConfig } from '../../server/config';
import { getTemplate } from '../../templates';
import {
  buildTestApp,
  createPostgresDatabase,
  describeEachDatabase,
  signUp,
  type TestDatabase,
} from './helpers';

type Section = { id: string; type: string; content: Record<string, unknown> };
type Content = { version: number; templateVersion?: number; sections: Section[] };
type Project = { id: string; title: string };
type Entry = {
  number: number;
  kind: 'publish' | 'checkpoint' | 'restore';
  author: string;
  summary: string;
  templateId: string;
  createdAt: string;
  isLive: boolean;
};

const sectionOf = (content: Content, type: string) =>
  content.sections.find((section) => section.type === type)!;
const projectsOf = (content: Content) => sectionOf(content, 'work').content.projects as Project[];

/** A copy of `content` with one change made to it. */
function edited(content: Content, change: (copy: Content) => void) {
  const copy = structuredClone(content);
  change(copy);
  return copy;
}
const withHeadline = (content: Content, title: string) =>
  edited(content, (copy) => void (sectionOf(copy, 'hero').content.title = title));
const withProjectTitle = (content: Content, title: string) =>
  edited(content, (copy) => void (projectsOf(copy)[0]!.title = title));

const sectionTitle = (type: string) =>
  Object.values(getTemplate('echelon').sections).find((section) => section.type === type)!.title;

describeEachDatabase('drafts stay private until published', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database, { publicUrl: 'https://folio.example' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** A signed-up designer and their calls. */
  async function designer(name = 'Mina Ito') {
    const user = await signUp(app, name);
    const call = (method: HTTPMethods, url: string, payload?: object) =>
      app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
    const at = (id: string) => `/api/portfolios/${id}`;
    return {
      ...user,
      name,
      call,
      create: (payload: object = {}) => call('POST', '/api/portfolios', payload),
      get: async (id: string) => (await call('GET', at(id))).json().data.portfolio,
      save: (id: string, payload: object) => call('PUT', at(id), payload),
      draft: (id: string, payload: object) => call('PUT', `${at(id)}/draft`, payload),
      changes: (id: string, payload: object) => call('PATCH', `${at(id)}/draft`, payload),
      publish: (id: string, payload: object) => call('POST', `${at(id)}/publish`, payload),
      unpublish: (id: string) => call('POST', `${at(id)}/unpublish`),
      discard: (id: string, version: number) => call('POST', `${at(id)}/discard`, { version }),
      history: async (id: string) =>
        (await call('GET', `${at(id)}/history`)).json().data.entries as Entry[],
      entry: (id: string, number: number) => call('GET', `${at(id)}/history/${number}`),
      restore: (id: string, number: number, version: number) =>
        call('POST', `${at(id)}/history/${number}/restore`, { version }),
    };
  }
  type Designer = Awaited<ReturnType<typeof designer>>;

  /** A new portfolio of the template's sample content, published at a fresh slug. */
  async function publishedBy(me: Designer, title = 'Mina Ito — Work') {
    const created = await me.create({ title });
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json().data.portfolio;
    const slug = `mina-${randomUUID().slice(0, 8)}`;
    const published = await me.publish(id, { version, slug });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().message).toBe(PORTFOLIO_MESSAGES.published);
    return { id, slug, portfolio: published.json().data.portfolio };
  }

  /** Everything a visitor can read of the portfolio at `slug`. */
  async function visitorView(slug: string) {
    const page = await app.inject({ method: 'GET', url: `/portfolio/${slug}` });
    const api = await app.inject({ method: 'GET', url: `/api/portfolios/public/${slug}` });
    const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const listed = new RegExp(`/portfolio/${slug}</loc><lastmod>([^<]+)</lastmod>`).exec(sitemap);
    return {
      status: page.statusCode,
      // A render's brief form carries the time it was made (the fill-time guard), nothing else new.
      html: page.body.replace(/name="_started" value="[^"]*"/g, 'name="_started" value=""'),
      etag: page.headers.etag as string | undefined,
      apiStatus: api.statusCode,
      portfolio: api.json().data?.portfolio,
      lastmod: listed?.[1],
    };
  }

  const revalidate = async (slug: string, etag: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/portfolio/${slug}`,
        headers: { 'if-none-match': etag },
      })
    ).statusCode;

  describe('saving a published portfolio', () => {
    it.each([
      ['the spec’s PUT /:id', 'save'],
      ['PUT /:id/draft', 'draft'],
    ] as const)(
      'through %s changes nothing visitors see until it is published',
      async (_route, how) => {
        const me = await designer();
        const { id, slug, portfolio } = await publishedBy(me);
        expect(portfolio).toMatchObject({ isPublished: true, hasUnpublishedChanges: false });
        expect(portfolio.live).toEqual({ number: 1, publishedAt: expect.any(String) });
        const before = await visitorView(slug);
        expect(before.status).toBe(200);
        expect(before.lastmod).toBeDefined();

        const saved = await me[how](id, {
          version: portfolio.version,
          title: 'Unpublished title',
          content: withHeadline(portfolio.content, 'An unpublished headline'),
        });
        expect(saved.statusCode, saved.body).toBe(200);
        expect(saved.json().message).toBe(PORTFOLIO_MESSAGES.updated);
        expect(saved.json().data.portfolio).toMatchObject({
          title: 'Unpublished title',
          isPublished: true,
          hasUnpublishedChanges: true,
          live: portfolio.live,
        });

        // The page, its ETag, the public API and the sitemap are exactly as they were.
        const during = await visitorView(slug);
        expect(during).toEqual(before);
        expect(during.html).not.toContain('An unpublished headline');
        expect(during.html).not.toContain('Unpublished title');
        expect(await revalidate(slug, before.etag!)).toBe(304);
        // The owner reads the working copy.
        expect(await me.get(id)).toMatchObject({
          title: 'Unpublished title',
          hasUnpublishedChanges: true,
        });

        const published = await me.publish(id, { version: saved.json().data.portfolio.version });
        expect(published.statusCode).toBe(200);
        expect(published.json().message).toBe(PORTFOLIO_MESSAGES.liveUpdated);
        expect(published.json().data.portfolio).toMatchObject({
          hasUnpublishedChanges: false,
          live: { number: 3 },
        });
        const after = await visitorView(slug);
        expect(after.status).toBe(200);
        expect(after.html).toContain('An unpublished headline');
        expect(after.html).toContain('<title>Unpublished title</title>');
        expect(after.etag).not.toBe(before.etag);
        expect(await revalidate(slug, before.etag!)).toBe(200);
        expect(await revalidate(slug, after.etag!)).toBe(304);
        expect(after.portfolio.title).toBe('Unpublished title');
        expect(new Date(after.lastmod!).getTime()).toBeGreaterThan(
          new Date(before.lastmod!).getTime(),
        );
      },
    );

    it('publishes exactly the version it names, never a save that came in between', async () => {
      const me = await designer();
      const { id, slug, portfolio } = await publishedBy(me);
      const first = await me.draft(id, {
        version: portfolio.version,
        content: withHeadline(portfolio.content, 'Ready to publish'),
      });
      const version = first.json().data.portfolio.version;
      const [save, publish] = await Promise.all([
        me.draft(id, {
          version,
          content: withHeadline(portfolio.content, 'Still being written'),
        }),
        me.publish(id, { version }),
      ]);
      // The save always lands; the publish either went first or finds its version gone.
      expect(save.statusCode).toBe(200);
      expect([200, 409]).toContain(publish.statusCode);
      const page = await visitorView(slug);
      expect(page.html).not.toContain('Still being written');
      if (publish.statusCode === 200) expect(page.html).toContain('Ready to publish');
      else expect(page.html).not.toContain('Ready to publish');
      expect((await me.get(id)).hasUnpublishedChanges).toBe(true);
    });

    it('keeps case studies to their live copy until the next publish', async () => {
      const me = await designer();
      const { id, slug, portfolio } = await publishedBy(me);
      const study = newCaseStudy({ title: 'Live study' });
      const saved = await me.draft(id, {
        version: portfolio.version,
        caseStudies: { 'project-1': study },
      });
      const url = `/api/portfolios/${id}/case-studies/project-1`;
      const oldPageUrl = `/portfolio/${id}/project/project-1`;
      const pageUrl = `/portfolio/${slug}/${slugOfProjectTitle(projectsOf(portfolio.content)[0]!.title)}`;
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: pageUrl })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: oldPageUrl })).statusCode).toBe(404);
      expect((await me.call('GET', url)).json().data.caseStudy.title).toBe('Live study');

      await me.publish(id, { version: saved.json().data.portfolio.version });
      expect((await app.inject({ method: 'GET', url })).json().data.caseStudy.title).toBe(
        'Live study',
      );
      expect((await app.inject({ method: 'GET', url: pageUrl })).body).toContain('Live study');
      const moved = await app.inject({ method: 'GET', url: oldPageUrl });
      expect([moved.statusCode, moved.headers.location]).toEqual([301, pageUrl]);
    });
  });

  describe('a save of only what changed (PATCH /:id/draft)', () => {
    it('replaces the sections it sends, keeps the rest, takes the new order, and stays private', async () => {
      const me = await designer();
      const { id, slug, portfolio } = await publishedBy(me);
      const before = await visitorView(slug);
      const mine = withHeadline(portfolio.content, 'Only the hero was sent');
      const hero = sectionOf(mine, 'hero');
      const order = mine.sections.map((section) => section.id).reverse();
      const changes = { order, changed: [hero] };
      const whole = JSON.stringify({ version: portfolio.version, content: mine });
      const body = { version: portfolio.version, title: 'Sent as a change', sections: changes };
      // One section of four, not the document.
      expect(JSON.stringify(body).length).toBeLessThan(whole.length / 2);

      const saved = await me.changes(id, body);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().message).toBe(PORTFOLIO_MESSAGES.updated);
      const stored = await me.get(id);
      expect(stored.title).toBe('Sent as a change');
      expect(stored.content.sections.map((section: Section) => section.id)).toEqual(order);
      expect(sectionOf(stored.content, 'hero').content.title).toBe('Only the hero was sent');
      for (const type of ['about', 'work', 'contact'])
        expect(sectionOf(stored.content, type)).toEqual(sectionOf(portfolio.content, type));
      expect(stored).toMatchObject({ hasUnpublishedChanges: true, version: portfolio.version + 1 });
      expect(await visitorView(slug)).toEqual(before);
      // One history entry, named as any save's.
      const [latest] = await me.history(id);
      expect(latest).toMatchObject({
        kind: 'checkpoint',
        summary: expect.stringContaining('Hero'),
      });
    });

    it('made from an older version: 409 with the server’s copy, and nothing changes', async () => {
      const me = await designer();
      const { id, portfolio } = await publishedBy(me);
      const first = await me.changes(id, { version: portfolio.version, title: 'First window' });
      expect(first.statusCode).toBe(200);
      const stale = await me.changes(id, {
        version: portfolio.version,
        sections: { order: ['hero'], changed: [] },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(PORTFOLIO_MESSAGES.conflict);
      expect(stale.json().data.portfolio).toMatchObject({ title: 'First window' });
      expect((await me.get(id)).content).toEqual(portfolio.content);
    });

    it('refuses a section neither sent nor stored, and a section the template cannot read', async () => {
      const me = await designer();
      const { id, portfolio } = await publishedBy(me);
      const order = portfolio.content.sections.map((section: Section) => section.id);
      const unknown = await me.changes(id, {
        version: portfolio.version,
        sections: { order: [...order, 'nowhere'], changed: [] },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(PORTFOLIO_MESSAGES.wholeSaveNeeded);

      const broken = { ...sectionOf(portfolio.content, 'hero'), content: { title: 42 } };
      const refused = await me.changes(id, {
        version: portfolio.version,
        sections: { order, changed: [broken] },
      });
      expect(refused.statusCode).toBe(400);
      expect(await me.get(id)).toMatchObject({
        version: portfolio.version,
        content: portfolio.content,
      });
    });
  });

  describe('discard', () => {
    it('resets the working copy to the live page, as a new history entry that deletes nothing', async () => {
      const me = await designer();
      const { id, slug, portfolio } = await publishedBy(me);
      const live = await visitorView(slug);
      const saved = await me.draft(id, {
        version: portfolio.version,
        title: 'Second thoughts',
        content: withProjectTitle(portfolio.content, 'A project I regret'),
      });
      expect(saved.json().data.portfolio.hasUnpublishedChanges).toBe(true);

      // A discard made from an older version is refused, and changes nothing.
      const stale = await me.discard(id, portfolio.version);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().data.portfolio.title).toBe('Second thoughts');

      const discarded = await me.discard(id, saved.json().data.portfolio.version);
      expect(discarded.statusCode, discarded.body).toBe(200);
      expect(discarded.json().message).toBe(PORTFOLIO_MESSAGES.discarded);
      const reset = discarded.json().data.portfolio;
      expect(reset).toMatchObject({
        title: live.portfolio.title,
        description: live.portfolio.description,
        content: live.portfolio.content,
        styling: live.portfolio.styling,
        caseStudies: live.portfolio.caseStudies,
        hasUnpublishedChanges: false,
        live: portfolio.live,
      });
      expect(reset.version).toBeGreaterThan(saved.json().data.portfolio.version);
      expect(await visitorView(slug)).toEqual(live);

      const entries = await me.history(id);
      expect(entries.map(({ number, kind }) => [number, kind])).toEqual([
        [3, 'restore'],
        [2, 'checkpoint'],
        [1, 'publish'],
      ]);
      expect(entries[0]!.summary).toMatch(/^Discarded changes/);
      // The discarded save is still there, and can be brought back.
      const kept = (await me.entry(id, 2)).json().data.entry;
      expect(kept.title).toBe('Second thoughts');
      expect(projectsOf(kept.content)[0]!.title).toBe('A project I regret');
      const back = await me.restore(id, 2, reset.version);
      expect(back.json().data.portfolio).toMatchObject({
        title: 'Second thoughts',
        hasUnpublishedChanges: true,
      });

      // Nothing to discard: the same copy comes back, and history is unchanged.
      const again = await me.discard(id, back.json().data.portfolio.version);
      const inSync = await me.discard(id, again.json().data.portfolio.version);
      expect(inSync.statusCode).toBe(200);
      expect(inSync.json().data.portfolio.version).toBe(again.json().data.portfolio.version);
      expect(await me.history(id)).toHaveLength(5);
    });

    it('refuses to discard a portfolio that was never published', async () => {
      const me = await designer();
      const created = (await me.create({ title: 'Never live' })).json().data.portfolio;
      const refused = await me.discard(created.id, created.version);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(PORTFOLIO_MESSAGES.nothingLive);
      expect(await me.history(created.id)).toEqual([]);
    });
  });

  describe('unpublish', () => {
    it('takes the page down but keeps the working copy and the live copy', async () => {
      const me = await designer();
      const { id, slug, portfolio } = await publishedBy(me);
      const saved = await me.draft(id, {
        version: portfolio.version,
        content: withHeadline(portfolio.content, 'Kept while offline'),
      });
      const unpublished = await me.unpublish(id);
      expect(unpublished.statusCode).toBe(200);
      expect(unpublished.json().message).toBe(PORTFOLIO_MESSAGES.unpublishedDone);

      const gone = await visitorView(slug);
      expect(gone.status).toBe(404);
      expect(gone.html).toContain('Portfolio Unpublished');
      expect(gone.apiStatus).toBe(404);
      expect(gone.lastmod).toBeUndefined();
      expect(gone.html).not.toContain('Kept while offline');

      const mine = await me.get(id);
      expect(mine).toMatchObject({
        isPublished: false,
        version: saved.json().data.portfolio.version,
        live: portfolio.live,
        hasUnpublishedChanges: false,
      });
      expect(sectionOf(mine.content, 'hero').content.title).toBe('Kept while offline');
      const liveCopy = (await me.entry(id, portfolio.live.number)).json().data.entry;
      expect(liveCopy).toMatchObject({ kind: 'publish', isLive: false });
      expect(liveCopy.content).toEqual(portfolio.content);

      // Publishing again publishes the working copy, as a new entry.
      const republished = await me.publish(id, { version: mine.version });
      expect(republished.json().data.portfolio.live.number).toBe(3);
      const back = await visitorView(slug);
      expect(back.status).toBe(200);
      expect(back.html).toContain('Kept while offline');
    });

    it('brings the same live page back when published again without edits, with no new entry', async () => {
      const me = await designer();
      const { id, slug, portfolio } = await publishedBy(me);
      const live = await visitorView(slug);
      const entries = await me.history(id);
      await me.unpublish(id);
      expect((await visitorView(slug)).status).toBe(404);

      const again = await me.publish(id, { version: portfolio.version });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.portfolio).toMatchObject({
        isPublished: true,
        live: portfolio.live,
        hasUnpublishedChanges: false,
      });
      expect(await visitorView(slug)).toEqual(live);
      expect(await revalidate(slug, live.etag!)).toBe(304);
      expect(await me.history(id)).toEqual(entries);

      // And a publish of what is already live changes nothing either.
      const twice = await me.publish(id, { version: portfolio.version });
      expect(twice.json().message).toBe(PORTFOLIO_MESSAGES.alreadyLive);
      expect(await me.history(id)).toEqual(entries);
    });
  });

  describe('a refused publish', () => {
    it('needs an address, and leaves nothing behind when the address is taken', async () => {
      const me = await designer();
      const taken = await publishedBy(me, 'Has the address');
      const created = (await me.create({ title: 'Wants it' })).json().data.portfolio;
      const nowhere = await me.publish(created.id, { version: created.version });
      expect(nowhere.statusCode).toBe(400);
      const refused = await me.publish(created.id, { version: created.version, slug: taken.slug });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(SLUG_MESSAGES.taken);
      expect(await me.get(created.id)).toMatchObject({
        isPublished: false,
        slug: null,
        live: null,
        version: created.version,
      });
      expect(await me.history(created.id)).toEqual([]);
      expect((await visitorView(taken.slug)).html).toContain('<title>Has the address</title>');
      // The next publish takes the first number.
      const slug = `free-${randomUUID().slice(0, 8)}`;
      const published = await me.publish(created.id, { version: created.version, slug });
      expect(published.json().data.portfolio.live.number).toBe(1);
    });
  });

  describe('two publishes at once', () => {
    it('make exactly one new live copy, which the page shows', async () => {
      const me = await designer();
      const { id, slug, portfolio } = await publishedBy(me);
      const saved = await me.draft(id, {
        version: portfolio.version,
        title: 'Published once',
        content: withHeadline(portfolio.content, 'Raced to the page'),
      });
      const version = saved.json().data.portfolio.version;
      const before = await me.history(id);

      const answers = await Promise.all([me.publish(id, { version }), me.publish(id, { version })]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers.map((answer) => answer.json().message).sort()).toEqual(
        [PORTFOLIO_MESSAGES.alreadyLive, PORTFOLIO_MESSAGES.liveUpdated].sort(),
      );
      const after = await me.history(id);
      const added = after.filter((entry) => !before.some((old) => old.number === entry.number));
      expect(added).toEqual([expect.objectContaining({ kind: 'publish', isLive: true })]);
      for (const answer of answers)
        expect(answer.json().data.portfolio.live.number).toBe(added[0]!.number);
      const page = await visitorView(slug);
      expect(page.html).toContain('Raced to the page');
      expect(page.portfolio.title).toBe('Published once');
    });

    it('make exactly one first publish', async () => {
      const me = await designer();
      const { id, version } = (await me.create({ title: 'First time' })).json().data.portfolio;
      const slug = `race-${randomUUID().slice(0, 8)}`;
      const answers = await Promise.all([
        me.publish(id, { version, slug }),
        me.publish(id, { version, slug }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers.map((answer) => answer.json().message).sort()).toEqual(
        [PORTFOLIO_MESSAGES.alreadyLive, PORTFOLIO_MESSAGES.published].sort(),
      );
      expect((await me.history(id)).map(({ number, kind }) => [number, kind])).toEqual([
        [1, 'publish'],
      ]);
      expect((await visitorView(slug)).html).toContain('<title>First time</title>');
    });
  });

  describe('history', () => {
    it('keeps each save with a change, each publish and each restore, and restores as a new entry', async () => {
      const me = await designer('Ren Aoki');
      const created = (await me.create({ title: 'With history' })).json().data.portfolio;
      const { id } = created;
      expect(await me.history(id)).toEqual([]);

      const work = await me.save(id, {
        version: created.version,
        content: withProjectTitle(created.content, 'Tide Festival identity'),
      });
      // A save that changes nothing keeps nothing.
      const same = await me.draft(id, {
        version: work.json().data.portfolio.version,
        content: work.json().data.portfolio.content,
      });
      expect(same.statusCode).toBe(200);
      const about = await me.draft(id, {
        version: same.json().data.portfolio.version,
        content: edited(
          same.json().data.portfolio.content,
          (copy) => void (sectionOf(copy, 'about').content.bio = 'Rewritten bio'),
        ),
      });
      const published = await me.publish(id, {
        version: about.json().data.portfolio.version,
        slug: `ren-${randomUUID().slice(0, 8)}`,
      });
      const switched = await me.call('PUT', `/api/portfolios/${id}/template`, {
        version: published.json().data.portfolio.version,
        templateId: 'lumen',
      });
      expect(switched.statusCode, switched.body).toBe(200);

      let entries = await me.history(id);
      expect(entries.map(({ number, kind }) => [number, kind])).toEqual([
        [4, 'checkpoint'],
        [3, 'publish'],
        [2, 'checkpoint'],
        [1, 'checkpoint'],
      ]);
      const [template, publish, aboutEntry, workEntry] = entries;
      expect(workEntry!.summary).toContain('Edited');
      expect(workEntry!.summary).toContain(sectionTitle('work'));
      expect(aboutEntry!.summary).toContain('Edited');
      expect(aboutEntry!.summary).toContain(sectionTitle('about'));
      expect(aboutEntry!.summary).not.toContain(sectionTitle('work'));
      expect(publish).toMatchObject({ summary: 'First publish', isLive: true });
      expect(template!.summary).toMatch(/^Switched template/);
      expect(template!.templateId).toBe('lumen');
      for (const entry of entries) {
        expect(entry.author).toBe('Ren Aoki');
        expect(entry.isLive).toBe(entry === publish);
        expect(Number.isNaN(Date.parse(entry.createdAt))).toBe(false);
      }

      // Each entry has its documents.
      const first = (await me.entry(id, 1)).json().data.entry;
      expect(first).toMatchObject({ number: 1, kind: 'checkpoint', templateId: 'echelon' });
      expect(projectsOf(first.content)[0]!.title).toBe('Tide Festival identity');
      expect(sectionOf(first.content, 'about').content.bio).not.toBe('Rewritten bio');
      expect(first.title).toBe('With history');

      // Restoring entry 1 makes it the working copy, as a new entry; the older ones stay.
      const current = await me.get(id);
      const restored = await me.restore(id, 1, current.version);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json().message).toBe(PORTFOLIO_MESSAGES.restored);
      expect(restored.json().data.portfolio).toMatchObject({
        templateId: 'echelon',
        content: first.content,
        version: current.version + 1,
        hasUnpublishedChanges: true,
        live: { number: 3 },
      });
      entries = await me.history(id);
      expect(entries.map(({ number, kind }) => [number, kind])).toEqual([
        [5, 'restore'],
        [4, 'checkpoint'],
        [3, 'publish'],
        [2, 'checkpoint'],
        [1, 'checkpoint'],
      ]);
      expect(entries[0]!.summary).toBe('Restored version 1');
      // Visitors still see entry 3.
      const live = await app.inject({
        method: 'GET',
        url: `/api/portfolios/public/${published.json().data.portfolio.slug}`,
      });
      expect(sectionOf(live.json().data.portfolio.content, 'about').content.bio).toBe(
        'Rewritten bio',
      );
    });

    it('answers 404 for an entry that does not exist, 409 for a stale restore, and changes nothing', async () => {
      const me = await designer();
      const published = await publishedBy(me);
      const { id } = published;
      const portfolio = (
        await me.draft(id, { version: published.portfolio.version, title: 'Two versions' })
      ).json().data.portfolio;
      const entries = await me.history(id);
      const missing = await me.restore(id, 999, portfolio.version);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        success: false,
        message: PORTFOLIO_MESSAGES.snapshotNotFound,
      });
      expect((await me.entry(id, 999)).statusCode).toBe(404);
      const stale = await me.restore(id, 1, portfolio.version - 1);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(PORTFOLIO_MESSAGES.conflict);
      expect((await me.get(id)).version).toBe(portfolio.version);
      expect(await me.history(id)).toEqual(entries);
    });

    it('shows another user nothing of it, and lets them restore nothing', async () => {
      const me = await designer();
      const stranger = await designer('Stranger');
      const { id, portfolio } = await publishedBy(me);
      const entries = await me.history(id);
      const missing = randomUUID();
      for (const [method, path, payload] of [
        ['GET', '/history', undefined],
        ['GET', '/history/1', undefined],
        ['POST', '/history/1/restore', { version: portfolio.version }],
      ] as const) {
        const theirs = await stranger.call(method, `/api/portfolios/${id}${path}`, payload);
        const absent = await stranger.call(method, `/api/portfolios/${missing}${path}`, payload);
        expect(theirs.statusCode).toBe(404);
        expect(theirs.json()).toEqual({ success: false, message: PORTFOLIO_MESSAGES.notFound });
        expect(theirs.body).toBe(absent.body);
      }
      expect(await me.history(id)).toEqual(entries);
      expect((await me.get(id)).version).toBe(portfolio.version);
    });
  });

  describe('restoring an entry kept before its template changed shape', () => {
    // Echelon 2 keeps social links as one list; version 1 also had an object of five platforms.
    it('brings it up to the template’s current shapes (echelon 1 -> now)', async () => {
      const current = getTemplate('echelon').version;
      expect(current).toBeGreaterThanOrEqual(2);
      const me = await designer();
      const created = (await me.create({ title: 'Older shapes' })).json().data.portfolio;
      const old = structuredClone(created.content) as Content;
      delete old.templateVersion;
      const contact = sectionOf(old, 'contact').content;
      contact.social_links = [];
      contact.social = { linkedin: 'https://www.linkedin.com/in/mina' };
      await app.db.execute(sql`
        insert into portfolio_snapshots (portfolio_id, number, kind, author_name, summary, template_id,
          template_version, title, description, content, styling, case_studies)
        select id, 1, 'checkpoint', 'An older server', 'Edited Contact', template_id, 1, title,
          description, ${JSON.stringify(old)}::jsonb, styling, case_studies
        from portfolios where id = ${created.id}`);
      await app.db.execute(sql`update portfolios set next_snapshot = 2 where id = ${created.id}`);

      const entry = (await me.entry(created.id, 1)).json().data.entry;
      const linkedIn = { platform: 'LinkedIn', url: 'https://www.linkedin.com/in/mina' };
      const links = [expect.objectContaining(linkedIn)];
      expect(entry.content.templateVersion).toBe(current);
      expect(sectionOf(entry.content, 'contact').content.social).toBeUndefined();
      expect(sectionOf(entry.content, 'contact').content.social_links).toEqual(links);

      const restored = await me.restore(created.id, 1, created.version);
      expect(restored.statusCode, restored.body).toBe(200);
      const content = restored.json().data.portfolio.content as Content;
      expect(content.templateVersion).toBe(current);
      expect(sectionOf(content, 'contact').content.social_links).toEqual(links);
      // Stored in the new shape, not only read so.
      const stored = await app.db.execute(
        sql`select content from portfolios where id = ${created.id}`,
      );
      const row = (stored as unknown as { rows: Array<{ content: Content }> }).rows[0]!;
      expect(row.content.templateVersion).toBe(current);
      expect(sectionOf(row.content, 'contact').content).not.toHaveProperty('social');
      expect(sectionOf(row.content, 'contact').content.social_links).toEqual(links);
    });
  });

  describe('the spec’s PUT', () => {
    it('publishes, and saves and publishes in one call', async () => {
      const me = await designer();
      const created = (await me.create({ title: 'Spec client' })).json().data.portfolio;
      const slug = `spec-${randomUUID().slice(0, 8)}`;
      const first = await me.save(created.id, { version: created.version, slug, published: true });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().message).toBe(PORTFOLIO_MESSAGES.published);
      expect(first.json().data.portfolio).toMatchObject({
        isPublished: true,
        slug,
        live: { number: 1 },
        hasUnpublishedChanges: false,
      });
      const page = await visitorView(slug);
      expect(page.status).toBe(200);
      expect(page.html).toContain('<title>Spec client</title>');
      expect(page.portfolio.title).toBe('Spec client');

      const both = await me.save(created.id, {
        version: first.json().data.portfolio.version,
        title: 'Spec client, renamed',
        published: true,
      });
      expect(both.json().data.portfolio).toMatchObject({
        title: 'Spec client, renamed',
        hasUnpublishedChanges: false,
        live: { number: 3 },
      });
      expect((await visitorView(slug)).html).toContain('<title>Spec client, renamed</title>');
      expect((await me.history(created.id)).map(({ number, kind }) => [number, kind])).toEqual([
        [3, 'publish'],
        [2, 'checkpoint'],
        [1, 'publish'],
      ]);

      const draftOnly = await me.save(created.id, {
        version: both.json().data.portfolio.version,
        title: 'Not yet',
      });
      expect(draftOnly.json().data.portfolio.hasUnpublishedChanges).toBe(true);
      expect((await visitorView(slug)).html).toContain('<title>Spec client, renamed</title>');
    });
  });

  describe('a change the history summary does not name', () => {
    // Summaries name what a designer notices; a project's id is not shown, but links hang on it.
    it('still goes live when published', async () => {
      const me = await designer();
      const created = (await me.create({ title: 'Ids matter' })).json().data.portfolio;
      const slug = `ids-${randomUUID().slice(0, 8)}`;
      const study = newCaseStudy({ title: 'Linked study' });
      const published = await me.save(created.id, {
        version: created.version,
        slug,
        caseStudies: { 'project-1': study },
        published: true,
      });
      const firstProject = projectsOf(published.json().data.portfolio.content)[0]!;
      const link = `/portfolio/${slug}/${slugOfProjectTitle(firstProject.title)}`;
      expect((await visitorView(slug)).html).toContain(link);

      const renamed = await me.draft(created.id, {
        version: published.json().data.portfolio.version,
        content: edited(
          published.json().data.portfolio.content,
          (copy) => void (projectsOf(copy)[0]!.id = 'project-renamed'),
        ),
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json().data.portfolio.hasUnpublishedChanges).toBe(true);
      expect((await visitorView(slug)).html).toContain(link);
      // A save with a change is kept, named or not.
      expect((await me.history(created.id))[0]).toMatchObject({
        number: 3,
        kind: 'checkpoint',
        summary: expect.any(String),
      });

      const again = await me.publish(created.id, {
        version: renamed.json().data.portfolio.version,
      });
      expect(again.json().message).toBe(PORTFOLIO_MESSAGES.liveUpdated);
      expect(again.json().data.portfolio).toMatchObject({
        hasUnpublishedChanges: false,
        live: { number: 4 },
      });
      expect((await visitorView(slug)).html).not.toContain(link);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Migration 0006: portfolios published before drafts existed
// ---------------------------------------------------------------------------------------------

const MIGRATIONS = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));

/** The migrations folder as it was before 0006_draft_live. */
function migrationsBeforeDraftLive() {
  const folder = mkdtempSync(path.join(tmpdir(), 'folio-migrations-'));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8'));
  const cut = journal.entries.findIndex(
    (entry: { tag: string }) => entry.tag === '0006_draft_live',
  );
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries as Array<{ tag: string }>)
    copyFileSync(path.join(MIGRATIONS, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

type Query = (text: string, params?: unknown[]) => Promise<unknown>;

/** A database migrated up to 0005, filled by `fill`, then closed: its config for the app. */
async function databaseBefore0006(
  kind: TestDatabase['kind'],
  fill: (query: Query) => Promise<void>,
): Promise<{ config: DatabaseConfig; drop: () => Promise<void> }> {
  const migrationsFolder = migrationsBeforeDraftLive();
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'folio-0006-'));
    const client = await PGlite.create(dataDir);
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    await fill((text, params) => client.query(text, params));
    await client.close();
    return { config: { kind: 'pglite', dataDir }, drop: async () => {} };
  }
  const created = await createPostgresDatabase();
  const client = new pg.Client({ connectionString: created.url });
  await client.connect();
  try {
    await migratePg(drizzlePg({ client }), { migrationsFolder });
    await fill((text, params) => client.query(text, params));
  } finally {
    await client.end();
  }
  return { config: { kind: 'postgres', url: created.url }, drop: created.drop };
}

describeEachDatabase('migration 0006 (drafts and the live page)', (database) => {
  it('gives a portfolio published before it a live copy, and one never published none', async () => {
    const email = `${randomUUID()}@example.com`;
    const slug = `before-${randomUUID().slice(0, 8)}`;
    const content = getTemplate('echelon').defaultContent;
    const ids = { published: randomUUID(), draft: randomUUID() };
    const { config, drop } = await databaseBefore0006(database.kind, async (query) => {
      const [user] = (
        (await query(
          `insert into users (email, name, password_hash) values ($1, 'Early Adopter', $2) returning id`,
          [email, await hashPassword('secret123')],
        )) as { rows: Array<{ id: string }> }
      ).rows;
      await query(
        `insert into portfolios (id, user_id, title, slug, template_id, content, is_published,
           published_at, updated_at, version)
         values ($1, $2, 'Live since before', $3, 'echelon', $4::jsonb, true,
           now() - interval '30 days', now() - interval '2 days', 7),
                ($5, $2, 'Never shown', null, 'echelon', $4::jsonb, false, null, now(), 3)`,
        [ids.published, user!.id, slug, JSON.stringify(content), ids.draft],
      );
    });
    const app = await buildTestApp({ kind: database.kind, open: async () => config, close: drop });
    try {
      const page = await app.inject({ method: 'GET', url: `/portfolio/${slug}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Live since before</title>');
      expect((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(
        `/portfolio/${slug}</loc>`,
      );

      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'secret123' },
      });
      const headers = { authorization: `Bearer ${login.json().data.token}` };
      const get = async (url: string) =>
        (await app.inject({ method: 'GET', url, headers })).json().data;
      const published = (await get(`/api/portfolios/${ids.published}`)).portfolio;
      expect(published).toMatchObject({
        version: 7,
        isPublished: true,
        live: { number: 1 },
        hasUnpublishedChanges: false,
      });
      expect((await get(`/api/portfolios/${ids.published}/history`)).entries).toEqual([
        expect.objectContaining({
          number: 1,
          kind: 'publish',
          author: 'Early Adopter',
          isLive: true,
        }),
      ]);
      const draft = (await get(`/api/portfolios/${ids.draft}`)).portfolio;
      expect(draft).toMatchObject({ isPublished: false, live: null, hasUnpublishedChanges: false });
      expect((await get(`/api/portfolios/${ids.draft}/history`)).entries).toEqual([]);

      // From here on it works like any other: a save is private, and takes the next number.
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/portfolios/${ids.published}/draft`,
        headers,
        payload: { version: 7, title: 'Changed after the upgrade' },
      });
      expect(saved.json().data.portfolio).toMatchObject({ hasUnpublishedChanges: true });
      expect((await get(`/api/portfolios/${ids.published}/history`)).entries[0]).toMatchObject({
        number: 2,
        kind: 'checkpoint',
      });
      const again = await app.inject({ method: 'GET', url: `/portfolio/${slug}` });
      expect(again.body).toBe(page.body);
    } finally {
      await app.close();
      await drop();
    }
  });
});
