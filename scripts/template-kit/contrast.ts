import type { TemplateDefinition } from '../../templates/types';
import type { Problem } from './problems';

// Text colours over background colours, by the WCAG 2 formula: body text needs 4.5:1 (AA).

export const MIN_CONTRAST = 4.5;

/** Red, green and blue from 0 to 255, from #rgb, #rgba, #rrggbb or #rrggbbaa; undefined otherwise. */
export function parseHex(color: string): [number, number, number] | undefined {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color.trim())?.[1];
  if (!hex) return undefined;
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text and muted over background and surface, each pair that the template's colours define. */
export function checkContrast(template: TemplateDefinition, file: string): Problem[] {
  const colors = template.styling.colors as Record<string, string | undefined>;
  const problems: Problem[] = [];
  for (const name of ['text', 'background']) {
    if (!colors[name])
      problems.push({
        file,
        message: `styling.colors has no \`${name}\` colour`,
        fix: `Add one: the builder and the contrast check read \`${name}\`.`,
      });
  }
  for (const foreground of ['text', 'muted'])
    for (const backdrop of ['background', 'surface']) {
      const fg = colors[foreground];
      const bg = colors[backdrop];
      if (!fg || !bg) continue;
      const fgRgb = parseHex(fg);
      const bgRgb = parseHex(bg);
      if (!fgRgb || !bgRgb) {
        problems.push({
          file,
          message: `styling.colors.${fgRgb ? backdrop : foreground} is "${fgRgb ? bg : fg}", which is not a hex colour`,
          fix: 'Write colours as hex values such as #1a1a1a: designers edit them with a colour picker.',
        });
        continue;
      }
      const ratio = contrastRatio(fgRgb, bgRgb);
      if (ratio < MIN_CONTRAST)
        problems.push({
          file,
          message: `the ${foreground} colour ${fg} on the ${backdrop} colour ${bg} has a contrast of ${ratio.toFixed(2)}:1, under the ${MIN_CONTRAST}:1 that body text needs (WCAG AA)`,
          fix: `Make styling.colors.${foreground} ${luminance(bgRgb) > 0.18 ? 'darker' : 'lighter'} or styling.colors.${backdrop} ${luminance(bgRgb) > 0.18 ? 'lighter' : 'darker'}.`,
        });
    }
  return problems;
}
