import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, testChromiumPath } from './server/chromium';

// A free port, chosen once by the runner: workers inherit it, and a run beside another never collides.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })",
])
  .toString()
  .trim();
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: 'tests/e2e',
  // Each test makes its own accounts and portfolios on the one server, so spec files run side by
  // side, one per core (measured on 2 cores: a third worker only shares the same CPU, 15.2 -> 14.6 min).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism()),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Waits end as soon as their state shows; these limits only matter on a loaded 2-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each test as it ends, then each spec file's minutes, slowest first.
  reporter: [['list'], ['./tests/support/spec-durations.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: testChromiumPath,
      // Text laid out at fractional widths, as the desktop browser does: the headless shell hints
      // glyphs to whole pixels by default, so two files of one face measured differently.
      args: [...chromiumArgs, '--font-render-hinting=none'],
    },
    trace: 'off',
  },
  // The longest spec (it builds a scratch copy of the project) first, beside the others, not last.
  projects: [
    { name: 'scratch-build', testMatch: 'template-package.spec.ts' },
    { name: 'app', testIgnore: 'template-package.spec.ts' },
  ],
  // The production server on a fresh embedded database, exactly as `npm start` runs it.
  webServer: {
    command: 'node server/start.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'folio-e2e-')),
      LOG_LEVEL: 'warn',
      // The server stops itself when this runner is gone, even if the runner was killed outright.
      EXIT_WITH_PID: String(process.pid),
      // The browser tests sign up many users from one address; the API tests prove the limit.
      AUTH_RATE_LIMIT_MAX: '500',
      // Every template's brief is sent from one address; the API tests prove the limit of 20.
      ENQUIRY_RATE_LIMIT_MAX: '500',
    },
  },
});
