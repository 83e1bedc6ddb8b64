import type { Breakpoints, TemplateStyling } from '../types';

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
    heading: "'Fraunces Variable', Georgia, 'Times New Roman', serif",
    body: "'DM Sans Variable', 'Helvetica Neue', Arial, sans-serif",
  },
  typography: { scale: { h1: '120px', h2: '64px', h3: '32px', body: '17px', small: '13px' } },
  grid: { columns: 12, gutter: '24px', margin: '64px' },
  spacing: { xs: '8px', s: '16px', m: '32px', l: '72px', xl: '144px' },
  radius: '999px',
};

export const studioBreakpoints: Breakpoints = {
  mobile: 640,
  tablet: 768,
  desktop: 1024,
  wide: 1280,
};
