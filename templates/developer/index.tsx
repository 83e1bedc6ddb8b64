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
  contactDefaults,
  contactSchema,
  experienceDefaults,
  experienceSchema,
  heroDefaults,
  heroSchema,
  MAX_ARTICLES,
  MAX_EDUCATION,
  MAX_FOCUS,
  MAX_PROJECT_TAGS,
  MAX_PROJECTS,
  MAX_ROLES,
  MAX_TOOLS,
  workDefaults,
  workSchema,
  writingDefaults,
  writingSchema,
  type AboutContent,
  type ContactContent,
  type ExperienceContent,
  type HeroContent,
  type WorkContent,
  type WritingContent,
} from './content';
import { Frame } from './Frame';
import { About } from './sections/About';
import { Contact } from './sections/Contact';
import { Experience } from './sections/Experience';
import { Hero } from './sections/Hero';
import { Work } from './sections/Work';
import { Writing } from './sections/Writing';
import { developerStyling, developerTheme } from './styling';

const hero: SectionDefinition<HeroContent> = {
  type: 'hero',
  title: 'Intro',
  description: 'Your name, your role, a headline and where you are now.',
  schema: heroSchema,
  defaults: heroDefaults,
  setup: {
    title: 'Introduce yourself',
    description: 'The first thing visitors read.',
    fields: [
      { key: 'name', label: 'Your name', path: 'name', placeholder: 'Mira Castell' },
      {
        key: 'subtitle',
        label: 'Your role',
        path: 'subtitle',
        placeholder: 'Design engineer & product designer',
      },
      {
        key: 'title',
        label: 'Headline',
        path: 'title',
        placeholder: 'I design and build calm, fast software.',
      },
      { key: 'description', label: 'A sentence or two about how you work', path: 'description' },
      { key: 'location', label: 'Where you are based', path: 'location', placeholder: 'Lisbon' },
      {
        key: 'status',
        label: 'What you are working on now',
        path: 'status',
        placeholder: 'Building the editor at Fieldnote',
      },
      { key: 'avatar', label: 'Your photo', path: 'image' },
    ],
  },
  Component: Hero,
  identity: { ...heroIdentity, location: 'location', portrait: 'image' },
  migrations: [labelsAdded(2)],
};

const work: SectionDefinition<WorkContent> = {
  type: 'work',
  title: 'Work',
  description: 'Projects with their stack, a link to the thing and a case study.',
  schema: workSchema,
  defaults: workDefaults,
  setup: {
    title: 'Your best projects',
    description: 'A few to start with; write their case studies in the editor.',
    fields: [
      { key: 'projectTitle', label: 'Project name', path: 'projects.0.title' },
      {
        key: 'projectDescription',
        label: 'What it is, and what you did',
        path: 'projects.0.description',
      },
      {
        key: 'projectTags',
        label: 'Stack or skills, separated by commas',
        path: 'projects.0.tags',
        placeholder: 'TypeScript, React, Figma',
      },
      {
        key: 'projectLink',
        label: 'Where to see it (URL)',
        path: 'projects.0.url',
        placeholder: 'https://',
      },
      { key: 'projectImage', label: 'Screenshot', path: 'projects.0.image' },
      {
        key: 'projectCategory',
        label: 'Kind of work',
        path: 'projects.0.category',
        placeholder: 'Product · Design engineering',
      },
      { key: 'projectYear', label: 'Year', path: 'projects.0.meta', placeholder: '2026' },
    ],
  },
  Component: Work,
  lists: {
    projects: { maxItems: MAX_PROJECTS, caseStudies: true },
    'projects.tags': { maxItems: MAX_PROJECT_TAGS },
  },
  variants: [
    { id: 'cards', name: 'Cards', sketch: 'grid-wide' },
    { id: 'list', name: 'List', sketch: 'list' },
  ],
  migrations: [labelsAdded(2)],
};

const writing: SectionDefinition<WritingContent> = {
  type: 'writing',
  title: 'Writing',
  description: 'Articles, talks and interviews: title, date, where, and a line about each.',
  schema: writingSchema,
  defaults: writingDefaults,
  setup: {
    title: 'Things you wrote or said',
    description: 'Articles, talks or podcasts.',
    fields: [
      { key: 'articleTitle', label: 'Title', path: 'articles.0.title' },
      {
        key: 'articleKind',
        label: 'Kind',
        path: 'articles.0.kind',
        placeholder: 'Essay, talk or podcast',
      },
      { key: 'articleVenue', label: 'Where it appeared', path: 'articles.0.venue' },
      { key: 'articleDate', label: 'When', path: 'articles.0.date', placeholder: 'Nov 2025' },
      { key: 'articleLink', label: 'Link (URL)', path: 'articles.0.url', placeholder: 'https://' },
      { key: 'articleSummary', label: 'One line about it', path: 'articles.0.summary' },
    ],
  },
  Component: Writing,
  lists: { articles: { maxItems: MAX_ARTICLES } },
};

