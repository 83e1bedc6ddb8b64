import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { HttpError } from '../errors';

/** Most files a zip may hold: the document and the 8,000 image files a portfolio file may list. */
export const MAX_ZIP_ENTRIES = 10_000;
/** Most bytes all of a zip's files may inflate to together: twice the largest import accepted. */
export const MAX_INFLATED_BYTES = 1024 * 1024 * 1024;

export const ZIP_MESSAGES = {
  tooManyEntries: `This file holds too many files to be a portfolio export: at most ${MAX_ZIP_ENTRIES.toLocaleString('en')}.`,
  overlapping: 'This zip is damaged or crafted: some of its files overlap others.',
  duplicateName: (name: string) => `This zip is damaged or crafted: it holds ${name} twice.`,
  tooMuchInflated: `This zip unpacks to more than ${MAX_INFLATED_BYTES / 1024 / 1024 / 1024} GB: it is not a portfolio export.`,
} as const;

/** A zip opened for reading: its entries by name, and a way to read one of them. */
export type ZipReader = {
  entries: Map<string, yauzl.Entry>;
  /**
   * The entry's bytes, inflated chunk by chunk and refused as soon as they pass `maxBytes` (or the
   * zip's total passes MAX_INFLATED_BYTES): sizes written in the zip are never trusted.
   */
  read(entry: yauzl.Entry, maxBytes: number, tooLarge: string): Promise<Buffer>;
  close(): void;
};

/**
 * Opens a zip file on disk, or 400 with `notZip` when it is not one (or is damaged). Refused before
 * a byte is inflated: too many entries, a name given twice, and entries whose bytes overlap another
 * entry's (the trick of a zip bomb: one compressed block inflated once per entry).
 */
export async function openZip(file: string, notZip: string): Promise<ZipReader> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, { autoClose: false, strictFileNames: true });
  } catch {
    throw new HttpError(400, notZip);
  }
  const entries = new Map<string, yauzl.Entry>();
  try {
    if (zip.entryCount > MAX_ZIP_ENTRIES) throw new HttpError(400, ZIP_MESSAGES.tooManyEntries);
    const spans: Array<{ start: number; end: number }> = [];
    const names = new Set<string>();
    for await (const entry of zip.eachEntry()) {
      if (names.has(entry.fileName))
        throw new HttpError(400, ZIP_MESSAGES.duplicateName(entry.fileName));
      names.add(entry.fileName);
      // From its local header to the end of its data: where this entry's bytes are in the file.
      const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true });
      spans.push({
        start: entry.relativeOffsetOfLocalHeader,
        end: fileDataStart + entry.compressedSize,
      });
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
    }
    spans.sort((a, b) => a.start - b.start);
    for (let i = 1; i < spans.length; i++)
      if (spans[i]!.start < spans[i - 1]!.end) throw new HttpError(400, ZIP_MESSAGES.overlapping);
  } catch (error) {
    zip.close();
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, notZip);
  }

  // Each entry counts once towards the total, however often it is read.
  const counted = new Set<yauzl.Entry>();
  let inflated = 0;
  return {
    entries,
    close: () => zip.close(),
    async read(entry, maxBytes, tooLarge) {
      const first = !counted.has(entry);
      let stream: Readable;
      try {
        stream = await zip.openReadStreamPromise(entry);
      } catch {
        throw new HttpError(400, notZip);
      }
      const chunks: Buffer[] = [];
      let total = 0;
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          total += chunk.length;
          if (total > maxBytes) throw new HttpError(400, tooLarge);
          if (first && inflated + total > MAX_INFLATED_BYTES)
            throw new HttpError(400, ZIP_MESSAGES.tooMuchInflated);
          chunks.push(chunk);
        }
      } catch (error) {
        // Leaving the loop early destroys the stream: inflating stops here.
        if (error instanceof HttpError) throw error;
        throw new HttpError(400, notZip);
      }
      if (first) inflated += total;
      counted.add(entry);
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
