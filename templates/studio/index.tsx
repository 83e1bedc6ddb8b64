import './style.css';
import {
  contactIdentity,
  DEFAULT_CHROME,
  documentFrom,
  heroIdentity,
  labelsAdded,
  MAX_SOCIAL_LINKS,
  type SectionDefinition,
  type TemplateDefinition,
} from '@folio/template-sdk';
import {
  aboutDefaults,
  aboutSchema,
  clientsDefaults,
  clientsSchema,
  contactDefaults,
  contactSchema,
  heroDefaults,
  heroSchema,
  MAX_CLIENTS,
  MAX_FIGURES,
  MAX_PROJECTS,
  MAX_SERVICES,
  MAX_TESTIMONIALS,
  servicesDefaults,
  servicesSchema,
  workDefaults,
  workSchema,
  type AboutContent,
  type ClientsContent,
  type ContactContent,
  type HeroContent,
  type ServicesContent,
  type WorkContent,
} from './content';
import { Frame } from './Frame';
import { About } from './sections/About';
import { Clients } from './sections/Clients';
import { Contact } from './sections/Contact';
import { Hero } from './sections/Hero';
import { Services } from './sections/Services';
import { Work } from './sections/Work';
import { studioStyling, studioTheme } from './styling';

const hero: SectionDefinition<HeroContent> = {
  type: 'hero',
  title: 'Hero',
  description: "The studio's name, a headline set large, your positioning and a picture.",
  schema: heroSchema,
  defaults: heroDefaults,
  setup: {
    title: 'Introduce the studio',
    description: 'The first thing a prospective client reads.',
    fields: [
      { key: 'name', label: 'Studio name', path: 'name', placeholder: 'Ferro & Lind' },
      {
        key: 'title',
        label: 'Headline',
        path: 'title',
        placeholder: 'We make brands people remember.',
      },
      {
        key: 'subtitle',
        label: 'Positioning: what you do, and where',
        path: 'subtitle',
        placeholder: 'Independent brand & digital studio — Lisbon',
      },
      { key: 'description', label: 'A sentence or two about the studio', path: 'description' },
      { key: 'image', label: 'Hero picture', path: 'image' },
    ],
  },
  Component: Hero,
  identity: heroIdentity,
};

const services: SectionDefinition<ServicesContent> = {
  type: 'services',
  title: 'Services',
  description: 'What you sell: each service with what it includes and what it costs.',
  schema: servicesSchema,
  defaults: servicesDefaults,
  setup: {
    title: 'Your services',
    description: 'What clients can buy from you, the one they ask for most first.',
    fields: [
      {
        key: 'servicesIntro',
        label: 'How clients work with you',
        path: 'intro',
        placeholder: 'Every project is led by a founder.',
      },
      {
        key: 'serviceTitle',
        label: 'Service',
        path: 'services.0.title',
        placeholder: 'Brand identity',
      },
      { key: 'serviceDescription', label: 'What it is', path: 'services.0.description' },
      {
        key: 'deliverables',
        label: 'What the client gets',
        path: 'services.0.deliverables',
        placeholder: 'Workshops · Logo · Guidelines',
      },
      {
        key: 'price',
        label: 'Price or timeline (optional)',
        path: 'services.0.price',
        placeholder: 'From €8k · 6 weeks',
      },
    ],
  },
  Component: Services,
  lists: { services: { maxItems: MAX_SERVICES } },
};

const work: SectionDefinition<WorkContent> = {
  type: 'work',
  title: 'Work',
  description: 'Selected projects, large and small in turn, each with a case study.',
  schema: workSchema,
  defaults: workDefaults,
  setup: {
    title: 'Your best projects',
    description: 'A few to start with; write their case studies in the editor.',
    fields: [
      {
        key: 'workIntro',
        label: 'A line about your projects',
        path: 'intro',
        placeholder: 'A few of the projects we launched this year.',
      },
      { key: 'projectTitle', label: 'Client or project', path: 'projects.0.title' },
      {
        key: 'projectDescription',
        label: 'The brief and what you made',
        path: 'projects.0.description',
      },
      { key: 'projectImage', label: 'Project image', path: 'projects.0.image' },
      {
        key: 'projectCategory',
        label: 'Discipline',
        path: 'projects.0.category',
        placeholder: 'Identity · Packaging',
      },
      { key: 'projectYear', label: 'Year', path: 'projects.0.meta', placeholder: '2026' },
    ],
  },
  Component: Work,
  lists: { projects: { maxItems: MAX_PROJECTS, caseStudies: true } },
  migrations: [labelsAdded(2)],
  variants: [
    { id: 'offset', name: 'Offset', sketch: 'alternating' },
    { id: 'rows', name: 'Rows', sketch: 'list' },
  ],
};

