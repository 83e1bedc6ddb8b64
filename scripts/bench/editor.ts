// The builder on a large portfolio (12 sections, 60 projects, 120 images), at full speed and at 4x
// CPU throttling: navigation to an editable canvas, keystrokes in the hero title, a colour drag.
import { chromium } from 'playwright-core';
import { performance } from 'node:perf_hooks';
import { chromiumArgs, chromiumPath } from '../../server/chromium';
import { percentile } from '../stats';
import { signInOnPage, type BenchServer, type RecordFigure } from './shared';
import type { KeyFigures } from './window';

/** A large portfolio: 12 sections, 60 projects and 120 gallery images. */
export async function largeContent() {
  const { getTemplate } = await import('../../templates');
  const echelon = getTemplate('echelon');
  const base = Object.fromEntries(
    echelon.defaultContent.sections.map((s) => [s.type, s.content]),
  ) as Record<string, Record<string, unknown>>;
  const project = (n: number) => ({
    ...(base.work!.projects as object[])[n % 4]!,
    id: `project-${n}`,
    title: `Project ${n}`,
  });
  const image = (n: number) => ({
    ...(base.gallery!.images as object[])[n % 6]!,
    id: `image-${n}`,
    caption: `Study ${n}`,
  });
  const sections = [
    { id: 'hero', type: 'hero', content: base.hero! },
    { id: 'about', type: 'about', content: base.about! },
    ...[0, 1, 2, 3].map((k) => ({
      id: `work-${k}`,
      type: 'work',
      content: {
        heading: `Work ${k}`,
        projects: Array.from({ length: 15 }, (_, n) => project(k * 15 + n)),
      },
    })),
    ...[0, 1, 2, 3, 4].map((k) => ({
      id: `gallery-${k}`,
      type: 'gallery',
      content: {
        heading: `Gallery ${k}`,
        images: Array.from({ length: 24 }, (_, n) => image(k * 24 + n)),
      },
    })),
    { id: 'contact', type: 'contact', content: base.contact! },
  ];
  return { version: 1, sections };
}

