import type { z } from 'zod';
import {
  aboutShape,
  contactShape,
  galleryShape,
  heroShape,
  type GalleryImageShape,
} from '../shared/sections';

const photo = (name: string) => `/templates/lumen/${name}.svg`;

/** A photographer shows far more than a designer's six studies. */
export const MAX_PHOTOS = 60;

export const heroSchema = heroShape;
export type HeroContent = z.infer<typeof heroSchema>;

export type Photo = GalleryImageShape;
export const gallerySchema = galleryShape(MAX_PHOTOS);
export type GalleryContent = z.infer<typeof gallerySchema>;

export const aboutSchema = aboutShape;
export type AboutContent = z.infer<typeof aboutSchema>;

export const contactSchema = contactShape;
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
