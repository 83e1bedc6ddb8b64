import type { FastifyInstance } from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { newCaseStudy } from '../../model/case-study';
import type { Portfolio } from '../../model/portfolio';
import {
  portfolioFile,
  portfolioFileJsonSchema,
  TRANSFER_MESSAGES,
  type PortfolioFile,
} from '../../model/portfolio-file';
import { getTemplate } from '../../templates';
import { sha256 } from '../../server/transfer/zip';
import { buildTestApp, inMemoryPglite, signUp } from './helpers';
import { multipart, noisyPng, plainJpeg, upload, type Auth } from './upload-helpers';

/** Every file of a zip by name. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(bytes);
  const files = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    files.set(entry.fileName, Buffer.concat(chunks));
  }
  return files;
}

/** A zip holding these files. */
async function zipOf(files: Map<string, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of files) zip.addBuffer(data, name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const importZip = (app: FastifyInstance, auth: Auth, zip: Buffer) => {
  const body = multipart(zip, 'portfolio.zip', 'application/zip', 'file');
  return app.inject({
    method: 'POST',
    url: '/api/portfolios/import',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
};

async function uploaded(app: FastifyInstance, auth: Auth, image: Buffer, name: string) {
  const response = await upload(app, auth, multipart(image, name, 'image/png'));
  expect(response.statusCode).toBe(201);
  return response.json().data.url as string;
}

async function publish(app: FastifyInstance, auth: Auth, portfolio: Portfolio, slug: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/portfolios/${portfolio.id}/publish`,
    headers: auth,
    payload: { version: portfolio.version, slug },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.portfolio as Portfolio;
}

/** What the account holds: its portfolios and its uploaded images. */
async function holdings(app: FastifyInstance, auth: Auth) {
  const list = await app.inject({ url: '/api/portfolios/user/me', headers: auth });
  const images = await app.inject({ url: '/api/uploads', headers: auth });
  return {
    portfolios: list.json().data.portfolios.length as number,
    images: images.json().data.images.length as number,
  };
}

/** A page with its ids and uploaded images' hashes taken out: what must survive a round trip. */
const withoutIds = (html: string, ids: string[]) =>
  ids
    .reduce((text, id) => text.replaceAll(id, '<id>'), html)
    .replace(/\/uploads\/[a-f0-9]{2}\/[a-f0-9]{64}-/g, '/uploads/<hash>-')
    // The brief form's signed start time is the moment each page is made.
    .replace(/name="_started" value="[^"]*"/g, 'name="_started" value="<started>"');

describe('portfolio export, import and static site', () => {
  let source: FastifyInstance;
  let target: FastifyInstance;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let original: Portfolio;
  let exported: Buffer;
  let files: Map<string, Buffer>;
  let urls: string[];

  beforeAll(async () => {
    source = await buildTestApp(inMemoryPglite);
    target = await buildTestApp(inMemoryPglite);
    owner = await signUp(source, 'Alex');
    urls = [
      await uploaded(source, owner.auth, await plainJpeg(640, 480), 'hero.jpg'),
      await uploaded(source, owner.auth, await noisyPng(1), 'one.png'),
      await uploaded(source, owner.auth, await plainJpeg(1200, 800, '#a53a6e'), 'two.jpg'),
    ];
    const echelon = getTemplate('echelon');
    const content = structuredClone(echelon.defaultContent);
    for (const section of content.sections) {
      if (section.type === 'hero') section.content.image = urls[0];
      if (section.type === 'gallery')
        section.content.images = [
          { id: 'image-1', src: urls[1], caption: 'Noise', meta: '2025' },
          { id: 'image-2', src: urls[2], caption: 'Field', meta: '2024' },
        ];
    }
    const created = await source.inject({
      method: 'POST',
      url: '/api/portfolios',
      headers: owner.auth,
      payload: { title: 'Alex Morgan — Work', templateId: 'echelon', content },
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json().data.portfolio as Portfolio;
    const study = { ...newCaseStudy({ title: 'Nord' }), heroImage: urls[2]! };
    const saved = await source.inject({
      method: 'PUT',
      url: `/api/portfolios/${draft.id}/draft`,
      headers: owner.auth,
      payload: { version: draft.version, caseStudies: { 'project-1': study } },
    });
    expect(saved.statusCode).toBe(200);
    original = await publish(source, owner.auth, saved.json().data.portfolio, 'alex-morgan');
    const response = await source.inject({
      url: `/api/portfolios/${original.id}/export`,
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="alex-morgan-work.zip"',
    );
    exported = response.rawPayload;
    files = await unzip(exported);
  }, 60_000);

  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  it('exports the documents and the full-size file of every image they show', () => {
    const file = portfolioFile.parse(JSON.parse(files.get('portfolio.json')!.toString('utf8')));
    expect(file).toMatchObject({
      format: 'folio-portfolio',
      formatVersion: 1,
      templateId: 'echelon',
      templateVersion: getTemplate('echelon').version,
      title: 'Alex Morgan — Work',
    });
    expect(file.caseStudies['project-1']?.heroImage).toBe(urls[2]);
    expect(file.images.map((image) => image.url).sort()).toEqual([...urls].sort());
    for (const image of file.images) {
      const bytes = files.get(image.path);
      expect(bytes, image.path).toBeDefined();
      expect(sha256(bytes!)).toBe(image.sha256);
      // The largest variant, as the documents name it: a WebP of the size in its name.
      expect(bytes!.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    expect([...files.keys()].sort()).toEqual(
      ['portfolio.json', ...file.images.map((image) => image.path)].sort(),
    );
  });

  it('publishes the file format as a JSON Schema made from the zod schema', () => {
    const published = JSON.parse(readFileSync('public/schemas/folio-portfolio-1.json', 'utf8'));
    expect(published).toEqual(JSON.parse(JSON.stringify(portfolioFileJsonSchema())));
  });

  it('imports into a fresh server as a new, unpublished portfolio whose page is the same', async () => {
    const designer = await signUp(target, 'Alex');
    const response = await importZip(target, designer.auth, exported);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Portfolio imported');
    const imported = response.json().data.portfolio as Portfolio;
    expect(imported).toMatchObject({ isPublished: false, slug: null, live: null });
    expect(imported.id).not.toBe(original.id);

    // Every image went through the upload pipeline into the designer's own library.
    const library = (await target.inject({ url: '/api/uploads', headers: designer.auth })).json()
      .data.images as Array<{ url: string }>;
    expect(library).toHaveLength(3);
    const text = JSON.stringify([imported.content, imported.caseStudies]);
    for (const url of urls) expect(text).not.toContain(url);
    for (const image of library) expect(text).toContain(image.url);

    const live = await publish(target, designer.auth, imported, 'alex-morgan');
    const before = await source.inject({ url: '/portfolio/alex-morgan' });
    const after = await target.inject({ url: '/portfolio/alex-morgan' });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('/uploads/');
    expect(withoutIds(after.body, [live.id])).toBe(withoutIds(before.body, [original.id]));
  }, 60_000);

  describe('refuses a file it cannot trust, and creates nothing', () => {
    let designer: Awaited<ReturnType<typeof signUp>>;
    beforeAll(async () => {
      designer = await signUp(target, 'Careful');
    });

    const document = () =>
      JSON.parse(files.get('portfolio.json')!.toString('utf8')) as PortfolioFile;
    const withDocument = (changed: unknown) =>
      zipOf(new Map([...files, ['portfolio.json', Buffer.from(JSON.stringify(changed))]]));

    async function refused(zip: Buffer, message: string | RegExp) {
      const response = await importZip(target, designer.auth, zip);
      expect(response.statusCode).toBe(400);
      if (typeof message === 'string') expect(response.json().message).toBe(message);
      else expect(response.json().message).toMatch(message);
      expect(await holdings(target, designer.auth)).toEqual({ portfolios: 0, images: 0 });
    }

    it('not a zip, or a damaged one', async () => {
      await refused(randomBytes(4096), TRANSFER_MESSAGES.notZip);
      await refused(
        exported.subarray(0, Math.floor(exported.length / 2)),
        TRANSFER_MESSAGES.notZip,
      );
    });

    it('a zip without a valid portfolio.json', async () => {
      const others = new Map([...files].filter(([name]) => name !== 'portfolio.json'));
      await refused(await zipOf(others), TRANSFER_MESSAGES.missingDocument);
      await refused(
        await zipOf(new Map([...files, ['portfolio.json', Buffer.from('{"format":')]])),
        TRANSFER_MESSAGES.unreadableDocument,
      );
      await refused(
        await withDocument({ ...document(), title: 42 }),
        /^This portfolio export is not valid: title: /,
      );
    });

    it('a file from a newer version of Folio', async () => {
      await refused(
        await withDocument({ ...document(), formatVersion: 2, somethingNew: true }),
        'This file was made by a newer version of Folio (format 2); this server reads format 1.',
      );
    });

    it('a template this server does not have', async () => {
      await refused(
        await withDocument({ ...document(), templateId: 'no-such-template' }),
        'This portfolio uses the template “no-such-template”, which this server does not have.',
      );
    });

    it('an image changed after export', async () => {
      const file = document();
      const tampered = new Map(files);
      tampered.set(file.images[0]!.path, files.get(file.images[1]!.path)!);
      await refused(await zipOf(tampered), TRANSFER_MESSAGES.tamperedImage(file.images[0]!.path));
    });

    it('an image the upload pipeline refuses, after others were stored: those go again', async () => {
      const file = document();
      const last = file.images.at(-1)!;
      // The start of a real WebP: it looks like an image, with a matching checksum, but cannot be read.
      const broken = files.get(last.path)!.subarray(0, 64);
      file.images = file.images.map((image) =>
        image === last ? { ...image, sha256: sha256(broken) } : image,
      );
      const zip = await zipOf(
        new Map([
          ...files,
          [last.path, broken],
          ['portfolio.json', Buffer.from(JSON.stringify(file))],
        ]),
      );
      await refused(zip, new RegExp(`^${last.path} could not be imported: `));
    });

    it('no file, or a request that is not signed in', async () => {
      const none = await target.inject({
        method: 'POST',
        url: '/api/portfolios/import',
        headers: designer.auth,
        payload: { nothing: true },
      });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe(TRANSFER_MESSAGES.noFile);
      const anonymous = await importZip(target, {}, exported);
      expect(anonymous.statusCode).toBe(401);
    });
  });

  it('answers anyone but the owner as if the portfolio did not exist', async () => {
    const stranger = await signUp(source, 'Stranger');
    const missing = await source.inject({
      url: `/api/portfolios/${randomUUID()}/export`,
      headers: stranger.auth,
    });
    expect(missing.statusCode).toBe(404);
    for (const action of ['export', 'static-site']) {
      const response = await source.inject({
        url: `/api/portfolios/${original.id}/${action}`,
        headers: stranger.auth,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
      const anonymous = await source.inject({ url: `/api/portfolios/${original.id}/${action}` });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('downloads the live page as a static site with its images and relative addresses', async () => {
    const response = await source.inject({
      url: `/api/portfolios/${original.id}/static-site`,
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const site = await unzip(response.rawPayload);
    const html = site.get('index.html')!.toString('utf8');
    expect(html).toContain('<title>Alex Morgan — Work</title>');
    // Every picture the page shows, srcset variants included, is in the folder.
    const local = [...html.matchAll(/images\/[a-f0-9]{64}-\d+x\d+\.webp/g)].map((m) => m[0]);
    expect(new Set(local).size).toBeGreaterThan(3);
    for (const name of local) expect(site.get(name)?.length, name).toBeGreaterThan(0);
    expect(html).not.toMatch(/["\s,]\/uploads\//);
    expect(html).not.toContain('data-portfolio-slug');
  });

  it('has no static site to give before the first publish', async () => {
    const created = await source.inject({
      method: 'POST',
      url: '/api/portfolios',
      headers: owner.auth,
      payload: { title: 'Unpublished', templateId: 'echelon' },
    });
    const response = await source.inject({
      url: `/api/portfolios/${created.json().data.portfolio.id}/static-site`,
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(TRANSFER_MESSAGES.neverPublished);
  });
});
