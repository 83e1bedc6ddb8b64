import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { styling as stylingSchema } from '../../model/content';
import { contrastRatio, parseHex } from '../../editor/check/contrast';
import { listTemplates } from '../../templates';
import { FONTS, forCapitals, withFallback } from '../../templates/shared/fonts';
import {
  declarationOf,
  fittedStyling,
  resolveTheme,
  stylingIssues,
  themeVariables,
} from '../../templates/theme';

const ratio = (a: string, b: string) => contrastRatio(parseHex(a)!, parseHex(b)!);
const none = { colors: {}, fonts: {} };

const undeclared = listTemplates().filter((template) => !template.theme);
describe.each(undeclared.map((template) => [template.id, template] as const))(
  'a %s portfolio, whose template declares no theme',
  (_id, template) => {
    it('keeps the template’s own look and refuses any change to it', () => {
      const theme = resolveTheme(template, { ...none, scale: 1.2, pairing: 'swiss' });
      expect(theme.colors).toEqual(template.styling.colors);
      expect(theme.fonts).toEqual(template.styling.fonts);
      expect(theme.scale).toBe(1);
      expect(stylingIssues(template, { ...none, scale: 1.2 })).toEqual([
        'Type scale must be between 1 and 1',
      ]);
      expect(stylingIssues(template, { ...none, pairing: 'swiss' })).toHaveLength(1);
    });
  },
);

const declared = listTemplates().filter((template) => template.theme);
describe.each(declared.map((template) => [template.id, template] as const))(
  'the look a designer may give a %s portfolio',
  (_id, template) => {
    const declaration = declarationOf(template);

    it('declares palettes, font pairings, ranges and image treatments', () => {
      expect(declaration.palettes.length).toBeGreaterThanOrEqual(3);
      expect(declaration.pairings.length).toBeGreaterThanOrEqual(3);
      for (const key of ['scale', 'spacing', 'radius'] as const) {
        const token = declaration[key];
        expect(token.min).toBeLessThan(token.max);
        expect(token.value).toBeGreaterThanOrEqual(token.min);
        expect(token.value).toBeLessThanOrEqual(token.max);
      }
      expect(declaration.images.length).toBeGreaterThan(1);
    });

    it('starts from its own look: first palette and pairing are the template’s colours and fonts', () => {
      expect(declaration.palettes[0]!.colors).toEqual(template.styling.colors);
      const own = declaration.pairings[0]!;
      expect(FONTS[own.heading].family).toBe(template.styling.fonts.heading);
      expect(FONTS[own.body].family).toBe(template.styling.fonts.body);
      const untouched = resolveTheme(template, none);
      const chosen = resolveTheme(template, { ...none, pairing: own.id });
      expect(chosen.fonts).toEqual(untouched.fonts);
      expect(untouched.colors).toEqual(template.styling.colors);
    });

    it.each(declaration.palettes.map((palette) => [palette.name, palette] as const))(
      'keeps text readable in its %s palette (4.5:1 at least)',
      (_name, palette) => {
        const { text, muted, background, surface } = palette.colors;
        expect(ratio(text, background)).toBeGreaterThanOrEqual(4.5);
        expect(ratio(text, surface)).toBeGreaterThanOrEqual(4.5);
        expect(ratio(muted, background)).toBeGreaterThanOrEqual(4.5);
      },
    );

    it('accepts every palette, pairing and treatment it offers, and the ends of each range', () => {
      for (const palette of declaration.palettes)
        expect(
          stylingIssues(template, { colors: palette.colors, fonts: {}, palette: palette.id }),
        ).toEqual([]);
      for (const pairing of declaration.pairings) {
        const styling = { ...none, pairing: pairing.id };
        expect(stylingIssues(template, styling)).toEqual([]);
        const theme = resolveTheme(template, styling);
        expect(theme.fonts.heading).toBe(FONTS[pairing.heading].family);
        expect(theme.fontIds).toEqual(expect.arrayContaining([pairing.heading, pairing.body]));
      }
      for (const images of declaration.images)
        expect(stylingIssues(template, { ...none, images })).toEqual([]);
      const { scale, spacing, radius } = declaration;
      expect(
        stylingIssues(template, {
          ...none,
          scale: scale.max,
          spacing: spacing.min,
          radius: radius.max,
        }),
      ).toEqual([]);
    });

    it('refuses, in plain words, what it does not offer', () => {
      const issues = stylingIssues(template, {
        colors: { border: '#000000' },
        fonts: { heading: 'Comic Sans MS' },
        palette: 'neon',
        pairing: 'papyrus',
        scale: declaration.scale.max + 1,
        spacing: declaration.spacing.min - 0.1,
        radius: -1,
        images: 'sepia',
      });
      expect(issues).toEqual([
        `“border” is not a colour the ${template.name} template lets you change`,
        `“Comic Sans MS” is not a font the ${template.name} template offers`,
        `“neon” is not a palette of the ${template.name} template`,
        `“papyrus” is not a font pairing the ${template.name} template offers`,
        `Type scale must be between ${declaration.scale.min} and ${declaration.scale.max}`,
        `Spacing must be between ${declaration.spacing.min} and ${declaration.spacing.max}`,
        `Corner radius must be between ${declaration.radius.min} and ${declaration.radius.max}`,
        `“sepia” is not an image treatment the ${template.name} template offers`,
      ]);
    });

    it('draws with the designer’s values as CSS variables, within range', () => {
      const theme = resolveTheme(template, { ...none, scale: 1.2, spacing: 99, radius: 12 });
      expect(themeVariables(theme)).toEqual({
        '--theme-scale': '1.2',
        '--theme-space': String(declaration.spacing.max),
        '--theme-radius': '12px',
        // Each face is followed by its metric-matched stand-in, so text keeps its room while it loads.
        '--theme-font-heading': withFallback(theme.fonts.heading!),
        '--theme-font-body': withFallback(theme.fonts.body!),
        '--theme-accent': theme.colors.accent,
        '--theme-muted': theme.colors.muted,
        '--theme-surface': theme.colors.surface,
      });
    });

    it('keeps, after a switch to it, only what it offers of another template’s look', () => {
      for (const other of listTemplates()) {
        const theirs = declarationOf(other);
        const styling = stylingSchema.parse({
          colors: theirs.palettes[1]!.colors,
          fonts: {},
          palette: theirs.palettes[1]!.id,
          pairing: theirs.pairings[1]!.id,
          scale: theirs.scale.max,
          images: 'monochrome',
        });
        const fitted = fittedStyling(template, styling);
        expect(stylingIssues(template, fitted)).toEqual([]);
        expect(fitted.colors).toEqual(styling.colors);
      }
    });
  },
);

