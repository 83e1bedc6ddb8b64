// Image uploads, in this process: a 24-megapixel camera JPEG through the upload pipeline (its time,
// and the bytes served at 960 px), and 12 MP JPEGs processed per second in parallel.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { detectImage, processImage } from '../../server/uploads/images';
import { kb, mb, type RecordFigure } from './shared';

/** A 24-megapixel photo-like JPEG: smooth colour fields with fine grain, as cameras produce. */
export async function cameraJpeg(width = 6000, height = 4000) {
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

export async function benchUploads(record: RecordFigure) {
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
