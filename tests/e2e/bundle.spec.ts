import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

type Chunk = { file: string; imports?: string[]; css?: string[] };
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
  string,
  Chunk
>;

/** Every file a route's chunk loads before it runs: the chunk and its static imports, transitively. */
function staticClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(entry);
  return [...seen].map((key) => manifest[key]!.file);
}

// Craft.js stamps its version on window; minifiers keep the string.
const CRAFT_SIGNATURE = '__CRAFTJS__';
const containsCraft = (file: string) =>
  readFileSync(`dist/${file}`, 'utf8').includes(CRAFT_SIGNATURE);

test.describe('the production build', () => {
  test('gives a published page at most 30 KB of JavaScript (gzip), without Craft.js', () => {
    const files = staticClosure('renderer/islands.ts');
    const bytes = files.reduce(
      (sum, file) => sum + gzipSync(readFileSync(`dist/${file}`)).length,
      0,
    );
    expect(bytes).toBeLessThanOrEqual(30 * 1024);
    expect(files.filter(containsCraft)).toEqual([]);
  });

  test('recognises Craft.js code when it sees it: the builder carries it', () => {
    const craft = readFileSync('node_modules/@craftjs/core/dist/esm/index.js', 'utf8');
    expect(craft).toContain(CRAFT_SIGNATURE);
    expect(staticClosure('src/pages/BuilderPage.tsx').filter(containsCraft).length).toBeGreaterThan(
      0,
    );
  });

  for (const entry of [
    'index.html',
    'renderer/PublicPortfolioPage.tsx',
    'renderer/CaseStudyViewerPage.tsx',
    'src/pages/TemplatePreviewPage.tsx',
    'src/pages/LandingPage.tsx',
  ]) {
    test(`ships no Craft.js and no editor code with ${entry}`, () => {
      const files = staticClosure(entry);
      expect(files.length).toBeGreaterThan(0);
      expect(files.filter(containsCraft)).toEqual([]);
      const editorFiles = ['src/pages/BuilderPage.tsx', 'src/pages/CaseStudyEditorPage.tsx'].map(
        (source) => manifest[source]!.file,
      );
      expect(files.filter((file) => editorFiles.includes(file))).toEqual([]);
    });
  }
});
