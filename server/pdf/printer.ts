import { existsSync } from 'node:fs';
import type { Browser, Route } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium';
import { FairQueue } from '../uploads/fair-queue';
import { fetchPublicImage, systemResolve, type ResolveHost } from './public-image';
import { escapeHtml } from '../../model/html';

/** What the server prints: one page of HTML, answered at its address, and the footer's name. */
export type PrintJob = {
  /** The page's address: relative links and assets resolve against it, and the PDF links there. */
  url: string;
  html: string;
  /** Answers the page's requests for its own origin's files (styles, fonts, images), unsent. */
  fetch: (path: string) => Promise<{ status: number; contentType?: string; body: Buffer }>;
  /** The designer's name, on every page beside the page number. */
  footerName: string;
  /** Whose job it is: one user's PDFs are printed one at a time, the other slot stays free. */
  owner: string;
};

/** Why no PDF came: its message is for the designer, the status for the answer. */
export class PdfError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'PdfError';
  }
}

export const PDF_MESSAGES = {
  noChromium:
    'PDF export is unavailable on this server: its PDF printer (Chromium) is not installed.',
  cannotStart: 'PDF export is unavailable on this server right now. Please try again later.',
  timedOut: 'The PDF took too long to prepare. Please try again.',
  busy: 'Many PDFs are being prepared right now. Please try again in a minute.',
  closing: 'The server is restarting. Please try again in a moment.',
} as const;

export type PrinterOptions = {
  executablePath?: string;
  /** PDFs printed at once (each is a Chromium page); the rest wait their turn. */
  concurrency?: number;
  /** PDFs that may wait; more are refused with "busy" rather than queued for minutes. */
  maxWaiting?: number;
  /** One PDF's time from its turn to its last byte. */
  timeoutMs?: number;
  /** How names of pictures on other sites are resolved (tests hand in their own). */
  resolve?: ResolveHost;
};

/** The page's text face, to set the footer in: its family and its Latin woff2 file's bytes. */
export type FooterFont = { family: string; woff2: Buffer };

/**
 * The footer's face, inlined. Chromium draws the footer without waiting for a font to load: the
 * page loads the same face first, and the footer finds it ready.
 */
const footerFace = (font: FooterFont) =>
  `@font-face{font-family:"Folio footer";src:url(data:font/woff2;base64,${font.woff2.toString('base64')}) format("woff2")}`;

/**
 * Chromium's footer: the designer's name and "3 / 7". It is drawn apart from the page, where the
 * page's fonts are not loaded, so it carries the page's text face inline (or a system face without).
 */
export function footerTemplate(name: string, color: string, font?: FooterFont) {
  const face = font ? `<style>${footerFace(font)}</style>` : '';
  const family = font ? `"Folio footer",${font.family}` : "system-ui,'DejaVu Sans',sans-serif";
  return `${face}<div style="box-sizing:border-box;width:100%;padding:0 10mm;display:flex;justify-content:space-between;font:7.5pt/1 ${escapeHtml(family)};color:${escapeHtml(color)};opacity:0.7"><span>${escapeHtml(name)}</span><span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`;
}

/** A4's 794 CSS pixels hold a page laid out at 1100: the desktop layout, its type at about 9 pt. */
const PRINT_SCALE = 0.72;

/**
 * Prints pages to PDF with one shared Chromium, launched when first needed and closed with the
 * server: the published page's own renderer, stylesheets and fonts, so the PDF looks like the page.
 */
export class PdfPrinter {
  private browser?: Promise<Browser>;
  private closed = false;
  private readonly queue: FairQueue;
  private readonly executablePath: string;
  private readonly maxWaiting: number;
  private readonly timeoutMs: number;
  private readonly resolve: ResolveHost;

  constructor(options: PrinterOptions = {}) {
    this.executablePath = options.executablePath ?? chromiumPath;
    this.queue = new FairQueue(options.concurrency ?? 2);
    this.maxWaiting = options.maxWaiting ?? 8;
    this.timeoutMs = options.timeoutMs ?? 45_000;
    this.resolve = options.resolve ?? systemResolve;
  }

  /** The PDF's bytes; throws a PdfError with a message for the designer. */
  async print(job: PrintJob): Promise<Buffer> {
    if (this.closed) throw new PdfError(PDF_MESSAGES.closing, 5);
    if (!existsSync(this.executablePath)) throw new PdfError(PDF_MESSAGES.noChromium);
    if (this.queue.waiting >= this.maxWaiting) throw new PdfError(PDF_MESSAGES.busy, 60);
    return this.queue.run(job.owner, () => this.printNow(job));
  }

  async close() {
    this.closed = true;
    const browser = await this.browser?.catch(() => undefined);
    this.browser = undefined;
    await browser?.close().catch(() => {});
  }

  private launch(): Promise<Browser> {
    if (!this.browser) {
      // Imported with the first PDF: playwright-core is the largest module the server would load.
      const launching = import('playwright-core')
        .then(({ chromium }) =>
          chromium.launch({
            executablePath: this.executablePath,
            // Chromium resolves no name, not even an IP address: a connection it opens ahead of
            // a request (a frame's preconnect) leads nowhere; every answer comes from answer().
            args: [...chromiumArgs, '--host-resolver-rules=MAP * ~NOTFOUND'],
          }),
        )
        .then((browser) => {
          // A crashed browser is launched again by the next PDF.
          browser.on('disconnected', () => {
            if (this.browser === launching) this.browser = undefined;
          });
          return browser;
        });
      // A failed launch is tried again next time, not remembered.
      launching.catch(() => {
        if (this.browser === launching) this.browser = undefined;
      });
      this.browser = launching;
    }
    return this.browser;
  }

