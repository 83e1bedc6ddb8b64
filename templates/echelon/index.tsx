import './style.css';
import {
  contactIdentity,
  DEFAULT_CHROME,
  documentFrom,
  heroIdentity,
  labelsAdded,
  MAX_SKILLS,
  MAX_SOCIAL_LINKS,
  type SectionDefinition,
  type TemplateDefinition,
} from '@folio/template-sdk';
import {
  aboutDefaults,
  aboutSchema,
  contactDefaults,
  contactSchema,
  galleryDefaults,
  gallerySchema,
  heroDefaults,
  heroSchema,
  workDefaults,
  workSchema,
  type AboutContent,
  type ContactContent,
  type GalleryContent,
  type HeroContent,
  type WorkContent,
  MAX_GALLERY_IMAGES,
  MAX_PROJECTS,
  socialLinksAsList,
} from './content';
import { Frame } from './Frame';
import { About } from './sections/About';
import { Contact } from './sections/Contact';
import { Gallery } from './sections/Gallery';
import { Hero } from './sections/Hero';
import { Work } from './sections/Work';
import { echelonStyling, echelonTheme } from './styling';

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
      { key: 'name', label: 'Your name', path: 'name', placeholder: 'Alex Morgan' },
      {
        key: 'title',
        label: 'Headline',
        path: 'title',
        placeholder: 'Clear, honest design for brands that mean it.',
      },
      {
        key: 'subtitle',
        label: 'Your role',
        path: 'subtitle',
        placeholder: 'Brand & product designer',
      },
      { key: 'description', label: 'A sentence or two about what you do', path: 'description' },
      { key: 'heroImage', label: 'A picture beside your headline (optional)', path: 'image' },
    ],
  },
  Component: Hero,
  identity: heroIdentity,
  variants: [
    { id: 'split', name: 'Split', sketch: 'split' },
    { id: 'centred', name: 'Centred', sketch: 'centred' },
  ],
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
      { key: 'image', label: 'Portrait', path: 'image' },
      { key: 'bio', label: 'Short bio', path: 'bio' },
      { key: 'aboutText', label: 'More about how you work', path: 'content' },
      {
        key: 'skills',
        label: 'Skills, separated by commas',
        path: 'skills',
        placeholder: 'Branding, Typography, UI',
      },
    ],
  },
  Component: About,
  lists: { skills: { maxItems: MAX_SKILLS } },
  identity: { name: 'name', role: 'role', portrait: 'image', bio: 'bio' },
  migrations: [labelsAdded(3)],
};

const work: SectionDefinition<WorkContent> = {
  type: 'work',
  title: 'Work',
  description: 'Selected projects, each with a picture and a case study.',
  schema: workSchema,
  defaults: workDefaults,
  setup: {
    title: 'Your best projects',
    description: 'A few to start with; each gets a case study in the editor.',
    fields: [
      { key: 'projectTitle', label: 'Project title', path: 'projects.0.title' },
      { key: 'projectDescription', label: 'What you did', path: 'projects.0.description' },
      { key: 'projectImage', label: 'Project image', path: 'projects.0.image' },
      {
        key: 'projectCategory',
        label: 'Category',
        path: 'projects.0.category',
        placeholder: 'Brand identity',
      },
      { key: 'projectYear', label: 'Year', path: 'projects.0.meta', placeholder: '2026' },
    ],
  },
  Component: Work,
  lists: { projects: { maxItems: MAX_PROJECTS, caseStudies: true } },
  migrations: [labelsAdded(3)],
  variants: [
    { id: 'alternating', name: 'Alternating', sketch: 'alternating' },
    { id: 'grid', name: 'Grid', sketch: 'grid-wide' },
    { id: 'list', name: 'Index', sketch: 'list' },
  ],
};

const gallery: SectionDefinition<GalleryContent> = {
  type: 'gallery',
  title: 'Gallery',
  description: 'A grid of images that open full screen.',
  schema: gallerySchema,
  defaults: galleryDefaults,
  setup: {
    title: 'Gallery',
    description: 'Upload a few images; each opens full screen.',
    fields: [
      { key: 'heading', label: 'Gallery title', path: 'heading', placeholder: 'Studies' },
      { key: 'image', label: 'Image', path: 'images.0.src' },
      { key: 'caption', label: 'Caption', path: 'images.0.caption', placeholder: 'Circle study' },
      { key: 'details', label: 'Details', path: 'images.0.meta', placeholder: 'Poster, 2026' },
    ],
  },
  Component: Gallery,
  lists: { images: { maxItems: MAX_GALLERY_IMAGES } },
  variants: [
    { id: 'grid', name: 'Grid', sketch: 'grid' },
    { id: 'masonry', name: 'Masonry', sketch: 'masonry' },
    { id: 'carousel', name: 'Carousel', sketch: 'carousel' },
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
      {
        key: 'inviteText',
        label: 'A few words inviting people to get in touch',
        path: 'text',
        placeholder: 'Tell me about your project.',
      },
      { key: 'address', label: 'Studio address', path: 'address' },
      {
        key: 'availability',
        label: 'Availability',
        path: 'availability',
        placeholder: 'Available from May',
      },
    ],
  },
  Component: Contact,
  // The line above the brief form is the template's wording, like its button.
  chrome: [...DEFAULT_CHROME, 'description'],
  lists: { social_links: { maxItems: MAX_SOCIAL_LINKS } },
  identity: contactIdentity,
  migrations: [
    { to: 2, name: 'social links as one list', migrate: socialLinksAsList },
    labelsAdded(3),
  ],
};

const sections = { hero, about, work, gallery, contact };

const echelon: TemplateDefinition = {
  id: 'echelon',
  version: 3,
  aliases: ['echolon', 'minimal-designer', 'minimal', 'designer', 'swiss'],
  name: 'Echelon',
  description:
    'A Swiss-style portfolio: big type, a strict 12-column grid and numbered sections. For designers who let the work speak.',
  category: 'Minimal / Swiss',
  preview: '/templates/echelon/preview.jpg',
  previewUrl: '/template-preview/echelon',
  styling: echelonStyling,
  theme: echelonTheme,
  sections,
  defaultContent: documentFrom(sections, 3),
  Frame,
  rootClass: 'ech',
};

export default echelon;
