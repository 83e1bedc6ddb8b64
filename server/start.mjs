// `npm start`: the server as `npm run build` bundled it (scripts/bundle-server.ts), no TypeScript
// loader at run time. Development runs server/index.ts through tsx instead.

// React's server renderer is several times slower in its development build: production unless told.
process.env.NODE_ENV ??= 'production';
// Stack traces in the log name the source files, not the bundle's lines.
process.setSourceMapsEnabled(true);

await import('../dist-server/main.mjs');
