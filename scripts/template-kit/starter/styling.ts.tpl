// __NAME__'s design tokens: colours and fonts a designer may change, and the type scale, grid and spacing.
import type { TemplateStyling } from '@folio/template-sdk';

export const __EXPORT__Styling: TemplateStyling = {
  colors: {
    background: '#f7f6f3',
    surface: '#ffffff',
    text: '#161616',
    muted: '#5e5b56',
    accent: '#2f4cdd',
  },
  fonts: {
    heading: "Georgia, 'Times New Roman', serif",
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};

/** The builder's device sizes: keep these, the layout checks and the device preview use them. */
