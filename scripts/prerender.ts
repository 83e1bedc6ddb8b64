// Part of the build, after `vite build`: every marketing and public app page rendered to full HTML
// (src/app/renderPage.tsx) inside dist/index.html, so it reads without JavaScript and then hydrates.
// renderToString under tsx and the asset hooks, as published pages render: one path, no second (SSR) bundle.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { loadEnv } from 'vite';
import { PRERENDER_ORIGIN, PRERENDERED_DIR, appRoutes, prerenderedFile } from '../model/routes';
import { latinFace } from '../server/pages/document';
import { escapeHtml } from '../model/html';
import { STATIC_PAGE_META, templatePreviewMeta, type PageMeta } from '../src/app/pageMeta';
import { renderAppPage } from '../src/app/renderPage';
import { listTemplates } from '../templates';
import { PUBLIC_MANIFEST_FILE } from './chunk-modules';
import { stylesheetApplies } from './support/stylesheet-applies';

type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
};
type Manifest = Record<string, ManifestChunk>;

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

// The contact form's endpoint is written into the browser build from the environment and .env files:
// the prerendered form must post to the same address.
const buildEnv = loadEnv('production', root, ['VITE_', 'FORM_ENDPOINT']);
// Assigned only when set: process.env would keep `undefined` as the string "undefined".
if (buildEnv.FORM_ENDPOINT) process.env.FORM_ENDPOINT ??= buildEnv.FORM_ENDPOINT;

// The app's page without its entry: these pages load the public entry (src/public-main.tsx) instead.
const shell = readFileSync(path.join(dist, 'index.html'), 'utf8').replace(
  /\s*<(?:script type="module"|link rel="(?:modulepreload|stylesheet)")[^>]*>(?:<\/script>)?/g,
  '',
);
const manifest = JSON.parse(
  readFileSync(path.join(dist, PUBLIC_MANIFEST_FILE), 'utf8'),
) as Manifest;
const PUBLIC_ENTRY = 'src/public-main.tsx';
const starter = manifest['src/app/startAfterPaint.ts']!.file;

type Page = PageMeta & { path: string; image?: string };
const pages: Page[] = [
  ...Object.entries(STATIC_PAGE_META).map(([pagePath, meta]) => ({ path: pagePath, ...meta })),
  ...listTemplates().map((template) => ({
    path: appRoutes.templatePreview.replace(':templateId', encodeURIComponent(template.id)),
    image: template.preview,
    ...templatePreviewMeta(template),
  })),
];

const entry = collect(PUBLIC_ENTRY, new Set());

/** A chunk and everything it imports statically: the files a page needs before it can run. */
function collect(key: string, seen: Set<string>): { chunks: Set<string>; css: Set<string> } {
  const chunks = new Set<string>();
  const css = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) throw new Error(`${name} is not in the build's manifest`);
    chunks.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { chunks, css };
}

/** The manifest key of a lazy page: found by its component's name, proven by identity. */
async function pageChunk(component: ComponentType): Promise<string> {
  const candidates = Object.entries(manifest).filter(
    ([, chunk]) => chunk.isDynamicEntry && chunk.name === component.name,
  );
  for (const [key, chunk] of candidates) {
    const loaded = (await import(path.join(root, chunk.src ?? key))) as { default?: unknown };
    if (loaded.default === component) return key;
  }
  throw new Error(`No chunk of the build holds the page ${component.name || 'without a name'}`);
}

function meta(page: Page) {
  const url = `${PRERENDER_ORIGIN}${page.path}`;
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    '<meta property="og:type" content="website">',
    '<meta property="og:site_name" content="Folio">',
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    page.image &&
      `<meta property="og:image" content="${escapeHtml(`${PRERENDER_ORIGIN}${page.image}`)}">`,
    `<meta name="twitter:card" content="${page.image ? 'summary_large_image' : 'summary'}">`,
  ]
    .filter(Boolean)
    .join('\n    ');
}

const replaceOnce = (html: string, pattern: RegExp, replacement: string) => {
  if (!pattern.test(html)) throw new Error(`dist/index.html has no ${pattern}`);
  return html.replace(pattern, () => replacement);
};

// The app's type, fetched beside its stylesheet: the prerendered text would otherwise shift when it swaps in.
const fontPreloads = [...entry.css].flatMap((sheet) => {
  const face = latinFace(readFileSync(path.join(dist, sheet), 'utf8'));
  return face
    ? [`<link rel="preload" href="${face}" as="font" type="font/woff2" crossorigin>`]
    : [];
});

rmSync(path.join(dist, PRERENDERED_DIR), { recursive: true, force: true });
const renderedAt = Date.now();
for (const page of pages) {
  const rendered = await renderAppPage(page.path);
  if (rendered.status !== 200)
    throw new Error(`${page.path} rendered with status ${rendered.status}`);
  const chunks = new Set<string>();
  const styles = new Set<string>();
  if (rendered.lazyPages.length === 0) throw new Error(`${page.path} showed no page`);
  for (const component of rendered.lazyPages) {
    const needs = collect(await pageChunk(component), new Set([PUBLIC_ENTRY]));
    for (const file of needs.chunks) if (!entry.chunks.has(file)) chunks.add(file);
    for (const sheet of needs.css) if (!entry.css.has(sheet)) styles.add(sheet);
  }
  // React writes the preloads of the page's images first: they belong in the head.
  const [, preloads = '', body = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(rendered.html) ?? [];
  let html = replaceOnce(shell, /\s*<meta\s+name="description"[\s\S]*?>/, '');
  html = replaceOnce(html, /<title>[\s\S]*?<\/title>/, meta(page));
  const entryFile = manifest[PUBLIC_ENTRY]!.file;
  const sheets = [
    ...entry.css,
    ...[...styles].filter((file) =>
      stylesheetApplies(readFileSync(path.join(dist, file), 'utf8'), body),
    ),
  ];
  // The page's modules, the entry first: the starter adds them once the page has painted.
  const modules = [entryFile, ...[...entry.chunks, ...chunks].filter((file) => file !== entryFile)];
  const links = [
    // Its stylesheets inline, no round trip before the first paint; each disabled <link> beside
    // them tells Vite's chunk loader the sheet is on the page already, so it never fetches it again.
    ...sheets.map(
      (file) =>
        `<style>${readFileSync(path.join(dist, file), 'utf8').trim()}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`,
    ),
    ...fontPreloads,
    `<script type="module" crossorigin src="/${starter}" data-modules="${modules.map((file) => `/${file}`).join(' ')}"></script>`,
    preloads,
  ];
  html = replaceOnce(html, /<\/head>/, `  ${links.filter(Boolean).join('\n    ')}\n  </head>`);
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered-at="${renderedAt}">${body}</div>`,
  );
  const file = path.join(dist, PRERENDERED_DIR, prerenderedFile(page.path));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  console.log(`Prerendered ${page.path} (${Math.round(Buffer.byteLength(html) / 1024)} KB)`);
}
