import {
  FONTS,
  IMAGE_TREATMENTS,
  PAIRINGS,
  palette,
  type TemplateStyling,
  type ThemeDeclaration,
} from '@folio/template-sdk';

/** Echelon's design tokens (spec section 3): a Swiss type scale on a 12-column grid. */
export const echelonStyling: TemplateStyling = {
  colors: {
    background: '#f4f2ee',
    surface: '#ffffff',
    text: '#111111',
    muted: '#6b6862',
    accent: '#ff3b00',
  },
  fonts: {
    heading: FONTS['inter-tight'].family,
    body: FONTS.inter.family,
  },
};

/** What a designer may change of echelon's look (templates/theme.ts). */
export const echelonTheme: ThemeDeclaration = {
  palettes: [
    palette('paper', 'Paper', echelonStyling.colors),
    palette('ink', 'Ink', {
      background: '#111111',
      surface: '#1c1c1c',
      text: '#f4f2ee',
      muted: '#a8a49c',
      accent: '#ff5a1f',
    }),
    palette('cobalt', 'Cobalt', {
      background: '#eef1f8',
      surface: '#ffffff',
      text: '#0b1533',
      muted: '#4d5a78',
      accent: '#1f4fff',
    }),
    palette('sage', 'Sage', {
      background: '#eef0e8',
      surface: '#f8f9f4',
      text: '#1a2118',
      muted: '#56604f',
      accent: '#2f7a4f',
    }),
  ],
  pairings: [
    PAIRINGS.swiss,
    PAIRINGS.grotesk,
    PAIRINGS.humanist,
    PAIRINGS.soft,
    PAIRINGS.editorial,
    PAIRINGS.technical,
  ],
  scale: { min: 0.8, max: 1.25, step: 0.05, value: 1 },
  spacing: { min: 0.6, max: 1.5, step: 0.1, value: 1 },
  radius: { min: 0, max: 24, step: 1, value: 0 },
  images: IMAGE_TREATMENTS,
};
