import type { Breakpoints, TemplateStyling } from '../types';

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
    heading: "'Inter Tight Variable', 'Inter Variable', 'Helvetica Neue', Arial, sans-serif",
    body: "'Inter Variable', 'Helvetica Neue', Arial, sans-serif",
  },
  typography: { scale: { h1: '72px', h2: '48px', h3: '28px', body: '17px', small: '13px' } },
  grid: { columns: 12, gutter: '24px', margin: '80px' },
  spacing: { xs: '8px', s: '16px', m: '32px', l: '64px', xl: '128px' },
  radius: '0px',
};

export const echelonBreakpoints: Breakpoints = {
  mobile: 640,
  tablet: 768,
  desktop: 1024,
  wide: 1280,
};
