// Every font a template may offer: installed @fontsource packages, one stylesheet each in
// templates/shared/fonts/, so a published page links only the fonts its pairing uses.

export type Font = {
  /** Its stylesheet: templates/shared/fonts/<id>.css. */
  id: string;
  name: string;
  /** The CSS font-family value, fallbacks included. */
  family: string;
};

const sans = "'Helvetica Neue', Arial, sans-serif";
const serif = "Georgia, 'Times New Roman', serif";

export const FONTS = {
  inter: { id: 'inter', name: 'Inter', family: `'Inter Variable', ${sans}` },
  'inter-tight': {
    id: 'inter-tight',
    name: 'Inter Tight',
    family: `'Inter Tight Variable', 'Inter Variable', ${sans}`,
  },
  'instrument-serif': {
    id: 'instrument-serif',
    name: 'Instrument Serif',
    family: `'Instrument Serif', ${serif}`,
  },
  'dm-sans': { id: 'dm-sans', name: 'DM Sans', family: `'DM Sans Variable', ${sans}` },
  fraunces: { id: 'fraunces', name: 'Fraunces', family: `'Fraunces Variable', ${serif}` },
  'jetbrains-mono': {
    id: 'jetbrains-mono',
    name: 'JetBrains Mono',
    family: "'JetBrains Mono Variable', ui-monospace, 'SF Mono', Menlo, Consolas, monospace",
  },
  'space-grotesk': {
    id: 'space-grotesk',
    name: 'Space Grotesk',
    family: `'Space Grotesk Variable', ${sans}`,
  },
  'source-serif-4': {
    id: 'source-serif-4',
    name: 'Source Serif',
    family: `'Source Serif 4 Variable', ${serif}`,
  },
} satisfies Record<string, Font>;

export type FontId = keyof typeof FONTS;

/**
 * A family stack with the face's metric-matched stand-in after it ('Inter Variable Fallback', which
 * a template's fonts/fonts.css declares): until the font arrives, text takes the room it will take.
 * Where no stand-in is declared the browser passes over the name.
 */
export function withFallback(stack: string): string {
  const [face, ...rest] = stack.split(',');
  const name = face!.trim().replace(/^['"]|['"]$/g, '');
  if (!name || rest.some((family) => family.includes(`${name} Fallback`))) return stack;
  return [face, ` '${name} Fallback'`, ...rest].join(',');
}

/**
 * The stack for text set in capitals: the face's capitals are wider or narrower against the system
 * face's than its text is, so a stand-in sized like them ('<face> Caps Fallback') comes first.
 */
export function forCapitals(stack: string): string {
  return stack.replace(/'([^']+) Fallback'/, "'$1 Caps Fallback', '$1 Fallback'");
}

/** A heading face over a body face, chosen together. */
export type FontPairing = { id: string; name: string; heading: FontId; body: FontId };

const pairing = (id: string, name: string, heading: FontId, body: FontId): FontPairing => ({
  id,
  name,
  heading,
  body,
});

/** The pairings templates choose from; each template offers its own list, its default first. */
export const PAIRINGS = {
  swiss: pairing('swiss', 'Swiss', 'inter-tight', 'inter'),
  gallery: pairing('gallery', 'Gallery', 'instrument-serif', 'inter'),
  grotesk: pairing('grotesk', 'Grotesk', 'space-grotesk', 'inter'),
  soft: pairing('soft', 'Soft serif', 'fraunces', 'dm-sans'),
  humanist: pairing('humanist', 'Humanist', 'dm-sans', 'dm-sans'),
  editorial: pairing('editorial', 'Editorial', 'fraunces', 'source-serif-4'),
  literary: pairing('literary', 'Literary', 'instrument-serif', 'source-serif-4'),
  technical: pairing('technical', 'Technical', 'jetbrains-mono', 'dm-sans'),
} satisfies Record<string, FontPairing>;
