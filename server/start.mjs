// `npm start`: the server as `npm run build` bundled it (scripts/bundle-server.ts), no TypeScript
// loader at run time. Development runs server/index.ts through tsx instead.
import { setFlagsFromString } from 'node:v8';

// React's server renderer is several times slower in its development build: production unless told.
process.env.NODE_ENV ??= 'production';
// Stack traces in the log name the source files, not the bundle's lines.
process.setSourceMapsEnabled(true);
// The embedded database's WebAssembly stays on V8's baseline compiler: about 50 MB less resident
// at rest, heavy queries about a third slower (an analytics report: 9 -> 13 ms); scripts unaffected.
setFlagsFromString('--liftoff-only');

await import('../dist-server/main.mjs');
