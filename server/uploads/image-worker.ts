import { createHash, type Hash } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { detectImage, ImageRejected, type ImageKind } from './image-kind';
import { processImage } from './images';

/**
 * An image-work thread (server/uploads/image-workers.ts starts it): it takes an upload's bytes as
 * they arrive, hashes and keeps them, and makes its variants with sharp, so none of that work holds
 * up the server's own thread.
 */
export type WorkerRequest =
  | { op: 'begin'; id: number }
  | { op: 'chunk'; id: number; chunk: Uint8Array }
  | { op: 'finish'; id: number }
  | { op: 'process'; id: number; animationSeconds?: number }
  | { op: 'adopt'; id: number; bytes: Uint8Array }
  | { op: 'release'; id: number };

export type Received = { hash: string; size: number; kind: ImageKind | undefined };
export type WorkerImage = {
  width: number;
  height: number;
  frames: number;
  firstFrameOnly: boolean;
  variants: Array<{ width: number; height: number; data: Uint8Array }>;
};
export type WorkerReply =
  | { id: number; ok: true; value: Received | WorkerImage | null }
  | { id: number; ok: false; rejected?: { statusCode: number; message: string }; message: string };

type Upload = { hasher?: Hash; chunks: Buffer[]; bytes?: Buffer };
const uploads = new Map<number, Upload>();
const port = parentPort!;

function reply(id: number, value: Received | WorkerImage | null) {
  port.postMessage({ id, ok: true, value } satisfies WorkerReply);
}

function fail(id: number, error: unknown) {
  const message = (error as Error)?.message ?? String(error);
  port.postMessage({
    id,
    ok: false,
    message,
    ...(error instanceof ImageRejected
      ? { rejected: { statusCode: error.statusCode, message: error.message } }
      : {}),
  } satisfies WorkerReply);
}

/**
 * libvips's pixel threads run at a lower priority (Linux nice 10) than the server's own thread, so on
 * a busy machine a health check or a page is answered first and the image waits. Threads are niced
 * one by one (a thread's priority is its own on Linux), before and after each job: the pool grows.
 */
function yieldToTheServer() {
  if (process.platform !== 'linux') return;
  try {
    // This thread too: it hashes every chunk of an upload.
    const own = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (os.getPriority(own) < 10) os.setPriority(own, 10);
    for (const thread of readdirSync('/proc/self/task')) {
      if (readFileSync(`/proc/self/task/${thread}/comm`, 'utf8').trim() !== 'libvips worker')
        continue;
      if (os.getPriority(Number(thread)) < 10) os.setPriority(Number(thread), 10);
    }
  } catch {
    // A thread that ended meanwhile, or a system that forbids it: the image is made all the same.
  }
}

function bytesOf(id: number) {
  const upload = uploads.get(id);
  if (!upload) throw new Error(`no upload ${id} in this worker`);
  upload.bytes ??= Buffer.concat(upload.chunks);
  upload.chunks = [];
  return upload.bytes;
}

async function handle(request: WorkerRequest) {
  const { id } = request;
  switch (request.op) {
    case 'begin':
      uploads.set(id, { hasher: createHash('sha256'), chunks: [] });
      return;
    case 'chunk': {
      const upload = uploads.get(id);
      if (!upload?.hasher) return; // released while its last chunks were on their way
      const chunk = Buffer.from(
        request.chunk.buffer,
        request.chunk.byteOffset,
        request.chunk.length,
      );
      upload.hasher.update(chunk);
      upload.chunks.push(chunk);
      return;
    }
    case 'finish': {
      const upload = uploads.get(id);
      if (!upload?.hasher) throw new Error(`no upload ${id} in this worker`);
      const hash = upload.hasher.digest('hex');
      upload.hasher = undefined;
      const bytes = bytesOf(id);
      return reply(id, { hash, size: bytes.length, kind: detectImage(bytes) });
    }
    case 'adopt': {
      const bytes = Buffer.from(
        request.bytes.buffer,
        request.bytes.byteOffset,
        request.bytes.length,
      );
      uploads.set(id, { chunks: [], bytes });
      return reply(id, null);
    }
    case 'process': {
      const bytes = bytesOf(id);
      const kind = detectImage(bytes);
      if (!kind) throw new Error('not an image: its kind is checked before processing');
      yieldToTheServer();
      const image = await processImage(bytes, kind, {
        ...(request.animationSeconds !== undefined
          ? { animationSeconds: request.animationSeconds }
          : {}),
      });
      // Threads the pool started during this job.
      yieldToTheServer();
      return reply(id, image);
    }
    case 'release':
      uploads.delete(id);
      return;
  }
}

yieldToTheServer();
port.on('message', (request: WorkerRequest) => {
  handle(request).catch((error: unknown) => fail(request.id, error));
});
