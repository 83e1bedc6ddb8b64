// Pages kept rendered and compressed per live snapshot, and the encodings and ETags every page answer shares.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip as gzipCallback } from 'node:zlib';

export type Encoding = 'br' | 'gzip';
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);
export const encoders: Record<Encoding, (html: string) => Promise<Buffer>> = {
  br: (html) =>
    brotli(html, {
      params: {
        // Quality 5 is within a few percent of 9 on a page like this, at a tenth of the time.
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    }),
  gzip: (html) => gzip(html, { level: 9 }),
};

/** The best encoding the client accepts (q=0 refuses one), brotli first. */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  return (['br', 'gzip'] as const).find((name) => (accepted.get(name) ?? 0) > 0);
}

/** If-None-Match holds this ETag (weak comparison, as GET allows) or "*". */
export function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** A public page made from one live snapshot: `live` names the snapshot it was made from. */
export type LivePage = { live: string; html: string };

type Entry = {
  id: string;
  live: string;
  madeAt: number;
  page: Promise<LivePage | undefined>;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
};

/**
 * Published pages made once per live snapshot and compressed once per encoding, however many
 * readers ask at once; browsers and CDNs keep them and ask again by ETag.
 */
export function livePageCache({ remakeAfterMs }: { remakeAfterMs?: number } = {}) {
  const cache = new Map<string, Entry>();

  return {
    forget: (key: string) => void cache.delete(key),

    /**
     * The body to answer with for the page at `key` of portfolio `id` at snapshot `live`, its
     * headers set: empty with 304 when the reader holds it already. Undefined when `make` finds no
     * such page. It returns the body rather than sending it: a route awaiting a sent reply (a
     * thenable) would get undefined back and answer a second time.
     */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      page: {
        key: string;
        id: string;
        live: string;
        etagOf: (live: string) => string;
        make: () => Promise<LivePage | undefined>;
      },
    ): Promise<string | Buffer | undefined> {
      const { key, id, live, etagOf, make } = page;
      const etag = etagOf(live);
      reply
        .header('Vary', 'Accept-Encoding')
        .header('Cache-Control', 'public, max-age=0, s-maxage=60, must-revalidate');
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        reply.header('ETag', etag).code(304);
        return '';
      }

      let entry = cache.get(key);
      // Keyed by portfolio too: a slug given up by one portfolio may be published by another.
      if (
        !entry ||
        entry.id !== id ||
        entry.live !== live ||
        (remakeAfterMs !== undefined && Date.now() - entry.madeAt > remakeAfterMs)
      ) {
        const fresh: Entry = { id, live, madeAt: Date.now(), page: make(), encoded: {} };
        cache.set(key, fresh);
        if (cache.size > 500) cache.delete(cache.keys().next().value!);
        // A failed render is not kept: the next reader tries again.
        fresh.page.catch(() => cache.get(key) === fresh && cache.delete(key));
        entry = fresh;
      }
      const made = await entry.page;
      if (!made) {
        // Unpublished, moved or deleted meanwhile, or an address anyone may type: not kept.
        if (cache.get(key) === entry) cache.delete(key);
        return undefined;
      }
      reply.header('ETag', etagOf(made.live));
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) return made.html;
      const encoded = (entry.encoded[encoding] ??= encoders[encoding](made.html));
      reply.header('Content-Encoding', encoding);
      return encoded;
    },
  };
}
