import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../scripts/template-kit/files';

// The app's Latin Inter face is cut to weights 400 to 800 (src/styles/inter.css): a weight outside
// them in the app's own stylesheets would draw as the nearest cut weight, not as written.
const FACES = 'src/styles/inter.css';
// The app's own styles, and the shared template styles the app draws in its Inter (the case study
// in its editor and the sample case study).
const APP_STYLES = [
  ...['src', 'editor'].flatMap(filesUnder).filter((file) => /\.(css|tsx)$/.test(file)),
  ...filesUnder('templates/shared').filter(
    (file) => file.endsWith('.css') && readFileSync(file, 'utf8').includes("'Inter Variable'"),
  ),
].filter((file) => file !== FACES);
const WEIGHT =
  /font-weight:\s*(\d+)|fontWeight[=:]\s*["'{]?(\d+)|\bfont:\s*(?:italic\s+)?(\d{3})\s/g;

describe("the app's type", () => {
  it('declares the cut Latin face for the weights it was cut to', () => {
    const css = readFileSync(FACES, 'utf8');
    const latin = css
      .split('@font-face')
      .find((face) => face.includes('inter-latin-400-800-normal.woff2'));
    // Every face of the family declares that range: the browser joins faces by unicode-range only
    // among those with equal descriptors, and would draw Latin text in a fallback otherwise.
    const weights = [...css.matchAll(/font-weight:\s*([^;]+);/g)].map((found) => found[1]);
    expect(weights).toHaveLength(7);
    expect(new Set(weights)).toEqual(new Set(['400 800']));
    expect(latin).toBeDefined();
    // The same characters as the whole face it replaces, so no Latin text falls back.
    const whole = readFileSync('node_modules/@fontsource-variable/inter/index.css', 'utf8')
      .split('@font-face')
      .find((face) => face.includes('inter-latin-wght-normal.woff2'));
    const range = (face: string | undefined) =>
      face?.match(/unicode-range:\s*([^;]+);/)?.[1]?.replace(/\s+/g, '');
    expect(range(latin)).toBe(range(whole));
  });

  it("uses only weights from 400 to 800 in the app's own styles", () => {
    const outside = APP_STYLES.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(WEIGHT)]
        .map((found) => Number(found[1] ?? found[2] ?? found[3]))
        .filter((weight) => weight < 400 || weight > 800)
        .map((weight) => `${file}: ${weight}`),
    );
    expect(APP_STYLES.length).toBeGreaterThan(10);
    expect(APP_STYLES).toContain('templates/shared/case-study.css');
    expect(outside).toEqual([]);
  });
});
