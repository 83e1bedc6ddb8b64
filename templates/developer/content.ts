import { z } from 'zod';
import {
  aboutShape,
  contactShape,
  heroShape,
  itemId,
  labels,
  link,
  listOf,
  projectShape,
  text,
  workShape,
} from '@folio/template-sdk';

const art = (name: string) => `/templates/developer/${name}.svg`;

/** Source's list limits: the schemas refuse more, and the builder stops adding at them. */
export const MAX_PROJECTS = 24;
export const MAX_PROJECT_TAGS = 8;
export const MAX_ARTICLES = 40;
export const MAX_ROLES = 20;
export const MAX_EDUCATION = 10;
export const MAX_TOOLS = 40;
export const MAX_FOCUS = 30;

/** Shown where a project has no image of its own. */
export const PROJECT_PLACEHOLDER = art('project-placeholder');

// Hero: the shared shape, plus where the designer is and what they are doing now.
export const heroSchema = heroShape.extend({
  location: text(120).optional(),
  status: text(200).optional(),
  ...labels('location_label', 'status_label'),
});
export type HeroContent = z.infer<typeof heroSchema>;

// Work: the shared projects, each with its stack as tags and a link to the thing itself.
export const projectSchema = projectShape.extend({
  tags: listOf(text(40), MAX_PROJECT_TAGS, 'tag').default([]),
  url: link.default(''),
});
export type Project = z.infer<typeof projectSchema>;
export const workSchema = workShape(MAX_PROJECTS).extend({
  projects: listOf(projectSchema, MAX_PROJECTS, 'project').optional(),
  ...labels('case_study_label', 'visit_label'),
});
export type WorkContent = z.infer<typeof workSchema>;

// Writing: essays, talks and interviews.
export const articleSchema = z.object({
  id: itemId,
  title: text(200).default(''),
  kind: text(40).default(''),
  date: text(60).default(''),
  venue: text(160).default(''),
  url: link.default(''),
  summary: text(600).default(''),
});
export type Article = z.infer<typeof articleSchema>;
export const writingSchema = z.object({
  heading: text(120).optional(),
  articles: listOf(articleSchema, MAX_ARTICLES, 'article').optional(),
});
export type WritingContent = z.infer<typeof writingSchema>;

// Experience: the CV. Roles, education and a toolkit.
export const roleSchema = z.object({
  id: itemId,
  role: text(120).default(''),
  company: text(120).default(''),
  period: text(60).default(''),
  location: text(120).default(''),
  description: text(1500).default(''),
});
export type Role = z.infer<typeof roleSchema>;
export const educationSchema = z.object({
  id: itemId,
  title: text(160).default(''),
  school: text(160).default(''),
  period: text(60).default(''),
});
export type Education = z.infer<typeof educationSchema>;
export const experienceSchema = z.object({
  heading: text(120).optional(),
  cvUrl: link.optional(),
  roles: listOf(roleSchema, MAX_ROLES, 'role').optional(),
  education: listOf(educationSchema, MAX_EDUCATION, 'entry').optional(),
  skills: listOf(text(60), MAX_TOOLS, 'tool').optional(),
  ...labels('cv_label', 'at_label', 'education_label', 'toolkit_label'),
});
export type ExperienceContent = z.infer<typeof experienceSchema>;

export const aboutSchema = aboutShape.extend(labels('focus_label'));
export type AboutContent = z.infer<typeof aboutSchema>;

export const contactSchema = contactShape.extend(labels('phone_label', 'address_label'));
export type ContactContent = z.infer<typeof contactSchema>;

// The sample: a design engineer in Lisbon.

export const heroDefaults: HeroContent = {
  location_label: 'Based in',
  status_label: 'Now',
  name: 'Mira Castell',
  title: 'I design and build calm, fast software for people who make things.',
  subtitle: 'Design engineer & product designer',
  description:
    'Ten years between Figma and the terminal: interfaces, design systems and developer tools, from the first sketch to the last pull request.',
  image: art('avatar'),
  location: 'Lisbon, Portugal',
  status: 'Building the editor at Fieldnote',
};

export const workDefaults: WorkContent = {
  heading: 'Selected work',
  case_study_label: 'Read the case study',
  visit_label: 'Visit',
  projects: [
    {
      id: 'project-1',
      title: 'Fieldnote',
      description:
        'An offline-first notes editor for research teams. I led design and built the editor: real-time sync, comments and a command palette people actually use.',
      image: art('project-1'),
      meta: '2025',
      category: 'Product · Design engineering',
      caseStudyUrl: '',
      tags: ['TypeScript', 'React', 'CRDTs', 'ProseMirror'],
      url: 'https://example.com/',
    },
    {
      id: 'project-2',
      title: 'Tern CLI',
      description:
        'A deploy tool with a terminal interface that explains itself. Error messages rewritten as next steps cut support tickets by a third.',
      image: art('project-2'),
      meta: '2024',
      category: 'Developer tools',
      caseStudyUrl: '',
      tags: ['Rust', 'TUI', 'DX writing'],
      url: '',
    },
    {
      id: 'project-3',
      title: 'Kiln Design System',
      description:
        'Seventy components and a token pipeline shared by web, iOS and Android, with accessibility checks in every pull request.',
      image: art('project-3'),
      meta: '2023',
      category: 'Design systems',
      caseStudyUrl: '',
      tags: ['Figma', 'Tokens', 'Storybook', 'a11y'],
      url: '',
    },
    {
      id: 'project-4',
      title: 'Tidepool',
      description:
        'A monitoring dashboard for small water utilities: field research in four towns, then a calm interface for people on call at 3 a.m.',
      image: art('project-4'),
      meta: '2022',
      category: 'Product design · Research',
      caseStudyUrl: '',
      tags: ['Research', 'D3', 'Data viz'],
      url: '',
    },
  ],
};

