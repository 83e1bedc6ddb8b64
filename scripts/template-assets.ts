import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { PREVIEW_WIDTHS, previewVariantUrl } from '../templates/preview-images.ts';
import { templateStylesheetEntry } from '../templates/stylesheets.ts';
import { templateFolders } from './discover-templates.ts';

// A template keeps its pictures in <folder>/assets/ and its styles in <folder>/style.css, its folder
// being templates/<id>/ or its package's (scripts/discover-templates.ts).
// This plugin serves those pictures at /templates/<id>/... (dev) and copies them there (build); the
// stylesheets become build entries of their own, so a published page loads only its template's.

const TEMPLATES = 'templates';
const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

/** The stylesheet entry of every template that has one, named `template-<id>` for the build's input. */
export function templateStylesheets(root: string): Record<string, string> {
  return Object.fromEntries(
    templateFolders(root)
      .filter(({ folder }) => existsSync(path.join(folder, 'style.css')))
      .map(({ id, folder }) => [
        templateStylesheetEntry(id),
        path.relative(root, path.join(folder, 'style.css')).split(path.sep).join('/'),
      ]),
  );
}

/** Every font's stylesheet (templates/shared/fonts/<id>.css), an entry each: a page links its pairing's. */
export function fontStylesheets(root: string): Record<string, string> {
  const folder = path.join(root, TEMPLATES, 'shared', 'fonts');
  return Object.fromEntries(
    readdirSync(folder)
      .filter((name) => name.endsWith('.css'))
      .map((name) => [`font-${name.slice(0, -4)}`, `${TEMPLATES}/shared/fonts/${name}`]),
  );
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** Every template asset: where it lies on disk, and its address on the site. */
export function templateAssets(root: string): { file: string; url: string }[] {
  return templateFolders(root).flatMap(({ id, folder }) => {
    const assets = path.join(folder, 'assets');
    return filesUnder(assets).map((file) => ({
      file,
      url: `/${TEMPLATES}/${id}/${path.relative(assets, file).split(path.sep).join('/')}`,
    }));
  });
}

/** The gallery picture's WebP copies (templates/preview-images.ts): address and how to make each. */
export function previewVariants(root: string): { url: string; make: () => Promise<Buffer> }[] {
  return templateAssets(root)
    .filter((asset) => /^preview\.(jpe?g|png)$/i.test(path.basename(asset.file)))
    .flatMap((asset) =>
      PREVIEW_WIDTHS.map((width) => ({
        url: previewVariantUrl(asset.url, width),
        make: () =>
          sharp(asset.file)
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: 78 })
            .toBuffer(),
      })),
    );
}

export function templateAssetsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'template-assets',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = decodeURIComponent((request.url ?? '').split('?')[0]!);
        const asset = url.startsWith(`/${TEMPLATES}/`)
          ? templateAssets(root).find((candidate) => candidate.url === url)
          : undefined;
        const variant = asset
          ? undefined
          : previewVariants(root).find((candidate) => candidate.url === url);
        if (variant) {
          response.setHeader('Content-Type', 'image/webp');
          void variant.make().then((body) => response.end(body), next);
          return;
        }
        if (!asset) return next();
        response.setHeader(
          'Content-Type',
          TYPES[path.extname(asset.file)] ?? 'application/octet-stream',
        );
        response.end(readFileSync(asset.file));
      });
    },
    async generateBundle() {
      for (const asset of templateAssets(root))
        this.emitFile({
          type: 'asset',
          fileName: asset.url.slice(1),
          source: readFileSync(asset.file),
        });
      for (const variant of previewVariants(root))
        this.emitFile({
          type: 'asset',
          fileName: variant.url.slice(1),
          source: await variant.make(),
        });
    },
  };
}

/**
 * In the browser build, templates/catalogue.ts becomes its own result as plain data (printed by
 * scripts/template-catalogue.ts): the gallery then carries neither the templates' code nor zod.
 */
export function templateCatalogue(): Plugin {
  let root = process.cwd();
  let catalogue: string | undefined;
  return {
    name: 'template-catalogue',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    load(id) {
      if (path.resolve(id.split('?')[0]!) !== path.join(root, 'templates/catalogue.ts'))
        return null;
      catalogue ??= execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '--import',
          './server/register-asset-hooks.ts',
          'scripts/template-catalogue.ts',
        ],
        { cwd: root, encoding: 'utf8' },
      );
      return `export function templateCatalogue() {\n  return ${catalogue};\n}\n`;
    },
  };
}