describe('withFallback', () => {
  it('puts the face’s stand-in right after it, once', () => {
    const stack = "'Inter Variable', 'Helvetica Neue', Arial, sans-serif";
    expect(withFallback(stack)).toBe(
      "'Inter Variable', 'Inter Variable Fallback', 'Helvetica Neue', Arial, sans-serif",
    );
    expect(withFallback(withFallback(stack))).toBe(withFallback(stack));
  });
});

describe('forCapitals', () => {
  it('puts the stand-in sized like the face’s capitals before its text stand-in', () => {
    const stack = withFallback("'Inter Variable', 'Helvetica Neue', Arial, sans-serif");
    expect(forCapitals(stack)).toBe(
      "'Inter Variable', 'Inter Variable Caps Fallback', 'Inter Variable Fallback', 'Helvetica Neue', Arial, sans-serif",
    );
    // A face with no stand-in keeps its stack.
    expect(forCapitals('Georgia, serif')).toBe('Georgia, serif');
  });

  it('finds a capitals stand-in beside each text stand-in in every template’s fonts', () => {
    const sheets = listTemplates()
      .map((template) => path.join('templates', template.id, 'fonts', 'fonts.css'))
      .filter((sheet) => existsSync(sheet));
    expect(sheets).toHaveLength(listTemplates().length);
    for (const sheet of sheets) {
      const css = readFileSync(sheet, 'utf8');
      const standIns = [...css.matchAll(/font-family: '(.+) Fallback'/g)].map((m) => m[1]!);
      const text = standIns.filter((name) => !name.endsWith(' Caps'));
      expect(text.length, sheet).toBeGreaterThan(0);
      expect(standIns.filter((name) => name.endsWith(' Caps')).sort(), sheet).toEqual(
        text.map((name) => `${name} Caps`).sort(),
      );
    }
  });
});
