/**
 * Debian's Chromium, which the server prints PDFs with and the benchmark drives; nothing is
 * downloaded. CHROMIUM_PATH points elsewhere.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Debian's headless shell, which the browser tests drive: the same Blink without the desktop browser
 * around it, a quarter less time on this 2-core machine (four specs: 119 s -> 91 s).
 * TEST_CHROMIUM_PATH points elsewhere.
 */
export const testChromiumPath =
  process.env.TEST_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

// Without the networking flags Chromium floods this closed network with connection attempts.
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
