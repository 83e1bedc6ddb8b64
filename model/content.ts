import { z } from 'zod';

/** The document format's version: bump it with a named, tested migration in normalize.ts. */
export const CONTENT_VERSION = 1;

export const sectionNode = z.object({
  id: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[A-Za-z0-9_-]+$/, 'Section ids use letters, digits, "-" and "_"')
    .refine((id) => !['__proto__', 'constructor', 'prototype'].includes(id), {
      message: 'This section id is reserved',
    }),
  type: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[a-z][a-z0-9-]*$/, 'Section types are lowercase words'),
  content: z.record(z.string(), z.unknown()),
  hidden: z.boolean().optional(),
  /** Left out on phones (under 640 px) or on desktops (1024 px and wider), by CSS alone. */
  hiddenOn: z.enum(['phone', 'desktop']).optional(),
  /** The id of one of the section's layout variants (templates/types.ts); the first one when absent. */
  layout: z
    .string()
    .max(40)
    .regex(/^[a-z][a-z0-9-]*$/, 'Layout ids are lowercase words')
    .optional(),
});
export type SectionNode = z.infer<typeof sectionNode>;

/** A portfolio's content: a small versioned tree of sections in page order (DESIGN.md). */
export const portfolioContent = z
  .object({
    version: z.literal(CONTENT_VERSION),
    /** The version of its template's content shapes it was saved with (templates/migrate.ts); 1 when absent. */
    templateVersion: z.number().int().min(1).max(10_000).optional(),
    sections: z.array(sectionNode).max(100, 'A portfolio has at most 100 sections'),
  })
  .refine(
    (content) => new Set(content.sections.map((s) => s.id)).size === content.sections.length,
    {
      message: 'Section ids must be unique',
      path: ['sections'],
    },
  );
export type PortfolioContent = z.infer<typeof portfolioContent>;

export const emptyContent = (): PortfolioContent => ({ version: CONTENT_VERSION, sections: [] });

const hexColor = z
  .string()
  .regex(
    /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
    'Colors are hex values such as #1a1a1a',
  );
// Font names end up in CSS: letters, digits, spaces, commas, quotes and hyphens only.
const fontFamily = z
  .string()
  .max(120)
  .regex(/^[A-Za-z0-9 ,'"-]+$/, 'Font names use letters, digits, spaces, commas and hyphens');

const tokenId = z.string().max(40);
const tokenNumber = z.number().finite();

/** The portfolio's look over its template's: each value within what the template offers. */
export const styling = z.object({
  colors: z.record(z.string().max(40), hexColor).default({}),
  fonts: z.record(z.string().max(40), fontFamily).default({}),
  /** The palette the colours came from, and the font pairing, by id. */
  palette: tokenId.optional(),
  pairing: tokenId.optional(),
  /** Heading sizes and spacing as factors of the template's own; radius in pixels. */
  scale: tokenNumber.optional(),
  spacing: tokenNumber.optional(),
  radius: tokenNumber.optional(),
  images: tokenId.optional(),
});
export type Styling = z.infer<typeof styling>;
