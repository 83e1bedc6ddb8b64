import type { RangeToken, TemplateDefinition } from '../../templates/types';
import { contrastRatio, MIN_CONTRAST, parseHex } from './contrast';
import type { Problem } from './problems';

// What a designer may change (`theme`) must start where it allows and read on every palette: a
// default outside its own range is refused by the server when saved, and a palette's muted words
// under 4.5:1 are a page nobody can read.

const RANGES = ['scale', 'spacing', 'radius'] as const;

function rangeProblem(name: string, token: RangeToken): string | undefined {
  const { min, max, step, value } = token;
  if (!(min <= max)) return `theme.${name} runs from ${min} to ${max}: its min is above its max`;
  if (value < min || value > max)
    return `theme.${name} starts at ${value}, outside its own range ${min}–${max}`;
  if (min < max && !(step > 0)) return `theme.${name} has a range but a step of ${step}`;
  if (min < max && Math.abs((value - min) / step - Math.round((value - min) / step)) > 1e-9)
    return `theme.${name} starts at ${value}, between the steps of ${step} from ${min}`;
  return undefined;
}

export function checkTheme(template: TemplateDefinition, file: string): Problem[] {
  const theme = template.theme;
  if (!theme) return [];
  const problems: Problem[] = [];
  for (const name of RANGES) {
    const message = rangeProblem(name, theme[name]);
    if (message)
      problems.push({
        file,
        message,
        fix: `Give theme.${name} a min not above its max, a step above 0, and a value on a step between them.`,
      });
  }
  const own = JSON.stringify(template.styling.colors);
  for (const palette of theme.palettes) {
    // The template's own colours are the contrast rule's already.
    if (JSON.stringify(palette.colors) === own) continue;
    const colors = palette.colors as Record<string, string | undefined>;
    for (const foreground of ['text', 'muted'])
      for (const backdrop of ['background', 'surface']) {
        const fg = parseHex(colors[foreground] ?? '');
        const bg = parseHex(colors[backdrop] ?? '');
        if (!fg || !bg) continue;
        const ratio = contrastRatio(fg, bg);
        if (ratio < MIN_CONTRAST)
          problems.push({
            file,
            message: `the ${palette.name} palette's ${foreground} colour ${colors[foreground]} on its ${backdrop} colour ${colors[backdrop]} has a contrast of ${ratio.toFixed(2)}:1, under ${MIN_CONTRAST}:1`,
            fix: `Change that palette's ${foreground} or ${backdrop} colour until the pair reads at ${MIN_CONTRAST}:1.`,
          });
      }
  }
  return problems;
}
