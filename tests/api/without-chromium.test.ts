import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);

// A fresh machine may have no Chromium when the unit and API tests run: the one file that prints
// PDFs must then assert the real "no Chromium" answers, not fail. Runs that file as such a machine would.
it('the PDF tests pass with CHROMIUM_PATH pointing at nothing', { timeout: 120_000 }, async () => {
  const vitest = path.resolve('node_modules/vitest/vitest.mjs');
  const { stdout } = await run(
    process.execPath,
    [vitest, 'run', '--project', 'server', 'tests/api/pdf.test.ts'],
    {
      env: {
        ...process.env,
        CHROMIUM_PATH: path.resolve('no-such-dir/chromium'),
        FORCE_COLOR: '0',
      },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  expect(stripVTControlCharacters(stdout)).toMatch(/Tests\s+3 passed \| 2 skipped \(5\)/);
});