const experience: SectionDefinition<ExperienceContent> = {
  type: 'experience',
  title: 'Experience',
  description: 'Your CV: roles, education and toolkit.',
  schema: experienceSchema,
  defaults: experienceDefaults,
  setup: {
    title: 'Your experience',
    description: 'Your roles, most recent first, and your education.',
    fields: [
      { key: 'role', label: 'Role', path: 'roles.0.role', placeholder: 'Design Engineer' },
      { key: 'company', label: 'Company', path: 'roles.0.company' },
      { key: 'period', label: 'Period', path: 'roles.0.period', placeholder: '2023 — Now' },
      { key: 'roleLocation', label: 'Where', path: 'roles.0.location', placeholder: 'Remote' },
      { key: 'roleDescription', label: 'What you do there', path: 'roles.0.description' },
      {
        key: 'educationTitle',
        label: 'Degree or course',
        path: 'education.0.title',
        placeholder: 'MSc Human–Computer Interaction',
      },
      { key: 'school', label: 'School', path: 'education.0.school' },
      {
        key: 'educationPeriod',
        label: 'Years',
        path: 'education.0.period',
        placeholder: '2014 — 2016',
      },
      {
        key: 'skills',
        label: 'Your toolkit, separated by commas',
        path: 'skills',
        placeholder: 'TypeScript, React, Figma',
      },
      { key: 'cvUrl', label: 'Your CV as a PDF (URL)', path: 'cvUrl', placeholder: 'https://' },
    ],
  },
  Component: Experience,
  lists: {
    roles: { maxItems: MAX_ROLES },
    education: { maxItems: MAX_EDUCATION },
    skills: { maxItems: MAX_TOOLS },
  },
  migrations: [labelsAdded(2)],
};

const about: SectionDefinition<AboutContent> = {
  type: 'about',
  title: 'About',
  description: 'A portrait, your story and what you focus on.',
  schema: aboutSchema,
  defaults: aboutDefaults,
  setup: {
    title: 'About you',
    description: 'Your story, in your words.',
    fields: [
      { key: 'bio', label: 'Short bio', path: 'bio' },
      { key: 'aboutText', label: 'More about how you work', path: 'content' },
      {
        key: 'skills',
        label: 'What you focus on, separated by commas',
        path: 'skills',
        placeholder: 'Interaction design, Design systems',
      },
    ],
  },
  Component: About,
  lists: { skills: { maxItems: MAX_FOCUS } },
  identity: { name: 'name', role: 'role', portrait: 'image', bio: 'bio' },
  migrations: [labelsAdded(2)],
};

const contact: SectionDefinition<ContactContent> = {
  type: 'contact',
  title: 'Contact',
  description: 'How to reach you, and a brief form for new work.',
  schema: contactSchema,
  defaults: contactDefaults,
  setup: {
    title: 'How to reach you',
    description: 'Visitors send briefs to this address.',
    fields: [
      { key: 'email', label: 'Email', path: 'email', placeholder: 'you@domain.dev' },
      { key: 'phone', label: 'Phone', path: 'phone' },
      { key: 'address', label: 'Where you are based', path: 'address' },
      {
        key: 'inviteText',
        label: 'What you are open to',
        path: 'text',
        placeholder: 'One or two contract projects a year.',
      },
      {
        key: 'availability',
        label: 'Availability',
        path: 'availability',
        placeholder: 'Open to contract work from May',
      },
    ],
  },
  Component: Contact,
  // The line above the brief form is the template's wording, like its button.
  chrome: [...DEFAULT_CHROME, 'description'],
  lists: { social_links: { maxItems: MAX_SOCIAL_LINKS } },
  identity: { ...contactIdentity, location: 'address' },
  migrations: [labelsAdded(2)],
};

const sections = { hero, work, writing, experience, about, contact };

const developer: TemplateDefinition = {
  id: 'developer',
  version: 2,
  aliases: ['dev', 'engineer', 'product-designer'],
  name: 'Source',
  description:
    'For developers and product designers: projects with their stack, writing and talks, and a CV, set like good documentation.',
  category: 'Developer / Product',
  preview: '/templates/developer/preview.jpg',
  previewUrl: '/template-preview/developer',
  styling: developerStyling,
  theme: developerTheme,
  sections,
  defaultContent: documentFrom(sections, 2),
  Frame,
  rootClass: 'dev',
};

export default developer;
