// Browser tests drive Debian's Chromium: install it when it is missing (no browser is downloaded by npm).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(`${chromium} is missing: install it with "sudo apt-get install -y chromium".`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
