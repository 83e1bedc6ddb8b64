import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Test files share each worker's loaded modules (isolate: false): React, the templates, the editor
// and the server are imported once per worker, not once per file, which halves the run. A file that
// replaces modules (vi.mock), or asserts what a fresh page has loaded (marked `@isolate`), needs a
// module registry of its own, so it runs isolated, found here.
const needsOwnModules = (file: string) =>
  /\bvi\.(mock|doMock|unmock)\(|@isolate\b/.test(readFileSync(file, 'utf8'));
const testFiles = (folder: string) =>
  readdirSync(folder, { recursive: true })
    .map((name) => `${folder}/${String(name)}`)
    .filter((file) => /\.test\.tsx?$/.test(file));
const isolated = ['tests/unit', 'tests/api', 'tests/lint']
  .flatMap(testFiles)
  .filter(needsOwnModules);

const unit = {
  environment: 'jsdom',
  setupFiles: ['tests/unit/setup.ts'],
  include: ['tests/unit/**/*.test.{ts,tsx}'],
  // jsdom files wait on little but the CPU: one per core.
  maxWorkers: availableParallelism(),
  // A global a test replaces is given back after it, whatever file the worker runs next.
  unstubGlobals: true,
  sequence: { groupOrder: 0 },
};

const server = {
  environment: 'node',
  include: ['tests/api/**/*.test.ts', 'tests/lint/**/*.test.ts'],
  // Each file opens its own databases: one file per core.
  maxWorkers: availableParallelism(),
  // Made before the workers start: the prepared empty database every file opens, and the server
  // bundle the process tests start.
  globalSetup: ['tests/support/prepare-database.ts', 'tests/support/server-bundle.ts'],
  sequence: { groupOrder: 1 },
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      { extends: true, test: { ...unit, name: 'unit', exclude: isolated, isolate: false } },
      {
        extends: true,
        test: { ...unit, name: 'unit-isolated', include: isolated.filter(isUnit) },
      },
      { extends: true, test: { ...server, name: 'server', exclude: isolated, isolate: false } },
      {
        extends: true,
        test: { ...server, name: 'server-isolated', include: isolated.filter((f) => !isUnit(f)) },
      },
    ],
  },
});

function isUnit(file: string) {
  return file.startsWith('tests/unit/');
}
