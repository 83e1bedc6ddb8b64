// `npm run bench`: the product's performance figures, printed as one table and kept as JSON so runs
// can be compared. Targets are stated beside each figure; nothing here fails a build.
import '../server/register-asset-hooks';
import { execSync } from 'node:child_process';
import http from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import yazl from 'yazl';
import { newCaseStudy } from '../model/case-study';
import { detectImage, processImage } from '../server/uploads/images';
import { apiClient, startProductionServer } from './support/server-process';
import { chromiumArgs, chromiumPath } from '../server/chromium';
import { longGif } from './support/gif';
import { createPostgresDatabase } from './support/postgres';
import { benchAnalytics } from './bench/analytics';
import { benchBuilder } from './bench/builder';
import { benchEditorScale } from './bench/editor-scale';
import { benchHistory } from './bench/history';
import { benchMarketing, lighthouseMedian } from './bench/lighthouse';
import { benchPortfolioList } from './bench/portfolio-list';
import { signInOnPage, type Row } from './bench/shared';
import { benchStatic } from './bench/static';
import { benchThemes } from './bench/themes';
import { percentile } from './stats';

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

/** A process's resident memory, as the kernel counts it (Linux). */
const residentBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) * 1024;

/** `npm start` on a fresh data directory: the time to a healthy server, and its memory at rest. */
async function benchStart() {
  const starts: number[] = [];
  const memory: number[] = [];
  for (let run = 0; run < 3; run++) {
    const server = await startProductionServer();
    starts.push(server.startMs);
    memory.push(residentBytes(server.pid));
    await server.stop();
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
  record('startMs', median(starts), {
    figure: 'A first start on a fresh data directory, to a healthy /api/health',
    value: `${median(starts).toFixed(0)} ms`,
    compared: 'median of 3; the embedded database comes from the build’s prepared image',
  });
  record('restingRssBytes', median(memory), {
    figure: 'The server’s resident memory once healthy, before any request',
    value: mb(median(memory)),
    compared: 'median of 3 (PGlite in process)',
  });
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

/** A photo-like WebP (smooth colour fields with grain), different for every seed. */
async function photoWebp(seed: number, width = 1600, height = 1000) {
  const small = randomBytes(40 * 25 * 3);
  small[0] = seed & 0xff;
  small[1] = seed >> 8;
  return sharp(small, { raw: { width: 40, height: 25, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .webp({ quality: 80 })
    .toBuffer();
}

/** A zip of these files, in memory (only the bench's own input is built this way). */
async function zipBuffer(files: Array<[string, Buffer]>) {
  const zip = new yazl.ZipFile();
  for (const [name, data] of files) zip.addBuffer(data, name, { compress: false });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Export and import of a portfolio showing 120 images (issue 18), in this process so its memory can
 * be watched: peak RSS growth while the export streams, and an import of that export ending with
 * the same 120 images.
 */
async function benchTransfer() {
  const COUNT = 120;
  // Loaded after the asset hooks are in place: the app imports the templates' stylesheets.
  const { buildApp } = await import('../server/app');
  const { loadConfig } = await import('../server/config');
  const { getTemplate } = await import('../templates');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-transfer-'));
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }));
  try {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const call = apiClient(origin);
    const signUp = async (name: string) => {
      const answer = await call('POST', '/api/auth/signup', {
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '-')}-${randomBytes(3).toString('hex')}@example.com`,
        password: 'bench-password',
      });
      return (answer.body.data as { token: string }).token;
    };
    // The starting portfolio: 48 gallery images, 24 projects, and 24 case studies with two each.
    const images: Array<{ path: string; url: string; sha256: string; data: Buffer }> = [];
    for (let index = 0; index < COUNT; index++) {
      const data = await photoWebp(index);
      const hash = createHash('sha256').update(data).digest('hex');
      const url = `/uploads/${hash.slice(0, 2)}/${hash}-1600x1000.webp`;
      images.push({ path: `images/${hash}-1600x1000.webp`, url, sha256: hash, data });
    }
    const urls = images.map((image) => image.url);
    const echelon = getTemplate('echelon');
    const content = structuredClone(echelon.defaultContent);
    const projects = Array.from({ length: 24 }, (_, index) => ({
      id: `project-${index + 1}`,
      title: `Project ${index + 1}`,
      description: 'A project.',
      image: urls[48 + index]!,
      meta: '2025',
      category: 'Brand',
      caseStudyUrl: '',
    }));
    for (const section of content.sections) {
      if (section.type === 'gallery')
        section.content.images = urls.slice(0, 48).map((src, index) => ({
          id: `image-${index + 1}`,
          src,
          caption: `Study ${index + 1}`,
          meta: '2025',
        }));
      if (section.type === 'work') section.content.projects = projects;
    }
    const caseStudies = Object.fromEntries(
      projects.map((project, index) => {
        const study = newCaseStudy(project);
        study.heroImage = urls[72 + index]!;
        study.sections.push({
          id: 'section-1',
          number: '01',
          title: 'THE WORK',
          blocks: [{ id: 'image-1', type: 'image', src: urls[96 + index]!, caption: '', alt: '' }],
        });
        return [project.id, study];
      }),
    );
    const file = {
      format: 'folio-portfolio',
      formatVersion: 1,
      exportedAt: new Date().toISOString(),
      templateId: echelon.id,
      templateVersion: echelon.version,
      title: 'Transfer bench',
      description: '',
      content,
      styling: { colors: {}, fonts: {} },
      caseStudies,
      images: images.map(({ path: where, url, sha256 }) => ({ path: where, url, sha256 })),
    };
    const source = await zipBuffer([
      ['portfolio.json', Buffer.from(JSON.stringify(file))],
      ...images.map((image): [string, Buffer] => [image.path, image.data]),
    ]);

    const importZip = async (token: string, zip: Buffer) => {
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(zip)], { type: 'application/zip' }),
        'portfolio.zip',
      );
      const start = performance.now();
      const response = await fetch(`${origin}/api/portfolios/import`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      const body = (await response.json()) as { data?: { portfolio: { id: string } } };
      if (response.status !== 201) throw new Error(`import answered ${response.status}`);
      return { ms: performance.now() - start, id: body.data!.portfolio.id };
    };
    const imagesOf = async (token: string) =>
      ((await call('GET', '/api/uploads', undefined, token)).body.data as { images: unknown[] })
        .images.length;

    const first = await signUp('Transfer Source');
    const seeded = await importZip(first, source);

    // The export, read as fast as the client takes it, while this process's RSS is sampled.
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const start = performance.now();
    const chunks: Buffer[] = [];
    await new Promise<void>((resolve, reject) =>
      http
        .get(
          `${origin}/api/portfolios/${seeded.id}/export`,
          { headers: { authorization: `Bearer ${first}` } },
          (response) => {
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', resolve);
            response.on('error', reject);
          },
        )
        .on('error', reject),
    );
    const bytes = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const exportMs = performance.now() - start;
    clearInterval(sampler);
    // What the client kept (the zip itself) is not the server's: only growth beyond it counts.
    const growth = peak - before;
    record('export120ImagesMs', exportMs, {
      figure: `Export a portfolio showing ${COUNT} images (zip streamed)`,
      value: `${exportMs.toFixed(0)} ms`,
      compared: `${mb(bytes)} zip`,
    });
    record('export120PeakRssGrowthBytes', growth, {
      figure: 'Peak RSS growth of the process while the export streams',
      value: mb(growth),
      compared: `the client here holds the ${mb(bytes)} zip in the same process; buffering would add it again`,
    });

    const second = await signUp('Transfer Target');
    const imported = await importZip(second, Buffer.concat(chunks));
    const count = await imagesOf(second);
    record('import120ImagesMs', imported.ms, {
      figure: `Import that export (${COUNT} images through the upload pipeline)`,
      value: `${(imported.ms / 1000).toFixed(1)} s`,
      compared: `${count} of ${COUNT} images in the new account's library`,
    });
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A large portfolio: 12 sections, 60 projects and 120 gallery images. */
async function largeContent() {
  const { getTemplate } = await import('../templates');
  const echelon = getTemplate('echelon');
  const base = Object.fromEntries(
    echelon.defaultContent.sections.map((s) => [s.type, s.content]),
  ) as Record<string, Record<string, unknown>>;
  const project = (n: number) => ({
    ...(base.work!.projects as object[])[n % 4]!,
    id: `project-${n}`,
    title: `Project ${n}`,
  });
  const image = (n: number) => ({
    ...(base.gallery!.images as object[])[n % 6]!,
    id: `image-${n}`,
    caption: `Study ${n}`,
  });
  const sections = [
    { id: 'hero', type: 'hero', content: base.hero! },
    { id: 'about', type: 'about', content: base.about! },
    ...[0, 1, 2, 3].map((k) => ({
      id: `work-${k}`,
      type: 'work',
      content: {
        heading: `Work ${k}`,
        projects: Array.from({ length: 15 }, (_, n) => project(k * 15 + n)),
      },
    })),
    ...[0, 1, 2, 3, 4].map((k) => ({
      id: `gallery-${k}`,
      type: 'gallery',
      content: {
        heading: `Gallery ${k}`,
        images: Array.from({ length: 24 }, (_, n) => image(k * 24 + n)),
      },
    })),
    { id: 'contact', type: 'contact', content: base.contact! },
  ];
  return { version: 1, sections };
}

const STATIC_COPY = 'bench-static-page.html';
// A slow key's Event Timing: duration, input delay and processing time (the rest is presentation).
type KeyFigures = {
  paint: number[];
  work: number[];
  slow: Record<number, [number, number, number]>;
};

/** The production server in its own process, as `npm start` runs it, on a fresh database. */
async function startServer(env: Record<string, string> = {}) {
  if (!existsSync('dist/index.html')) execSync('npm run build', { stdio: 'ignore' });
  // The static server serves the files present when it starts: the page's copy is filled in later.
  for (const suffix of ['', '.gz', '.br']) writeFileSync(`dist/${STATIC_COPY}${suffix}`, '');
  const server = await startProductionServer(env);
  const { origin } = server;
  const call = apiClient(origin);
  return {
    origin,
    call,
    /** A new designer's token and public user. */
    async signUp(name: string) {
      const answer = await call('POST', '/api/auth/signup', {
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '-')}-${randomBytes(3).toString('hex')}@example.com`,
        password: 'bench-password',
      });
      return answer.body.data as { token: string; user: Record<string, unknown> };
    },
    stop: server.stop,
  };
}
type Server = Awaited<ReturnType<typeof startServer>>;

/** The bytes a URL's body takes on the wire when the client accepts only gzip. */
function gzipBytes(url: string) {
  return new Promise<number>((resolve, reject) =>
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject),
  );
}

async function benchPublishedPage({ origin, call, signUp }: Server) {
  const { token } = await signUp('Page Bench');
  const created = await call('POST', '/api/portfolios', { title: 'Bench Portfolio' }, token);
  const id = created.body.data.portfolio.id;
  await call(
    'PUT',
    `/api/portfolios/${id}`,
    { version: 1, slug: 'bench-page', published: true },
    token,
  );
  const url = `${origin}/portfolio/bench-page`;
  // The same bytes as a static file, pre-compressed as the build's own files are.
  const html = await (await fetch(url)).text();
  writeFileSync(`dist/${STATIC_COPY}`, html);
  writeFileSync(`dist/${STATIC_COPY}.gz`, gzipSync(html, { level: 9 }));
  writeFileSync(
    `dist/${STATIC_COPY}.br`,
    brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
  );

  // What a first visit downloads, by kind: as the browser got it (brotli), and as gzip.
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const sizes: Record<string, number> = {};
  const gzipped: Record<string, number> = {};
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const kind = request.resourceType();
    pending.push(
      request.sizes().then(({ responseBodySize }) => {
        sizes[kind] = (sizes[kind] ?? 0) + responseBodySize;
      }),
      gzipBytes(request.url()).then((bytes) => {
        gzipped[kind] = (gzipped[kind] ?? 0) + bytes;
      }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(500);
  await Promise.all(pending);
  await browser.close();
  const kilobytes = (n = 0) => `${(n / 1024).toFixed(1)} KB`;
  record('publishedJsBytes', sizes.script ?? 0, {
    figure: 'Published page: JavaScript downloaded, brotli (gzip)',
    value: `${kilobytes(sizes.script)} (${kilobytes(gzipped.script)})`,
    compared: 'budget 30 KB',
  });
  results.publishedJsGzipBytes = gzipped.script ?? 0;
  record('publishedHtmlCssBytes', (sizes.document ?? 0) + (sizes.stylesheet ?? 0), {
    figure: 'Published page: HTML + CSS downloaded, brotli (gzip)',
    value: `${kilobytes(sizes.document)} + ${kilobytes(sizes.stylesheet)} (${kilobytes(gzipped.document)} + ${kilobytes(gzipped.stylesheet)})`,
    compared: `fonts ${kilobytes(sizes.font)}, images ${kilobytes(sizes.image)}`,
  });
  results.publishedHtmlCssGzipBytes = (gzipped.document ?? 0) + (gzipped.stylesheet ?? 0);

  const median = await lighthouseMedian(url, { path: chromiumPath, args: chromiumArgs });
  record('lighthouseScore', median.score, {
    figure: 'Published page: Lighthouse mobile performance (median of 3)',
    value: String(median.score),
    compared: `target 98; LCP ${(median.lcp / 1000).toFixed(2)} s (target < 1.5 s)`,
  });
  results.lighthouseLcpMs = median.lcp;

  // Throughput of the rendered page beside the same bytes as a static file.
  const { default: autocannon } = await import('autocannon');
  const load = (target: string) =>
    new Promise<number>((resolve, reject) =>
      autocannon(
        { url: target, connections: 50, duration: 8, headers: { 'accept-encoding': 'br, gzip' } },
        (error, result) => {
          if (error) return reject(error);
          // A figure made of errors or 404s would compare nothing.
          if (result.errors || result.non2xx)
            return reject(
              new Error(`${target}: ${result.errors} errors, ${result.non2xx} non-2xx`),
            );
          resolve(result.requests.average);
        },
      ),
    );
  const rendered = await load(url);
  const staticFile = await load(`${origin}/${STATIC_COPY}`);
  record('publishedRps', rendered, {
    figure: 'Published page: requests per second (50 connections, 8 s)',
    value: rendered.toFixed(0),
    compared: `static copy ${staticFile.toFixed(0)} req/s; ratio ${(rendered / staticFile).toFixed(2)} (target >= 0.5)`,
  });
}

async function benchEditor({ origin, call, signUp }: Server) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const { token, user } = await signUp('Bench Designer');
    const created = await call(
      'POST',
      '/api/portfolios',
      { title: 'Large portfolio', content: await largeContent() },
      token,
    );
    const portfolioId = created.body.data.portfolio.id;

    for (const throttle of [1, 4]) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await signInOnPage(page, token, user);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      const start = performance.now();
      await page.goto(`${origin}/portfolio-builder/${portfolioId}`);
      const title = page.locator('#hero [data-path="title"]');
      await title.waitFor();
      const ready = performance.now() - start;

      await title.click();
      // Keystroke to the frame after it is painted: keydown, then the next animation frame and task.
      await page.evaluate(() => {
        const paint: number[] = [];
        const work: number[] = [];
        // Event Timing reports only interactions of 16 ms or more (its floor): the slow keys.
        const slow: KeyFigures['slow'] = {};
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEventTiming & { interactionId: number }
          >)
            if (
              entry.interactionId &&
              entry.name.startsWith('key') &&
              entry.duration >= (slow[entry.interactionId]?.[0] ?? 0)
            )
              slow[entry.interactionId] = [
                entry.duration,
                entry.processingStart - entry.startTime,
                entry.processingEnd - entry.processingStart,
              ];
        }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
        let pressedAt = 0;
        (window as unknown as { __keys: KeyFigures }).__keys = { paint, work, slow };
        document.addEventListener(
          'keydown',
          (event) => {
            pressedAt = event.timeStamp;
            requestAnimationFrame(() =>
              setTimeout(() => paint.push(performance.now() - pressedAt), 0),
            );
          },
          true,
        );
        // The input event is the last the browser dispatches for a key: its end is the key's work done.
        document.addEventListener('input', () =>
          queueMicrotask(() => work.push(performance.now() - pressedAt)),
        );
      });
      for (let i = 0; i < 50; i++) await page.keyboard.type('abcdefghij'[i % 10]!, { delay: 30 });
      await page.waitForTimeout(300);
      const { paint, work, slow } = await page.evaluate(
        () => (window as unknown as { __keys: KeyFigures }).__keys,
      );
      const latencies = paint;
      const slowKeys = Object.values(slow).map(([duration]) => duration);
      // Keys Event Timing did not report took under 16 ms: the p95 is known once 95% are below it.
      const interaction = [...slowKeys, ...Array(Math.max(0, 50 - slowKeys.length)).fill(0)];
      const median = (values: number[]) => (values.length ? percentile(values, 50) : 0);
      const [delay, processing, presentation] = [
        Object.values(slow).map(([, inputDelay]) => inputDelay),
        Object.values(slow).map(([, , work]) => work),
        Object.values(slow).map(([duration, inputDelay, work]) => duration - inputDelay - work),
      ].map(median);
      const interactionP95 = percentile(interaction, 95);
      const label = throttle === 1 ? '' : ', 4x CPU throttling';
      record(`editorReadyMs${throttle}x`, ready, {
        figure: `Builder: navigation to editable canvas (12 sections, 60 projects, 120 images${label})`,
        value: `${ready.toFixed(0)} ms`,
        compared: 'production build, PGlite',
      });
      record(`keystrokeEventTimingP95Ms${throttle}x`, interactionP95, {
        figure: `Builder: keystroke interaction p95 (Event Timing, input to next paint), hero title${label}`,
        value: interactionP95 < 16 ? '< 16 ms' : `${interactionP95.toFixed(0)} ms`,
        compared: `target < ${throttle === 1 ? 16 : 50} ms; ${slowKeys.length} of 50 keys at 16 ms or more, their median: input delay ${delay!.toFixed(0)}, handlers ${processing!.toFixed(0)}, to paint ${presentation!.toFixed(0)} ms`,
      });
      record(`keystrokeP50Ms${throttle}x`, percentile(latencies, 50), {
        figure: `Builder: keystroke to next painted frame p50 / p95, hero title${label}`,
        value: `${percentile(latencies, 50).toFixed(1)} / ${percentile(latencies, 95).toFixed(1)} ms`,
        compared: `target p95 < ${throttle === 1 ? 16 : 50} ms; includes waiting for the frame (16.7 ms at 60 Hz)`,
      });
      record(`keystrokeWorkP95Ms${throttle}x`, percentile(work, 95), {
        figure: `Builder: main-thread work per keystroke p50 / p95${label}`,
        value: `${percentile(work, 50).toFixed(1)} / ${percentile(work, 95).toFixed(1)} ms`,
        compared: `${work.length} keys; typing re-renders nothing until the edit is committed`,
      });
      results[`keystrokeP95Ms${throttle}x`] = percentile(latencies, 95);

      // A colour drag in the Style panel: 60 input events on the accent picker, each to its painted
      // frame; a token is a CSS variable, so no section should re-render.
      await page.getByRole('button', { name: 'Style', exact: true }).click();
      const picker = page.getByRole('complementary', { name: 'Style' }).getByLabel('Accent');
      await picker.waitFor();
      const { steps: drag, commit } = await picker.evaluate(async (input: HTMLInputElement) => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const steps: number[] = [];
        for (let step = 0; step < 60; step++) {
          const shade = (step * 4).toString(16).padStart(2, '0');
          const startedAt = performance.now();
          setValue.call(input, `#${shade}40c0`);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
          steps.push(performance.now() - startedAt);
        }
        // The picker closes: the drag becomes one step of the document, drawn once more.
        const endedAt = performance.now();
        input.dispatchEvent(new Event('change', { bubbles: true }));
        await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
        return { steps, commit: performance.now() - endedAt };
      });
      record(`colourDragP95Ms${throttle}x`, percentile(drag, 95), {
        figure: `Builder: colour drag, input to next painted frame p50 / p95 (60 steps)${label}`,
        value: `${percentile(drag, 50).toFixed(1)} / ${percentile(drag, 95).toFixed(1)} ms`,
        compared: `keystroke p95 ${percentile(latencies, 95).toFixed(1)} ms (target: within it); the drag shows on the Frame only`,
      });
      record(`colourDragCommitMs${throttle}x`, commit, {
        figure: `Builder: end of a colour drag, written to the document as one undo step, to paint${label}`,
        value: `${commit.toFixed(0)} ms`,
        compared: 'once per drag, not per step',
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

/** A document of 500 KB: the large portfolio with more work sections of long project texts. */
async function halfMegabyteContent() {
  const content = (await largeContent()) as {
    version: number;
    sections: Array<{ id: string; type: string; content: Record<string, unknown> }>;
  };
  const work = content.sections.find((section) => section.type === 'work')!;
  const story = 'Form follows feeling; the grid holds the story while the type carries its voice. ';
  for (let k = 0; Buffer.byteLength(JSON.stringify(content)) < 500 * 1024; k++)
    content.sections.splice(-1, 0, {
      id: `more-work-${k}`,
      type: 'work',
      content: {
        heading: `More work ${k}`,
        projects: (work.content.projects as object[]).map((project, n) => ({
          ...project,
          id: `more-${k}-${n}`,
          description: story.repeat(23),
        })),
      },
    });
  return content;
}

async function benchSaves({ call, signUp }: Server, databaseName: string) {
  const { token } = await signUp(`Save Bench ${databaseName}`);
  const content = await halfMegabyteContent();
  const created = await call('POST', '/api/portfolios', { title: 'Saves', content }, token);
  if (created.status !== 201) throw new Error(`could not create: ${created.body.message}`);
  const { id } = created.body.data.portfolio;
  let version: number = created.body.data.portfolio.version;
  const bytes = Buffer.byteLength(JSON.stringify(content));
  const times: number[] = [];
  for (let save = 0; save < 60; save++) {
    content.sections[0]!.content.title = `Save ${save}`;
    const start = performance.now();
    const answer = await call('PUT', `/api/portfolios/${id}`, { version, content }, token);
    if (save >= 10) times.push(performance.now() - start); // the first ten warm up
    if (answer.status !== 200)
      throw new Error(`save answered ${answer.status}: ${answer.body.message}`);
    version = answer.body.data.portfolio.version;
  }
  const key = databaseName === 'PGlite' ? 'savePglite' : 'savePostgres';
  record(`${key}P95Ms`, percentile(times, 95), {
    figure: `Save round trip p50 / p95, ${kb(bytes)} document, ${databaseName}`,
    value: `${percentile(times, 50).toFixed(0)} / ${percentile(times, 95).toFixed(0)} ms`,
    compared: `${times.length} saves over HTTP on loopback; answer carries the saved document`,
  });
  results[`${key}P50Ms`] = percentile(times, 50);
}

/** The form POST /api/upload/single takes; made before any clock starts (copying 25 MB takes a while). */
function uploadForm(bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** One image sent as POST /api/upload/single does it; its status and how long it took. */
async function timedUpload(origin: string, token: string, form: FormData) {
  const start = performance.now();
  const response = await fetch(`${origin}/api/upload/single`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const answer = (await response.json()) as { message?: string };
  return { status: response.status, ms: performance.now() - start, message: answer.message ?? '' };
}

/**
 * /api/health timed every 20 ms from a thread of its own: this thread's event loop is busy sending
 * the uploads, and its delays would be counted as the server's.
 */
function healthSampler(origin: string) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    let sampling = true;
    const latencies = [];
    parentPort.once('message', () => (sampling = false));
    (async () => {
      // Untimed: a thread's first fetch loads the HTTP client.
      await (await fetch(workerData + '/api/health')).arrayBuffer();
      parentPort.postMessage('ready');
      while (sampling) {
        const start = performance.now();
        await (await fetch(workerData + '/api/health')).arrayBuffer();
        latencies.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      parentPort.postMessage(latencies);
    })();`,
    { eval: true, workerData: origin },
  );
  const ready = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const result = ready.then(
    () =>
      new Promise<number[]>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      }),
  );
  return {
    ready,
    async stop() {
      worker.postMessage('stop');
      const latencies = await result;
      await worker.terminate();
      return latencies;
    },
  };
}

/**
 * Fair use of image work: /api/health and another user's small JPEG while one user uploads four
 * camera photos or heavy GIFs at once (issue 15: two such GIFs held a 640×480 JPEG up for 21.5 s).
 */
async function benchFairness({ origin, signUp }: Server) {
  const jpeg = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#3a6ea5' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="640" height="480"><circle cx="320" cy="240" r="160" fill="#fedcba"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
  const gif = { name: 'loop.gif', type: 'image/gif' };
  const scenarios = [
    {
      key: 'fairnessJpeg24',
      label: '4 concurrent 24 MP camera JPEGs',
      name: 'photo.jpg',
      type: 'image/jpeg',
      files: await Promise.all([0, 1, 2, 3].map(() => cameraJpeg())),
    },
    {
      ...gif,
      key: 'fairnessGif90',
      label: '4 concurrent 90-frame 1000×1000 GIFs (90 MP each, over the budget)',
      files: await Promise.all([0, 1, 2, 3].map((seed) => longGif(1000, 1000, 90, seed))),
    },
    {
      ...gif,
      key: 'fairnessGifUi24',
      label: '4 concurrent 24-frame 1000×1000 GIFs (24 MP each, at the budget; a square moves)',
      files: await Promise.all([0, 1, 2, 3].map((seed) => longGif(1000, 1000, 24, seed, 'spot'))),
    },
    {
      ...gif,
      key: 'fairnessGifVideo24',
      label:
        '4 concurrent 24-frame 1000×1000 GIFs (24 MP each, at the budget; every pixel changes)',
      files: await Promise.all([0, 1, 2, 3].map((seed) => longGif(1000, 1000, 24, seed))),
    },
  ];
  for (const { key, label, files, name, type } of scenarios) {
    const heavy = await signUp(`Heavy ${key}`);
    const light = await signUp(`Light ${key}`);
    // Warm: the server has made an image and answered a health check before the clock starts.
    await timedUpload(origin, light.token, uploadForm(jpeg, 'warm.jpg', 'image/jpeg'));
    // Made now: the bench's own copying would otherwise delay the health checks it times.
    const forms = files.map((file) => uploadForm(file, name, type));
    const otherForm = uploadForm(
      Buffer.concat([jpeg, Buffer.from(key)]),
      'photo.jpg',
      'image/jpeg',
    );
    const sampler = healthSampler(origin);
    await sampler.ready;
    const uploads = forms.map((form) => timedUpload(origin, heavy.token, form));
    // The small upload arrives while the big ones are being read and processed.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const other = await timedUpload(origin, light.token, otherForm);
    const heavyResults = await Promise.all(uploads);
    const latencies = await sampler.stop();
    const statuses = [...heavyResults, other].map((result) => result.status);
    if (statuses.some((status) => status !== 201))
      throw new Error(`${key}: uploads answered ${statuses.join(', ')}`);
    const times = heavyResults.map((result) => result.ms / 1000);
    const still = heavyResults.filter((result) => result.message.includes('first frame')).length;
    record(`${key}HealthP99Ms`, percentile(latencies, 99), {
      figure: `/api/health p50 / p99 during ${label}`,
      value: `${percentile(latencies, 50).toFixed(0)} / ${percentile(latencies, 99).toFixed(0)} ms`,
      compared: `target p99 < 50 ms; ${latencies.length} checks, one every 20 ms`,
    });
    results[`${key}HealthP50Ms`] = percentile(latencies, 50);
    record(`${key}OtherJpegMs`, other.ms, {
      figure: `Another user's 640×480 JPEG upload during them`,
      value: `${other.ms.toFixed(0)} ms`,
      compared: `the big uploads took ${Math.min(...times).toFixed(1)}–${Math.max(...times).toFixed(1)} s${type === gif.type ? `, ${files.length - still} of ${files.length} kept animated; issue 15: 21.5 s behind two GIFs` : ''}`,
    });
  }
}

// `npm run bench -- editor saves` runs only those groups; no names runs them all.
const groups = [
  'start',
  'uploads',
  'transfer',
  'history',
  'page',
  'marketing',
  'themes',
  'editor',
  'builder',
  'saves',
  'fairness',
  'analytics',
  'list',
  'static',
] as const;
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !groups.includes(name as never));
if (unknown.length)
  throw new Error(`Unknown groups ${unknown.join(', ')}: use ${groups.join(', ')}`);
const runs = (group: (typeof groups)[number]) => chosen.length === 0 || chosen.includes(group);

if (runs('start')) await benchStart();
if (runs('uploads')) await benchUploads();
if (runs('transfer')) await benchTransfer();
if (runs('history')) await benchHistory(record);
if (runs('analytics')) await benchAnalytics(record);
if (runs('static')) await benchStatic(record);
// The production server is started only for the groups that use it.
const serverGroups = [
  'page',
  'marketing',
  'themes',
  'editor',
  'builder',
  'saves',
  'fairness',
  'list',
] as const;
if (serverGroups.some(runs)) {
  const server = await startServer();
  try {
    if (runs('page')) await benchPublishedPage(server);
    if (runs('marketing'))
      await benchMarketing(server.origin, record, { path: chromiumPath, args: chromiumArgs });
    if (runs('themes'))
      await benchThemes(server, record, chromium, { path: chromiumPath, args: chromiumArgs });
    if (runs('editor')) {
      await benchEditor(server);
      await benchEditorScale(server, record, chromium, { path: chromiumPath, args: chromiumArgs });
    }
    if (runs('builder'))
      await benchBuilder(server, record, chromium, { path: chromiumPath, args: chromiumArgs });
    if (runs('saves')) await benchSaves(server, 'PGlite');
    if (runs('fairness')) await benchFairness(server);
    if (runs('list')) await benchPortfolioList(server, record);
  } finally {
    await server.stop();
    for (const suffix of ['', '.gz', '.br'])
      rmSync(`dist/${STATIC_COPY}${suffix}`, { force: true });
  }
}
const database = runs('saves')
  ? await createPostgresDatabase().catch((error: Error) => {
      console.warn(`No PostgreSQL for the save figures: ${error.message}`);
    })
  : undefined;
if (database) {
  const onPostgres = await startServer({ DATABASE_URL: database.url });
  try {
    await benchSaves(onPostgres, 'PostgreSQL');
  } finally {
    await onPostgres.stop();
    await database.drop();
  }
}

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
