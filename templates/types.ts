import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
import type { PortfolioContent, Styling } from '../model/content';
import { ownValue } from '../model/own';
import type { FontId, FontPairing } from './shared/fonts';
import type { SketchId } from './shared/sketches';
import type { Theme } from './theme';

/** How a setup field is typed, decided by its key name (spec section 3). */
export type SetupFieldType = 'image' | 'url' | 'email' | 'tel' | 'textarea' | 'number' | 'text';

/** One question of the setup wizard, written into the section's content at `path`. */
export type SetupField = {
  key: string;
  label: string;
  /** Where the answer goes in the section's content, for example "name" or "projects.0.title". */
  path: string;
  placeholder?: string;
};

export type SectionProps<Content> = {
  /** The section's id in the document, unique on the page. */
  id: string;
  content: Content;
  /**
   * The section's layout: the designer's choice when the section offers it, else the first variant's
   * id; '' for a section without variants.
   */
  layout: string;
};

/** One layout of a section: the first a section lists is its default. */
export type SectionVariant = {
  /** Stored with the section: a short lowercase word, unique in the section ("grid"). */
  id: string;
  /** The builder's name for it ("Grid"). */
  name: string;
  /** The schematic thumbnail the builder shows for it (templates/shared/sketches.tsx). */
  sketch: SketchId;
};

/** The designer's identity: setup asks each once and fills every place; a template switch carries them. */
export type IdentityField =
  'name' | 'role' | 'bio' | 'email' | 'phone' | 'location' | 'portrait' | 'socials';

/** What the editor and server need to know about one list of a section. */
export type ListCapability = {
  /** The most items the list holds; the schema refuses more and the editor stops adding. */
  maxItems: number;
  /** Its items are projects: each gets a case study (the builder shows its "Case study" link). */
  caseStudies?: boolean;
  /** False when its items cannot be hidden per device (a case study's steps and blocks). */
  deviceVisibility?: boolean;
};

/**
 * One step that brings a section's stored content up to the template's version `to`. Applied when a
 * stored document is read, in order; a step takes the old content and returns the new one.
 */
export type SectionMigration = {
  to: number;
  /** What changed, in a few words ("social links as a list"). */
  name: string;
  migrate: (old: Record<string, unknown>) => Record<string, unknown>;
};

/** One kind of section a template offers: its data, its defaults, its questions and its look. */
export type SectionDefinition<Content extends Record<string, unknown> = Record<string, unknown>> = {
  type: string;
  /** Shown in the builder's add-section menu and as the setup step's title. */
  title: string;
  description: string;
  schema: z.ZodType<Content>;
  defaults: Content;
  /**
   * Paths of the template's own wording in `defaults` (headings, button texts): kept as they are,
   * never marked as sample (templates/samples.ts). Without it: heading, subheading, button, form_fields.
   * A field whose name ends in `_label` ("phone_label") is always the template's wording.
   */
  chrome?: string[];
  setup: { title: string; description: string; fields: SetupField[] };
  /** Pure: props in, markup out; editable things go through the kit (templates/kit.tsx). */
  Component: ComponentType<SectionProps<Content>>;
  /** Its lists by path in the content ("projects"): limits and what they hold. */
  lists?: Record<string, ListCapability>;
  /** Where the designer's identity lives in the content ({ name: 'name', role: 'subtitle' }). */
  identity?: Partial<Record<IdentityField, string>>;
  /** Steps from older versions of this section's shape, oldest first (templates/migrate.ts). */
  migrations?: SectionMigration[];
  /** Layouts the designer picks from on the section's toolbar, the default first. */
  variants?: SectionVariant[];
};

/**
 * A template's own colours (its first palette) and type faces: what a portfolio starts with and
 * what the designer's own choices (`Styling`) are laid over.
 */
export type TemplateStyling = Pick<Styling, 'colors' | 'fonts'>;

/** The colours a designer may change, by their key in `styling.colors`. */
export const COLOR_TOKENS = ['background', 'surface', 'text', 'muted', 'accent'] as const;
export type ColorToken = (typeof COLOR_TOKENS)[number];

