import { createReadStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';
import { appAddresses } from '../../templates/case-study-addresses';
import { domainOrigin } from '../domains/store';
import { livePageHtml, scriptTag, type BuildAssets } from '../pages/document';
import { storageKeyOf } from '../uploads/library';
import type { Storage } from '../uploads/storage';

/** An uploaded image's address in HTML, not part of an absolute URL (og:image stays absolute). */
const UPLOAD_IN_HTML =
  /(?<![\w.:/%-])\/uploads\/[a-f0-9]{2}\/([a-f0-9]{64}-\d{1,5}x\d{1,5}\.webp)(?![A-Za-z0-9])/g;
/** A template's own picture (a default portrait, a placeholder), served from the build. */
const TEMPLATE_FILE_IN_HTML =
  /(?<![\w.:/%-])\/(templates\/[A-Za-z0-9_-]+\/[A-Za-z0-9_./-]+\.(?:svg|png|jpe?g|webp|gif|avif))(?![A-Za-z0-9])/g;
const ASSET_IN_CSS = /url\(\s*(["']?)\/assets\/([^"')?#\s]+)([?#][^"')\s]*)?\1\s*\)/g;

type LiveCopy = Parameters<typeof livePageHtml>[2];

export type StaticSite = { stream: Readable; images: string[]; html: string };

/** Where the site lives: the app's public address, and the portfolio's verified domain if it has one. */
export type SiteAddress = { app: string; domain?: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The page's own addresses (og:url, canonical, links home and to its case studies) moved from
 * /portfolio/{slug} at the app to the root of its domain, as the domain serves them.
 */
function atDomain(html: string, slug: string, app: string, domain: string) {
  const home = `(?:${escapeRegExp(app)})?${escapeRegExp(appAddresses(slug).home)}`;
  const own = new RegExp(`(\\s(?:href|content)=")${home}(?:/|(?=["#?]))`, 'g');
  return html.replace(own, `$1${domainOrigin(domain)}/`);
}

/**
 * The live page as a folder any static host serves, and that works opened from disk: index.html
 * rendered exactly as /portfolio/{slug}, its styles in it and their fonts under assets/, the
 * images it shows (every srcset variant) under images/, all addresses relative. The islands script
 * is inlined: a module script loaded by src is refused from file:// by Chromium, an inline one runs.
 * Links to other pages of the site (case studies) point at the live site, at its domain if it has
 * one; the brief form posts to the app, which takes it from any origin (a stamp is fetched as the
 * page opens), and the Folio badge links to the app. The view counter is left out.
 */
export function staticSite(
  storage: Storage,
  built: BuildAssets,
  staticDir: string | undefined,
  site: SiteAddress,
  live: LiveCopy,
  slug: string,
  now = new Date(),
): StaticSite {
  // The app's address: where the form posts, the badge points and pictures not in the folder load.
  const origin = site.app;
  const fromBuild = (href: string) =>
    staticDir ? path.join(staticDir, href.replace(/^\/+/, '')) : undefined;
  const zip = new yazl.ZipFile();
  const options = { mtime: now };

  let html = livePageHtml(built, origin, live, slug);
  // The view counter reads the page's slug: without it the page makes no request.
  html = html.replace(
    /(<html lang="en") data-portfolio-slug="[^"]*"( data-case-study="[^"]*")?/,
    '$1',
  );
  if (site.domain) html = atDomain(html, slug, origin, site.domain);

  const images = new Set<string>();
  html = html.replace(UPLOAD_IN_HTML, (url: string, name: string) => {
    images.add(url);
    return `images/${name}`;
  });

  // A template's pictures come along when the build has them; otherwise they load from the live site.
  const templateFiles = new Set<string>();
  html = html.replace(TEMPLATE_FILE_IN_HTML, (url: string, local: string) => {
    const file = fromBuild(local);
    if (!file || local.includes('..') || !existsSync(file)) return `${origin}${url}`;
    templateFiles.add(local);
    return local;
  });
  for (const local of templateFiles) zip.addFile(fromBuild(local)!, local, options);

  // The page's styles are in it; their fonts come along under assets/: /assets/x.woff2 becomes assets/x.woff2.
  const fonts = new Set<string>();
  html = html.replace(/<style>[\s\S]*?<\/style>/g, (sheet) =>
    sheet.replace(ASSET_IN_CSS, (_match, quote: string, name: string, suffix = '') => {
      fonts.add(name);
      return `url(${quote}assets/${name}${suffix}${quote})`;
    }),
  );
  // A page opened from disk may not preload fonts (a cross-origin fetch to file:); its styles load them.
  html = html.replace(/<link rel="preload"[^>]*>/g, '');
  for (const src of built.scripts) {
    const tag = scriptTag(src);
    const file = fromBuild(src);
    if (!html.includes(tag) || !file || !existsSync(file)) continue;
    const code = readFileSync(file, 'utf8').replace(/<\/(script)/gi, '<\\/$1');
    html = html.replace(tag, () => `<script type="module">${code}</script>`);
  }
  for (const name of fonts) {
    const file = fromBuild(`assets/${name}`);
    if (file && existsSync(file))
      zip.addReadStreamLazy(`assets/${name}`, options, (done) =>
        done(null, createReadStream(file)),
      );
  }
  const favicon = fromBuild('favicon.svg');
  if (favicon && existsSync(favicon)) {
    zip.addFile(favicon, 'favicon.svg', options);
    html = html.replaceAll('="/favicon.svg"', '="favicon.svg"');
  }
  // Whatever else points into the app (the form, the badge) goes there.
  html = html.replace(/(\s(?:href|action|src)=")\/(?!\/)/g, `$1${origin}/`);

  zip.addBuffer(Buffer.from(html), 'index.html', options);
  for (const url of images) {
    zip.addReadStreamLazy(
      `images/${url.slice(url.lastIndexOf('/') + 1)}`,
      { ...options, compress: false },
      (done) => {
        storage.get(storageKeyOf(url)).then(
          // A variant missing from storage is a broken image on the page too: an empty file stands in.
          (stored) => done(null, stored?.body ?? emptyStream()),
          (error: Error) => done(error, undefined as never),
        );
      },
    );
  }
  zip.end();
  const stream = new PassThrough();
  zip.on('error', (error: Error) => stream.destroy(error));
  zip.outputStream.on('error', (error: Error) => stream.destroy(error));
  zip.outputStream.pipe(stream);
  return { stream, images: [...images], html };
}

function emptyStream() {
  const stream = new PassThrough();
  stream.end();
  return stream;
}
