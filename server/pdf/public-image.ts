import { lookup as systemLookup } from 'node:dns/promises';
import type { IncomingMessage } from 'node:http';
import { get } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress, isPublicHost } from '../../model/network-address';

/** Every address a name reaches, as the system's resolver (hosts file, then DNS) answers. */
export type ResolveHost = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export const systemResolve: ResolveHost = (hostname) => systemLookup(hostname, { all: true });

export type FetchedImage = { status: number; contentType?: string; body: Buffer };

/** A picture larger than an upload may be is not worth the printer's memory. */
const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
const MAX_REDIRECTS = 3;
const TIMEOUT_MS = 10_000;

/**
 * Connects only where every address of the name is public: checked in the lookup the connection
 * itself uses, so a name cannot answer one address to the check and another to the connection.
 */
function publicOnlyLookup(resolve: ResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const refused =
          found.length === 0 || !found.every(({ address }) => isPublicAddress(address));
        if (refused) {
          const error = new Error(`${hostname} is not on the public internet`);
          return callback(Object.assign(error, { code: 'ENOTFOUND' }), '', 0);
        }
        if (options.all) return callback(null, found);
        callback(null, found[0]!.address, found[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

function request(url: URL, resolve: ResolveHost): Promise<IncomingMessage> {
  return new Promise((done, fail) => {
    const call = get(url, {
      lookup: publicOnlyLookup(resolve),
      headers: { accept: 'image/*' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    call.on('response', done).on('error', fail);
  });
}

async function readAll(response: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_IMAGE_BYTES) {
      response.destroy();
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * A picture on a public https site, fetched by the server for the PDF (Chromium itself reaches no
 * network), or undefined when it is elsewhere: a private, loopback or link-local address, a name
 * resolving to one, or a redirect to any of these (each hop checked again).
 */
export async function fetchPublicImage(
  address: string,
  resolve: ResolveHost = systemResolve,
): Promise<FetchedImage | undefined> {
  let url = new URL(address);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== 'https:' || !isPublicHost(url.hostname)) return undefined;
    const response = await request(url, resolve).catch(() => undefined);
    if (!response) return undefined;
    const location = response.headers.location;
    if (response.statusCode! >= 300 && response.statusCode! < 400 && location) {
      response.resume();
      url = new URL(location, url);
      continue;
    }
    const body = await readAll(response).catch(() => undefined);
    if (!body) return undefined;
    return { status: response.statusCode!, contentType: response.headers['content-type'], body };
  }
  return undefined;
}