export const writingDefaults: WritingContent = {
  heading: 'Writing & talks',
  articles: [
    {
      id: 'article-1',
      title: 'Optimistic UI without lying to people',
      kind: 'Essay',
      date: 'Nov 2025',
      venue: 'Fieldnote Engineering',
      url: 'https://example.com/',
      summary:
        'What a sync engine owes the person typing: honest pending states, and undo that always works.',
    },
    {
      id: 'article-2',
      title: 'Design tokens are an API',
      kind: 'Talk',
      date: 'Jun 2025',
      venue: 'Frontend Lisboa',
      url: '',
      summary: 'Versioning, deprecations and changelogs for the values every screen depends on.',
    },
    {
      id: 'article-3',
      title: 'What a CLI can learn from a good form',
      kind: 'Essay',
      date: 'Feb 2024',
      venue: 'castell.dev',
      url: '',
      summary: 'Defaults, validation and error messages, borrowed from twenty years of web forms.',
    },
    {
      id: 'article-4',
      title: 'One design system, three platforms',
      kind: 'Podcast',
      date: 'Sep 2023',
      venue: 'Pixel & Parser, episode 112',
      url: '',
      summary: 'On shipping Kiln to web, iOS and Android without three teams drifting apart.',
    },
  ],
};

export const experienceDefaults: ExperienceContent = {
  heading: 'Experience',
  cv_label: 'Download CV',
  at_label: 'at',
  education_label: 'Education',
  toolkit_label: 'Toolkit',
  cvUrl: '',
  roles: [
    {
      id: 'role-1',
      role: 'Design Engineer',
      company: 'Fieldnote',
      period: '2023 — Now',
      location: 'Lisbon · Remote',
      description:
        'Design and front-end lead for the editor. Built the sync-aware interface layer and the component library, and hire and mentor the design team.',
    },
    {
      id: 'role-2',
      role: 'Senior Product Designer',
      company: 'Tern',
      period: '2020 — 2023',
      location: 'Berlin',
      description:
        'Owned the CLI and dashboard experience. Started Kiln, the design system, and the documentation that went with it.',
    },
    {
      id: 'role-3',
      role: 'Front-end Developer',
      company: 'Studio Halden',
      period: '2016 — 2020',
      location: 'Copenhagen',
      description:
        'Sites and small products for museums and publishers, built in close pairs with the designers.',
    },
  ],
  education: [
    {
      id: 'education-1',
      title: 'MSc Human–Computer Interaction',
      school: 'TU Delft',
      period: '2014 — 2016',
    },
    {
      id: 'education-2',
      title: 'BSc Computer Science',
      school: 'University of Porto',
      period: '2011 — 2014',
    },
  ],
  skills: [
    'TypeScript',
    'React',
    'Rust',
    'Figma',
    'CSS architecture',
    'Node.js',
    'PostgreSQL',
    'Prototyping',
    'Usability testing',
    'Accessibility',
  ],
};

export const aboutDefaults: AboutContent = {
  heading: 'About',
  focus_label: 'Focus',
  name: 'Mira Castell',
  role: 'Design engineer, Lisbon',
  image: art('portrait'),
  bio: 'I work where design meets code: the interaction that needs a prototype to be believed, the component that needs a designer to be used.',
  content:
    'Before Fieldnote I designed developer tools at Tern and built sites for museums in Copenhagen. I care about fast interfaces, clear words and handing over work that the next person can change. Outside work: film photography, long bike rides and teaching an evening class on interface code.',
  skills: [
    'Interaction design',
    'Design systems',
    'Prototyping in code',
    'Developer experience',
    'Front-end engineering',
  ],
};

export const contactDefaults: ContactContent = {
  phone_label: 'Phone',
  address_label: 'Based in',
  heading: 'Let’s build something.',
  subheading: 'Contact',
  text: 'I take on one or two contract projects a year, usually a product that needs design and front-end under one roof. Tell me what you are making.',
  description: 'Send a short brief: what, for whom, and by when.',
  button: 'Send brief',
  response_time: 'Replies within 24 hours',
  email: 'hello@castell.dev',
  phone: '+351 21 000 0000',
  address: 'Lisbon, Portugal',
  availability: 'Open to contract work from March 2026',
  form_fields: ['name', 'email', 'message'],
  social_links: [
    { platform: 'GitHub', url: 'https://github.com/' },
    { platform: 'LinkedIn', url: 'https://www.linkedin.com/' },
    { platform: 'Mastodon', url: 'https://mastodon.social/' },
    { platform: 'Read.cv', url: 'https://read.cv/' },
  ],
};
