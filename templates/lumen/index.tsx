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
  MAX_PHOTOS,
  MAX_STORIES,
} from './content';
import { Frame } from './Frame';
import { About } from './sections/About';
import { Contact } from './sections/Contact';
import { Gallery } from './sections/Gallery';
import { Hero } from './sections/Hero';
import { Work } from './sections/Work';
import { lumenStyling, lumenTheme } from './styling';

const hero: SectionDefinition<HeroContent> = {
  type: 'hero',
  title: 'Cover',
  description: 'One photograph, full screen, with your name over it.',
  schema: heroSchema,
  defaults: heroDefaults,
  setup: {
    title: 'Your cover',
    description: 'The picture and the name visitors see first.',
    fields: [
      { key: 'name', label: 'Your name', path: 'name', placeholder: 'Noa Lindqvist' },
      { key: 'subtitle', label: 'What you photograph, and where', path: 'subtitle' },
      { key: 'title', label: 'A line about your work', path: 'title' },
      { key: 'image', label: 'Cover photograph', path: 'image' },
    ],
  },
  Component: Hero,
  identity: heroIdentity,
  variants: [
    { id: 'full-bleed', name: 'Full bleed', sketch: 'full-bleed' },
    { id: 'split', name: 'Split', sketch: 'split' },
  ],
};

const gallery: SectionDefinition<GalleryContent> = {
  type: 'gallery',
  title: 'Photographs',
  description: 'Your pictures edge to edge; each opens full screen.',
  schema: gallerySchema,
  defaults: galleryDefaults,
  setup: {
    title: 'Your work',
    description: 'Upload your photographs; each opens full screen.',
    fields: [
      { key: 'heading', label: 'Title of the series', path: 'heading', placeholder: 'Recent work' },
      { key: 'photo', label: 'Photograph', path: 'images.0.src' },
      { key: 'caption', label: 'Title', path: 'images.0.caption', placeholder: 'Blue hour' },
      { key: 'details', label: 'Place, year', path: 'images.0.meta', placeholder: 'Norway, 2026' },
    ],
  },
  Component: Gallery,
  lists: { images: { maxItems: MAX_PHOTOS } },
  variants: [
    { id: 'wall', name: 'Wall', sketch: 'masonry' },
    { id: 'grid', name: 'Grid', sketch: 'grid' },
    { id: 'carousel', name: 'Carousel', sketch: 'carousel' },
  ],
};

const work: SectionDefinition<WorkContent> = {
  type: 'work',
  title: 'Stories',
  description: 'Assignments and series, each with a picture and its story.',
  schema: workSchema,
  defaults: workDefaults,
  setup: {
    title: 'Your stories',
    description: 'Assignments and series; each gets a case study in the editor.',
    fields: [
      { key: 'projectTitle', label: 'Title of the story', path: 'projects.0.title' },
      { key: 'projectImage', label: 'Lead photograph', path: 'projects.0.image' },
      {
        key: 'projectCategory',
        label: 'Client or publication',
        path: 'projects.0.category',
        placeholder: 'Feature, Nordic Journal',
      },
      {
        key: 'projectPlace',
        label: 'Place, year',
        path: 'projects.0.meta',
        placeholder: 'Lofoten, 2025',
      },
      {
        key: 'projectDescription',
        label: 'What the story is about',
        path: 'projects.0.description',
      },
    ],
  },
  Component: Work,
  lists: { projects: { maxItems: MAX_STORIES, caseStudies: true } },
  variants: [
    { id: 'single', name: 'Large single', sketch: 'single' },
    { id: 'grid', name: 'Grid', sketch: 'grid-wide' },
    { id: 'list', name: 'List', sketch: 'list' },
  ],
  migrations: [labelsAdded(2)],
};

const about: SectionDefinition<AboutContent> = {
  type: 'about',
  title: 'About',
  description: 'A portrait and a few words.',
  schema: aboutSchema,
  defaults: aboutDefaults,
  setup: {
    title: 'About you',
    description: 'How you work, in a few sentences.',
    fields: [
      { key: 'portrait', label: 'Portrait', path: 'image' },
      { key: 'bio', label: 'Short bio', path: 'bio' },
      { key: 'skills', label: 'Specialities, separated by commas', path: 'skills' },
    ],
  },
  Component: About,
  lists: { skills: { maxItems: MAX_SKILLS } },
  identity: { name: 'name', role: 'role', portrait: 'image', bio: 'bio' },
};

const contact: SectionDefinition<ContactContent> = {
  type: 'contact',
  title: 'Contact',
  description: 'Your address for commissions, and an enquiry form.',
  schema: contactSchema,
  defaults: contactDefaults,
  setup: {
    title: 'Commissions',
    description: 'Where enquiries should go.',
    fields: [
      { key: 'email', label: 'Email', path: 'email' },
      { key: 'phone', label: 'Phone', path: 'phone' },
      {
        key: 'inviteText',
        label: 'What you take on',
        path: 'text',
        placeholder: 'Commissions, licensing and print sales.',
      },
      { key: 'availability', label: 'Availability', path: 'availability' },
    ],
  },
  Component: Contact,
  // The line above the brief form is the template's wording, like its button.
  chrome: [...DEFAULT_CHROME, 'description'],
  lists: { social_links: { maxItems: MAX_SOCIAL_LINKS } },
  identity: contactIdentity,
};

const sections = { hero, gallery, work, about, contact };

const lumen: TemplateDefinition = {
  id: 'lumen',
  version: 2,
  aliases: ['photography', 'photo'],
  name: 'Lumen',
  description:
    'Photography first: a full-screen cover, an edge-to-edge gallery on a dark wall and a serif that stays out of the way.',
  category: 'Photography',
  preview: '/templates/lumen/preview.jpg',
  previewUrl: '/template-preview/lumen',
  styling: lumenStyling,
  theme: lumenTheme,
  sections,
  defaultContent: documentFrom(sections, 2),
  Frame,
  rootClass: 'lum',
};

export default lumen;
