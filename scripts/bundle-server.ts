// The server in one file (dist-server/main.mjs) for `npm start` and the tests that start processes,
// and its worker threads beside it (server/threads.ts): Node loads them without a TypeScript loader,
// 2.7 -> 1.9 s to a first answer. Packages stay external.
import { build, type Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { discoverTemplates } from './discover-templates.ts';
import { THREADS } from '../server/threads.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = path.join(root, 'dist-server/main.mjs');

/** Builds dist-server/main.mjs from server/main.ts (about 0.2 s), and its worker threads beside it. */
export async function bundleServer() {
  await build({
    entryPoints: {
      main: path.join(root, 'server/main.ts'),
      ...Object.fromEntries(
        Object.entries(THREADS).map(([name, source]) => [name, path.join(root, `${source}.ts`)]),
      ),
    },
    outdir: path.dirname(SERVER_BUNDLE),
    outExtension: { '.js': '.mjs' },
    define: { __SERVER_BUNDLE__: 'true' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: 'linked',
    logLevel: 'warning',
    // Templates import their stylesheets and fonts for the browser build: nothing on the server.
    loader: Object.fromEntries(
      ['.css', '.woff', '.woff2', '.ttf', '.png', '.jpg', '.svg', '.webp'].map((ext) => [
        ext,
        'empty',
      ]),
    ),
    plugins: [sourceRelativeUrls, templatePackagesBundled],
  });
}

/** Template packages (and the SDK they import) ship TypeScript: bundled, unlike other packages. */
const templatePackagesBundled: Plugin = {
  name: 'template-packages-bundled',
  setup(builder) {
    const names = new Set([
      '@folio/template-sdk',
      ...discoverTemplates().filter((name) => !name.startsWith('.')),
    ]);
    builder.onResolve({ filter: /^@?[\w-]/ }, ({ path: name }) =>
      names.has(name) ? { path: createRequire(import.meta.url).resolve(name) } : undefined,
    );
  },
};

/** A module's import.meta.url stays its source file's (migrations, the image worker sit beside it). */
const sourceRelativeUrls: Plugin = {
  name: 'source-relative-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.(ts|tsx)$/ }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(path.dirname(SERVER_BUNDLE), file);
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleServer();
