import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { threadEntry } from '../threads';
import type { Received, WorkerImage, WorkerReply, WorkerRequest } from './image-worker';
import { ImageRejected } from './image-kind';
import type { ProcessedImage } from './images';
import { PROCESSING_SLOTS } from './fair-queue';

/** A thread with nothing to do for this long ends, so the server at rest holds none. */
const IDLE_MS = 60_000;

/** The image thread failed or ended (not the image: that is ImageRejected). */
export class ImageWorkerError extends Error {}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

class ImageThread {
  readonly worker: Worker;
  /** Uploads whose bytes this thread holds. */
  held = 0;
  alive = true;
  private pending = new Map<number, Pending>();
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private onEnd: (thread: ImageThread) => void) {
    this.worker = new Worker(threadEntry('image-worker'));
    this.worker.on('message', (reply: WorkerReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else if (reply.rejected)
        waiting.reject(new ImageRejected(reply.rejected.statusCode, reply.rejected.message));
      else waiting.reject(new ImageWorkerError(reply.message));
    });
    const end = (error: Error) => {
      if (!this.alive) return;
      this.alive = false;
      clearTimeout(this.idleTimer);
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      this.onEnd(this);
    };
    this.worker.on('error', (error) => end(new ImageWorkerError(error.message)));
    this.worker.on('exit', (code) => end(new ImageWorkerError(`image worker exited (${code})`)));
  }

  /** `transfer`: buffers handed over rather than copied (they are unusable here afterwards). */
  send(request: WorkerRequest, transfer: ArrayBuffer[] = []) {
    if (!this.alive) throw new ImageWorkerError('image worker is gone');
    this.worker.postMessage(request, transfer);
  }

  ask<T>(request: WorkerRequest, transfer: ArrayBuffer[] = []): Promise<T> {
    if (!this.alive) return Promise.reject(new ImageWorkerError('image worker is gone'));
    return new Promise<T>((resolve, reject) => {
      this.pending.set(request.id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage(request, transfer);
    });
  }

  take() {
    this.held++;
    clearTimeout(this.idleTimer);
  }

  give() {
    this.held--;
    if (this.held > 0 || !this.alive) return;
    this.idleTimer = setTimeout(() => {
      // Out of the pool first: no new upload is given to a thread that is ending.
      this.alive = false;
      this.onEnd(this);
      void this.worker.terminate();
    }, IDLE_MS);
    this.idleTimer.unref();
  }
}

/** An upload's bytes, sent to one image thread as they arrive and kept there until released. */
export class IncomingImage {
  private released = false;

  constructor(
    private thread: ImageThread,
    readonly id: number,
  ) {}

  /** Copied out of the request's buffer, whose other bytes belong to the multipart envelope. */
  write(chunk: Buffer) {
    const copy = new Uint8Array(chunk);
    this.thread.send({ op: 'chunk', id: this.id, chunk: copy }, [copy.buffer]);
  }

  /** The bytes' SHA-256, size and kind (by their signature), once the last chunk is written. */
  finish(): Promise<Received> {
    return this.thread.ask({ op: 'finish', id: this.id });
  }

  /** The variants (server/uploads/images.ts), made in the thread from the bytes it holds. */
  async process(options: { animationSeconds?: number } = {}): Promise<ProcessedImage> {
    const image = await this.thread.ask<WorkerImage>({ op: 'process', id: this.id, ...options });
    return {
      ...image,
      variants: image.variants.map((variant) => ({
        ...variant,
        data: Buffer.from(variant.data.buffer, variant.data.byteOffset, variant.data.length),
      })),
    };
  }

  /** Frees the bytes; safe to call more than once, and after the thread has gone. */
  release() {
    if (this.released) return;
    this.released = true;
    if (this.thread.alive) this.thread.send({ op: 'release', id: this.id });
    this.thread.give();
  }
}

/**
 * Worker threads for upload work: hashing, holding the bytes, sharp. The server's own thread only
 * passes chunks on and stores the results, so a health check or a page never waits behind a 24 MP
 * photo. Threads start when uploads come (at most one per core) and end when idle.
 */
export class ImageWorkers {
  private threads: ImageThread[] = [];
  private nextId = 1;
  private sharpLoaded: Promise<unknown> | undefined;

  // One more than the sharp slots: on a large host, many uploads at once must not start dozens of isolates.
  constructor(
    readonly size = Math.max(1, Math.min(os.availableParallelism(), PROCESSING_SLOTS + 1)),
  ) {}

  /** A new upload, given to the thread holding the fewest (a new one while there is room). */
  async receive(): Promise<IncomingImage> {
    const thread = await this.thread();
    const id = this.nextId++;
    thread.take();
    thread.send({ op: 'begin', id });
    return new IncomingImage(thread, id);
  }

  /** Bytes already in memory (an import's images) made into variants in a thread. */
  async process(
    bytes: Buffer,
    options: { animationSeconds?: number } = {},
  ): Promise<ProcessedImage> {
    const thread = await this.thread();
    const id = this.nextId++;
    thread.take();
    const image = new IncomingImage(thread, id);
    try {
      const copy = new Uint8Array(bytes);
      await thread.ask({ op: 'adopt', id, bytes: copy }, [copy.buffer]);
      return await image.process(options);
    } finally {
      image.release();
    }
  }

  async close() {
    const threads = this.threads;
    this.threads = [];
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private async thread() {
    // sharp's libraries stay loaded in this thread, so none is unloaded while another thread uses it
    // (sharp's advice for worker threads on glibc Linux).
    this.sharpLoaded ??= import('sharp');
    await this.sharpLoaded;
    const least = this.threads.reduce<ImageThread | undefined>(
      (best, thread) => (!best || thread.held < best.held ? thread : best),
      undefined,
    );
    if (least && (least.held === 0 || this.threads.length >= this.size)) return least;
    const thread = new ImageThread((ended) => {
      this.threads = this.threads.filter((other) => other !== ended);
    });
    this.threads.push(thread);
    return thread;
  }
}
