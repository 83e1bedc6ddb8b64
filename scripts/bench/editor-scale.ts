// The builder's cost as a portfolio grows (issue 22): the same figures on documents from 12 sections
// / 60 projects / 120 images up to the most a portfolio may hold (100 / 1,152 / 2,352), median of
// 3 runs each, with the growth from the smallest to the largest and the targets beside them.
import type { Browser, BrowserType, Page } from 'playwright-core';
import { performance } from 'node:perf_hooks';
import { percentile } from '../stats';
import { keystrokeWork, signInOnPage, type BenchServer, type RecordFigure } from './shared';

type Size = { sections: number; projects: number; images: number };
/** The sizes; the last is every limit at once (100 sections, 24 projects, 48 images each). */
export const SCALE_SIZES: Size[] = [
  { sections: 12, projects: 60, images: 120 },
  { sections: 24, projects: 120, images: 240 },
  { sections: 48, projects: 240, images: 480 },
  { sections: 96, projects: 480, images: 960 },
  { sections: 100, projects: 1152, images: 2352 },
];

type Figures = {
  ready: number;
  commit: number;
  keystroke: number;
  save: number;
  pageRender: number;
};
const FIGURES: Array<{ key: keyof Figures; title: string }> = [
  { key: 'ready', title: 'builder ready' },
  // The blur of an inline text edit (its commit to the document) to the next painted frame.
  { key: 'commit', title: 'commit of one edit to paint p95' },
  { key: 'keystroke', title: 'keystroke work p95' },
  { key: 'save', title: 'save p95' },
  { key: 'pageRender', title: 'first page render' },
];

/** `count` split over `parts` as evenly as whole numbers go. */
const spread = (count: number, parts: number) =>
  Array.from({ length: parts }, (_, k) => Math.floor(count / parts) + (k < count % parts ? 1 : 0));

/** Echelon's sample sections repeated: hero, about, work and gallery sections in turn, contact. */
export async function contentOfSize({ sections, projects, images }: Size) {
  const { getTemplate } = await import('../../templates');
  const echelon = getTemplate('echelon');
  const base = Object.fromEntries(
    echelon.defaultContent.sections.map((s) => [s.type, s.content]),
  ) as { [type: string]: { [field: string]: unknown } };
  const lists = sections - 3;
  const workCounts = spread(projects, Math.floor(lists / 2));
  const galleryCounts = spread(images, lists - workCounts.length);
  let projectNumber = 0;
  let imageNumber = 0;
  const work = workCounts.map((count, k) => ({
    id: `work-${k}`,
    type: 'work',
    content: {
      heading: `Work ${k}`,
      projects: Array.from({ length: count }, () => {
        const n = projectNumber++;
        return {
          ...(base.work!.projects as object[])[n % 4]!,
          id: `project-${n}`,
          title: `Project ${n}`,
        };
      }),
    },
  }));
  const galleries = galleryCounts.map((count, k) => ({
    id: `gallery-${k}`,
    type: 'gallery',
    content: {
      heading: `Gallery ${k}`,
      images: Array.from({ length: count }, () => {
        const n = imageNumber++;
        return {
          ...(base.gallery!.images as object[])[n % 6]!,
          id: `image-${n}`,
          caption: `Study ${n}`,
        };
      }),
    },
  }));
  const middle = galleries.flatMap((gallery, k) => (work[k] ? [work[k], gallery] : [gallery]));
  return {
    version: 1,
    sections: [
      { id: 'hero', type: 'hero', content: base.hero! },
      { id: 'about', type: 'about', content: base.about! },
      ...middle,
      { id: 'contact', type: 'contact', content: base.contact! },
    ],
  };
}

/** One run at one size: a new portfolio, published, then opened in the builder. */
async function measure(browser: Browser, server: BenchServer, size: Size, run: number) {
  const { token, user } = await server.signUp(`Scale ${size.sections} ${run}`);
  const created = await server.call(
    'POST',
    '/api/portfolios',
    { title: `Scale ${size.sections}`, content: await contentOfSize(size) },
    token,
  );
  if (created.status !== 201) throw new Error(`could not create: ${created.body.message}`);
  const { id, version } = created.body.data.portfolio;
  const slug = `scale-${size.sections}-${run}-${Date.now().toString(36)}`;
  await server.call('PUT', `/api/portfolios/${id}`, { version, slug, published: true }, token);
  // The live page's first request renders it on the server (later ones are served from memory).
  const renderStart = performance.now();
  const page = await fetch(`${server.origin}/portfolio/${slug}`);
  await page.text();
  const pageRender = performance.now() - renderStart;
  if (!page.ok) throw new Error(`published page answered ${page.status}`);

  const tab = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    // tsx keeps function names with a helper the page lacks: the functions sent to the page call it.
    await tab.addInitScript('window.__name = (target) => target');
    await signInOnPage(tab, token, user);
    const start = performance.now();
    await tab.goto(`${server.origin}/portfolio-builder/${id}`);
    // Ready: the first field editable and the last section in the page.
    await tab.locator('#hero [data-path="title"]').waitFor({ timeout: 180_000 });
    await tab.locator('#contact').waitFor({ state: 'attached', timeout: 180_000 });
    const ready = performance.now() - start;
    return { ready, pageRender, ...(await inBuilder(tab)) };
  } finally {
    await tab.close();
  }
}

