import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { templateFolders } from '../../scripts/discover-templates';

// A file over 400 lines does several jobs: split it by job (issue 39). A template's own style sheet
// is one look, read top to bottom, and stays whole.
const MAX_LINES = 400;
const SOURCE = ['src', 'editor', 'renderer', 'templates', 'model', 'server', 'scripts'];
const KINDS = /\.(tsx?|mjs|css)$/;

it(`no source file outside tests is over ${MAX_LINES} lines`, () => {
  const ownSheets = new Set(templateFolders().map(({ folder }) => path.join(folder, 'style.css')));
  const files = SOURCE.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(root, file))
      .filter((file) => KINDS.test(file) && !file.includes('node_modules')),
  );
  expect(files.length).toBeGreaterThan(300);
  const long = files
    .filter((file) => !ownSheets.has(path.resolve(file)))
    .map((file) => [file, readFileSync(file, 'utf8').split('\n').length - 1] as const)
    .filter(([, lines]) => lines > MAX_LINES);
  expect(long).toEqual([]);
});
