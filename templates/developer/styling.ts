import {
  FONTS,
  IMAGE_TREATMENTS,
  PAIRINGS,
  palette,
  type TemplateStyling,
  type ThemeDeclaration,
} from '@folio/template-sdk';

/**
 * Source's tokens: cool paper, near-black ink, one ultramarine accent; a sans for reading and a mono
 * for labels and metadata. Text and muted keep more than 4.5:1 on background and surface.
 */
export const developerStyling: TemplateStyling = {
  colors: {
    background: '#f6f7f9',
    surface: '#ffffff',
    text: '#0e1116',
    muted: '#596170',
    accent: '#3048f0',
  },
  fonts: {
    heading: FONTS['dm-sans'].family,
    body: FONTS['dm-sans'].family,
    mono: FONTS['jetbrains-mono'].family,
  },
};

/** What a designer may change of developer's look (templates/theme.ts). */
export const developerTheme: ThemeDeclaration = {
  palettes: [
    palette('paper', 'Paper', developerStyling.colors),
    palette('terminal', 'Terminal', {
      background: '#0e1116',
      surface: '#161b22',
      text: '#e6edf3',
      muted: '#9198a1',
      accent: '#58a6ff',
    }),
    palette('sand', 'Sand', {
      background: '#f5f1e8',
      surface: '#fffdf8',
      text: '#1f1b14',
      muted: '#635b4c',
      accent: '#b4461a',
    }),
    palette('mint', 'Mint', {
      background: '#f1f7f4',
      surface: '#ffffff',
      text: '#0f1a15',
      muted: '#4f6158',
      accent: '#0b7a55',
    }),
  ],
  pairings: [
    PAIRINGS.humanist,
    PAIRINGS.grotesk,
    PAIRINGS.swiss,
    PAIRINGS.technical,
    PAIRINGS.editorial,
  ],
  alwaysFonts: ['jetbrains-mono'],
  scale: { min: 0.8, max: 1.25, step: 0.05, value: 1 },
  spacing: { min: 0.6, max: 1.5, step: 0.1, value: 1 },
  radius: { min: 0, max: 24, step: 1, value: 8 },
  images: IMAGE_TREATMENTS,
};
