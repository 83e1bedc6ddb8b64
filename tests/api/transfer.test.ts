import type { FastifyInstance } from 'fastify';
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
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
import { uploadVariants } from '../../model/images';
import { UNSTORABLE_TEXT_MESSAGE } from '../../model/api';
import { getTemplate } from '../../templates';
import { NOT_AS_STORED } from '../../server/transfer/import-checks';
import { importsFolder } from '../../server/transfer/import-folders';
import { MAX_ZIP_ENTRIES, sha256, ZIP_MESSAGES } from '../../server/transfer/zip';
import { DiskStorage, type Storage } from '../../server/uploads/storage';
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

/**
 * A zip bomb of overlapping entries, written by hand: `document` as portfolio.json, then one
 * compressed block that every name in `names` points at (their local headers are one and the same).
 */
function overlappingZip(document: Buffer, names: string[], inflated: Buffer): Buffer {
  const block = deflateRawSync(inflated, { level: 9 });
  const local = (name: string, method: number, crc: number, data: Buffer, size: number) => {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(method, 8);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    return Buffer.concat([header, Buffer.from(name), data]);
  };
  const central = (
    name: string,
    method: number,
    crc: number,
    packed: number,
    size: number,
    at: number,
  ) => {
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(method, 10);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(packed, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(Buffer.byteLength(name), 28);
    record.writeUInt32LE(at, 42);
    return Buffer.concat([record, Buffer.from(name)]);
  };
  const documentCrc = crc32(document);
  const first = local('portfolio.json', 0, documentCrc, document, document.length);
  const shared = local(names[0]!, 8, crc32(inflated), block, inflated.length);
  const directory = Buffer.concat([
    central('portfolio.json', 0, documentCrc, document.length, document.length, 0),
    ...names.map((name) =>
      central(name, 8, crc32(inflated), block.length, inflated.length, first.length),
    ),
  ]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length + 1, 8);
  end.writeUInt16LE(names.length + 1, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(first.length + shared.length, 16);
  return Buffer.concat([first, shared, directory, end]);
}

/**
 * A storage that holds the `nth` manifest written (the last image's, when `nth` is their count) until
 * `release` is called, then fails it: a disk gone mid-import.
 */
function stallingStorage(inner: Storage, nth: number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const stalled = new Promise<void>((resolve) => (reached = resolve));
  let manifests = 0;
  const storage: Storage = {
    put: async (name, body, type) => {
      if (!name.endsWith('.json') || ++manifests !== nth) return inner.put(name, body, type);
      reached();
      await released;
      throw new Error('the disk went away');
    },
    get: (name) => inner.get(name),
    has: (name) => inner.has(name),
    delete: (name) => inner.delete(name),
  };
  return { storage, stalled, release };
}

/** Every file under a folder, by its path inside it. */
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));

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

  const documentOf = () =>
    JSON.parse(files.get('portfolio.json')!.toString('utf8')) as PortfolioFile;

  it('exports the documents and every stored size of every image they show, byte for byte', async () => {
    const file = portfolioFile.parse(JSON.parse(files.get('portfolio.json')!.toString('utf8')));
    expect(file).toMatchObject({
      format: 'folio-portfolio',
      formatVersion: 1,
      templateId: 'echelon',
      templateVersion: getTemplate('echelon').version,
      title: 'Alex Morgan — Work',
    });
    expect(file.caseStudies['project-1']?.heroImage).toBe(urls[2]);
    const sizes = urls.flatMap((url) => uploadVariants(url)!.map((variant) => variant.url));
    expect(file.images.map((image) => image.url).sort()).toEqual(sizes.sort());
    for (const image of file.images) {
      const bytes = files.get(image.path);
      expect(bytes, image.path).toBeDefined();
      expect(sha256(bytes!)).toBe(image.sha256);
      // The very file the server serves at that address: a WebP of the size in its name.
      const served = await source.inject({ url: image.url });
      expect(sha256(served.rawPayload)).toBe(image.sha256);
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

    // Every image kept as exported, in the designer's own library: the same addresses and bytes.
    const library = (await target.inject({ url: '/api/uploads', headers: designer.auth })).json()
      .data.images as Array<{ url: string }>;
    expect(library.map((image) => image.url).sort()).toEqual([...urls].sort());
    const text = JSON.stringify([imported.content, imported.caseStudies]);
    for (const url of urls) expect(text).toContain(url);
    for (const image of documentOf().images) {
      const before = await source.inject({ url: image.url });
      const after = await target.inject({ url: image.url });
      expect(after.statusCode, image.url).toBe(200);
      expect(sha256(after.rawPayload), image.url).toBe(sha256(before.rawPayload));
    }

    const live = await publish(target, designer.auth, imported, 'alex-morgan');
    const before = await source.inject({ url: '/portfolio/alex-morgan' });
    const after = await target.inject({ url: '/portfolio/alex-morgan' });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('/uploads/');
    expect(withoutIds(after.body, [live.id])).toBe(withoutIds(before.body, [original.id]));
  }, 60_000);

  it('imports into another account of the same server by sharing the files already there', async () => {
    const colleague = await signUp(source, 'Colleague');
    const response = await importZip(source, colleague.auth, exported);
    expect(response.statusCode).toBe(201);
    const imported = response.json().data.portfolio as Portfolio;
    const text = JSON.stringify([imported.content, imported.caseStudies]);
    for (const url of urls) expect(text).toContain(url);
    // Counted in the colleague's library too, while the owner keeps theirs.
    for (const auth of [colleague.auth, owner.auth]) {
      const library = (await source.inject({ url: '/api/uploads', headers: auth })).json().data
        .images as Array<{ url: string }>;
      expect(library.map((image) => image.url).sort()).toEqual([...urls].sort());
    }
  }, 30_000);

  it('gives an upload of an imported image’s original the same address', async () => {
    const uploader = await signUp(target, 'Uploader');
    expect(await uploaded(target, uploader.auth, await plainJpeg(640, 480), 'hero.jpg')).toBe(
      urls[0],
    );
  });

  it('never lets files that claim another image’s hash stand in for that image', async () => {
    const mallory = await signUp(target, 'Mallory');
    const original = await noisyPng(2);
    const claimed = sha256(original);
    const file = documentOf();
    const taken = file.images.find((image) => image.url === urls[1])!;
    const fake = {
      path: `images/${claimed}-300x300.webp`,
      url: `/uploads/${claimed.slice(0, 2)}/${claimed}-300x300.webp`,
      sha256: taken.sha256,
    };
    const text = JSON.stringify({
      ...file,
      images: file.images.map((image) => (image === taken ? fake : image)),
    }).replaceAll(taken.url, fake.url);
    const zip = await zipOf(
      new Map([
        ...files,
        [fake.path, files.get(taken.path)!],
        ['portfolio.json', Buffer.from(text)],
      ]),
    );
    expect((await importZip(target, mallory.auth, zip)).statusCode).toBe(201);
    // The real original, uploaded by someone else: made from its own pixels, not the imported ones.
    const victim = await signUp(target, 'Victim');
    expect(await uploaded(target, victim.auth, original, 'two.png')).toBe(fake.url);
    const served = await target.inject({ url: fake.url });
    expect(sha256(served.rawPayload)).not.toBe(taken.sha256);
  }, 30_000);

  it('still imports a file exported before every size was included, through the pipeline', async () => {
    const older = await signUp(target, 'Older');
    const file = documentOf();
    file.images = file.images.filter((image) => urls.includes(image.url));
    const zip = await zipOf(
      new Map([
        ['portfolio.json', Buffer.from(JSON.stringify(file))],
        ...file.images.map((image): [string, Buffer] => [image.path, files.get(image.path)!]),
      ]),
    );
    const response = await importZip(target, older.auth, zip);
    expect(response.statusCode).toBe(201);
    const library = (await target.inject({ url: '/api/uploads', headers: older.auth })).json().data
      .images as Array<{ url: string }>;
    expect(library).toHaveLength(3);
    // A single-size image's largest file is all of it: kept; the others are made again, elsewhere.
    const addresses = library.map((image) => image.url);
    expect(addresses).toContain(urls[1]);
    expect(addresses).not.toContain(urls[0]);
    expect(addresses).not.toContain(urls[2]);
    const text = JSON.stringify(response.json().data.portfolio.content);
    for (const url of addresses) expect(text).toContain(url);
  }, 30_000);

  describe('refuses a file it cannot trust, and creates nothing', () => {
    let designer: Awaited<ReturnType<typeof signUp>>;
    beforeAll(async () => {
      designer = await signUp(target, 'Careful');
    });

    const document = documentOf;
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

    it('a file that is not a WebP of its name’s size, as stored, or carries more', async () => {
      const file = document();
      const last = file.images.at(-1)!;
      const exportedBytes = files.get(last.path)!;
      // The start of a real WebP; the whole of one with bytes appended; another size's file.
      const other = files.get(file.images[0]!.path)!;
      for (const changed of [
        exportedBytes.subarray(0, 64),
        Buffer.concat([exportedBytes, Buffer.from('<script>alert(1)</script>')]),
        other,
      ]) {
        const changedFile = {
          ...file,
          images: file.images.map((image) =>
            image === last ? { ...image, sha256: sha256(changed) } : image,
          ),
        };
        const zip = await zipOf(
          new Map([
            ...files,
            [last.path, changed],
            ['portfolio.json', Buffer.from(JSON.stringify(changedFile))],
          ]),
        );
        await refused(zip, `${last.path} could not be imported: ${NOT_AS_STORED}`);
      }
    });

    it('a zip bomb of overlapping entries, before inflating any of them', async () => {
      // 20 MB that looks like a WebP, compressed to 20 KB, named 200 times: 4 GB inflated.
      const inflated = Buffer.alloc(20 * 1024 * 1024);
      inflated.write('RIFF', 0, 'latin1');
      inflated.writeUInt32LE(inflated.length - 8, 4);
      inflated.write('WEBP', 8, 'latin1');
      const names = Array.from({ length: 200 }, (_, index) => `images/bomb-${index}.webp`);
      const bomb = {
        ...document(),
        images: names.map((name, index) => ({
          path: name,
          url: `/uploads/${'ab'}/${'ab'.repeat(32)}-${index + 1}x1.webp`,
          sha256: sha256(inflated),
        })),
      };
      const zip = overlappingZip(Buffer.from(JSON.stringify(bomb)), names, inflated);
      expect(zip.length).toBeLessThan(100 * 1024);
      const started = Date.now();
      await refused(zip, ZIP_MESSAGES.overlapping);
      expect(Date.now() - started).toBeLessThan(3000);
    });

    it('more files than a portfolio export holds', async () => {
      const many = new Map(files);
      for (let index = many.size; index <= MAX_ZIP_ENTRIES; index++)
        many.set(`images/extra-${index}.webp`, Buffer.alloc(0));
      expect(many.size).toBe(MAX_ZIP_ENTRIES + 1);
      await refused(await zipOf(many), ZIP_MESSAGES.tooManyEntries);
    });

    it('a document nested 10,000 levels deep', async () => {
      const file = document();
      const [first, ...rest] = file.content.sections;
      const sections = [{ ...first!, content: { ...first!.content, extra: 'DEEP' } }, ...rest];
      const text = JSON.stringify({ ...file, content: { ...file.content, sections } }).replace(
        '"DEEP"',
        `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
      );
      await refused(
        await zipOf(new Map([...files, ['portfolio.json', Buffer.from(text)]])),
        TRANSFER_MESSAGES.invalidDocument('portfolio.json is nested more than 64 levels deep.'),
      );
    });

    it('a document holding NUL characters', async () => {
      await refused(
        await withDocument({ ...document(), title: 'Alex\u0000Morgan' }),
        TRANSFER_MESSAGES.invalidDocument(`title: ${UNSTORABLE_TEXT_MESSAGE}.`),
      );
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

  describe('a failed or crashed import leaves nothing behind', () => {
    it('writes no row until the end, and on failure keeps no file and no temp folder', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'folio-import-failure-'));
      const disk = new DiskStorage(path.join(dataDir, 'uploads'));
      const { storage, stalled, release } = stallingStorage(disk, urls.length);
      const app = await buildTestApp(inMemoryPglite, { dataDir }, { storage });
      try {
        const designer = await signUp(app, 'Interrupted');
        const answer = importZip(app, designer.auth, exported);
        await stalled;
        // Where a SIGKILL may land: the other images stored, and not one row of this import yet.
        expect(await holdings(app, designer.auth)).toEqual({ portfolios: 0, images: 0 });
        expect(readdirSync(importsFolder(dataDir))).toHaveLength(1);
        release();
        expect((await answer).statusCode).toBe(500);
        expect(await holdings(app, designer.auth)).toEqual({ portfolios: 0, images: 0 });
        expect(readdirSync(importsFolder(dataDir))).toEqual([]);
        expect(filesUnder(path.join(dataDir, 'uploads'))).toEqual([]);
      } finally {
        release();
        await app.close();
      }
    }, 30_000);

    it('removes at start-up the temp folders of imports whose process has ended', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'folio-import-crash-'));
      const root = importsFolder(dataDir);
      const ended = spawnSync(process.execPath, ['-e', '']).pid!;
      const crashed = `${hostname()}.${ended}.abc123`;
      const running = `${hostname()}.${process.pid}.def456`;
      const elsewhere = `another-host.${ended}.ghi789`;
      for (const name of [crashed, running, elsewhere])
        mkdirSync(path.join(root, name), { recursive: true });
      writeFileSync(path.join(root, crashed, 'import.zip'), exported);
      const app = await buildTestApp(inMemoryPglite, { dataDir });
      await app.close();
      expect(readdirSync(root).sort()).toEqual([elsewhere, running].sort());
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
