import type { z } from 'zod';
import {
  aboutShape,
  contactShape,
  DEFAULT_MAX_GALLERY_IMAGES,
  galleryShape,
  heroShape,
  labels,
  ownValue,
  projectShape,
  workShape,
  type GalleryImageShape,
  type ProjectShape,
} from '@folio/template-sdk';

const art = (name: string) => `/templates/echelon/${name}.svg`;

export const DEFAULT_SKILLS = ['Professional Skills', 'Creative Thinking', 'Problem Solving'];
/** Shown where a project has no image of its own (spec section 5). */
export const PROJECT_PLACEHOLDER = art('project-placeholder');

/** Echelon's list limits: the schemas refuse more, and the builder stops adding at them. */
export const MAX_PROJECTS = 24;
export const MAX_GALLERY_IMAGES = 48;

export const heroSchema = heroShape;
export type HeroContent = z.infer<typeof heroSchema>;

export const aboutSchema = aboutShape.extend(labels('skills_label'));
export type AboutContent = z.infer<typeof aboutSchema>;

export const projectSchema = projectShape;
export type Project = ProjectShape;

export const workSchema = workShape(MAX_PROJECTS).extend(labels('case_study_label'));
export type WorkContent = z.infer<typeof workSchema>;

export type GalleryImage = GalleryImageShape;
export const gallerySchema = galleryShape(MAX_GALLERY_IMAGES);
export type GalleryContent = z.infer<typeof gallerySchema>;

export const contactSchema = contactShape.extend(
  labels('phone_label', 'address_label', 'availability_label'),
);
export type ContactContent = z.infer<typeof contactSchema>;

/**
 * Version 2: social links are one list. Version 1 also kept an object of five fixed platforms
 * ({linkedin, twitter, ...}); its links join the list, after the ones already there.
 */
const PLATFORM_NAMES: Record<string, string> = {
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  instagram: 'Instagram',
  behance: 'Behance',
  dribbble: 'Dribbble',
};

export function socialLinksAsList(old: Record<string, unknown>): Record<string, unknown> {
  const { social, ...rest } = old;
  const list = Array.isArray(rest.social_links) ? [...(rest.social_links as unknown[])] : [];
  if (social && typeof social === 'object')
    for (const [platform, url] of Object.entries(social as Record<string, unknown>))
      if (typeof url === 'string' && url.trim())
        list.push({ platform: ownValue(PLATFORM_NAMES, platform) ?? platform, url });
  return list.length > 0 || 'social_links' in rest ? { ...rest, social_links: list } : rest;
}

export const heroDefaults: HeroContent = {
  name: 'Alex Morgan',
  title: 'Clear, honest design for brands that mean it.',
  subtitle: 'Independent brand & digital product designer',
  description:
    'I help studios and founders turn complicated ideas into identities, interfaces and systems people understand at a glance.',
  image: '',
};

export const aboutDefaults: AboutContent = {
  heading: 'About',
  name: 'Alex Morgan',
  role: 'Brand & Product Designer, Berlin',
  image: art('portrait'),
  bio: 'Ten years of designing identities, interfaces and editorial systems for cultural institutions, start-ups and everything in between.',
  content:
    'I work closely with small teams: from the first workshop to the last pixel, with strategy, typography and code in the same conversation. Good design should be useful first, and beautiful because of it.',
  skills: DEFAULT_SKILLS,
  skills_label: 'Skills',
};

export const workDefaults: WorkContent = {
  heading: 'Selected Work',
  case_study_label: 'View case study',
  projects: [
    {
      id: 'project-1',
      title: 'Nord Identity System',
      description:
        'A modular identity for a Nordic architecture studio: logotype, grid and a signage family.',
      image: art('project-1'),
      meta: '2025',
      category: 'Brand Identity',
      caseStudyUrl: '',
    },
    {
      id: 'project-2',
      title: 'Atlas Wayfinding',
      description:
        'Wayfinding and pictograms for a 40,000 m² public library, built on one typographic scale.',
      image: art('project-2'),
      meta: '2024',
      category: 'Environmental Design',
      caseStudyUrl: '',
    },
    {
      id: 'project-3',
      title: 'Halo Mobile App',
      description:
        'A calm banking app for freelancers: onboarding, invoicing and a design system of 60 components.',
      image: art('project-3'),
      meta: '2024',
      category: 'Product Design',
      caseStudyUrl: '',
    },
    {
      id: 'project-4',
      title: 'Forma Type Specimen',
      description: 'An editorial specimen and microsite for an independent type foundry.',
      image: art('project-4'),
      meta: '2023',
      category: 'Editorial',
      caseStudyUrl: '',
    },
  ],
};

export const galleryDefaults: GalleryContent = {
  heading: 'Studies',
  images: Array.from({ length: DEFAULT_MAX_GALLERY_IMAGES }, (_, index) => ({
    id: `image-${index + 1}`,
    src: art(`gallery-${index + 1}`),
    caption: ['Circle study', 'Rhythm I', 'Square in square', 'Diagonal', 'Dots, ten', 'Horizon'][
      index
    ]!,
    meta: [
      'Poster, 2025',
      'Print, 2025',
      'Poster, 2024',
      'Print, 2024',
      'Pattern, 2023',
      'Poster, 2023',
    ][index]!,
  })),
};

export const contactDefaults: ContactContent = {
  heading: "Let's work together",
  subheading: 'Contact',
  text: 'Tell me about your project: a brand, a product, a publication. I take on a few projects each quarter.',
  description: 'Send a short brief and I will reply within 24 hours.',
  button: 'Send brief',
  response_time: 'Replies within 24 hours',
  email: 'hello@alexmorgan.design',
  phone: '+49 30 1234 5678',
  address: 'Torstraße 1, 10119 Berlin',
  availability: 'Available from March 2026',
  phone_label: 'Phone',
  address_label: 'Studio',
  availability_label: 'Availability',
  form_fields: ['name', 'email', 'message'],
  social_links: [
    { platform: 'Behance', url: 'https://www.behance.net/' },
    { platform: 'Dribbble', url: 'https://dribbble.com/' },
    { platform: 'LinkedIn', url: 'https://www.linkedin.com/' },
    { platform: 'Instagram', url: 'https://www.instagram.com/' },
  ],
};
