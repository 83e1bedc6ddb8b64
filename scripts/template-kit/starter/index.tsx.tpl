// __NAME__: the template's one export, its sections with their setup questions and its starting page.
import {
  contactIdentity,
  documentFrom,
  heroIdentity,
  MAX_SKILLS,
  MAX_SOCIAL_LINKS,
  type SectionDefinition,
  type TemplateDefinition,
} from '@folio/template-sdk';
import './style.css';
import {
  aboutDefaults,
  aboutSchema,
  contactDefaults,
  contactSchema,
  heroDefaults,
  heroSchema,
  MAX_PROJECTS,
  workDefaults,
  workSchema,
  type AboutContent,
  type ContactContent,
  type HeroContent,
  type WorkContent,
} from './content';
import { Frame } from './Frame';
import { About } from './sections/About';
import { Contact } from './sections/Contact';
import { Hero } from './sections/Hero';
import { Work } from './sections/Work';
import { __EXPORT__Styling } from './styling';

const hero: SectionDefinition<HeroContent> = {
  type: 'hero',
  title: 'Hero',
  description: 'Your name, your role and a headline about your work.',
  schema: heroSchema,
  defaults: heroDefaults,
  setup: {
    title: 'Introduce yourself',
    description: 'The first thing visitors read.',
    fields: [
      { key: 'name', label: 'Your name', path: 'name', placeholder: 'Sam Rivera' },
      { key: 'subtitle', label: 'Your role', path: 'subtitle', placeholder: 'Graphic designer' },
      { key: 'title', label: 'Headline', path: 'title' },
      { key: 'description', label: 'A sentence or two about what you do', path: 'description' },
    ],
  },
  Component: Hero,
  identity: heroIdentity,
};

const about: SectionDefinition<AboutContent> = {
  type: 'about',
  title: 'About',
  description: 'A portrait, your story and your skills.',
  schema: aboutSchema,
  defaults: aboutDefaults,
  setup: {
    title: 'About you',
    description: 'Your story, in your words.',
    fields: [
      { key: 'bio', label: 'Short bio', path: 'bio' },
      { key: 'image', label: 'Portrait (image URL)', path: 'image', placeholder: 'https://' },
      { key: 'skills', label: 'Skills, separated by commas', path: 'skills' },
    ],
  },
  Component: About,
  lists: { skills: { maxItems: MAX_SKILLS } },
  identity: { name: 'name', portrait: 'image' },
};

const work: SectionDefinition<WorkContent> = {
  type: 'work',
  title: 'Work',
  description: 'Selected projects, each with a picture and a case study.',
  schema: workSchema,
  defaults: workDefaults,
  setup: {
    title: 'Your best project',
    description: 'Start with one; add more in the editor.',
    fields: [
      { key: 'projectTitle', label: 'Project title', path: 'projects.0.title' },
      { key: 'projectDescription', label: 'What you did', path: 'projects.0.description' },
      { key: 'projectImage', label: 'Project image (URL)', path: 'projects.0.image' },
    ],
  },
  Component: Work,
  lists: { projects: { maxItems: MAX_PROJECTS, caseStudies: true } },
  // The designer picks one on the section's toolbar; the first is the default (templates/README.md).
  variants: [
    { id: 'grid', name: 'Grid', sketch: 'grid-wide' },
    { id: 'list', name: 'List', sketch: 'list' },
  ],
};

const contact: SectionDefinition<ContactContent> = {
  type: 'contact',
  title: 'Contact',
  description: 'How to reach you, and a brief form for new projects.',
  schema: contactSchema,
  defaults: contactDefaults,
  setup: {
    title: 'How to reach you',
    description: 'Visitors send briefs to this address.',
    fields: [
      { key: 'email', label: 'Email', path: 'email', placeholder: 'you@studio.com' },
      { key: 'phone', label: 'Phone', path: 'phone' },
    ],
  },
  Component: Contact,
  lists: { social_links: { maxItems: MAX_SOCIAL_LINKS } },
  identity: contactIdentity,
};

/** The section types on offer, in the order a new page shows them. */
const sections = { hero, about, work, contact };

const __EXPORT__: TemplateDefinition = {
  id: '__ID__',
  /** Bump it, with a migration on the section, whenever a section's content changes shape. */
  version: 1,
  aliases: [],
  name: '__NAME__',
  description: 'A clean, single-page portfolio: a big headline, selected work and a way to get in touch.',
  category: 'Minimal',
  preview: '/templates/__ID__/preview.svg',
  previewUrl: '/template-preview/__ID__',
  styling: __EXPORT__Styling,
  sections,
  defaultContent: documentFrom(sections, 1),
  Frame,
  rootClass: '__ROOT__',
};

export default __EXPORT__;
