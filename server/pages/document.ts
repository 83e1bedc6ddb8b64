// A visitor's page as HTML: the live snapshot drawn by its template, with the build's scripts,
// styles and fonts. The page routes, the PDF, the static site, sharing and domains all draw it here.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { normalizeContent } from '../../model/normalize';
import { isValidImageUrl } from '../../model/rules';
import type { CaseStudies } from '../../model/case-study';
import type { Styling } from '../../model/content';
import { FONTS } from '../../templates/shared/fonts';
import { resolveTheme } from '../../templates/theme';
import { MadeWithBadge } from '../../renderer/MadeWithBadge';
import { PortfolioView } from '../../renderer/PortfolioView';
import { getTemplate, isKnownTemplate, listTemplates } from '../../templates';
import { templateStylesheetEntry } from '../../templates/stylesheets';
import { appAddresses, type PortfolioAddresses } from '../../templates/case-study-addresses';
import { type LivePortfolio } from '../portfolios/store';
import { escapeHtml } from '../../model/html';
import { ISLANDS_MANIFEST_FILE } from './build-manifests';

/** A URL as link previews need it: with the site's origin in front of a path. */
export const absoluteUrl = (origin: string, url: string) =>
  /^https?:/i.test(url)
    ? url
    : `${origin}${url.startsWith('/') ? '' : '/'}${url.replace(/^\.\//, '')}`;

export type Assets = {
  scripts: string[];
  styles: string[];
  fonts?: string[];
  /** The text of each built stylesheet, by its address: the page carries it in a <style>. */
  sheets?: ReadonlyMap<string, string>;
};
type FontAssets = { styles: string[]; preload?: string };
export type BuildAssets = Assets & {
  templateStyles: Map<string, string[]>;
  /** Each template's own upright Latin faces (its fonts/fonts.css), by family name. */
  templateFaces: Map<string, Map<string, string>>;
  fontAssets: Map<string, FontAssets>;
};
type ManifestEntry = { file: string; name?: string; css?: string[] };

/**
 * The islands script and its stylesheets, and each template's own stylesheet (its folder's
 * style.css, built as `template-<id>`), from the build's manifest; none without a build.
 */
export function buildAssets(staticDir: string | undefined): BuildAssets {
  const none = {
    scripts: [],
    styles: [],
    sheets: new Map<string, string>(),
    templateStyles: new Map<string, string[]>(),
    templateFaces: new Map<string, Map<string, string>>(),
    fontAssets: new Map<string, FontAssets>(),
  };
  const manifestFile = staticDir && path.join(staticDir, '.vite', 'manifest.json');
  if (!manifestFile || !existsSync(manifestFile)) return none;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
  const islandsFile = path.join(staticDir, ISLANDS_MANIFEST_FILE);
  if (!existsSync(islandsFile)) return none;
  const islands = JSON.parse(readFileSync(islandsFile, 'utf8')) as Record<string, ManifestEntry>;
  const entry = islands['renderer/islands.ts'];
  if (!entry) return none;
  const stylesOf = (item: ManifestEntry) =>
    [...(item.file.endsWith('.css') ? [item.file] : []), ...(item.css ?? [])].map((f) => `/${f}`);
  const entries = Object.values(manifest);
  const templateStyles = new Map(
    listTemplates().flatMap((template) => {
      const entry = templateStylesheetEntry(template.id);
      const sheet = entries.find((item) => item.name === entry);
      return sheet ? [[template.id, stylesOf(sheet)] as const] : [];
    }),
  );
  const read = (file: string) => readFileSync(path.join(staticDir, file), 'utf8');
  const templateFaces = new Map(
    [...templateStyles].map(([id, sheets]) => [id, latinFaces(sheets.map(read).join('\n'))]),
  );
  const fontAssets = new Map(
    Object.keys(FONTS).flatMap((id) => {
      const sheet = manifest[`templates/shared/fonts/${id}.css`];
      if (!sheet) return [];
      const styles = stylesOf(sheet);
      return [[id, { styles, preload: latinFace(read(styles[0]!)) }] as const];
    }),
  );
  const styles = stylesOf(entry);
  const sheets = new Map(
    [
      ...styles,
      ...[...templateStyles.values()].flat(),
      ...[...fontAssets.values()].flatMap((font) => font.styles),
    ]
      .filter((href) => existsSync(path.join(staticDir, href)))
      .map((href) => [href, read(href)]),
  );
  return { scripts: [`/${entry.file}`], styles, sheets, templateStyles, templateFaces, fontAssets };
}

