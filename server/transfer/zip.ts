import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { HttpError } from '../errors';

/** A zip opened for reading: its entries by name, and a way to read one of them. */
export type ZipReader = {
  entries: Map<string, yauzl.Entry>;
  /** The entry's bytes, refused above `maxBytes` (by its header and by what it inflates to). */
  read(entry: yauzl.Entry, maxBytes: number, tooLarge: string): Promise<Buffer>;
  close(): void;
};

/** Most entries a portfolio export may hold (its document and a few thousand images at most). */
const MAX_ENTRIES = 5000;

/** Opens a zip file on disk, or 400 with `notZip` when it is not one (or is damaged). */
export async function openZip(file: string, notZip: string): Promise<ZipReader> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, { autoClose: false, strictFileNames: true });
  } catch {
    throw new HttpError(400, notZip);
  }
  const entries = new Map<string, yauzl.Entry>();
  try {
    if (zip.entryCount > MAX_ENTRIES) throw new HttpError(400, notZip);
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      entries.set(entry.fileName, entry);
    }
  } catch (error) {
    zip.close();
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, notZip);
  }
  return {
    entries,
    close: () => zip.close(),
    async read(entry, maxBytes, tooLarge) {
      if (entry.uncompressedSize > maxBytes) throw new HttpError(400, tooLarge);
      let stream: Readable;
      try {
        stream = await zip.openReadStreamPromise(entry);
      } catch {
        throw new HttpError(400, notZip);
      }
      const chunks: Buffer[] = [];
      let total = 0;
      try {
        for await (const chunk of stream) {
          total += (chunk as Buffer).length;
          if (total > maxBytes) {
            stream.destroy();
            throw new HttpError(400, tooLarge);
          }
          chunks.push(chunk as Buffer);
        }
      } catch (error) {
        if (error instanceof HttpError) throw error;
        throw new HttpError(400, notZip);
      }
      return Buffer.concat(chunks);
    },
  };
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The SHA-256 of a stream's bytes and their count, read chunk by chunk (nothing kept). */
export async function hashStream(stream: Readable) {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}
