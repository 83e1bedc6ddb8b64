import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md walks one edit through the code file by file: each file it names must exist, so a
// move or a rename that leaves the walk behind fails here.
describe('ARCHITECTURE.md', () => {
  const text = readFileSync('ARCHITECTURE.md', 'utf8');
  const named = [...text.matchAll(/`([a-z][\w-]*\/[\w./-]+\.(?:tsx?|mjs|js|md|json))`/g)].map(
    ([, file]) => file!,
  );

  it('names real files, in the walk and beside it', () => {
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((file) => !existsSync(file))).toEqual([]);
  });

  it('names the symbols it walks through where they are defined', () => {
    const walk: [string, string][] = [
      ['editor/kit/mutate.ts', 'writePath'],
      ['editor/kit/SectionContext.tsx', 'useSectionWriter'],
      ['editor/craft/document.ts', 'fromCraftNodes'],
      ['editor/save/useDraftSaver.ts', 'sendSave'],
      ['src/api/portfolios.ts', 'saveDraftChanges'],
      ['model/draft-changes.ts', 'applySectionChanges'],
      ['server/portfolios/snapshots.ts', 'commitWorkingCopy'],
      ['server/portfolios/snapshots.ts', 'publishWorkingCopy'],
      ['src/api/history.ts', 'publishPortfolio'],
      ['server/pages/document.ts', 'livePageHtml'],
      ['server/sharing/visitor-view.ts', 'visitorView'],
    ];
    for (const [file, symbol] of walk) {
      expect(text, `${file} ${symbol}`).toContain(symbol);
      expect(readFileSync(file, 'utf8'), `${symbol} in ${file}`).toMatch(
        new RegExp(`(function|const|class)\\s+${symbol}\\b`),
      );
    }
  });
});