async function inBuilder(tab: Page) {
  const title = tab.locator('#hero [data-path="title"]');
  await title.click();
  const keys = await keystrokeWork(tab);

  const { commits, saves } = await tab.evaluate(async () => {
    const painted = () =>
      new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    const field = document.querySelector<HTMLElement>('#hero [data-path="title"]')!;
    const status = document.querySelector<HTMLElement>('.fb-status')!;
    const type = (text: string) => {
      field.focus();
      const range = document.createRange();
      range.selectNodeContents(field);
      range.collapse(false);
      document.getSelection()!.removeAllRanges();
      document.getSelection()!.addRange(range);
      document.execCommand('insertText', false, text);
    };
    /** Until the save indicator has gone from saving to saved. */
    const saved = () =>
      new Promise<void>((done) => {
        let busy = status.classList.contains('fb-status--busy');
        const observer = new MutationObserver(() => {
          if (status.classList.contains('fb-status--busy')) busy = true;
          else if (busy && status.classList.contains('fb-status--ok')) {
            observer.disconnect();
            done();
          }
        });
        observer.observe(status, { attributes: true, subtree: true, childList: true });
      });
    const pause = (ms: number) => new Promise((wait) => setTimeout(wait, ms));
    field.blur();
    await painted();
    const commits: number[] = [];
    for (let i = 0; i < 15; i++) {
      type(String(i % 10));
      await painted();
      const committedAt = performance.now();
      field.blur();
      await painted();
      commits.push(performance.now() - committedAt);
      await pause(100);
    }
    // The autosave after the last commit ends; an explicit save within 1 s of another is refused.
    while (!status.classList.contains('fb-status--ok')) await pause(50);
    const saves: number[] = [];
    for (let i = 0; i < 6; i++) {
      await pause(1100);
      type(String(i));
      field.blur();
      await painted();
      const savedAt = performance.now();
      const done = saved();
      document.dispatchEvent(
        new KeyboardEvent('keydown', { key: 's', ctrlKey: true, bubbles: true }),
      );
      await done;
      await painted();
      saves.push(performance.now() - savedAt);
    }
    return { commits, saves };
  });
  return {
    keystroke: percentile(keys, 95),
    commit: percentile(commits, 95),
    save: percentile(saves, 95),
  };
}

/** EDITOR_SCALE_SIZES=12,100 measures only the sizes of those section counts. */
function sizesChosen() {
  const chosen = process.env.EDITOR_SCALE_SIZES?.split(',').map(Number);
  return chosen ? SCALE_SIZES.filter((size) => chosen.includes(size.sections)) : SCALE_SIZES;
}

const median = (values: number[]) => percentile(values, 50);
const ms = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(0)} ms`;
const label = ({ sections, projects, images }: Size) =>
  `${sections} / ${projects.toLocaleString('en')} / ${images.toLocaleString('en')}`;

/**
 * `npm run bench -- editor` at every size (EDITOR_SCALE_RUNS runs each, 3 unless set), printed as
 * the table with the growth and the targets.
 */
export async function benchEditorScale(
  server: BenchServer,
  record: RecordFigure,
  chromium: BrowserType,
  launch: { path: string; args: string[] },
  sizes = sizesChosen(),
) {
  const runs = Number(process.env.EDITOR_SCALE_RUNS ?? 3);
  const browser = await chromium.launch({ executablePath: launch.path, args: launch.args });
  const table: Array<{ size: Size; figures: Figures }> = [];
  try {
    for (const size of sizes) {
      const each: Figures[] = [];
      for (let run = 0; run < runs; run++) each.push(await measure(browser, server, size, run));
      const figures = Object.fromEntries(
        FIGURES.map(({ key }) => [key, median(each.map((figures) => figures[key]))]),
      ) as Figures;
      table.push({ size, figures });
      console.log(
        `editor scale ${label(size)}: ${FIGURES.map(({ key }) => ms(figures[key])).join(', ')}`,
      );
    }
  } finally {
    await browser.close();
  }

  const smallest = table[0]!;
  const largest = table.at(-1)!;
  const header = ['size (sections / projects / images)', ...FIGURES.map(({ title }) => title)];
  const lines = [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...table.map(
      ({ size, figures }) =>
        `| ${label(size)} | ${FIGURES.map(({ key }) => ms(figures[key])).join(' | ')} |`,
    ),
    `| growth, largest / smallest | ${FIGURES.map(({ key }) => `${(largest.figures[key] / smallest.figures[key]).toFixed(1)}×`).join(' | ')} |`,
  ];
  console.log(`\nBuilder at scale, median of ${runs} (commit: blur of an inline edit to paint)`);
  console.log(lines.join('\n'));

  const targets = [
    ['commit', smallest, 50],
    ['commit', largest, 100],
    ['ready', smallest, 1500],
    ['ready', largest, 4000],
  ] as const;
  console.log('\nTargets (issue 22):');
  for (const [key, { size, figures }, target] of targets) {
    const value = figures[key];
    const name = FIGURES.find((figure) => figure.key === key)!.title;
    console.log(
      `  ${name} at ${size.sections} sections ≤ ${ms(target)}: ${ms(value)} ${value <= target ? 'met' : 'MISSED'}`,
    );
  }
  console.log(
    `  keystroke work unchanged: ${ms(smallest.figures.keystroke)} → ${ms(largest.figures.keystroke)}`,
  );

  for (const { size, figures } of table)
    for (const { key, title } of FIGURES)
      record(`editorScale${size.sections}_${key}`, figures[key], {
        figure: `Builder at ${label(size)}: ${title} (median of ${runs})`,
        value: ms(figures[key]),
        compared: `growth to the largest ${(largest.figures[key] / smallest.figures[key]).toFixed(1)}×`,
      });
}
