// The published page: what a first visit downloads (brotli, and gzip), Lighthouse mobile, and its
// requests per second beside the same bytes served as a static file.
import http from 'node:http';
import { writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../server/chromium';
import { listTemplates } from '../../templates';
import { lighthouseMedian } from './lighthouse';
import type { BenchServer, RecordFigure } from './shared';

export const STATIC_COPY = 'bench-static-page.html';

/** What a first visit at a phone's width downloads, by kind: as the browser got it (brotli), and as gzip. */
async function firstVisit(url: string) {
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
  return { sizes, gzipped };
}

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

export async function benchPublishedPage(
  { origin, call, signUp }: BenchServer,
  record: RecordFigure,
) {
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

  const { sizes, gzipped } = await firstVisit(url);
  const kilobytes = (n = 0) => `${(n / 1024).toFixed(1)} KB`;
  record('publishedJsBytes', sizes.script ?? 0, {
    figure: 'Published page: JavaScript downloaded, brotli (gzip)',
    value: `${kilobytes(sizes.script)} (${kilobytes(gzipped.script)})`,
    compared: 'budget 30 KB',
  });
  record('publishedJsGzipBytes', gzipped.script ?? 0);
  record('publishedHtmlCssBytes', (sizes.document ?? 0) + (sizes.stylesheet ?? 0), {
    figure: 'Published page: HTML + CSS downloaded, brotli (gzip)',
    value: `${kilobytes(sizes.document)} + ${kilobytes(sizes.stylesheet)} (${kilobytes(gzipped.document)} + ${kilobytes(gzipped.stylesheet)})`,
    compared: `fonts ${kilobytes(sizes.font)}, images ${kilobytes(sizes.image)}`,
  });
  record('publishedHtmlCssGzipBytes', (gzipped.document ?? 0) + (gzipped.stylesheet ?? 0));

  const median = await lighthouseMedian(url, { path: chromiumPath, args: chromiumArgs });
  record('lighthouseScore', median.score, {
    figure: 'Published page: Lighthouse mobile performance (median of 3)',
    value: String(median.score),
    compared: `target 98; LCP ${(median.lcp / 1000).toFixed(2)} s (target < 1.5 s)`,
  });
  record('lighthouseLcpMs', median.lcp);

  // Every template's sample page, published: Lighthouse mobile and the fonts a first visit fetches.
  for (const template of listTemplates()) {
    const made = await call(
      'POST',
      '/api/portfolios',
      { title: `Bench ${template.name}`, templateId: template.id },
      token,
    );
    const slug = `bench-page-${template.id}`;
    await call(
      'PUT',
      `/api/portfolios/${made.body.data.portfolio.id}`,
      { version: made.body.data.portfolio.version, slug, published: true },
      token,
    );
    const page = `${origin}/portfolio/${slug}`;
    const figures = await lighthouseMedian(page, { path: chromiumPath, args: chromiumArgs });
    const { sizes: visit } = await firstVisit(page);
    record(`lighthouse_${template.id}`, figures.score, {
      figure: `${template.name}'s published page: Lighthouse mobile (median of 3), LCP, CLS; fonts a first visit fetches at 390 px`,
      value: `${figures.score}, LCP ${(figures.lcp / 1000).toFixed(2)} s, CLS ${figures.cls.toFixed(3)}; fonts ${kilobytes(visit.font)}`,
      compared: 'goal 100, LCP ≤ 1.2 s, CLS 0; fonts ≤ 60 KB',
    });
    record(`lighthouseLcpMs_${template.id}`, figures.lcp);
    record(`firstVisitFontBytes_${template.id}`, visit.font ?? 0);
  }

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
