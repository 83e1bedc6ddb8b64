import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkModules } from './scripts/chunk-modules.ts';
import { precompress } from './scripts/precompress.ts';
import {
  fontStylesheets,
  templateAssetsPlugin,
  templateStylesheets,
} from './scripts/template-assets.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [react(), templateAssetsPlugin(), chunkModules(), precompress()],
  publicDir: 'public',
  resolve: {
    // zod in the browser never evaluates code (our CSP): its jitless setting travels with zod itself.
    alias: [{ find: /^zod$/, replacement: `${import.meta.dirname}/src/app/zod-jitless.ts` }],
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
    emptyOutDir: true,
    // The manifest maps source files to chunks: tests use it to prove what each route downloads.
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // The app, the one small script of server-rendered published pages, and each template's styles.
    rolldownOptions: {
      input: {
        app: 'index.html',
        islands: 'renderer/islands.ts',
        ...templateStylesheets(import.meta.dirname),
        ...fontStylesheets(import.meta.dirname),
      },
    },
  },
});
