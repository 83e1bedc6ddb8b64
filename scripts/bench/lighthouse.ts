// Lighthouse mobile (its default: a mid-range phone, slow 4G), the median of 3 runs by score.
import type { RecordFigure } from './shared';

type Chrome = { path: string; args: string[] };

export type LighthouseFigures = {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  seo?: number;
};

export async function lighthouseMedian(
  url: string,
  chrome: Chrome,
  { seo = false }: { seo?: boolean } = {},
): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const runs: LighthouseFigures[] = [];
  for (let run = 0; run < 3; run++) {
    const browser = await launch({ chromePath: chrome.path, chromeFlags: chrome.args });
    try {
      const { lhr } = (await lighthouse(url, {
        port: browser.port,
        output: 'json',
        onlyCategories: seo ? ['performance', 'seo'] : ['performance'],
        logLevel: 'error',
      }))!;
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
        ...(seo ? { seo: Math.round((lhr.categories.seo?.score ?? 0) * 100) } : {}),
      });
    } finally {
      browser.kill();
    }
  }
  return runs.sort((a, b) => a.score - b.score)[1]!;
}

/** The pages a designer meets first, beside the published page's figures (issue 22's targets). */
export const MARKETING_PAGES = ['/', '/templates', '/login'] as const;

export async function benchMarketing(origin: string, record: RecordFigure, chrome: Chrome) {
  for (const path of MARKETING_PAGES) {
    const figures = await lighthouseMedian(`${origin}${path}`, chrome, { seo: true });
    const key = path === '/' ? 'home' : path.slice(1);
    record(`marketingLighthouse_${key}`, figures.score, {
      figure: `${path}: Lighthouse mobile performance / SEO (median of 3)`,
      value: `${figures.score} / ${figures.seo}; LCP ${(figures.lcp / 1000).toFixed(2)} s, CLS ${figures.cls.toFixed(3)}, TBT ${figures.tbt.toFixed(0)} ms`,
      compared: 'target ≥ 98 / 100; LCP ≤ 1.5 s, CLS ≤ 0.01',
    });
  }
}
