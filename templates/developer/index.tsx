import './style.css';
import { documentFrom } from '../setup';
import { contactIdentity, heroIdentity, MAX_SOCIAL_LINKS } from '../shared/sections';
import type { SectionDefinition, TemplateDefinition } from '../types';
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
import { developerBreakpoints, developerStyling } from './styling';

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
      { key: 'avatar', label: 'Your photo (image URL)', path: 'image', placeholder: 'https://' },
    ],
  },
  Component: Hero,
  identity: { ...heroIdentity, location: 'location' },
};

const work: SectionDefinition<WorkContent> = {
  type: 'work',
  title: 'Work',
  description: 'Projects with their stack, a link to the thing and a case study.',
  schema: workSchema,
  defaults: workDefaults,
  setup: {
    title: 'Your best project',
    description: 'Start with one; add more, and write case studies, in the editor.',
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
      {
        key: 'projectImage',
        label: 'Screenshot (image URL)',
        path: 'projects.0.image',
        placeholder: 'https://',
      },
      { key: 'projectYear', label: 'Year', path: 'projects.0.meta', placeholder: '2026' },
    ],
  },
  Component: Work,
  lists: {
    projects: { maxItems: MAX_PROJECTS, caseStudies: true },
    'projects.tags': { maxItems: MAX_PROJECT_TAGS },
  },
};

const writing: SectionDefinition<WritingContent> = {
  type: 'writing',
  title: 'Writing',
  description: 'Articles, talks and interviews: title, date, where, and a line about each.',
  schema: writingSchema,
  defaults: writingDefaults,
  setup: {
    title: 'Something you wrote or said',
    description: 'An article, a talk or a podcast; add the rest in the editor.',
    fields: [
      { key: 'articleTitle', label: 'Title', path: 'articles.0.title' },
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
    title: 'Your current role',
    description: 'Add earlier roles and education in the editor.',
    fields: [
      { key: 'role', label: 'Role', path: 'roles.0.role', placeholder: 'Design Engineer' },
      { key: 'company', label: 'Company', path: 'roles.0.company' },
      { key: 'period', label: 'Period', path: 'roles.0.period', placeholder: '2023 — Now' },
      { key: 'roleDescription', label: 'What you do there', path: 'roles.0.description' },
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
      { key: 'role', label: 'Role and city', path: 'role', placeholder: 'Design engineer, Lisbon' },
      { key: 'image', label: 'Portrait (image URL)', path: 'image', placeholder: 'https://' },
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
  identity: { name: 'name', portrait: 'image' },
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
        key: 'availability',
        label: 'Availability',
        path: 'availability',
        placeholder: 'Open to contract work from May',
      },
    ],
  },
  Component: Contact,
  lists: { social_links: { maxItems: MAX_SOCIAL_LINKS } },
  identity: contactIdentity,
};

const sections = { hero, work, writing, experience, about, contact };

export const developer: TemplateDefinition = {
  id: 'developer',
  version: 1,
  aliases: ['dev', 'engineer', 'product-designer'],
  name: 'Source',
  description:
    'For developers and product designers: projects with their stack, writing and talks, and a CV, set like good documentation.',
  category: 'Developer / Product',
  preview: '/templates/developer/preview.jpg',
  previewUrl: '/template-preview/developer',
  styling: developerStyling,
  breakpoints: developerBreakpoints,
  sections,
  defaultContent: documentFrom(sections),
  Frame,
  rootClass: 'dev',
};
