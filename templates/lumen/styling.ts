import type { Breakpoints, TemplateStyling } from '../types';

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
    heading: "'Instrument Serif', Georgia, 'Times New Roman', serif",
    body: "'Inter Variable', 'Helvetica Neue', Arial, sans-serif",
  },
  typography: { scale: { h1: '96px', h2: '56px', h3: '28px', body: '16px', small: '12px' } },
  grid: { columns: 12, gutter: '4px', margin: '0px' },
  spacing: { xs: '4px', s: '12px', m: '24px', l: '64px', xl: '160px' },
  radius: '2px',
};

export const lumenBreakpoints: Breakpoints = {
  mobile: 640,
  tablet: 768,
  desktop: 1024,
  wide: 1280,
};
