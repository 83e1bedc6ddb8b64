// Lighthouse mobile (its default: a mid-range phone, slow 4G), the median of 3 runs by score (or of
// as many as asked, each run kept: `/` must hold CLS 0 in every one of five).
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
  options: { seo?: boolean } = {},
): Promise<LighthouseFigures> {
  return medianRun(await lighthouseRuns(url, chrome, { ...options, count: 3 }));
}

const medianRun = (runs: LighthouseFigures[]) =>
  [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;

export async function lighthouseRuns(
  url: string,
  chrome: Chrome,
  { seo = false, count }: { seo?: boolean; count: number },
): Promise<LighthouseFigures[]> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const runs: LighthouseFigures[] = [];
  for (let run = 0; run < count; run++) {
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
  return runs;
}

/** The pages a designer meets first, beside the published page's figures (issue 22's targets). */
export const MARKETING_PAGES = ['/', '/templates', '/login'] as const;

export async function benchMarketing(origin: string, record: RecordFigure, chrome: Chrome) {
  for (const path of MARKETING_PAGES) {
    const home = path === '/';
    const runs = await lighthouseRuns(`${origin}${path}`, chrome, {
      seo: true,
      count: home ? 5 : 3,
    });
    const figures = medianRun(runs);
    const key = home ? 'home' : path.slice(1);
    record(`marketingLighthouse_${key}`, figures.score, {
      figure: `${path}: Lighthouse mobile performance / SEO (median of ${runs.length})`,
      value: `${figures.score} / ${figures.seo}; LCP ${(figures.lcp / 1000).toFixed(2)} s, CLS ${figures.cls.toFixed(3)}, TBT ${figures.tbt.toFixed(0)} ms`,
      compared: 'target ≥ 98 / 100; LCP ≤ 1.5 s, CLS ≤ 0.01',
    });
    if (home)
      record('homeLayoutShifts', Math.max(...runs.map((run) => run.cls)), {
        figure: '/: layout shift (CLS) in each of 5 Lighthouse runs',
        value: runs.map((run) => (run.cls === 0 ? '0' : run.cls.toPrecision(2))).join(', '),
        compared: 'goal 0 in five runs of five (issue 38)',
      });
  }
}
