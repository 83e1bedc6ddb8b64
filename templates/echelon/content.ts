import { z } from 'zod';
import { DEFAULT_MAX_GALLERY_IMAGES } from '../../model/constants';
import { imageUrl, itemId, link, text } from '../shared/fields';

const art = (name: string) => `/templates/echelon/${name}.svg`;

export const DEFAULT_SKILLS = ['Professional Skills', 'Creative Thinking', 'Problem Solving'];
/** Shown where a project has no image of its own (spec section 5). */
export const PROJECT_PLACEHOLDER = art('project-1');

export const heroSchema = z.object({
  name: text(120).optional(),
  title: text(200).optional(),
  subtitle: text(200).optional(),
  description: text(1000).optional(),
  image: imageUrl.optional(),
});
export type HeroContent = z.infer<typeof heroSchema>;

export const aboutSchema = z.object({
  heading: text(120).optional(),
  name: text(120).optional(),
  role: text(200).optional(),
  image: imageUrl.optional(),
  bio: text(3000).optional(),
  content: text(3000).optional(),
  skills: z.array(text(60)).max(30).optional(),
});
export type AboutContent = z.infer<typeof aboutSchema>;

export const projectSchema = z.object({
  id: itemId,
  title: text(200).default(''),
  description: text(2000).default(''),
  image: imageUrl.default(''),
  meta: text(120).default(''),
  category: text(120).default(''),
  caseStudyUrl: link.default(''),
});
export type Project = z.infer<typeof projectSchema>;

export const workSchema = z.object({
  heading: text(120).optional(),
  projects: z.array(projectSchema).max(24).optional(),
});
export type WorkContent = z.infer<typeof workSchema>;

export const galleryImageSchema = z.object({
  id: itemId,
  src: imageUrl.default(''),
  caption: text(300).default(''),
  meta: text(120).default(''),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const gallerySchema = z.object({
  heading: text(120).optional(),
  images: z.array(galleryImageSchema).max(48).optional(),
});
export type GalleryContent = z.infer<typeof gallerySchema>;

export const socialLinkSchema = z.object({ platform: text(40), url: link });

export const contactSchema = z.object({
  heading: text(120).optional(),
  subheading: text(200).optional(),
  text: text(1000).optional(),
  description: text(1000).optional(),
  button: text(60).optional(),
  email: z.union([z.literal(''), z.email('Please use a valid email address').max(254)]).optional(),
  phone: text(40).optional(),
  address: text(300).optional(),
  availability: text(120).optional(),
  form_fields: z.array(z.enum(['name', 'email', 'message'])).optional(),
  social_links: z.array(socialLinkSchema).max(12).optional(),
  social: z
    .object({
      linkedin: link.optional(),
      twitter: link.optional(),
      instagram: link.optional(),
      behance: link.optional(),
      dribbble: link.optional(),
    })
    .optional(),
});
export type ContactContent = z.infer<typeof contactSchema>;

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
};

export const workDefaults: WorkContent = {
  heading: 'Selected Work',
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
  email: 'hello@alexmorgan.design',
  phone: '+49 30 1234 5678',
  address: 'Torstraße 1, 10119 Berlin',
  availability: 'Available from March 2026',
  form_fields: ['name', 'email', 'message'],
  social_links: [
    { platform: 'Behance', url: 'https://www.behance.net/' },
    { platform: 'Dribbble', url: 'https://dribbble.com/' },
    { platform: 'LinkedIn', url: 'https://www.linkedin.com/' },
    { platform: 'Instagram', url: 'https://www.instagram.com/' },
  ],
  social: {},
};
