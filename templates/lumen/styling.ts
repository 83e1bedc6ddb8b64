import {
  FONTS,
  IMAGE_TREATMENTS,
  PAIRINGS,
  palette,
  type TemplateStyling,
  type ThemeDeclaration,
} from '@folio/template-sdk';

/** Lumen's tokens: a dark gallery wall, warm light, a serif for names and titles. */
export const lumenStyling: TemplateStyling = {
  colors: {
    background: '#0d0d0c',
    surface: '#181716',
    text: '#efeae2',
    muted: '#9a948a',
    accent: '#d9b27c',
  },
  fonts: {
    heading: FONTS['instrument-serif'].family,
    body: FONTS.inter.family,
  },
};

/** What a designer may change of lumen's look (templates/theme.ts). */
export const lumenTheme: ThemeDeclaration = {
  palettes: [
    palette('night', 'Night', lumenStyling.colors),
    palette('white-wall', 'White wall', {
      background: '#f7f5f1',
      surface: '#ffffff',
      text: '#141311',
      muted: '#66615a',
      accent: '#8a5a1f',
    }),
    palette('slate', 'Slate', {
      background: '#14171c',
      surface: '#1d2128',
      text: '#e8ecf2',
      muted: '#9aa3b0',
      accent: '#7fb2ff',
    }),
    palette('oxblood', 'Oxblood', {
      background: '#1a0f0f',
      surface: '#241616',
      text: '#f3e9e4',
      muted: '#b39d95',
      accent: '#e0916b',
    }),
  ],
  pairings: [PAIRINGS.gallery, PAIRINGS.literary, PAIRINGS.swiss, PAIRINGS.soft, PAIRINGS.grotesk],
  scale: { min: 0.8, max: 1.25, step: 0.05, value: 1 },
  spacing: { min: 0.6, max: 1.5, step: 0.1, value: 1 },
  radius: { min: 0, max: 24, step: 1, value: 2 },
  images: IMAGE_TREATMENTS,
};
