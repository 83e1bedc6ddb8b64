import { z } from 'zod';
import {
  aboutShape,
  contactShape,
  heroShape,
  imageUrl,
  itemId,
  labels,
  link,
  listOf,
  text,
  workShape,
  type ProjectShape,
} from '@folio/template-sdk';

const art = (name: string) => `/templates/studio/${name}.svg`;

/** Shown where a project has no image of its own. */
export const PROJECT_PLACEHOLDER = art('project-placeholder');

/** Studio's list limits: the schemas refuse more, and the builder stops adding at them. */
export const MAX_SERVICES = 8;
export const MAX_PROJECTS = 24;
export const MAX_CLIENTS = 24;
export const MAX_TESTIMONIALS = 2;
export const MAX_FIGURES = 4;

// Hero: the shared shape. name = the studio's name, title = the headline, subtitle = the
// positioning line, description = a sentence or two, image = an optional picture.
export const heroSchema = heroShape;
export type HeroContent = z.infer<typeof heroSchema>;

// Services: what the studio sells.
export const serviceSchema = z.object({
  id: itemId,
  title: text(120).default(''),
  description: text(800).default(''),
  /** What a client gets, in a line ("Workshops · Naming · Guidelines"). */
  deliverables: text(240).default(''),
  /** A price or a timeline, in a line ("From €24k · 8–10 weeks"). */
  price: text(120).default(''),
});
export type Service = z.infer<typeof serviceSchema>;

export const servicesSchema = z.object({
  heading: text(120).optional(),
  intro: text(600).optional(),
  services: listOf(serviceSchema, MAX_SERVICES, 'service').optional(),
});
export type ServicesContent = z.infer<typeof servicesSchema>;

// Work: the shared shape, projects with case studies.
export type Project = ProjectShape;
export const workSchema = workShape(MAX_PROJECTS).extend({
  intro: text(600).optional(),
  ...labels('case_study_label'),
});
export type WorkContent = z.infer<typeof workSchema>;

// Clients: names (or logos) and a testimonial or two.
export const clientSchema = z.object({
  id: itemId,
  name: text(80).default(''),
  /** Optional: a logo replaces the name on the page (the name stays its alt text). */
  logo: imageUrl.default(''),
  url: link.default(''),
});
export type Client = z.infer<typeof clientSchema>;