/** A named set of every colour token, chosen together. */
export type Palette = { id: string; name: string; colors: Record<ColorToken, string> };

/** A number the designer sets with a slider, from min to max by step, starting at value. */
export type RangeToken = { min: number; max: number; step: number; value: number };

/** How pictures sit on the page: as they are, on a mat of the surface colour, or in black and white. */
export const IMAGE_TREATMENTS = ['plain', 'framed', 'monochrome'] as const;
export type ImageTreatment = (typeof IMAGE_TREATMENTS)[number];

/** What of its look a template lets a designer change (templates/theme.ts reads and checks it). */
export type ThemeDeclaration = {
  /** The template's own palette first. */
  palettes: Palette[];
  /** The template's own pairing first. */
  pairings: FontPairing[];
  /** Fonts the template always uses beside its pairing (a mono for labels, say). */
  alwaysFonts?: FontId[];
  /** Heading sizes, as a factor of the template's own. */
  scale: RangeToken;
  /** Space between and inside sections, as a factor of the template's own. */
  spacing: RangeToken;
  /** Corner radius of pictures and cards, in pixels. */
  radius: RangeToken;
  /** The picture treatments offered, the template's own first. */
  images: readonly ImageTreatment[];
};

export type FrameProps = {
  content: PortfolioContent;
  /** The colours and fonts to draw with: the template's own with the designer's laid over. */
  styling: Pick<Styling, 'colors' | 'fonts'>;
  /** Everything of the look, resolved (templates/theme.ts): spread `themeVariables(theme)` on the root. */
  theme: Theme;
  /** Where the portfolio's sections are, for its navigation: unset on the portfolio page itself. */
  pageHref?: string;
  children: ReactNode;
};

/** A template package's one export (templates/README.md). */
export type TemplateDefinition = {
  /** Stored with every portfolio and in its folder's name: lowercase words joined by hyphens. */
  id: string;
  /**
   * The version of the template's content shapes: bump it when a section's shape changes, with a
   * migration on that section. Documents carry the version they were saved with.
   */
  version: number;
  /** Other ids that open this template, old spellings included. */
  aliases: string[];
  /** The name the gallery, setup and the dashboard show. */
  name: string;
  /** The gallery card's sentence about it. */
  description: string;
  /** The gallery's filter it is listed under ("Design", "Photography"). */
  category: string;
  /** A picture of the template for gallery cards. */
  preview: string;
  /** Where a visitor can see it live; the gallery shows VIEW DEMO when present. */
  previewUrl?: string;
  /** Its own colours and type faces, which a new portfolio starts with. */
  styling: TemplateStyling;
  /** The look a designer may change, within these ranges; without it, only the template's own. */
  theme?: ThemeDeclaration;
  /** Its sections by type: what the builder can add and the renderer draws. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each section has its own content type
  sections: Record<string, SectionDefinition<any>>;
  /** The sample page: what Skip Setup keeps and the gallery's demo shows. */
  defaultContent: PortfolioContent;
  /** The page around the sections: fonts, colours from styling, navigation, footer. */
  Frame: ComponentType<FrameProps>;
  /** The class on the Frame's root element: every selector of the template's CSS starts with it. */
  rootClass: string;
};

/** Section types every template must offer: a page needs a name on top and a way to get in touch. */
export const REQUIRED_SECTION_TYPES = ['hero', 'contact'] as const;

/** The template's section of this type; never an inherited name such as "constructor". */
export function sectionOf(template: TemplateDefinition, type: string) {
  return ownValue(template.sections, type);
}

/** The layout a section is drawn with: the stored one if the section offers it, else its first. */
export function resolvedLayout(definition: SectionDefinition, stored: string | undefined) {
  const variants = definition.variants ?? [];
  return variants.find((variant) => variant.id === stored)?.id ?? variants[0]?.id ?? '';
}

/** The stored layout if the section offers it; a layout another template's section offered is not kept. */
export function offeredLayout(
  definition: SectionDefinition | undefined,
  stored: string | undefined,
) {
  return definition?.variants?.some((variant) => variant.id === stored) ? stored : undefined;
}
