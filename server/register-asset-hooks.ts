import { register } from 'node:module';

// Must run before anything imports templates/: server/index.ts imports this first.
register('./asset-hooks.mjs', import.meta.url);
