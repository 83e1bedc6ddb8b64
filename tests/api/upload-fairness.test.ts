import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANIMATION_PIXEL_BUDGET } from '../../model/images';
import { FairQueue } from '../../server/uploads/fair-queue';
import { UPLOAD_LIMITS } from '../../server/uploads/limits';
import { DiskStorage } from '../../server/uploads/storage';
import { longGif } from '../../scripts/support/gif';
import { buildTestApp, describeEachDatabase, type TestDatabase } from './helpers';
import { multipart, noisyPng, plainJpeg, signUp, upload } from './upload-helpers';

/** Disk storage whose writes wait until the test opens the gate: uploads stay in progress. */
class GatedStorage extends DiskStorage {
  pending = 0;
  private opened!: () => void;
  private gate = new Promise<void>((resolve) => (this.opened = resolve));

  override async put(key: string, body: Buffer) {
    this.pending++;
    await this.gate;
    return super.put(key, body);
  }

  open() {
    this.opened();
  }
}

const expectTooMany = (
  answer: Awaited<ReturnType<typeof upload>>,
  message: RegExp,
  retryAfter: (seconds: number) => boolean,
) => {
  expect(answer.statusCode).toBe(429);
  expect(answer.json()).toEqual({ success: false, message: expect.stringMatching(message) });
  const seconds = Number(answer.headers['retry-after']);
  expect(Number.isInteger(seconds) && retryAfter(seconds), `Retry-After ${seconds}`).toBe(true);
};

describe('the fair queue', () => {
  it('serves users in turn, one job each, whatever their backlog', async () => {
    const queue = new FairQueue(1);
    const done: string[] = [];
    const job = (name: string) => async () => {
      await new Promise((resolve) => setImmediate(resolve));
      done.push(name);
    };
    await Promise.all([
      ...['a1', 'a2', 'a3', 'a4'].map((name) => queue.run('a', job(name))),
      queue.run('b', job('b1')),
      queue.run('c', job('c1')),
      queue.run('b', job('b2')),
    ]);
    expect(done).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
  });

  it('runs at most its slots at once and one job per user, and goes on after a job fails', async () => {
    const queue = new FairQueue(2);
    const running = new Map<string, number>();
    let most = 0;
    let mostForOne = 0;
    const job = (owner: string, fail: boolean) => async () => {
      running.set(owner, (running.get(owner) ?? 0) + 1);
      most = Math.max(
        most,
        [...running.values()].reduce((sum, n) => sum + n, 0),
      );
      mostForOne = Math.max(mostForOne, ...running.values());
      await new Promise((resolve) => setImmediate(resolve));
      running.set(owner, running.get(owner)! - 1);
      if (fail) throw new Error('damaged');
      return 'ok';
    };
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, n) =>
        queue.run(`user-${n % 3}`, job(`user-${n % 3}`, n === 2)),
      ),
    );
    expect(most).toBe(2);
    expect(mostForOne).toBe(1);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(queue.waiting).toBe(0);
  });

  it('keeps a slot free for others while one user has a backlog', async () => {
    const queue = new FairQueue(2);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const started: string[] = [];
    const job = (name: string, wait?: Promise<void>) => async () => {
      started.push(name);
      await wait;
    };
    const heavy = [1, 2, 3].map((n) => queue.run('heavy', job(`heavy-${n}`, held)));
    // The heavy user's first job holds one slot; the other stays free.
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['heavy-1']);
    await queue.run('light', job('light'));
    expect(started).toEqual(['heavy-1', 'light']);
    release();
    await Promise.all(heavy);
    expect(started).toEqual(['heavy-1', 'light', 'heavy-2', 'heavy-3']);
  });
});

