import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCaseStudy } from '../../model/case-study';
import type { PortfolioContent } from '../../model/content';
import { getTemplate } from '../../templates';
import { buildTestApp, describeEachDatabase } from './helpers';

type Json = Record<string, unknown>;
type Auth = { authorization: string };

async function newUser(app: FastifyInstance) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Designer', email: `${randomUUID()}@example.com`, password: 'secret123' },
  });
  return { authorization: `Bearer ${response.json().data.token as string}` };
}

const section = (content: PortfolioContent, type: string) =>
  content.sections.find((candidate) => candidate.type === type)!.content as Json;

// Each edit puts one hostile URL where a designer can type one.
const hostileEdits: Array<[string, (content: PortfolioContent) => void, string]> = [
  [
    'a hero image at "/\\t/evil.example/x.png"',
    (content) => (section(content, 'hero').image = '/\t/evil.example/x.png'),
    'Please use a valid image URL',
  ],
  [
    'a hero image at "/%09/evil.example/x.png"',
    (content) => (section(content, 'hero').image = '/%09/evil.example/x.png'),
    'Please use a valid image URL',
  ],
  [
    'a gallery image at "/\\n/evil.example/x.png"',
    (content) =>
      ((section(content, 'gallery').images as Json[])[0]!.src = '/\n/evil.example/x.png'),
    'Please use a valid image URL',
  ],
  [
    'a project link at "/\\\\evil.example"',
    (content) =>
      ((section(content, 'work').projects as Json[])[0]!.caseStudyUrl = '/\\evil.example'),
    'Please use a valid link',
  ],
  [
    'a project link with a backslash inside "https://example.com\\\\@evil.example"',
    (content) =>
      ((section(content, 'work').projects as Json[])[0]!.caseStudyUrl =
        'https://example.com\\@evil.example'),
    'Please use a valid link',
  ],
  [
    'a project link at "/%5Cevil.example"',
    (content) =>
      ((section(content, 'work').projects as Json[])[0]!.caseStudyUrl = '/%5Cevil.example'),
    'Please use a valid link',
  ],
];

describeEachDatabase('URL rules on save', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function portfolioOf(auth: Auth) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/portfolios',
      headers: auth,
      payload: { title: 'Kept as it was', templateId: 'echelon' },
    });
    expect(created.statusCode).toBe(201);
    return created.json().data.portfolio as Json & { id: string; version: number };
  }

  const read = async (auth: Auth, id: string) =>
    (await app.inject({ method: 'GET', url: `/api/portfolios/${id}`, headers: auth })).json().data
      .portfolio as Json;

  describe('a save with a control character or a backslash in a URL', () => {
    it.each(hostileEdits)('refuses %s with 400 and changes nothing', async (_, edit, message) => {
      const auth = await newUser(app);
      const before = await portfolioOf(auth);
      const content = structuredClone(getTemplate('echelon').defaultContent);
      edit(content);
      const response = await app.inject({
        method: 'PUT',
        url: `/api/portfolios/${before.id}`,
        headers: auth,
        payload: { version: before.version, title: 'Changed', content },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(response.json().message).toContain(message);
      const after = await read(auth, before.id);
      expect(after).toMatchObject({ title: 'Kept as it was', version: before.version });
      expect(after.content).toEqual(before.content);
    });

    it('refuses a case study image at "/\\r/evil.example/x.png"', async () => {
      const auth = await newUser(app);
      const before = await portfolioOf(auth);
      const study = { ...newCaseStudy({}), heroImage: '/\r/evil.example/x.png' };
      const response = await app.inject({
        method: 'PUT',
        url: `/api/portfolios/${before.id}`,
        headers: auth,
        payload: { version: before.version, caseStudies: { 'project-1': study } },
      });
      expect(response.statusCode).toBe(400);
      const after = await read(auth, before.id);
      expect(after.version).toBe(before.version);
      expect(after.caseStudies ?? {}).toEqual(before.caseStudies ?? {});
    });

    it('refuses a profile picture at "/\\t/evil.example/me.png"', async () => {
      const auth = await newUser(app);
      const response = await app.inject({
        method: 'PUT',
        url: '/api/auth/me',
        headers: auth,
        payload: { profilePicture: '/\t/evil.example/me.png' },
      });
      expect(response.statusCode).toBe(400);
      const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
      expect(me.json().data.user.profilePicture).toBeNull();
    });

    it('still saves ordinary images and links', async () => {
      const auth = await newUser(app);
      const before = await portfolioOf(auth);
      const content = structuredClone(getTemplate('echelon').defaultContent);
      section(content, 'hero').image = '/uploads/ab/0123-2400x1600.webp';
      (section(content, 'work').projects as Json[])[0]!.caseStudyUrl =
        'https://example.com/a%20case?ref=folio';
      const response = await app.inject({
        method: 'PUT',
        url: `/api/portfolios/${before.id}`,
        headers: auth,
        payload: { version: before.version, content },
      });
      expect(response.statusCode).toBe(200);
      expect(section(response.json().data.portfolio.content, 'hero').image).toBe(
        '/uploads/ab/0123-2400x1600.webp',
      );
    });
  });
});
