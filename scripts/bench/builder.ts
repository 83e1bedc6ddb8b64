// `npm run bench -- builder`: our builder beside Puck (@puckeditor/core), in the same run and
// browser, on the same documents of Echelon's sections (12, 48 and 100), measured the same way.
import type { Browser, BrowserType, Page } from 'playwright-core';
import { performance } from 'node:perf_hooks';
import { percentile } from '../stats';
import { contentOfSize, SCALE_SIZES } from './editor-scale';
import { puckData, puckVersion, servePuckPage } from './puck/page';
import { keystrokeWork, signInOnPage, type BenchServer, type RecordFigure } from './shared';

type Size = (typeof SCALE_SIZES)[number];
type Content = Awaited<ReturnType<typeof contentOfSize>>;
type Figures = {
  ready: number;
  commit: number;
  heap: number;
  nodes: number;
  keystroke: number;
  domCounter: number;
  canvasNodes: number;
  canvasButtons: number;
};
const FIGURES: Array<{ key: keyof Figures; title: string; unit: (value: number) => string }> = [
  { key: 'ready', title: 'editor ready (ms)', unit: (v) => v.toFixed(0) },
  { key: 'commit', title: 'commit one edit to paint, p95 (ms)', unit: (v) => v.toFixed(1) },
  { key: 'heap', title: 'JS heap after GC (MB)', unit: (v) => (v / 1024 / 1024).toFixed(1) },
  { key: 'nodes', title: 'DOM nodes (whole page incl. iframes)', unit: (v) => v.toFixed(0) },
  { key: 'keystroke', title: 'keystroke p95 (ms)', unit: (v) => v.toFixed(1) },
  // Chromium's own count: text nodes too, and nodes not yet collected.
  { key: 'domCounter', title: 'DOM nodes incl. text (CDP counter)', unit: (v) => v.toFixed(0) },
  { key: 'canvasNodes', title: 'canvas elements', unit: (v) => v.toFixed(0) },
  { key: 'canvasButtons', title: 'buttons in the canvas', unit: (v) => v.toFixed(0) },
];
type Editor = 'Folio' | 'Puck';
type Launch = { path: string; args: string[] };

/** BUILDER_BENCH_SIZES=12,100 measures only those section counts. */
function sizesChosen() {
  const chosen = (process.env.BUILDER_BENCH_SIZES ?? '12,48,100').split(',').map(Number);
  return SCALE_SIZES.filter((size) => chosen.includes(size.sections));
}

/** A tab where functions sent by tsx run (they call its name-keeping helper). */
async function newTab(browser: Browser) {
  const tab = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await tab.addInitScript('window.__name = (target) => target');
  return tab;
}

/** The JS heap after a full GC and the DOM's size: every element, iframes included, and the canvas's. */
async function weigh(tab: Page, canvas: { frame?: string; root: string }) {
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes: domCounter } = await cdp.send('Memory.getDOMCounters');
  await cdp.detach();
  const counts = await tab.evaluate(({ frame, root }) => {
    const elements = (doc: Document): number =>
      doc.querySelectorAll('*').length +
      [...doc.querySelectorAll('iframe')].reduce(
        (sum, inner) => sum + (inner.contentDocument ? elements(inner.contentDocument) : 0),
        0,
      );
    const doc = frame
      ? document.querySelector<HTMLIFrameElement>(frame)!.contentDocument!
      : document;
    const canvas = doc.querySelector(root)!;
    return {
      nodes: elements(document),
      canvasNodes: canvas.querySelectorAll('*').length,
      canvasButtons: canvas.querySelectorAll('button').length,
    };
  }, canvas);
  return { heap: usedSize, domCounter, ...counts };
}

/** Keydown to the end of the input event's work, p95 of 30 keys typed into the focused field. */
async function keystrokes(tab: Page) {
  return percentile(await keystrokeWork(tab), 95);
}

/** Folio: as the editor bench does it; the commit is the blur of an inline edit, to the next paint. */
async function measureFolio(browser: Browser, server: BenchServer, content: Content) {
  const { token, user } = await server.signUp(`Versus ${content.sections.length}`);
  const created = await server.call('POST', '/api/portfolios', { title: 'Versus', content }, token);
  if (created.status !== 201) throw new Error(`could not create: ${created.body.message}`);
  const tab = await newTab(browser);
  try {
    await signInOnPage(tab, token, user);
    const start = performance.now();
    await tab.goto(`${server.origin}/portfolio-builder/${created.body.data.portfolio.id}`);
    await tab.locator('#hero [data-path="title"]').waitFor({ timeout: 180_000 });
    await tab.locator('#contact').waitFor({ state: 'attached', timeout: 180_000 });
    const ready = performance.now() - start;
    const weight = await weigh(tab, { root: '.fb-canvas' });
    await tab.locator('#hero [data-path="title"]').click();
    const keystroke = await keystrokes(tab);
    const commits = await tab.evaluate(async () => {
      const painted = () =>
        new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));
      const field = document.querySelector<HTMLElement>('#hero [data-path="title"]')!;
      field.blur();
      await painted();
      const commits: number[] = [];
      for (let i = 0; i < 15; i++) {
        field.focus();
        const range = document.createRange();
        range.selectNodeContents(field);
        range.collapse(false);
        document.getSelection()!.removeAllRanges();
        document.getSelection()!.addRange(range);
        document.execCommand('insertText', false, String(i % 10));
        await painted();
        const committedAt = performance.now();
        field.blur();
        await painted();
        commits.push(performance.now() - committedAt);
        await new Promise((wait) => setTimeout(wait, 100));
      }
      return commits;
    });
    return { ready, keystroke, commit: percentile(commits, 95), ...weight };
  } finally {
    await tab.close();
  }
}

