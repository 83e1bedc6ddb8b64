import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';
import {
  PORTFOLIO_FILE_FORMAT,
  PORTFOLIO_FILE_NAME,
  PORTFOLIO_FILE_VERSION,
  portfolioFile,
  type PortfolioFile,
  type PortfolioFileImage,
} from '../../model/portfolio-file';
import type { Portfolio } from '../../model/portfolio';
import { uploadVariants } from '../../model/images';
import { getTemplate } from '../../templates';
import { storageKeyOf } from '../uploads/library';
import type { Storage } from '../uploads/storage';
import { hashStream } from './zip';

/** An uploaded image's address anywhere in a text (the documents name the largest variant). */
export const UPLOAD_URL_IN_TEXT =
  /\/uploads\/[a-f0-9]{2}\/[a-f0-9]{64}-\d{1,5}x\d{1,5}\.webp(?![A-Za-z0-9])/g;

/** Every uploaded image's address named in these documents, each once, in order of appearance. */
export function uploadUrlsIn(...documents: unknown[]): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(UPLOAD_URL_IN_TEXT)) found.add(match[0]);
    } else if (value && typeof value === 'object' && depth < 64) {
      for (const item of Array.isArray(value) ? value : Object.values(value))
        visit(item, depth + 1);
    }
  };
  for (const document of documents) visit(document, 0);
  return [...found];
}

/** The same documents with every string's uploaded-image addresses replaced by `rewrite`. */
export function rewriteUploadUrls<T>(value: T, rewrite: (url: string) => string): T {
  const visit = (item: unknown): unknown => {
    if (typeof item === 'string') return item.replace(UPLOAD_URL_IN_TEXT, rewrite);
    if (Array.isArray(item)) return item.map(visit);
    if (item && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([key, v]) => [key, visit(v)]));
    return item;
  };
  return visit(value) as T;
}

const fileNameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/**
 * The portfolio's working copy as a zip: portfolio.json first, then every stored file (each variant)
 * of each image it shows. Files are read twice, one at a time: once to checksum them (the document
 * comes first and names their sums), then again as the zip is written, so memory stays flat however
 * many there are. A file gone from storage is left out, its address kept as it is.
 */
export async function exportPortfolio(
  storage: Storage,
  portfolio: Portfolio,
  now = new Date(),
): Promise<{ stream: Readable; file: PortfolioFile }> {
  const template = getTemplate(portfolio.templateId);
  const images: PortfolioFileImage[] = [];
  const sizes = new Map<string, number>();
  for (const url of uploadUrlsIn(portfolio.content, portfolio.styling, portfolio.caseStudies)) {
    // Every variant as stored, byte for byte: an import keeps the same files at the same addresses.
    for (const variant of uploadVariants(url) ?? []) {
      const path = `images/${fileNameOf(variant.url)}`;
      if (sizes.has(path)) continue;
      const stored = await storage.get(storageKeyOf(variant.url));
      if (!stored) continue;
      const { sha256, bytes } = await hashStream(stored.body);
      images.push({ path, url: variant.url, sha256 });
      sizes.set(path, bytes);
    }
  }
  const file = portfolioFile.parse({
    format: PORTFOLIO_FILE_FORMAT,
    formatVersion: PORTFOLIO_FILE_VERSION,
    exportedAt: now.toISOString(),
    templateId: template.id,
    templateVersion: template.version,
    title: portfolio.title,
    description: portfolio.description,
    content: portfolio.content,
    styling: portfolio.styling,
    caseStudies: portfolio.caseStudies,
    images,
  } satisfies PortfolioFile);

  const zip = new yazl.ZipFile();
  const options = { mtime: now, compress: false };
  zip.addBuffer(Buffer.from(`${JSON.stringify(file, null, 2)}\n`), PORTFOLIO_FILE_NAME, {
    mtime: now,
  });
  for (const image of images) {
    // Opened only when the zip reaches it; WebP does not shrink further, so it is stored as is.
    zip.addReadStreamLazy(image.path, { ...options, size: sizes.get(image.path) }, (done) => {
      storage.get(storageKeyOf(image.url)).then(
        (stored) =>
          stored
            ? done(null, stored.body)
            : done(new Error(`${image.url} vanished during export`), undefined as never),
        (error: Error) => done(error, undefined as never),
      );
    });
  }
  zip.end();
  // A failure midway ends the download (the client sees a broken transfer, never a wrong file).
  const stream = new PassThrough();
  zip.on('error', (error: Error) => stream.destroy(error));
  zip.outputStream.on('error', (error: Error) => stream.destroy(error));
  zip.outputStream.pipe(stream);
  return { stream, file };
}

/** "Brand Portfolio" → "brand-portfolio": a file name safe everywhere. */
export function downloadName(title: string, suffix: string, extension = 'zip') {
  const base =
    title
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '-')
      .slice(0, 60)
      .replace(/^-|-$/g, '') || 'portfolio';
  return `${base}${suffix}.${extension}`;
}
