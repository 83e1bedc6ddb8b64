// The embedded database thread's entry (server/db/pglite-client.ts): a worker thread does not inherit
// the TypeScript loader of the thread that starts it, so this one loads its module through tsx.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pglite-thread.ts', import.meta.url);
