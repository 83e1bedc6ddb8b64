import type { CSSProperties } from 'react';
import type { Styling } from '../model/content';
import { FONTS, withFallback, type FontId } from './shared/fonts';
import {
  COLOR_TOKENS,
  type ColorToken,
  type ImageTreatment,
  type Palette,
  type RangeToken,
  type TemplateDefinition,
  type ThemeDeclaration,
} from './types';

/** The look a page is drawn with: the template's tokens with the designer's choices laid over. */
export type Theme = {
  colors: Record<string, string>;
  fonts: Record<string, string>;
  pairing: string;
  scale: number;
  spacing: number;
  radius: number;
  images: ImageTreatment;
  /** The font stylesheets the page needs (templates/shared/fonts/<id>.css). */
  fontIds: FontId[];
};

/** A template that declares no theme offers its own look only. */
export function declarationOf(template: TemplateDefinition): ThemeDeclaration {
  return (
    template.theme ?? {
      palettes: [],
      pairings: [],
      scale: { min: 1, max: 1, step: 0, value: 1 },
      spacing: { min: 1, max: 1, step: 0, value: 1 },
      radius: { min: 0, max: 0, step: 0, value: 0 },
      images: ['plain'],
    }
  );
}

const within = (token: RangeToken, value: number | undefined) =>
  value === undefined || !Number.isFinite(value)
    ? token.value
    : Math.min(token.max, Math.max(token.min, value));

const fontIdOf = (family: string) =>
  (Object.keys(FONTS) as FontId[]).find((id) => FONTS[id].family === family);

/** The families a template offers: its pairings' faces, the fonts it always uses, its own. */
export function offeredFamilies(template: TemplateDefinition): Set<string> {
  const { pairings, alwaysFonts = [] } = declarationOf(template);
  return new Set([
    ...pairings.flatMap((pairing) => [FONTS[pairing.heading].family, FONTS[pairing.body].family]),
    ...alwaysFonts.map((id) => FONTS[id].family),
    ...Object.values(template.styling.fonts),
  ]);
}

/** What the page looks like; anything the template does not offer falls back to its own. */
export function resolveTheme(template: TemplateDefinition, styling: Partial<Styling>): Theme {
  const theme = declarationOf(template);
  const pairing = theme.pairings.find((candidate) => candidate.id === styling.pairing);
  const offered = offeredFamilies(template);
  const fonts: Record<string, string> = { ...template.styling.fonts };
  if (pairing) {
    fonts.heading = FONTS[pairing.heading].family;
    fonts.body = FONTS[pairing.body].family;
  }
  for (const [key, family] of Object.entries(styling.fonts ?? {}))
    if (key in template.styling.fonts && offered.has(family)) fonts[key] = family;
  const colors = { ...template.styling.colors };
  for (const [key, value] of Object.entries(styling.colors ?? {}))
    if (key in template.styling.colors) colors[key] = value;
  const fontIds = [
    ...new Set(
      Object.values(fonts)
        .map(fontIdOf)
        .filter((id): id is FontId => id !== undefined),
    ),
  ];
  return {
    colors,
    fonts,
    pairing: pairing?.id ?? theme.pairings[0]?.id ?? '',
    scale: within(theme.scale, styling.scale),
    spacing: within(theme.spacing, styling.spacing),
    radius: within(theme.radius, styling.radius),
    images: theme.images.find((treatment) => treatment === styling.images) ?? 'plain',
    fontIds,
  };
}

/** The tokens every template's CSS reads beside its own colour and font variables. */
export const themeVariables = (theme: Theme) =>
  ({
    '--theme-scale': String(theme.scale),
    '--theme-space': String(theme.spacing),
    '--theme-radius': `${theme.radius}px`,
    // For what every template shares (the case-study article): the template's own rules may say more.
    '--theme-font-heading': theme.fonts.heading && withFallback(theme.fonts.heading),
    '--theme-font-body': theme.fonts.body && withFallback(theme.fonts.body),
    '--theme-accent': theme.colors.accent,
    '--theme-muted': theme.colors.muted,
    '--theme-surface': theme.colors.surface,
  }) as CSSProperties;

const RANGE_NAMES = { scale: 'Type scale', spacing: 'Spacing', radius: 'Corner radius' } as const;

/**
 * Why the server refuses a styling for this template, one plain sentence each; none when every
 * value is one the template offers.
 */
export function stylingIssues(template: TemplateDefinition, styling: Partial<Styling>): string[] {
  const { name } = template;
  const theme = declarationOf(template);
  const issues: string[] = [];
  for (const key of Object.keys(styling.colors ?? {}))
    if (!(key in template.styling.colors))
      issues.push(`“${key}” is not a colour the ${name} template lets you change`);
  const offered = offeredFamilies(template);
  for (const [key, family] of Object.entries(styling.fonts ?? {})) {
    if (!(key in template.styling.fonts))
      issues.push(`“${key}” is not a font the ${name} template lets you change`);
    else if (!offered.has(family))
      issues.push(`“${family}” is not a font the ${name} template offers`);
  }
  if (styling.palette !== undefined && !theme.palettes.some((p) => p.id === styling.palette))
    issues.push(`“${styling.palette}” is not a palette of the ${name} template`);
  if (styling.pairing !== undefined && !theme.pairings.some((p) => p.id === styling.pairing))
    issues.push(`“${styling.pairing}” is not a font pairing the ${name} template offers`);
  for (const key of ['scale', 'spacing', 'radius'] as const) {
    const value = styling[key];
    const token = theme[key];
    if (value !== undefined && (value < token.min || value > token.max))
      issues.push(`${RANGE_NAMES[key]} must be between ${token.min} and ${token.max}`);
  }
  if (styling.images !== undefined && !theme.images.includes(styling.images as ImageTreatment))
    issues.push(`“${styling.images}” is not an image treatment the ${name} template offers`);
  return issues;
}

/** A palette from the template's colours: every token named, so choosing it sets them all. */
export const palette = (id: string, name: string, colors: Record<ColorToken, string>): Palette => ({
  id,
  name,
  colors: Object.fromEntries(COLOR_TOKENS.map((key) => [key, colors[key]])) as Palette['colors'],
});

/** The styling with whatever this template does not offer left out (after a template switch). */
export function fittedStyling(template: TemplateDefinition, styling: Partial<Styling>): Styling {
  const theme = declarationOf(template);
  const offered = offeredFamilies(template);
  const fitted: Styling = {
    colors: Object.fromEntries(
      Object.entries(styling.colors ?? {}).filter(([key]) => key in template.styling.colors),
    ),
    fonts: Object.fromEntries(
      Object.entries(styling.fonts ?? {}).filter(
        ([key, family]) => key in template.styling.fonts && offered.has(family),
      ),
    ),
  };
  if (theme.palettes.some((p) => p.id === styling.palette)) fitted.palette = styling.palette;
  if (theme.pairings.some((p) => p.id === styling.pairing)) fitted.pairing = styling.pairing;
  for (const key of ['scale', 'spacing', 'radius'] as const) {
    const value = styling[key];
    if (value !== undefined && value >= theme[key].min && value <= theme[key].max)
      fitted[key] = value;
  }
  if (theme.images.includes(styling.images as ImageTreatment)) fitted.images = styling.images;
  return fitted;
}
