// __NAME__'s content: one zod schema and one set of defaults per section, built on the shared shapes.
import {
  aboutShape,
  contactShape,
  heroShape,
  labels,
  workShape,
  type ProjectShape,
} from '@folio/template-sdk';
import type { z } from 'zod';

/** A sample picture in this folder's assets/, served at /templates/__ID__/. */
const asset = (name: string) => `/templates/__ID__/${name}`;

/** The most projects the work section holds: the schema refuses more, the builder stops adding. */
export const MAX_PROJECTS = 12;

export const heroSchema = heroShape;
export type HeroContent = z.infer<typeof heroSchema>;

export const aboutSchema = aboutShape;
export type AboutContent = z.infer<typeof aboutSchema>;

export type Project = ProjectShape;
// A field named `…_label` is the template's own wording: editable in place, never sample content.
export const workSchema = workShape(MAX_PROJECTS).extend(labels('case_study_label'));
export type WorkContent = z.infer<typeof workSchema>;

export const contactSchema = contactShape;
export type ContactContent = z.infer<typeof contactSchema>;

export const heroDefaults: HeroContent = {
  name: 'Sam Rivera',
  subtitle: 'Graphic & digital designer',
  title: 'Identities, interfaces and books, made with care.',
  description:
    'I help small teams and cultural clients say what they mean, in print and on screen.',
  image: '',
};

export const aboutDefaults: AboutContent = {
  heading: 'About',
  name: 'Sam Rivera',
  role: 'Designer, Lisbon',
  image: asset('portrait.svg'),
  bio: 'Eight years of designing identities, websites and publications for studios, start-ups and museums. I like clear systems, good type and honest conversations.',
  content: 'I work with small teams, from the first workshop to the files that go to print.',
  skills: ['Brand identity', 'Web design', 'Editorial', 'Typography'],
};

export const workDefaults: WorkContent = {
  heading: 'Selected work',
  case_study_label: 'View case study',
  projects: [
    {
      id: 'project-1',
      title: 'Harbour Identity',
      description: 'A flexible identity for a maritime museum: logo, colours and signage.',
      image: asset('project-1.svg'),
      meta: '2025',
      category: 'Brand identity',
      caseStudyUrl: '',
    },
    {
      id: 'project-2',
      title: 'Field Notes App',
      description: 'A calm note-taking app for researchers, from first sketches to design system.',
      image: asset('project-2.svg'),
      meta: '2024',
      category: 'Product design',
      caseStudyUrl: '',
    },
  ],
};

export const contactDefaults: ContactContent = {
  subheading: 'Contact',
  heading: "Let's work together",
  text: 'Tell me about your project. I reply within two working days.',
  description: 'A short brief is enough to start.',
  button: 'Send brief',
  response_time: 'Replies within 24 hours',
  email: 'hello@samrivera.design',
  phone: '+351 912 345 678',
  address: 'Rua das Flores 12, Lisbon',
  availability: 'Taking projects from June',
  social_links: [
    { platform: 'Instagram', url: 'https://www.instagram.com/' },
    { platform: 'LinkedIn', url: 'https://www.linkedin.com/' },
  ],
};