/** Puck: its canvas is an iframe (#preview-frame); edits go through the hero's title field. */
async function measurePuck(browser: Browser, origin: string, data: ReturnType<typeof puckData>) {
  const tab = await newTab(browser);
  try {
    await tab.addInitScript((value) => {
      window.__PUCK_DATA__ = value;
    }, data);
    const canvas = tab.frameLocator('#preview-frame');
    const start = performance.now();
    await tab.goto(origin);
    // Puck wraps each component in a selectable element named by its id.
    await canvas.locator('[data-puck-component="hero"] h1').waitFor({ timeout: 180_000 });
    await canvas
      .locator('[data-puck-component="contact"]')
      .waitFor({ state: 'attached', timeout: 180_000 });
    const ready = performance.now() - start;
    const weight = await weigh(tab, { frame: '#preview-frame', root: '#frame-root' });
    await canvas.locator('#hero h1').click();
    // Puck renders its fields panel twice (one copy hidden by the layout): the visible one.
    const title = tab.locator('input[name="title"]:visible');
    await title.click();
    await tab.keyboard.press('End');
    const keystroke = await keystrokes(tab);
    const commits = await title.evaluate(async (input: HTMLInputElement) => {
      const frame = document.querySelector<HTMLIFrameElement>('#preview-frame')!;
      const heading = () => frame.contentDocument!.querySelector('#hero h1')!.textContent;
      const frameShown = () =>
        new Promise((shown) => frame.contentWindow!.requestAnimationFrame(shown));
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const commits: number[] = [];
      for (let i = 0; i < 15; i++) {
        const text = `${input.value}${i % 10}`;
        const changedAt = performance.now();
        setValue.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        // The first frame whose rendering starts with the new words in the canvas, then its paint.
        do {
          await frameShown();
        } while (heading() !== text);
        await new Promise((painted) => setTimeout(painted, 0));
        commits.push(performance.now() - changedAt);
        await new Promise((wait) => setTimeout(wait, 100));
      }
      return commits;
    });
    return { ready, keystroke, commit: percentile(commits, 95), ...weight };
  } finally {
    await tab.close();
  }
}

const median = (values: number[]) => percentile(values, 50);
const medians = (runs: Figures[]) =>
  Object.fromEntries(
    FIGURES.map(({ key }) => [key, median(runs.map((figures) => figures[key]))]),
  ) as Figures;

/** Every chosen size, EDITOR_BENCH_RUNS runs each (3 unless set), each editor in turn. */
export async function benchBuilder(
  server: BenchServer,
  record: RecordFigure,
  chromium: BrowserType,
  launch: Launch,
) {
  const runs = Number(process.env.EDITOR_BENCH_RUNS ?? 3);
  const version = puckVersion();
  const puck = await servePuckPage(server.origin);
  const browser = await chromium.launch({ executablePath: launch.path, args: launch.args });
  try {
    // One untimed load of each first: neither server nor Chromium is measured cold.
    const warmUp = await contentOfSize(SCALE_SIZES[0]!);
    await measureFolio(browser, server, warmUp);
    await measurePuck(browser, puck.origin, puckData(warmUp));
    for (const size of sizesChosen()) {
      const content = await contentOfSize(size);
      const data = puckData(content);
      const each: Record<Editor, Figures[]> = { Folio: [], Puck: [] };
      for (let run = 0; run < runs; run++) {
        // Alternate which editor goes first, so a busy moment is not always one's.
        const order: Editor[] = run % 2 ? ['Puck', 'Folio'] : ['Folio', 'Puck'];
        for (const editor of order)
          each[editor].push(
            editor === 'Folio'
              ? await measureFolio(browser, server, content)
              : await measurePuck(browser, puck.origin, data),
          );
      }
      report(size, { Folio: medians(each.Folio), Puck: medians(each.Puck) }, runs, version, record);
    }
  } finally {
    await browser.close();
    await puck.stop();
  }
}

function report(
  size: Size,
  figures: Record<Editor, Figures>,
  runs: number,
  version: string,
  record: RecordFigure,
) {
  const { sections, projects, images } = size;
  const ratio = (key: keyof Figures) =>
    figures.Puck[key] ? (figures.Folio[key] / figures.Puck[key]).toFixed(2) : '–';
  console.log(
    `\nFolio and Puck ${version} at ${sections} sections / ${projects} projects / ${images} images, median of ${runs}`,
  );
  console.log(`| at ${sections} sections | Folio | Puck | ratio (Folio/Puck) |`);
  console.log('|---|---|---|---|');
  for (const { key, title, unit } of FIGURES)
    console.log(
      `| ${title} | ${unit(figures.Folio[key])} | ${unit(figures.Puck[key])} | ${ratio(key)} |`,
    );
  for (const { key, title, unit } of FIGURES) {
    const figure = `Builder vs Puck at ${sections} sections: ${title}`;
    record(`builder${sections}_${key}_folio`, figures.Folio[key], {
      figure: `${figure}, Folio`,
      value: unit(figures.Folio[key]),
      compared: `Puck ${unit(figures.Puck[key])}; Folio/Puck ${ratio(key)} (median of ${runs})`,
    });
    record(`builder${sections}_${key}_puck`, figures.Puck[key], {
      figure: `${figure}, Puck`,
      value: unit(figures.Puck[key]),
      compared: `@puckeditor/core ${version}, the same document (median of ${runs})`,
    });
  }
}
