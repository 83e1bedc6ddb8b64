import { z } from 'zod';
import { hiddenOn, imageUrl, itemId, link, newId, text } from './fields';

// The common section shapes, written once. Templates that offer a section of one of these types use
// (or `.extend`) its shape, so a template switch keeps what the designer wrote, field for field.

const optionalEmail = z.union([
  z.literal(''),
  z.email('Please use a valid email address').max(254),
]);

/** An object item as its list holds it: with the devices it may be hidden on. */
type Listed<Item> =
  Item extends z.ZodObject<infer Shape, infer Config>
    ? z.ZodObject<Shape & { hiddenOn: z.ZodOptional<typeof hiddenOn> }, Config>
    : Item;

/**
 * A list schema whose limit reads as a sentence. Object items also take `hiddenOn`, so an item of any
 * template's list can leave the page on phones or on desktop; a list of words cannot.
 */
export const listOf = <Item extends z.ZodType>(item: Item, maxItems: number, label: string) =>
  z
    .array(
      (item instanceof z.ZodObject
        ? item.extend({ hiddenOn: hiddenOn.optional() })
        : item) as Listed<Item>,
    )
    .max(maxItems, `At most ${maxItems} ${label}s`);

export const heroShape = z.object({
  name: text(120).optional(),
  title: text(200).optional(),
  subtitle: text(200).optional(),
  description: text(1000).optional(),
  image: imageUrl.optional(),
});

export const MAX_SKILLS = 30;

export const aboutShape = z.object({
  heading: text(120).optional(),
  name: text(120).optional(),
  role: text(200).optional(),
  image: imageUrl.optional(),
  bio: text(3000).optional(),
  content: text(3000).optional(),
  skills: listOf(text(60), MAX_SKILLS, 'skill').optional(),
});

export const projectShape = z.object({
  id: itemId,
  title: text(200).default(''),
  description: text(2000).default(''),
  image: imageUrl.default(''),
  meta: text(120).default(''),
  category: text(120).default(''),
  caseStudyUrl: link.default(''),
});

/** A project the builder's "+ Add project" puts at the end of the list. */
export const newProject = (): ProjectShape => ({
  id: newId('project'),
  title: '',
  description: '',
  image: '',
  meta: String(new Date().getFullYear()),
  category: '',
  caseStudyUrl: '',
});

/** Projects, each of which may have a case study. */
export const workShape = (maxProjects: number) =>
  z.object({
    heading: text(120).optional(),
    projects: listOf(projectShape, maxProjects, 'project').optional(),
  });

export const galleryImageShape = z.object({
  id: itemId,
  src: imageUrl.default(''),
  caption: text(300).default(''),
  meta: text(120).default(''),
});

export const galleryShape = (maxImages: number) =>
  z.object({
    heading: text(120).optional(),
    images: listOf(galleryImageShape, maxImages, 'image').optional(),
  });

export const socialLinkShape = z.object({ platform: text(40), url: link });
export const MAX_SOCIAL_LINKS = 12;

export const contactShape = z.object({
  heading: text(120).optional(),
  subheading: text(200).optional(),
  text: text(1000).optional(),
  description: text(1000).optional(),
  button: text(60).optional(),
  /** When the designer replies, beside the brief form's button ("Within two days"). */
  response_time: text(60).optional(),
  email: optionalEmail.optional(),
  phone: text(40).optional(),
  address: text(300).optional(),
  availability: text(120).optional(),
  form_fields: z.array(z.enum(['name', 'email', 'message'])).optional(),
  social_links: listOf(socialLinkShape, MAX_SOCIAL_LINKS, 'link').optional(),
});

export type HeroShape = z.infer<typeof heroShape>;
export type AboutShape = z.infer<typeof aboutShape>;
export type ProjectShape = z.infer<typeof projectShape>;
export type GalleryImageShape = z.infer<typeof galleryImageShape>;
export type SocialLinkShape = z.infer<typeof socialLinkShape>;
export type ContactShape = z.infer<typeof contactShape>;

/** Where these shapes keep the designer's identity; a template may point elsewhere. */
export const heroIdentity = { name: 'name', role: 'subtitle' } as const;
export const contactIdentity = { email: 'email', phone: 'phone', socials: 'social_links' } as const;