export async function benchEditor({ origin, call, signUp }: BenchServer, record: RecordFigure) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const { token, user } = await signUp('Bench Designer');
    const created = await call(
      'POST',
      '/api/portfolios',
      { title: 'Large portfolio', content: await largeContent() },
      token,
    );
    const portfolioId = created.body.data.portfolio.id;

    for (const throttle of [1, 4]) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await signInOnPage(page, token, user);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      const start = performance.now();
      await page.goto(`${origin}/portfolio-builder/${portfolioId}`);
      const title = page.locator('#hero [data-path="title"]');
      await title.waitFor();
      const ready = performance.now() - start;

      await title.click();
      // Keystroke to the frame after it is painted: keydown, then the next animation frame and task.
      await page.evaluate(() => {
        const paint: number[] = [];
        const work: number[] = [];
        // Event Timing reports only interactions of 16 ms or more (its floor): the slow keys.
        const slow: KeyFigures['slow'] = {};
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEventTiming & { interactionId: number }
          >)
            if (
              entry.interactionId &&
              entry.name.startsWith('key') &&
              entry.duration >= (slow[entry.interactionId]?.[0] ?? 0)
            )
              slow[entry.interactionId] = [
                entry.duration,
                entry.processingStart - entry.startTime,
                entry.processingEnd - entry.processingStart,
              ];
        }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
        let pressedAt = 0;
        window.__keys = { paint, work, slow };
        document.addEventListener(
          'keydown',
          (event) => {
            pressedAt = event.timeStamp;
            requestAnimationFrame(() =>
              setTimeout(() => paint.push(performance.now() - pressedAt), 0),
            );
          },
          true,
        );
        // The input event is the last the browser dispatches for a key: its end is the key's work done.
        document.addEventListener('input', () =>
          queueMicrotask(() => work.push(performance.now() - pressedAt)),
        );
      });
      for (let i = 0; i < 50; i++) await page.keyboard.type('abcdefghij'[i % 10]!, { delay: 30 });
      await page.waitForTimeout(300);
      const { paint, work, slow } = await page.evaluate(() => window.__keys);
      const latencies = paint;
      const slowKeys = Object.values(slow).map(([duration]) => duration);
      // Keys Event Timing did not report took under 16 ms: the p95 is known once 95% are below it.
      const interaction = [...slowKeys, ...Array(Math.max(0, 50 - slowKeys.length)).fill(0)];
      const median = (values: number[]) => (values.length ? percentile(values, 50) : 0);
      const [delay, processing, presentation] = [
        Object.values(slow).map(([, inputDelay]) => inputDelay),
        Object.values(slow).map(([, , work]) => work),
        Object.values(slow).map(([duration, inputDelay, work]) => duration - inputDelay - work),
      ].map(median);
      const interactionP95 = percentile(interaction, 95);
      const label = throttle === 1 ? '' : ', 4x CPU throttling';
      record(`editorReadyMs${throttle}x`, ready, {
        figure: `Builder: navigation to editable canvas (12 sections, 60 projects, 120 images${label})`,
        value: `${ready.toFixed(0)} ms`,
        compared: 'production build, PGlite',
      });
      record(`keystrokeEventTimingP95Ms${throttle}x`, interactionP95, {
        figure: `Builder: keystroke interaction p95 (Event Timing, input to next paint), hero title${label}`,
        value: interactionP95 < 16 ? '< 16 ms' : `${interactionP95.toFixed(0)} ms`,
        compared: `target < ${throttle === 1 ? 16 : 50} ms; ${slowKeys.length} of 50 keys at 16 ms or more, their median: input delay ${delay!.toFixed(0)}, handlers ${processing!.toFixed(0)}, to paint ${presentation!.toFixed(0)} ms`,
      });
      record(`keystrokeP50Ms${throttle}x`, percentile(latencies, 50), {
        figure: `Builder: keystroke to next painted frame p50 / p95, hero title${label}`,
        value: `${percentile(latencies, 50).toFixed(1)} / ${percentile(latencies, 95).toFixed(1)} ms`,
        compared: `target p95 < ${throttle === 1 ? 16 : 50} ms; includes waiting for the frame (16.7 ms at 60 Hz)`,
      });
      record(`keystrokeWorkP95Ms${throttle}x`, percentile(work, 95), {
        figure: `Builder: main-thread work per keystroke p50 / p95${label}`,
        value: `${percentile(work, 50).toFixed(1)} / ${percentile(work, 95).toFixed(1)} ms`,
        compared: `${work.length} keys; typing re-renders nothing until the edit is committed`,
      });
      record(`keystrokeP95Ms${throttle}x`, percentile(latencies, 95));

      // A colour drag in the Style panel: 60 input events on the accent picker, each to its painted
      // frame; a token is a CSS variable, so no section should re-render.
      await page.getByRole('button', { name: 'Style', exact: true }).click();
      const picker = page.getByRole('complementary', { name: 'Style' }).getByLabel('Accent');
      await picker.waitFor();
      const { steps: drag, commit } = await picker.evaluate(async (input: HTMLInputElement) => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const steps: number[] = [];
        for (let step = 0; step < 60; step++) {
          const shade = (step * 4).toString(16).padStart(2, '0');
          const startedAt = performance.now();
          setValue.call(input, `#${shade}40c0`);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
          steps.push(performance.now() - startedAt);
        }
        // The picker closes: the drag becomes one step of the document, drawn once more.
        const endedAt = performance.now();
        input.dispatchEvent(new Event('change', { bubbles: true }));
        await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
        return { steps, commit: performance.now() - endedAt };
      });
      record(`colourDragP95Ms${throttle}x`, percentile(drag, 95), {
        figure: `Builder: colour drag, input to next painted frame p50 / p95 (60 steps)${label}`,
        value: `${percentile(drag, 50).toFixed(1)} / ${percentile(drag, 95).toFixed(1)} ms`,
        compared: `keystroke p95 ${percentile(latencies, 95).toFixed(1)} ms (target: within it); the drag shows on the Frame only`,
      });
      record(`colourDragCommitMs${throttle}x`, commit, {
        figure: `Builder: end of a colour drag, written to the document as one undo step, to paint${label}`,
        value: `${commit.toFixed(0)} ms`,
        compared: 'once per drag, not per step',
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
