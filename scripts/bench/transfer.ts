// Export and import of a portfolio showing 120 images, in process: the export's time and the peak
// RSS growth while it streams, and the import of that export through the upload pipeline.
import http from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import yazl from 'yazl';
import { newCaseStudy } from '../../model/case-study';
import { apiClient } from '../support/server-process';
import { mb, type RecordFigure } from './shared';

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
export async function benchTransfer(record: RecordFigure) {
  const COUNT = 120;
  // Loaded after the asset hooks are in place: the app imports the templates' stylesheets.
  const { buildApp } = await import('../../server/app');
  const { loadConfig } = await import('../../server/config');
  const { getTemplate } = await import('../../templates');
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