/** The file of a font's upright Latin face (fontsource names it "<font>-latin-…-normal"). */
export function latinFace(css: string): string | undefined {
  const files = [...css.matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)].map((found) => found[1]!);
  return files.find((file) => /-latin-(?!ext)[^/]*normal[^/]*\.woff2$/.test(file));
}

/** Each upright Latin face a style sheet declares, by the family it belongs to. */
export function latinFaces(css: string): Map<string, string> {
  const faces = new Map<string, string>();
  for (const [block] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    const family = /font-family:\s*["']?([^"';}]+?)["']?\s*[;}]/.exec(block)?.[1];
    const file = latinFace(block);
    if (family && file && !faces.has(family)) faces.set(family, file);
  }
  return faces;
}

const firstFamily = (stack: string) =>
  stack
    .split(',')[0]!
    .trim()
    .replace(/^['"]|['"]$/g, '');

/**
 * What a page of this template loads: the islands, that template's styles only, the sheets of the
 * fonts its pairing adds (the template's own are in its sheet), and the heading's face preloaded:
 * the first screen's name and headline are set in it, and the rest can swap in later.
 */
export function assetsFor(assets: BuildAssets, templateId?: string, styling?: unknown): Assets {
  const template = templateId ? getTemplate(templateId) : undefined;
  const styles = [
    ...assets.styles,
    ...((template && assets.templateStyles.get(template.id)) || []),
  ];
  if (!template) return { scripts: assets.scripts, styles, sheets: assets.sheets };
  const theme = resolveTheme(template, (styling ?? {}) as Partial<Styling>);
  const own = new Set(Object.values(template.styling.fonts));
  const added = theme.fontIds.filter((id) => !own.has(FONTS[id].family));
  const heading = added.find((id) => FONTS[id].family === theme.fonts.heading);
  const preload = heading
    ? assets.fontAssets.get(heading)?.preload
    : assets.templateFaces.get(template.id)?.get(firstFamily(theme.fonts.heading ?? ''));
  return {
    scripts: assets.scripts,
    styles: [...styles, ...added.flatMap((id) => assets.fontAssets.get(id)?.styles ?? [])],
    sheets: assets.sheets,
    fonts: preload ? [preload] : [],
  };
}

type Head = {
  title: string;
  /** Open Graph's type: a portfolio is a website, a case study an article. */
  type?: 'website' | 'article';
  description?: string;
  canonical?: string;
  image?: string;
  slug?: string;
  /** A case study's address within the portfolio at `slug`: its page script reports it. */
  caseStudy?: string;
};

/**
 * The islands' script: deferred, and fetched after what the first screen needs (its pictures and
 * fonts), since nothing it does is seen before a visitor acts.
 */
export const scriptTag = (src: string) =>
  `<script type="module" src="${src}" fetchpriority="low"></script>`;

export function page(assets: Assets, head: Head, body: string) {
  const meta = [
    `<title>${escapeHtml(head.title)}</title>`,
    head.description && `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.canonical && `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    head.description &&
      `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    head.canonical && `<meta property="og:url" content="${escapeHtml(head.canonical)}">`,
    head.image && `<meta property="og:image" content="${escapeHtml(head.image)}">`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    head.description &&
      `<meta name="twitter:description" content="${escapeHtml(head.description)}">`,
    head.image && `<meta name="twitter:image" content="${escapeHtml(head.image)}">`,
    ...(assets.fonts ?? []).map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...assets.styles.map((href) => {
      // In the page, not linked: a first visit paints after one request, not after two more.
      const css = assets.sheets?.get(href);
      return css === undefined
        ? `<link rel="stylesheet" href="${href}">`
        : `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
    }),
    ...assets.scripts.map(scriptTag),
  ].filter(Boolean);
  const slug = head.slug
    ? ` data-portfolio-slug="${escapeHtml(head.slug)}"${head.caseStudy ? ` data-case-study="${escapeHtml(head.caseStudy)}"` : ''}`
    : '';
  return `<!doctype html><html lang="en"${slug}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" type="image/svg+xml" href="/favicon.svg">${meta.join('')}</head><body>${body}</body></html>`;
}

