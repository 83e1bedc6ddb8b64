import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import path from 'node:path';

/**
 * Prints, after a browser run, each spec file's time (summed over its tests and workers) and test
 * count, slowest first: where the suite's minutes go, in CI's output.
 */
export default class SpecDurations implements Reporter {
  private specs = new Map<string, { ms: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.relative(process.cwd(), test.location.file);
    const spec = this.specs.get(file) ?? { ms: 0, tests: 0 };
    spec.ms += result.duration;
    spec.tests += 1;
    this.specs.set(file, spec);
  }

  onEnd(result: FullResult) {
    const rows = [...this.specs].sort(([, a], [, b]) => b.ms - a.ms);
    const width = Math.max(0, ...rows.map(([file]) => file.length));
    const lines = rows.map(
      ([file, { ms, tests }]) =>
        `  ${file.padEnd(width)}  ${(ms / 60_000).toFixed(2).padStart(6)} min  ${String(tests).padStart(4)} tests`,
    );
    const total = rows.reduce((sum, [, { ms }]) => sum + ms, 0);
    console.log(
      [
        '',
        `Time per spec (test time summed over workers; wall time ${(result.duration / 60_000).toFixed(1)} min, test time ${(total / 60_000).toFixed(1)} min):`,
        ...lines,
      ].join('\n'),
    );
  }
}
