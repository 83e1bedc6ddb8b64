// Contrast of text colours by the WCAG 2 formula. (scripts/template-kit/contrast.ts checks a
// template's own colours at authoring time; this checks the colours a portfolio publishes with.)

export type Rgb = [number, number, number];

/** Body text needs 4.5:1 (WCAG AA). */
export const MIN_TEXT_CONTRAST = 4.5;
/**
 * The accent colours large type, links' underlines and marks; templates darken it themselves for
 * small text (echelon's --ech-accent-text, studio's oklch clamp), so it is held to the 3:1 of
 * large text and non-text marks (WCAG 1.4.3 and 1.4.11).
 */
export const MIN_ACCENT_CONTRAST = 3;

/** Red, green and blue from 0 to 255, from #rgb, #rgba, #rrggbb or #rrggbbaa; undefined otherwise. */
export function parseHex(color: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color.trim())?.[1];
  if (!hex) return undefined;
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