export const notice = (title: string, text: string) =>
  `<main class="public-notice"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><a href="/">Go to Homepage</a></main>`;

/** The first image of a document, for link previews. */
function firstImage(content: ReturnType<typeof normalizeContent>): string | undefined {
  const found: string[] = [];
  const visit = (value: unknown, key = '') => {
    if (typeof value === 'string') {
      if (
        /^(image|src)$/i.test(key) &&
        value &&
        isValidImageUrl(value) &&
        !value.startsWith('data:')
      )
        found.push(value);
    } else if (Array.isArray(value)) value.forEach((item) => visit(item, key));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  for (const section of content.sections.filter((s) => !s.hidden)) visit(section.content);
  return found[0];
}

/** A portfolio's page at one live snapshot, with its compressed forms made once, when first asked for. */
/** A new build changes the pages' script and styles: a browser's or CDN's copy must not match then. */
export const buildStamp = (built: BuildAssets) =>
  createHash('sha256')
    .update(JSON.stringify([built.scripts, built.styles, [...built.templateStyles]]))
    .digest('hex')
    .slice(0, 8);

/**
 * The HTML of a portfolio's live copy as /portfolio/{slug} serves it (the static-site download
 * renders the same page, server/transfer/static-site.ts).
 */
export function livePageHtml(
  built: BuildAssets,
  origin: string,
  row: Pick<
    LivePortfolio,
    'id' | 'templateId' | 'title' | 'description' | 'content' | 'styling' | 'caseStudies'
  >,
  slug: string,
  /** Served by this server: with the owner's edit link, which the page's script shows to them only. */
  served = false,
  /** Where its pages are: under /portfolio/{slug} unless it is read at its own domain. */
  addresses: PortfolioAddresses = appAddresses(slug),
  /** The signed time the page is made, for its brief form's fill-time guard (server/enquiries/stamp.ts). */
  briefStarted = '',
  /** The product's own address, the "Made with" badge's link: absolute when read at another domain. */
  productUrl = '/',
) {
  const absolute = (url: string) => absoluteUrl(origin, url);
  const content = normalizeContent(row.content);
  const title = row.title || 'Portfolio';
  const body = isKnownTemplate(row.templateId)
    ? renderToString(
        createElement(PortfolioView, {
          content,
          styling: row.styling as never,
          templateId: row.templateId,
          portfolioId: row.id,
          slug,
          addresses,
          caseStudies: row.caseStudies as CaseStudies,
          briefStarted,
        }),
      ) +
      renderToString(createElement(MadeWithBadge, { href: productUrl })) +
      (served
        ? `<a class="owner-edit" href="/portfolio-builder/${escapeHtml(row.id)}" data-owner-of="${escapeHtml(row.id)}" hidden>Edit portfolio</a>`
        : '')
    : notice('Template Not Found', 'The template for this portfolio is not available.');
  const image = firstImage(content);
  return page(
    assetsFor(built, row.templateId, row.styling),
    {
      title,
      description: row.description,
      canonical: `${origin}${addresses.home}`,
      image: image ? absolute(image) : undefined,
      slug,
    },
    `<div id="portfolio">${body}</div>`,
  );
}