const clients: SectionDefinition<ClientsContent> = {
  type: 'clients',
  title: 'Clients',
  description: 'A wall of client names or logos, and a testimonial or two.',
  schema: clientsSchema,
  defaults: clientsDefaults,
  setup: {
    title: 'Clients & kind words',
    description: 'Who you work for, and what they say about it.',
    fields: [
      {
        key: 'clientsIntro',
        label: 'Who you work with',
        path: 'intro',
        placeholder: 'Start-ups, family businesses and public institutions.',
      },
      { key: 'clientName', label: 'Client', path: 'clients.0.name' },
      { key: 'clientLogo', label: 'Logo (optional)', path: 'clients.0.logo' },
      {
        key: 'quoteText',
        label: 'A client quote',
        path: 'testimonials.0.quote',
        placeholder: 'They made our brand make sense.',
      },
      { key: 'quoteName', label: 'Who said it', path: 'testimonials.0.name' },
      {
        key: 'quoteRole',
        label: 'Their role and company',
        path: 'testimonials.0.role',
        placeholder: 'Founder, Maré',
      },
    ],
  },
  Component: Clients,
  lists: {
    clients: { maxItems: MAX_CLIENTS },
    testimonials: { maxItems: MAX_TESTIMONIALS },
  },
};

const about: SectionDefinition<AboutContent> = {
  type: 'about',
  title: 'About',
  description: "The studio's story, a team picture, its disciplines and a few figures.",
  schema: aboutSchema,
  defaults: aboutDefaults,
  setup: {
    title: 'About the studio',
    description: 'Who you are and how you work.',
    fields: [
      { key: 'bio', label: 'The studio in a few sentences', path: 'bio' },
      { key: 'aboutText', label: 'How you work', path: 'content' },
      { key: 'role', label: 'Roles and cities', path: 'role', placeholder: 'Founders · Lisbon' },
      { key: 'image', label: 'Team picture', path: 'image' },
      {
        key: 'skills',
        label: 'Disciplines, separated by commas',
        path: 'skills',
        placeholder: 'Strategy, Identity, Digital',
      },
      { key: 'figureValue', label: 'A figure', path: 'figures.0.value', placeholder: '12' },
      {
        key: 'figureLabel',
        label: 'What it counts',
        path: 'figures.0.label',
        placeholder: 'designers, writers and engineers',
      },
    ],
  },
  Component: About,
  lists: { skills: { maxItems: 30 }, figures: { maxItems: MAX_FIGURES } },
  identity: { name: 'name', portrait: 'image', bio: 'bio' },
};

const contact: SectionDefinition<ContactContent> = {
  type: 'contact',
  title: 'Contact',
  description: 'How to reach the studio, and a brief form for new projects.',
  schema: contactSchema,
  defaults: contactDefaults,
  setup: {
    title: 'How to reach you',
    description: 'Briefs from the form go to this address.',
    fields: [
      { key: 'email', label: 'Email', path: 'email', placeholder: 'hello@studio.com' },
      { key: 'phone', label: 'Phone', path: 'phone' },
      { key: 'address', label: 'Studio address', path: 'address' },
      {
        key: 'inviteText',
        label: 'A few words inviting a brief',
        path: 'text',
        placeholder: 'Tell us where you are and where you want to be.',
      },
      {
        key: 'availability',
        label: 'Availability',
        path: 'availability',
        placeholder: 'Booking projects from June',
      },
    ],
  },
  Component: Contact,
  // The line above the brief form is the template's wording, like its button.
  chrome: [...DEFAULT_CHROME, 'description'],
  lists: { social_links: { maxItems: MAX_SOCIAL_LINKS } },
  identity: contactIdentity,
  migrations: [labelsAdded(2)],
};

const sections = { hero, services, work, clients, about, contact };

const studio: TemplateDefinition = {
  id: 'studio',
  version: 2,
  aliases: ['corporate', 'agency'],
  name: 'Atelier',
  description:
    'For studios, agencies and designers who sell like one: a headline set large, services with prices, case studies, client logos and a brief form.',
  category: 'Studio / Agency',
  preview: '/templates/studio/preview.jpg',
  previewUrl: '/template-preview/studio',
  styling: studioStyling,
  theme: studioTheme,
  sections,
  defaultContent: documentFrom(sections, 2),
  Frame,
  rootClass: 'stu',
};

export default studio;
