import type { Breakpoints, TemplateStyling } from '../types';

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
    heading: "'DM Sans Variable', 'Helvetica Neue', Arial, sans-serif",
    body: "'DM Sans Variable', 'Helvetica Neue', Arial, sans-serif",
    mono: "'JetBrains Mono Variable', ui-monospace, 'SF Mono', Menlo, Consolas, monospace",
  },
  typography: { scale: { h1: '64px', h2: '28px', h3: '22px', body: '17px', small: '13px' } },
  grid: { columns: 12, gutter: '24px', margin: '56px' },
  spacing: { xs: '8px', s: '16px', m: '32px', l: '64px', xl: '120px' },
  radius: '8px',
};

export const developerBreakpoints: Breakpoints = {
  mobile: 640,
  tablet: 768,
  desktop: 1024,
  wide: 1280,
};
