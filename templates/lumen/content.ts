import type { z } from 'zod';
import {
  aboutShape,
  contactShape,
  galleryShape,
  heroShape,
  labels,
  workShape,
  type GalleryImageShape,
} from '@folio/template-sdk';

const photo = (name: string) => `/templates/lumen/${name}.svg`;

/** A photographer shows far more than a designer's six studies. */
export const MAX_PHOTOS = 60;

export const heroSchema = heroShape;
export type HeroContent = z.infer<typeof heroSchema>;

export type Photo = GalleryImageShape;
export const gallerySchema = galleryShape(MAX_PHOTOS);
export type GalleryContent = z.infer<typeof gallerySchema>;

/** Assignments and series, each with a case study. */
export const MAX_STORIES = 24;
export const workSchema = workShape(MAX_STORIES).extend(labels('case_study_label'));
export type WorkContent = z.infer<typeof workSchema>;

export const aboutSchema = aboutShape;
export type AboutContent = z.infer<typeof aboutSchema>;

export const contactSchema = contactShape;
export type ContactContent = z.infer<typeof contactSchema>;

export const heroDefaults: HeroContent = {
  name: 'Noa Lindqvist',
  title: 'Light, landscape and the people in it.',
  subtitle: 'Photographer — Stockholm & on assignment',
  description:
    'Commissions for magazines, tourism boards and outdoor brands, from the Arctic to the Atacama.',
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

export const workDefaults: WorkContent = {
  case_study_label: 'See the story',
  heading: 'Stories',
  projects: [
    {
      id: 'story-1',
      title: 'The last lighthouse keepers',
      description:
        'Six weeks on the islands of the Norwegian coast with the families who still keep the lights, for a magazine feature on work that is disappearing.',
      image: photo('gallery-1'),
      category: 'Feature, Nordic Journal',
      meta: 'Lofoten, 2025',
      caseStudyUrl: '',
    },
    {
      id: 'story-2',
      title: 'Salt',
      description:
        'A personal series on the Uyuni salt flats at the end of the rainy season, when the ground turns into a mirror for a few days.',
      image: photo('gallery-2'),
      category: 'Personal series',
      meta: 'Bolivia, 2025',
      caseStudyUrl: '',
    },
    {
      id: 'story-3',
      title: 'Slow forests',
      description:
        'A campaign for an outdoor brand shot over four seasons in one old-growth forest, with the people who walk it every day.',
      image: photo('gallery-6'),
      category: 'Campaign, Fjällräv Outdoor',
      meta: 'Tiveden, 2023–24',
      caseStudyUrl: '',
    },
  ],
};

export const aboutDefaults: AboutContent = {
  heading: 'About',
  name: 'Noa Lindqvist',
  role: 'Landscape & editorial photographer',
  image: photo('portrait'),
  bio: 'I photograph quiet places and the people who keep them, for magazines, tourism boards and outdoor brands. My work is slow: long walks, early mornings, and a lot of waiting for the light to arrive.',
  content: 'Prints are available in editions of twenty-five, on cotton rag paper.',
  skills: ['Landscape', 'Editorial', 'Travel', 'Portraiture'],
};

export const contactDefaults: ContactContent = {
  subheading: 'Enquiries',
  heading: "Let's make pictures.",
  text: 'Commissions, licensing and print sales. Tell me where, when and what the story is.',
  email: 'studio@noalindqvist.se',
  phone: '+46 8 123 456 78',
  address: 'Hornsgatan 42, 118 21 Stockholm',
  description: 'I read every enquiry myself.',
  availability: 'Booking assignments for spring 2026',
  button: 'Send enquiry',
  response_time: 'Replies within 24 hours',
  social_links: [
    { platform: 'Instagram', url: 'https://www.instagram.com/' },
    { platform: 'Behance', url: 'https://www.behance.net/' },
  ],
};