export const testimonialSchema = z.object({
  id: itemId,
  quote: text(600).default(''),
  name: text(120).default(''),
  role: text(160).default(''),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const clientsSchema = z.object({
  heading: text(120).optional(),
  intro: text(600).optional(),
  clients: listOf(clientSchema, MAX_CLIENTS, 'client').optional(),
  testimonials: listOf(testimonialSchema, MAX_TESTIMONIALS, 'testimonial').optional(),
});
export type ClientsContent = z.infer<typeof clientsSchema>;

// About: the shared shape, plus a few figures about the studio.
export const figureSchema = z.object({
  id: itemId,
  value: text(24).default(''),
  label: text(80).default(''),
});
export type Figure = z.infer<typeof figureSchema>;

export const aboutSchema = aboutShape.extend({
  figures: listOf(figureSchema, MAX_FIGURES, 'figure').optional(),
});
export type AboutContent = z.infer<typeof aboutSchema>;

export const contactSchema = contactShape.extend(
  labels('phone_label', 'address_label', 'availability_label'),
);
export type ContactContent = z.infer<typeof contactSchema>;

export const heroDefaults: HeroContent = {
  name: 'Ferro & Lind',
  title: 'We make brands people remember and products they come back to.',
  subtitle: 'Independent brand & digital studio — Lisbon / Copenhagen',
  description:
    'A team of twelve designers, writers and engineers. We work with founders and cultural institutions from the first workshop to launch day, and stay for what comes after.',
  image: art('hero'),
};

export const servicesDefaults: ServicesContent = {
  heading: 'What we do',
  intro:
    'Four ways to work with us. Every project is led by a founder and staffed by the people who will actually do the work.',
  services: [
    {
      id: 'service-1',
      title: 'Brand strategy & identity',
      description:
        'Positioning, naming and a visual identity built to last. We start with what you stand for and end with a system your team can run with.',
      deliverables: 'Workshops · Positioning · Naming · Logo & type · Guidelines',
      price: 'From €24k · 8–10 weeks',
    },
    {
      id: 'service-2',
      title: 'Digital products',
      description:
        'Websites and apps designed and built in the same room: research, interface design and a front end your developers will thank us for.',
      deliverables: 'Research · UX & UI · Design systems · Front end',
      price: 'From €40k · 12+ weeks',
    },
    {
      id: 'service-3',
      title: 'Editorial & print',
      description:
        'Books, annual reports, magazines and packaging, set with care and produced with printers we have trusted for a decade.',
      deliverables: 'Art direction · Layout · Typesetting · Production',
      price: 'From €12k · 6 weeks',
    },
    {
      id: 'service-4',
      title: 'Design partnership',
      description:
        'A senior team on retainer for companies without an in-house studio: a few days every month, with the same faces every time.',
      deliverables: 'Art direction · Campaigns · Ongoing design',
      price: 'From €6k a month',
    },
  ],
};

export const workDefaults: WorkContent = {
  heading: 'Selected work',
  intro: 'A few of the 140 projects we have launched since 2014.',
  case_study_label: 'Read the case study',
  projects: [
    {
      id: 'project-1',
      title: 'Maré',
      description:
        'Identity and packaging for a tinned-fish brand from Peniche: a tide-line logotype, forty labels and a shop on the harbour.',
      image: art('project-1'),
      meta: '2025',
      category: 'Identity · Packaging',
      caseStudyUrl: '',
    },
    {
      id: 'project-2',
      title: 'Kunsthal Nord',
      description:
        'Wayfinding, signage and a new website for a contemporary art hall in a former shipyard.',
      image: art('project-2'),
      meta: '2025',
      category: 'Wayfinding · Digital',
      caseStudyUrl: '',
    },
    {
      id: 'project-3',
      title: 'Lumo Energy',
      description:
        'A customer app that makes a power bill make sense: usage at a glance, plain words, and a design system of 80 components.',
      image: art('project-3'),
      meta: '2024',
      category: 'Product design',
      caseStudyUrl: '',
    },
    {
      id: 'project-4',
      title: 'Ordinary Press',
      description:
        'Series design for an independent publisher: a grid, two typefaces and twelve covers a year.',
      image: art('project-4'),
      meta: '2024',
      category: 'Editorial',
      caseStudyUrl: '',
    },
  ],
};

const clientNames = [
  'Maré',
  'Kunsthal Nord',
  'Lumo Energy',
  'Ordinary Press',
  'Casa Alvo',
  'Nordlys Hotels',
  'Tinta Coffee',
  'Fundação Arco',
];

export const clientsDefaults: ClientsContent = {
  heading: 'Clients & kind words',
  intro:
    'Start-ups, family businesses and public institutions, in Europe and beyond. Most of them come back.',
  clients: clientNames.map((name, index) => ({
    id: `client-${index + 1}`,
    name,
    logo: art(`logo-${index + 1}`),
    url: '',
  })),
  testimonials: [
    {
      id: 'testimonial-1',
      quote:
        'They asked better questions about our business than our board did, then answered them with a brand the whole team finally believes in.',
      name: 'Sofia Marques',
      role: 'Founder, Maré',
    },
    {
      id: 'testimonial-2',
      quote:
        'Calm, quick and allergic to fluff. The app shipped on time, and support calls halved in the first quarter.',
      name: 'Anders Holm',
      role: 'Head of Product, Lumo Energy',
    },
  ],
};

export const aboutDefaults: AboutContent = {
  heading: 'The studio',
  name: 'Marta Ferro & Jonas Lind',
  role: 'Founders · Lisbon & Copenhagen',
  image: art('team'),
  bio: 'We started Ferro & Lind in 2014 in a room above a print shop in Lisbon. Today we are twelve people in two cities, still small enough that a founder works on every project.',
  content:
    'Good design is a way of thinking before it is a way of making. So we write, sketch and prototype together, show work early and often, and leave every client with tools they can use without us.',
  skills: ['Brand strategy', 'Identity', 'Digital product', 'Editorial', 'Motion', 'Front end'],
  figures: [
    { id: 'figure-1', value: '12', label: 'designers, writers and engineers' },
    { id: 'figure-2', value: '140+', label: 'projects launched since 2014' },
    { id: 'figure-3', value: '2', label: 'studios, Lisbon and Copenhagen' },
    { id: 'figure-4', value: '9', label: 'design awards, one of them framed' },
  ],
};

export const contactDefaults: ContactContent = {
  heading: 'Have a project in mind?',
  subheading: 'Start a project',
  text: 'Tell us where you are and where you want to be. We take on four new projects a quarter and read every brief ourselves.',
  description: 'Send a short brief: we reply within 24 hours.',
  button: 'Send brief',
  response_time: 'Replies within 24 hours',
  email: 'hello@ferrolind.studio',
  phone: '+351 21 123 4567',
  address: 'Rua da Rosa 41, 1200-385 Lisboa',
  availability: 'Booking projects from June 2026',
  phone_label: 'Phone',
  address_label: 'Studio',
  availability_label: 'Availability',
  form_fields: ['name', 'email', 'message'],
  social_links: [
    { platform: 'Instagram', url: 'https://www.instagram.com/' },
    { platform: 'LinkedIn', url: 'https://www.linkedin.com/' },
    { platform: 'Behance', url: 'https://www.behance.net/' },
  ],
};
