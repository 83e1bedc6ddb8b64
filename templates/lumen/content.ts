import { z } from 'zod';
import { imageUrl, itemId, link, text } from '../shared/fields';

const photo = (name: string) => `/templates/lumen/${name}.svg`;

export const heroSchema = z.object({
  name: text(120).optional(),
  title: text(200).optional(),
  subtitle: text(200).optional(),
  image: imageUrl.optional(),
});
export type HeroContent = z.infer<typeof heroSchema>;

export const photoSchema = z.object({
  id: itemId,
  src: imageUrl.default(''),
  caption: text(300).default(''),
  meta: text(120).default(''),
});
export type Photo = z.infer<typeof photoSchema>;

export const gallerySchema = z.object({
  heading: text(120).optional(),
  images: z.array(photoSchema).max(60).optional(),
});
export type GalleryContent = z.infer<typeof gallerySchema>;

export const aboutSchema = z.object({
  heading: text(120).optional(),
  name: text(120).optional(),
  role: text(200).optional(),
  image: imageUrl.optional(),
  bio: text(3000).optional(),
  skills: z.array(text(60)).max(30).optional(),
});
export type AboutContent = z.infer<typeof aboutSchema>;

export const contactSchema = z.object({
  heading: text(120).optional(),
  text: text(1000).optional(),
  email: z.union([z.literal(''), z.email('Please use a valid email address').max(254)]).optional(),
  phone: text(40).optional(),
  availability: text(120).optional(),
  button: text(60).optional(),
  social_links: z
    .array(z.object({ platform: text(40), url: link }))
    .max(12)
    .optional(),
});
export type ContactContent = z.infer<typeof contactSchema>;

export const heroDefaults: HeroContent = {
  name: 'Noa Lindqvist',
  title: 'Light, landscape and the people in it.',
  subtitle: 'Photographer — Stockholm & on assignment',
  image: photo('hero'),
};

export const galleryDefaults: GalleryContent = {
  heading: 'Recent work',
  images: [
    ['gallery-1', 'Blue hour, Lofoten', 'Norway, 2025'],
    ['gallery-2', 'Salt flats', 'Bolivia, 2025'],
    ['gallery-3', 'Still water', 'Åland, 2024'],
    ['gallery-4', 'Canyon light', 'Utah, 2024'],
    ['gallery-5', 'Dune study', 'Namibia, 2024'],
    ['gallery-6', 'Old forest', 'Tiveden, 2023'],
    ['gallery-7', 'City after rain', 'Tokyo, 2023'],
    ['gallery-8', 'Horizon, late', 'Gotland, 2023'],
  ].map(([name, caption, meta], index) => ({
    id: `photo-${index + 1}`,
    src: photo(name!),
    caption: caption!,
    meta: meta!,
  })),
};

export const aboutDefaults: AboutContent = {
  heading: 'About',
  name: 'Noa Lindqvist',
  role: 'Landscape & editorial photographer',
  image: photo('portrait'),
  bio: 'I photograph quiet places and the people who keep them, for magazines, tourism boards and outdoor brands. My work is slow: long walks, early mornings, and a lot of waiting for the light to arrive.',
  skills: ['Landscape', 'Editorial', 'Travel', 'Portraiture'],
};

export const contactDefaults: ContactContent = {
  heading: "Let's make pictures.",
  text: 'Commissions, licensing and print sales. Tell me where, when and what the story is.',
  email: 'studio@noalindqvist.se',
  phone: '+46 8 123 456 78',
  availability: 'Booking assignments for spring 2026',
  button: 'Send enquiry',
  social_links: [
    { platform: 'Instagram', url: 'https://www.instagram.com/' },
    { platform: 'Behance', url: 'https://www.behance.net/' },
  ],
};
