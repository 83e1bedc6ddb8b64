// Debian's Chromium prints PDFs and its headless shell runs the browser tests: each Debian package is
// installed when its binary is missing (no browser is downloaded by npm).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needed = [
  { path: process.env.CHROMIUM_PATH || '/usr/bin/chromium', deb: 'chromium' },
  {
    path: process.env.TEST_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
    deb: 'chromium-headless-shell',
  },
];
const missing = needed.filter(({ path }) => !existsSync(path));
if (missing.length > 0) {
  const packages = missing.map(({ deb }) => deb).join(' ');
  if (process.getuid?.() !== 0) {
    console.error(
      `${missing.map(({ path }) => path).join(' and ')} missing: install with "sudo apt-get install -y ${packages}".`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian ${packages} for the PDFs and the browser tests...`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`,
    {
      stdio: 'inherit',
    },
  );
}