describeEachDatabase('fair use of image processing', (database: TestDatabase) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it(`refuses a user's upload beyond ${UPLOAD_LIMITS.concurrentPerUser} in progress with 429 and Retry-After, and no one else's`, async () => {
    const storage = new GatedStorage(mkdtempSync(path.join(tmpdir(), 'folio-gated-')));
    const gated = await buildTestApp(database, {}, { storage });
    try {
      const heavy = await signUp(gated, 'Heavy');
      const other = await signUp(gated, 'Other');
      const images = await Promise.all(
        Array.from({ length: UPLOAD_LIMITS.concurrentPerUser }, (_, n) => noisyPng(n, 64, 64)),
      );
      const inProgress = images.map((png) =>
        upload(gated, heavy.auth, multipart(png, 'a.png', 'image/png')),
      );
      // Each has been processed and waits to be written: all six are in progress.
      await vi.waitFor(() => expect(storage.pending).toBe(images.length), { timeout: 20_000 });

      const refused = await upload(gated, heavy.auth, multipart(await noisyPng(99, 64, 64)));
      expectTooMany(
        refused,
        /^You are already uploading 6 images\. Wait for one of them to finish, then try again\.$/,
        (seconds) => seconds >= 1 && seconds <= 10,
      );
      // Someone else's upload is taken meanwhile.
      const theirs = upload(gated, other.auth, multipart(await plainJpeg(320, 240)));
      storage.open();
      expect((await Promise.all(inProgress)).map((answer) => answer.statusCode)).toEqual(
        images.map(() => 201),
      );
      expect((await theirs).statusCode).toBe(201);
      // Once they are done, the user may upload again.
      expect(
        (await upload(gated, heavy.auth, multipart(await noisyPng(99, 64, 64)))).statusCode,
      ).toBe(201);
    } finally {
      await gated.close();
    }
  });

  it(`refuses a user's upload beyond ${UPLOAD_LIMITS.perWindow} a minute with 429 and Retry-After`, async () => {
    const user = await signUp(app, 'Busy');
    const other = await signUp(app, 'Calm');
    const photo = await plainJpeg(200, 150);
    for (let n = 0; n < UPLOAD_LIMITS.perWindow; n++)
      expect((await upload(app, user.auth, multipart(photo))).statusCode, `upload ${n + 1}`).toBe(
        201,
      );
    const refused = await upload(app, user.auth, multipart(photo));
    expectTooMany(
      refused,
      /^You have uploaded 30 images in the last minute\. Please wait \d+ seconds? and try again\.$/,
      (seconds) => seconds >= 1 && seconds <= 60,
    );
    expect(refused.json().message).toContain(`wait ${refused.headers['retry-after']} second`);
    // Refused attempts do not count, and other users are not limited by this one.
    expect((await upload(app, user.auth, multipart(photo))).statusCode).toBe(429);
    expect((await upload(app, other.auth, multipart(photo))).statusCode).toBe(201);
  });

  it('keeps only the first frame of a 90-frame 1000×1000 GIF; a short animation keeps its frames', async () => {
    const { auth } = await signUp(app, 'Animator');
    const long = await longGif(1000, 1000, 90);
    expect(90 * 1000 * 1000).toBeGreaterThan(ANIMATION_PIXEL_BUDGET);
    const answer = await upload(app, auth, multipart(long, 'loop.gif', 'image/gif'));
    expect(answer.statusCode).toBe(201);
    expect(answer.json().message).toBe(
      'Image uploaded as a still: animations keep their motion up to 24 megapixels over all their frames, and this one has 90. Its first frame was kept.',
    );
    const { data } = answer.json();
    expect(data).toMatchObject({ width: 1000, height: 1000 });
    for (const variant of data.variants) {
      const served = await app.inject({ method: 'GET', url: variant.url });
      const meta = await sharp(served.rawPayload, { animated: true }).metadata();
      expect(meta.pages ?? 1, variant.url).toBe(1);
      expect(meta.width).toBe(variant.width);
    }

    const short = await longGif(400, 300, 12, 1);
    const animated = await upload(app, auth, multipart(short, 'short.gif', 'image/gif'));
    expect(animated.statusCode).toBe(201);
    expect(animated.json().message).toBe('Image uploaded successfully');
    const served = await app.inject({ method: 'GET', url: animated.json().data.url });
    const meta = await sharp(served.rawPayload, { animated: true }).metadata();
    expect(meta).toMatchObject({ pages: 12, width: 400, pageHeight: 300 });
  });

  it("finishes another user's small JPEG before the heavy user's queued backlog", async () => {
    const heavy = await signUp(app, 'Heavy');
    const light = await signUp(app, 'Light');
    // Five large photos (other bytes each, the same work each), sent at once.
    const large = await sharp(Buffer.alloc(3000 * 2000 * 3, 0x55), {
      raw: { width: 3000, height: 2000, channels: 3 },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="3000" height="2000"><circle cx="1500" cy="1000" r="800" fill="#e07a5f"/></svg>',
          ),
        },
      ])
      .png({ compressionLevel: 1 })
      .toBuffer();
    const finished: string[] = [];
    const send = (name: string, auth: Record<string, string>, body: Buffer) =>
      upload(app, auth, multipart(body, `${name}.png`, 'image/png')).then((answer) => {
        expect(answer.statusCode, name).toBe(201);
        finished.push(name);
      });
    const backlog = Array.from({ length: 5 }, (_, n) =>
      send(`heavy-${n + 1}`, heavy.auth, Buffer.concat([large, Buffer.from(`copy ${n}`)])),
    );
    // The small upload arrives once one of the heavy user's is done and the rest wait in the queue.
    await vi.waitFor(() => expect(finished.length).toBeGreaterThan(0), { timeout: 30_000 });
    await send('light', light.auth, await plainJpeg(640, 480));
    await Promise.all(backlog);
    expect(finished).toHaveLength(6);
    // At least two of the heavy user's uploads, queued before it, finish after it.
    const after = finished.slice(finished.indexOf('light') + 1);
    expect(after.length, finished.join(', ')).toBeGreaterThanOrEqual(2);
  });
});
