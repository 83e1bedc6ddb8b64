import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ISLANDS_MANIFEST_FILE } from '../../server/pages/build-manifests';

/**
 * The least of a build a server needs to draw a visitor's page: the app's page and manifest, and
 * the published page's script with its sheet, named in the islands' own manifest.
 */
export function tinyBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-tiny-build-'));
  mkdirSync(path.join(dir, '.vite'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'islands.js'), '');
  writeFileSync(path.join(dir, 'assets', 'islands.css'), 'body { color: #222 }');
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
  writeFileSync(
    path.join(dir, ISLANDS_MANIFEST_FILE),
    JSON.stringify({
      'renderer/islands.ts': { file: 'assets/islands.js', css: ['assets/islands.css'] },
    }),
  );
  return dir;
}