  private async printNow(job: PrintJob): Promise<Buffer> {
    if (this.closed) throw new PdfError(PDF_MESSAGES.closing, 5);
    const browser = await this.launch().catch((error: Error) => {
      throw Object.assign(new PdfError(PDF_MESSAGES.cannotStart, 60), { cause: error });
    });
    // A service worker's requests would pass the context's routes by.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      serviceWorkers: 'block',
    });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new PdfError(PDF_MESSAGES.timedOut, 30)), this.timeoutMs);
    });
    try {
      return await Promise.race([this.render(context, job), timedOut]);
    } finally {
      clearTimeout(timer);
      // Also ends a render still waiting on something after its time ran out.
      await context.close().catch(() => {});
    }
  }

  private async render(
    context: Awaited<ReturnType<Browser['newContext']>>,
    job: PrintJob,
  ): Promise<Buffer> {
    const origin = new URL(job.url).origin;
    // Every request of every page in the context is answered or refused here; after the time
    // limit the context is gone and its routes' answers have nowhere to go.
    await context.route('**/*', (route) =>
      answer(route, job, origin, this.resolve).catch(() => route.abort().catch(() => undefined)),
    );
    const page = await context.newPage();
    page.setDefaultTimeout(this.timeoutMs);
    await page.goto(job.url, { waitUntil: 'domcontentloaded' });
    // Every picture at its largest size (the original upload), loaded now rather than when
    // scrolled to; then the fonts. A picture that cannot load prints as its empty space.
    const paper = await page.evaluate(async () => {
      const images = [...document.images];
      for (const image of images) {
        image.removeAttribute('srcset');
        image.removeAttribute('sizes');
        image.loading = 'eager';
      }
      for (const source of document.querySelectorAll('picture source')) source.remove();
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      await document.fonts.ready;
      // The page's own colours, from the template's root (a case study's page is the body's first).
      const root = document.querySelector('#portfolio > [class], body > [class]') ?? document.body;
      const style = getComputedStyle(root);
      const painted = !/^(transparent|rgba\(.*, 0\))$/.test(style.backgroundColor);
      // The text face's upright Latin file, as its @font-face names it, for the footer.
      const family = style.fontFamily
        .split(',')[0]!
        .trim()
        .replace(/^["']|["']$/g, '');
      const faces = [...document.styleSheets].flatMap((sheet) => {
        try {
          return [...sheet.cssRules].filter(
            (rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule,
          );
        } catch {
          return []; // another origin's sheet keeps its rules to itself
        }
      });
      const face = faces.find(
        ({ style: face }) =>
          face.getPropertyValue('font-family').replace(/["']/g, '').trim() === family &&
          face.getPropertyValue('font-style') !== 'italic' &&
          /U\+0+-0*FF(?![0-9A-F])/i.test(face.getPropertyValue('unicode-range') || 'U+0000-00FF'),
      );
      const fontUrl = /url\(["']?([^"')]+\.woff2)/.exec(
        face?.style.getPropertyValue('src') ?? '',
      )?.[1];
      const font = fontUrl
        ? {
            family: style.fontFamily,
            url: new URL(fontUrl, face!.parentStyleSheet?.href ?? location.href).href,
          }
        : undefined;
      if (painted) return { background: style.backgroundColor, text: style.color, font };
      return { background: '#ffffff', text: '#111111', font };
    });
    // The page's colour reaches into the margins, where the footer is, and fills the last page.
    await page.addStyleTag({ content: `@page { background: ${paper.background}; }` });
    const font = await footerFont(job, paper.font);
    if (font) {
      await page.addStyleTag({ content: footerFace(font) });
      await page.evaluate(() => document.fonts.load('7.5pt "Folio footer"'));
    }
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: footerTemplate(job.footerName, paper.text, font),
      margin: { top: '12mm', bottom: '14mm', left: '0', right: '0' },
      // The page is laid out about 1100 px wide, as a laptop shows it, then fitted to the paper.
      scale: PRINT_SCALE,
      tagged: true,
      outline: true,
    });
    return pdf;
  }
}

/**
 * Chromium reaches no network: the page's own requests are answered by the server in-process (no
 * port to know), a picture on another https site is fetched by the server only when its host is
 * public (fetchPublicImage), and everything else is refused. data: URLs never get here.
 */
async function answer(route: Route, job: PrintJob, origin: string, resolve: ResolveHost) {
  const request = route.request();
  const url = new URL(request.url());
  if (url.origin === origin) {
    if (request.isNavigationRequest())
      return url.href === job.url
        ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: job.html })
        : route.abort();
    if (request.method() !== 'GET') return route.abort();
    const file = await job.fetch(url.pathname + url.search).catch(() => undefined);
    if (!file) return route.abort();
    return route.fulfill({ status: file.status, contentType: file.contentType, body: file.body });
  }
  if (request.resourceType() !== 'image' || request.method() !== 'GET') return route.abort();
  const picture = await fetchPublicImage(url.href, resolve).catch(() => undefined);
  if (!picture) return route.abort();
  return route.fulfill({
    status: picture.status,
    contentType: picture.contentType,
    body: picture.body,
  });
}

/** The page's text face for the footer, read from this server; none when it cannot be read. */
async function footerFont(
  job: PrintJob,
  font: { family: string; url: string } | undefined,
): Promise<FooterFont | undefined> {
  if (!font || new URL(font.url).origin !== new URL(job.url).origin) return undefined;
  const file = await job.fetch(new URL(font.url).pathname).catch(() => undefined);
  return file?.status === 200 ? { family: font.family, woff2: file.body } : undefined;
}
