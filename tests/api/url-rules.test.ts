import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCaseStudy } from '../../model/case-study';
import { PRIVATE_IMAGE_URL_MESSAGE } from '../../model/rules';
import { listTemplates } from '../../templates';
import { getAt, setAt, templateFields } from '../support/schema-fields';
import { buildTestApp, describeEachDatabase, signUp } from './helpers';

type Json = Record<string, unknown>;
type Auth = { authorization: string };

// Hostile values for the fields a designer types URLs into, found in each template's schemas.
const HOSTILE: Record<'image' | 'link', string[]> = {
  image: ['/\t/evil.example/x.png', '/%09/evil.example/x.png', '/\n/evil.example/x.png'],
  link: ['/\\evil.example', 'https://example.com\\@evil.example', '/%5Cevil.example'],
};
const MESSAGES = { image: 'Please use a valid image URL', link: 'Please use a valid link' };

const hostileEdits = listTemplates().flatMap((template) => {
  const { document, slots } = templateFields(template);
  return (['image', 'link'] as const).flatMap((kind) =>
    slots
      .filter((slot) => slot.kind === kind)
      .flatMap((slot, index) =>
        // Every field once; the first field of each kind with every hostile value.
        (index === 0 ? HOSTILE[kind] : HOSTILE[kind].slice(0, 1)).map((value) => {
          const content = structuredClone(document);
          setAt(content, slot.path, value);
          return [
            `${template.id}: ${slot.path.slice(1).join('.')} at ${JSON.stringify(value)}`,
            template.id,
            content,
            MESSAGES[kind],
          ] as const;
        }),
      ),
  );
});

// Image addresses the PDF printer or a reader's browser would fetch from inside their own network.
const PRIVATE_IMAGES = [
  'https://127.0.0.1:8443/x.png',
  'https://localhost/x.png',
  'https://2130706433/x.png',
  'http://169.254.169.254/latest/meta-data/',
  'https://10.0.0.5/x.png',
  'https://[::1]/x.png',
  'https://[::ffff:127.0.0.1]/x.png',
  'https://[fd00::1]/x.png',
  'https://nas.local/x.png',
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

  async function portfolioOf(auth: Auth, templateId = listTemplates()[0]!.id) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/portfolios',
      headers: auth,
      payload: { title: 'Kept as it was', templateId },
    });
    expect(created.statusCode).toBe(201);
    return created.json().data.portfolio as Json & { id: string; version: number };
  }

  const read = async (auth: Auth, id: string) =>
    (await app.inject({ method: 'GET', url: `/api/portfolios/${id}`, headers: auth })).json().data
      .portfolio as Json;

  describe('a save with a control character or a backslash in a URL', () => {
    it.each(hostileEdits)(
      'refuses %s with 400 and changes nothing',
      async (_, templateId, content, message) => {
        const auth = (await signUp(app)).auth;
        const before = await portfolioOf(auth, templateId);
        const response = await app.inject({
          method: 'PUT',
          url: `/api/portfolios/${before.id}`,
          headers: auth,
          payload: { version: before.version, title: 'Changed', content },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false });
        // "Project 2 image: please use a valid image URL": the place, then the rule.
        expect(response.json().message.toLowerCase()).toContain(message.toLowerCase());
        expect(response.json().message).toMatch(/^[A-Z][a-z]+( \d+)? [^:]*: /);
        const after = await read(auth, before.id);
        expect(after).toMatchObject({ title: 'Kept as it was', version: before.version });
        expect(after.content).toEqual(before.content);
      },
    );

    it('refuses a case study image at "/\\r/evil.example/x.png"', async () => {
      const auth = (await signUp(app)).auth;
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
      const auth = (await signUp(app)).auth;
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

    it.each(listTemplates().map((template) => [template.id, template] as const))(
      'still saves ordinary images and links in every field of %s',
      async (templateId, template) => {
        const auth = (await signUp(app)).auth;
        const before = await portfolioOf(auth, templateId);
        const { document: content, slots } = templateFields(template);
        const ordinary = {
          image: '/uploads/ab/0123-2400x1600.webp',
          link: 'https://example.com/a%20case?ref=folio',
        };
        const filled = slots.filter((slot) => slot.kind === 'image' || slot.kind === 'link');
        for (const slot of filled)
          setAt(content, slot.path, ordinary[slot.kind as 'image' | 'link']);
        const response = await app.inject({
          method: 'PUT',
          url: `/api/portfolios/${before.id}`,
          headers: auth,
          payload: { version: before.version, content },
        });
        expect(response.statusCode, response.body).toBe(200);
        const saved = response.json().data.portfolio.content;
        for (const slot of filled)
          expect(getAt(saved, slot.path)).toBe(ordinary[slot.kind as 'image' | 'link']);
      },
    );
  });

  describe('a save with an image on a private network', () => {
    const firstImage = (() => {
      const template = listTemplates()[0]!;
      const { document, slots } = templateFields(template);
      return { template, document, slot: slots.find((slot) => slot.kind === 'image')! };
    })();

    it.each(PRIVATE_IMAGES)('refuses a portfolio image at %s with 400, saying why', async (url) => {
      const auth = (await signUp(app)).auth;
      const before = await portfolioOf(auth, firstImage.template.id);
      const content = structuredClone(firstImage.document);
      setAt(content, firstImage.slot.path, url);
      const response = await app.inject({
        method: 'PUT',
        url: `/api/portfolios/${before.id}`,
        headers: auth,
        payload: { version: before.version, content },
      });
      expect(response.statusCode).toBe(400);
      // "Hero image: please upload the image or use a public web address, not one on a private network".
      expect(response.json().message).toMatch(/^[A-Z][a-z]+( \d+)? [^:]*: /);
      expect(response.json().message.toLowerCase()).toContain(
        PRIVATE_IMAGE_URL_MESSAGE.toLowerCase(),
      );
      expect((await read(auth, before.id)).content).toEqual(before.content);
    });

    it('refuses a case study image and a profile picture at a loopback address, saying why', async () => {
      const auth = (await signUp(app)).auth;
      const before = await portfolioOf(auth);
      const study = { ...newCaseStudy({}), heroImage: 'https://127.0.0.1:3000/x.png' };
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/portfolios/${before.id}`,
        headers: auth,
        payload: { version: before.version, caseStudies: { 'project-1': study } },
      });
      expect(saved.statusCode).toBe(400);
      expect(saved.json().message).toContain(PRIVATE_IMAGE_URL_MESSAGE);
      expect((await read(auth, before.id)).version).toBe(before.version);

      const profile = await app.inject({
        method: 'PUT',
        url: '/api/auth/me',
        headers: auth,
        payload: { profilePicture: 'https://[::1]/me.png' },
      });
      expect(profile.statusCode).toBe(400);
      expect(profile.json().message).toBe(PRIVATE_IMAGE_URL_MESSAGE);
    });

    it('still saves an image on a public host', async () => {
      const auth = (await signUp(app)).auth;
      const before = await portfolioOf(auth, firstImage.template.id);
      const content = structuredClone(firstImage.document);
      setAt(content, firstImage.slot.path, 'https://images.example.com/x.png');
      const response = await app.inject({
        method: 'PUT',
        url: `/api/portfolios/${before.id}`,
        headers: auth,
        payload: { version: before.version, content },
      });
      expect(response.statusCode, response.body).toBe(200);
    });
  });
});
