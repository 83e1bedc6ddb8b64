import {
  FONTS,
  IMAGE_TREATMENTS,
  PAIRINGS,
  palette,
  type TemplateStyling,
  type ThemeDeclaration,
} from '@folio/template-sdk';

/**
 * Studio's tokens: warm paper, ink, and one strong colour (a cobalt blue) that carries whole bands
 * of the page. A soft display serif (Fraunces) over a clean grotesque (DM Sans), on a 12-column grid.
 */
export const studioStyling: TemplateStyling = {
  colors: {
    background: '#f2ece1',
    surface: '#fbf8f2',
    text: '#17150f',
    muted: '#675f52',
    accent: '#2b44e0',
  },
  fonts: {
    heading: FONTS.fraunces.family,
    body: FONTS['dm-sans'].family,
  },
};

/** What a designer may change of studio's look (templates/theme.ts). */
export const studioTheme: ThemeDeclaration = {
  palettes: [
    palette('paper', 'Paper', studioStyling.colors),
    palette('ink', 'Ink', {
      background: '#17150f',
      surface: '#221f18',
      text: '#f2ece1',
      muted: '#b0a797',
      accent: '#8fa0ff',
    }),
    palette('terracotta', 'Terracotta', {
      background: '#f4ebe3',
      surface: '#fbf6f1',
      text: '#1d130d',
      muted: '#6e5a4c',
      accent: '#b13a0a',
    }),
    palette('forest', 'Forest', {
      background: '#eef0e6',
      surface: '#f8f9f2',
      text: '#131a12',
      muted: '#56604f',
      accent: '#1f6b3a',
    }),
  ],
  pairings: [PAIRINGS.soft, PAIRINGS.editorial, PAIRINGS.gallery, PAIRINGS.swiss, PAIRINGS.grotesk],
  scale: { min: 0.8, max: 1.25, step: 0.05, value: 1 },
  spacing: { min: 0.6, max: 1.5, step: 0.1, value: 1 },
  radius: { min: 0, max: 24, step: 1, value: 0 },
  images: IMAGE_TREATMENTS,
};
