import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** Lints a one-line file as if it lived at `filePath`, and returns the rules it breaks. */
async function brokenRules(filePath: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('the one-way import rules of DESIGN.md', () => {
  it.each([
    ['model/fixture.ts', "import value from '../renderer/PublicPortfolioPage';"],
    ['model/fixture.ts', "import value from '../src/app/routes';"],
    ['templates/fixture.ts', "import value from '../editor/Builder';"],
    ['templates/fixture.ts', "import value from '../renderer/PublicPortfolioPage';"],
    ['renderer/fixture.tsx', "import value from '../editor/Builder';"],
    ['renderer/fixture.tsx', "import value from '../src/app/routes';"],
    ['editor/fixture.tsx', "import value from '../src/app/App';"],
    ['src/fixture.tsx', "import value from '../server/app';"],
    ['server/fixture.ts', "import value from '../editor/Builder';"],
    ['scripts/fixture.ts', "import value from '../tests/api/helpers';"],
    // Route files are mounted by server/app.ts alone: a feature imports pages from server/pages/.
    ['server/pdf/fixture.ts', "import { publicPageRoutes as value } from '../routes/publicPages';"],
    ['server/fixture.ts', "import { formRoutes as value } from './routes/forms';"],
    ['scripts/fixture.ts', "import { formRoutes as value } from '../server/routes/forms';"],
    // A template never imports another template, in either direction.
    ['templates/lumen/fixture.tsx', "import { heroSchema as value } from '../echelon/content';"],
    ['templates/echelon/sections/fixture.tsx', "import { lumen as value } from '../../lumen';"],
    // Nor the kit, the shared parts or model/ by path: only through @folio/template-sdk.
    ['templates/lumen/fixture.tsx', "import { heroShape as value } from '../shared/sections';"],
    ['templates/lumen/fixture.tsx', "import { useKit as value } from '../kit';"],
    [
      'templates/lumen/sections/fixture.tsx',
      "import { safeHref as value } from '../../../model/rules';",
    ],
  ])('refuses, in %s, %s', async (filePath, code) => {
    expect(await brokenRules(filePath, code)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['templates/fixture.ts', "import value from '@craftjs/core';"],
    ['renderer/fixture.tsx', "import value from '@craftjs/core';"],
    ['model/fixture.ts', "import value from 'react';"],
    ['model/fixture.ts', "import value from 'node:fs';"],
  ])('refuses, in %s, the package import %s', async (filePath, code) => {
    expect(await brokenRules(filePath, code)).toContain('no-restricted-imports');
  });

  it.each([
    ['src/fixture.tsx', "import value from '../editor/Builder';"],
    ['src/fixture.tsx', "import value from '../renderer/PublicPortfolioPage';"],
    ['editor/fixture.tsx', "import value from '@craftjs/core';"],
    ['renderer/fixture.tsx', "import { appRoutes as value } from '../model/routes';"],
    ['server/fixture.ts', "import { appRoutes as value } from '../model/routes';"],
    ['server/app.ts', "import { formRoutes as value } from './routes/forms';"],
    ['server/routes/fixture.ts', "import { formRoutes as value } from './forms';"],
    ['server/pdf/fixture.ts', "import { livePageHtml as value } from '../pages/document';"],
    [
      'tests/api/fixture.ts',
      "import { freePort as value } from '../../scripts/support/server-process';",
    ],
    // What a template may import: its own files, packages, and the kit through its package name.
    ['templates/lumen/fixture.tsx', "import { useKit as value } from '@folio/template-sdk';"],
    [
      'templates/studio/sections/fixture.tsx',
      "import { safeHref as value } from '@folio/template-sdk';",
    ],
    ['templates/lumen/sections/fixture.tsx', "import { Frame as value } from '../Frame';"],
    // The SDK itself reaches the kit and model/ by path.
    ['templates/sdk/fixture.ts', "import { useKit as value } from '../kit';"],
  ])('allows, in %s, %s', async (filePath, code) => {
    expect(await brokenRules(filePath, code)).toEqual([]);
  });
});

describe('one way to do each job', () => {
  it.each([
    ['server/fixture.ts', 'const escapeHtml = (text: string) => text; const value = escapeHtml;'],
    [
      'editor/fixture.ts',
      'function escapeHtml(text: string) { return text; } const value = escapeHtml;',
    ],
  ])('refuses, in %s, a second escapeHtml', async (filePath, code) => {
    expect(await brokenRules(filePath, code)).toContain('no-restricted-syntax');
  });

  it('allows the one in model/html.ts', async () => {
    expect(
      await brokenRules(
        'model/html.ts',
        'const escapeHtml = (text: string) => text; const value = escapeHtml;',
      ),
    ).toEqual([]);
  });
});
