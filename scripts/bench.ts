// `npm run bench`: the product's performance figures, printed as one table and kept as JSON so runs
// can be compared. Targets are stated beside each figure; nothing here fails a build.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { detectImage, processImage } from '../server/uploads/images';

type Row = { figure: string; value: string; compared: string };
const rows: Row[] = [];
const results: Record<string, number> = {};
const record = (key: string, value: number, row: Row) => {
  results[key] = value;
  rows.push(row);
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A 24-megapixel photo-like JPEG: smooth colour fields with fine grain, as cameras produce. */
async function cameraJpeg(width = 6000, height = 4000) {
  const small = randomBytes(300 * 200 * 3);
  const base = await sharp(small, { raw: { width: 300, height: 200, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = randomBytes(base.length);
  for (let i = 0; i < base.length; i++)
    base[i] = Math.min(255, Math.max(0, base[i]! + (grain[i]! % 17) - 8));
  return sharp(base, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function benchUploads() {
  const jpeg = await cameraJpeg();
  const kind = detectImage(jpeg)!;
  await processImage(await cameraJpeg(1200, 800), kind); // warm up libvips
  const runs: number[] = [];
  let processed;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    processed = await processImage(jpeg, kind);
    runs.push(performance.now() - start);
  }
  const median = runs.sort((a, b) => a - b)[1]!;
  record('upload24mpMs', median, {
    figure: 'Process a 24 MP JPEG (upright, strip, 4 WebP variants)',
    value: `${median.toFixed(0)} ms`,
    compared: `median of 3; input ${mb(jpeg.length)}`,
  });
  const at960 = processed!.variants.find((variant) => variant.width === 960)!;
  record('galleryBytesAt960', at960.data.length, {
    figure: 'Bytes served for a gallery image at 960 px',
    value: kb(at960.data.length),
    compared: `${((at960.data.length / jpeg.length) * 100).toFixed(1)}% of the ${mb(jpeg.length)} uploaded`,
  });

  const photo12 = await cameraJpeg(4000, 3000);
  const count = 6;
  const start = performance.now();
  await Promise.all(Array.from({ length: count }, () => processImage(photo12, kind)));
  const perSecond = count / ((performance.now() - start) / 1000);
  record('uploadsPerSecond', perSecond, {
    figure: 'Uploads processed per second (12 MP JPEGs, in parallel)',
    value: perSecond.toFixed(2),
    compared: `${os.cpus().length} cores`,
  });
}

await benchUploads();

const widths = [0, 1, 2].map((column) =>
  Math.max(
    ...rows.map((row) => [row.figure, row.value, row.compared][column]!.length),
    ['Figure', 'Value', 'Compared with'][column]!.length,
  ),
);
const line = (cells: string[]) =>
  cells.map((cell, index) => cell.padEnd(widths[index]!)).join(' | ');
console.log(line(['Figure', 'Value', 'Compared with']));
console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
for (const row of rows) console.log(line([row.figure, row.value, row.compared]));

mkdirSync('bench-results', { recursive: true });
const file = `bench-results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(
  file,
  JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2),
);
console.log(`\nWritten to ${file}`);
