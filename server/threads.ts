/** Set by scripts/bundle-server.ts in `npm start`'s bundle, which has each thread bundled beside it. */
declare const __SERVER_BUNDLE__: true | undefined;

/** The worker threads the bundle builds beside the server (scripts/bundle-server.ts). */
export const THREADS = {
  'pglite-thread': 'server/db/pglite-thread',
  'image-worker': 'server/uploads/image-worker',
} as const;

/**
 * Where a worker thread starts: in the bundle, its own bundled file (dist-server/<name>.mjs); from
 * source, a plain-JavaScript entry beside its module that loads it through tsx, since worker threads
 * do not inherit the TypeScript loader of the thread that starts them.
 */
export function threadEntry(name: keyof typeof THREADS): URL {
  return typeof __SERVER_BUNDLE__ === 'undefined'
    ? new URL(`../${THREADS[name]}.mjs`, import.meta.url)
    : new URL(`../dist-server/${name}.mjs`, import.meta.url);
}
