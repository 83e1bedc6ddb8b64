import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  CHUNK_MODULES_FILE,
  ISLANDS_CHUNK_MODULES_FILE,
  ISLANDS_MANIFEST_FILE,
  chunkModules,
  PUBLIC_CHUNK_MODULES_FILE,
  PUBLIC_MANIFEST_FILE,
} from './scripts/chunk-modules.ts';
import { precompress } from './scripts/precompress.ts';
import {
  fontStylesheets,
  templateAssetsPlugin,
  templateCatalogue,
  templateStylesheets,
} from './scripts/template-assets.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);

// `npm run build` runs three times: the app on React, then (FOLIO_BUNDLE=public) the prerendered
// public pages' entry on Preact's compat layer, then (FOLIO_BUNDLE=islands) the published page's one
// script, alone so that it shares no chunk with the app: each into the same folder, each with a
// manifest of its own.
const publicBundle = process.env.FOLIO_BUNDLE === 'public';
const islandsBundle = process.env.FOLIO_BUNDLE === 'islands';
const appBundle = !publicBundle && !islandsBundle;
// React Router's package exports only its development build, warnings and all: take its production one.
const routerProduction = [
  {
    find: /^react-router$/,
    replacement: `${import.meta.dirname}/node_modules/react-router/dist/production/index.mjs`,
  },
  {
    find: /^react-router\/dom$/,
    replacement: `${import.meta.dirname}/node_modules/react-router/dist/production/dom-export.mjs`,
  },
];
const preact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
];

/** Each build's entries; the page builds also keep each template's and font's sheet a file of its own. */
function entries(): Record<string, string> {
  if (islandsBundle) return { islands: 'renderer/islands.ts' };
  return {
    ...(publicBundle
      ? { public: 'src/public-main.tsx', 'start-after-paint': 'src/app/startAfterPaint.ts' }
      : { app: 'index.html' }),
    ...templateStylesheets(import.meta.dirname),
    ...fontStylesheets(import.meta.dirname),
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    templateCatalogue(),
    ...(appBundle ? [templateAssetsPlugin()] : []),
    chunkModules(
      publicBundle
        ? PUBLIC_CHUNK_MODULES_FILE
        : islandsBundle
          ? ISLANDS_CHUNK_MODULES_FILE
          : CHUNK_MODULES_FILE,
    ),
    precompress(),
  ],
  publicDir: 'public',
  resolve: {
    // zod in the browser never evaluates code (our CSP): its jitless setting travels with zod itself.
    alias: [
      { find: /^zod$/, replacement: `${import.meta.dirname}/src/app/zod-jitless.ts` },
      { find: /^zod\/mini$/, replacement: `${import.meta.dirname}/src/app/zod-mini-jitless.ts` },
      ...(publicBundle ? preact : []),
      // Development keeps React Router's warnings.
      ...(command === 'build' ? routerProduction : []),
    ],
  },
  // FORM_ENDPOINT (optional) sends the contact form to a third-party collection service.
  envPrefix: ['VITE_', 'FORM_ENDPOINT'],
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: appBundle,
    // The manifest maps source files to chunks: tests use it to prove what each route downloads.
    manifest: publicBundle ? PUBLIC_MANIFEST_FILE : islandsBundle ? ISLANDS_MANIFEST_FILE : true,
    sourcemap: false,
    target: 'es2022',
    // The app, the one small script of server-rendered published pages, and each template's styles.
    rolldownOptions: {
      onwarn(warning, warn) {
        // React Router reads React's useOptimistic, which Preact lacks, and falls back without it.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic'))
          return;
        warn(warning);
      },
      input: entries(),
    },
  },
}));
