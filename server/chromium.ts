/**
 * Debian's Chromium, which the server prints PDFs with and the browser tests and the benchmark drive;
 * nothing is downloaded. CHROMIUM_PATH points elsewhere.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
