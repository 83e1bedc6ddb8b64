// The image worker's entry (server/uploads/image-workers.ts): a worker thread does not inherit the
// TypeScript loader of the thread that starts it, so this one loads its module through tsx.
import { tsImport } from 'tsx/esm/api';

await tsImport('./image-worker.ts', import.meta.url);
