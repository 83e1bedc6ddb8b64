// The marketing site's copy and hardcoded samples (spec sections 1, 2 and 3). The figures are copy.

export const GENERAL_INQUIRIES_EMAIL = 'hello@folio.design';
export const LEGAL_EMAIL = 'legal@folio.design';
export const PRIVACY_EMAIL = 'privacy@folio.design';

export const SOCIAL_LINKS = [
  { label: 'Instagram', url: 'https://www.instagram.com/folio.design' },
  { label: 'TikTok', url: 'https://www.tiktok.com/@folio.design' },
] as const;

/** A carousel slide (spec section 3, Other): title, description, stat, color. */
export type Slide = {
  title: string;
  description: string;
  stat: string;
  statLabel: string;
  color: string;
  /** The text colour that reads on `color`. */
  ink: string;
};

export const SLIDES: Slide[] = [
  {
    title: 'The Problem',
    stat: '73%',
    statLabel: 'of designers delay portfolio updates',
    description:
      'Hand-coding a site, wrestling with hosting and bending a template that looks like everyone else’s: so the update waits, and your best work stays hidden.',
    color: '#14110f',
    ink: '#fffdfa',
  },
  {
    title: 'The Solution',
    stat: '10 min',
    statLabel: 'from blank page to published',
    description:
      'Pick a layout, answer a short guided setup and edit everything in place. Custom domain, SSL and hosting are included. No code, ever.',
    color: '#fb8500',
    ink: '#14110f',
  },
  {
    title: 'The Result',
    stat: '1,000+',
    statLabel: 'designers already publishing',
    description:
      'A fast, responsive portfolio on your own address that you can refresh in minutes, so it always shows the work you are proudest of today.',
    color: '#f1ebe2',
    ink: '#14110f',
  },
];

export const FEATURES = [
  {
    icon: 'clock',
    title: 'Live in about 10 minutes',
    text: 'A guided setup turns your name, bio and best projects into a finished site. Edit any word or image right where it sits.',
  },
  {
    icon: 'globe',
    title: 'Your domain, handled',
    text: 'Custom domain, SSL and hosting come included. Publish to your own address without touching a DNS panel twice.',
  },
  {
    icon: 'grid',
    title: 'A flexible grid',
    text: 'Responsive layouts that hold their rhythm from a phone to a 27-inch display, with 50+ customization options.',
  },
  {
    icon: 'spark',
    title: 'Free to start',
    text: 'No credit card, no trial clock. Start free, publish when you are ready and get help from our team 24/7.',
  },
] as const;

export type FeatureIcon = (typeof FEATURES)[number]['icon'];

/** The playground's preview card (spec section 3, Other) and its defaults. */
export type PlaygroundState = {
  title: string;
  description: string;
  bgColor: string;
  textColor: string;
  accentColor: string;
  image: string | null;
};

export const PLAYGROUND_DEFAULTS: PlaygroundState = {
  title: 'Your Project Title',
  description: 'Describe your amazing design work here...',
  bgColor: '#ffffff',
  textColor: '#1a1a1a',
  accentColor: '#fb8500',
  image: null,
};

export const QUIZ = {
  question: 'Is keeping your portfolio up to date a pain?',
  yes: {
    label: "Yeah, it's rough",
    response:
      'You are not alone: 73% of designers delay portfolio updates. Folio gets yours live in about 10 minutes, and every later edit takes seconds.',
  },
  no: {
    label: "Nah, I'm good",
    response:
      'Love that. Then see how good it can look: try the playground below and style a project card in real time.',
  },
};

export const VALUES = [
  {
    title: 'Designer growth',
    text: 'Every feature has to help an emerging designer get seen, get hired or get better. If it does not, we do not ship it.',
  },
  {
    title: 'Fair pricing',
    text: 'Free to start with no credit card. When we charge, the price is small, clear and the same for everyone.',
  },
  {
    title: 'Craft over templates',
    text: 'Your work should not look like everyone else’s. We sweat the grid, the type and the details so you can focus on yours.',
  },
  {
    title: 'Honest by default',
    text: 'No dark patterns, no trackers, no surprise renewals. Your portfolio and your data stay yours.',
  },
];

export type TeamContact = { label: 'LinkedIn' | 'GitHub' | 'Dribbble' | 'Email'; url: string };

export type TeamMember = {
  name: string;
  role: string;
  /** The avatar's colours: an inline drawing, never a download. */
  image: { from: string; to: string };
  description: string;
  contacts: TeamContact[];
};

export const TEAM: TeamMember[] = [
  {
    name: 'Maya Okafor',
    role: 'Founder',
    image: { from: '#fb8500', to: '#ffb703' },
    description:
      'Spent eight years as a product designer rebuilding her own portfolio every spring. Started Folio so nobody else has to.',
    contacts: [
      { label: 'LinkedIn', url: 'https://www.linkedin.com/in/maya-okafor' },
      { label: 'Dribbble', url: 'https://dribbble.com/mayaokafor' },
      { label: 'Email', url: 'mailto:maya@folio.design' },
    ],
  },
  {
    name: 'Léo Martin',
    role: 'Co-Founder',
    image: { from: '#14110f', to: '#57534e' },
    description:
      'Former agency creative director. Obsessed with type scales, grids and making the first ten minutes feel effortless.',
    contacts: [
      { label: 'LinkedIn', url: 'https://www.linkedin.com/in/leo-martin' },
      { label: 'Dribbble', url: '' },
      { label: 'Email', url: 'mailto:leo@folio.design' },
    ],
  },
  {
    name: 'Priya Raman',
    role: 'Backend Developer',
    image: { from: '#219ebc', to: '#8ecae6' },
    description:
      'Keeps publishing fast and reliable. Owns the API, the database and the part where your images come out crisp.',
    contacts: [
      { label: 'GitHub', url: 'https://github.com/priyaraman' },
      { label: 'LinkedIn', url: '' },
    ],
  },
  {
    name: 'Jonas Weber',
    role: 'Backend Developer',
    image: { from: '#2a9d8f', to: '#a7d7c5' },
    description:
      'Thinks about security so you do not have to: accounts, sessions and the plumbing behind every custom domain.',
    contacts: [
      { label: 'GitHub', url: 'https://github.com/jonasweber' },
      { label: 'Email', url: 'mailto:jonas@folio.design' },
    ],
  },
  {
    name: 'Tomás Alvarez',
    role: 'Backend Developer',
    image: { from: '#6d597a', to: '#b56576' },
    description:
      'Builds the services behind saving, drafts and case studies, and measures every millisecond between a click and a save.',
    contacts: [
      { label: 'GitHub', url: 'https://github.com/tomasalvarez' },
      { label: 'LinkedIn', url: 'https://www.linkedin.com/in/tomas-alvarez' },
    ],
  },
  {
    name: 'Hana Sato',
    role: 'Frontend Developer',
    image: { from: '#e76f51', to: '#f4a261' },
    description:
      'Turns design files into the editor you use every day, with a soft spot for keyboard shortcuts and smooth animation.',
    contacts: [
      { label: 'GitHub', url: 'https://github.com/hanasato' },
      { label: 'Dribbble', url: 'https://dribbble.com/hanasato' },
      { label: 'Email', url: '' },
    ],
  },
];

export type EventLevel = 'Advanced' | 'All Levels' | 'Intermediate' | 'Beginner';

/** A hardcoded sample event (spec section 3, Event). `image` names an inline drawing's palette. */
export type SampleEvent = {
  id: string;
  title: string;
  description: string;
  image: { from: string; to: string; shape: 'circle' | 'grid' | 'arc' };
  duration: string;
  level: EventLevel;
  date: string;
  location: string;
  price: string;
};

export const EVENTS: SampleEvent[] = [
  {
    id: 'portfolio-storytelling',
    title: 'Portfolio Storytelling Masterclass',
    description: 'Turn a folder of screens into a narrative a hiring manager reads to the end.',
    image: { from: '#14110f', to: '#fb8500', shape: 'arc' },
    duration: '2 hours',
    level: 'Advanced',
    date: 'March 12, 2026',
    location: 'Online',
    price: '$0',
  },
  {
    id: 'ten-minute-portfolio',
    title: 'Your Portfolio in 10 Minutes',
    description:
      'A live build-along: from a blank account to a published site before the coffee cools.',
    image: { from: '#fb8500', to: '#ffd8a8', shape: 'grid' },
    duration: '1 hour',
    level: 'All Levels',
    date: 'April 9, 2026',
    location: 'Online',
    price: '$0',
  },
  {
    id: 'case-studies',
    title: 'Case Studies That Get You Hired',
    description:
      'Structure problem, process and outcome so your thinking shows, not just the pixels.',
    image: { from: '#219ebc', to: '#d8f0f7', shape: 'circle' },
    duration: '90 minutes',
    level: 'Intermediate',
    date: 'May 14, 2026',
    location: 'Lisbon & Online',
    price: '$0',
  },
  {
    id: 'typography-basics',
    title: 'Typography for Non-Typographers',
    description:
      'Pairing, scale and rhythm: the handful of rules that make any layout look intentional.',
    image: { from: '#2a9d8f', to: '#e0f2ec', shape: 'grid' },
    duration: '1 hour',
    level: 'Beginner',
    date: 'June 11, 2026',
    location: 'Online',
    price: '$0',
  },
  {
    id: 'pricing-your-work',
    title: 'Pricing Your Design Work',
    description:
      'Day rates, project fees and value pricing, with real numbers from working freelancers.',
    image: { from: '#6d597a', to: '#eadbe7', shape: 'arc' },
    duration: '2 hours',
    level: 'Intermediate',
    date: 'July 16, 2026',
    location: 'Online',
    price: '$0',
  },
  {
    id: 'freelance-systems',
    title: 'Design Systems for Freelancers',
    description: 'Build a reusable kit that makes every new client project start at 40%, not zero.',
    image: { from: '#e76f51', to: '#fde2d6', shape: 'circle' },
    duration: '3 hours',
    level: 'Advanced',
    date: 'August 13, 2026',
    location: 'Berlin & Online',
    price: '$0',
  },
];

export const WHY_JOIN = [
  {
    title: 'Learn from working designers',
    text: 'Every session is led by people who ship real client work, not by slide decks.',
  },
  {
    title: 'Leave with something built',
    text: 'Workshops are hands-on: you finish with a portfolio section, a case study or a price list.',
  },
  {
    title: 'Meet your peers',
    text: 'Small groups, honest critique and a community of emerging creatives to grow alongside.',
  },
];

export const COMING_SOON = [
  'Event calendar',
  'Advanced search and filtering',
  'One-click registration',
  'Event recommendations',
];

export type LegalSection = { title: string; content: string[] };

/** The terms of service: ten numbered sections (spec section 2, Terms). */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    title: 'Acceptance of Terms',
    content: [
      'By creating an account on Folio or using any part of the service, you agree to these Terms of Service. If you do not agree, please do not use Folio.',
    ],
  },
  {
    title: 'Use License',
    content: [
      'We grant you a personal, non-exclusive, non-transferable license to use Folio to build, host and share your portfolio.',
      'You may not copy, resell or reverse engineer the service, its templates or its code, except where the law expressly allows it.',
    ],
  },
  {
    title: 'User Account',
    content: [
      'You are responsible for the accuracy of your account details and for keeping your password secret. Tell us at once if you suspect someone else is using your account.',
      'You must be at least 16 years old to create an account.',
    ],
  },
  {
    title: 'Prohibited Uses',
    content: [
      'You may not use Folio to publish unlawful, hateful, deceptive or infringing material, to distribute malware, to send spam, or to interfere with the service or other users.',
    ],
  },
  {
    title: 'Content',
    content: [
      'You keep every right to the work you upload. By publishing it, you allow us to store, resize and display it solely to run your portfolio.',
      'You confirm that you own or have permission to use everything you publish.',
    ],
  },
  {
    title: 'Privacy Policy',
    content: [
      'How we collect and use your data is described in our Privacy Policy, which forms part of these terms.',
    ],
  },
  {
    title: 'Intellectual Property',
    content: [
      'The Folio name, logo, templates, software and site design belong to Folio and its licensors and are protected by copyright and trademark law.',
    ],
  },
  {
    title: 'Termination',
    content: [
      'You may delete your account at any time. We may suspend or close accounts that break these terms, and will tell you why unless the law prevents it.',
    ],
  },
  {
    title: 'Disclaimers',
    content: [
      'Folio is provided "as is" and "as available". We work hard to keep it running, but we do not promise that it will always be uninterrupted or error-free.',
    ],
  },
  {
    title: 'Limitation of Liability',
    content: [
      'To the fullest extent the law allows, Folio is not liable for indirect, incidental or consequential losses, such as lost profits or lost data, arising from your use of the service.',
    ],
  },
];

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    title: 'What we collect',
    content: [
      'Account data: your name, email address and a securely hashed password, plus any profile details you choose to add (phone, location, bio).',
      'Portfolio content: the text, links, colours and layout choices you enter in the builder, and any case studies you write.',
      'Uploaded images: every image is re-encoded on our server before it is stored, which strips camera and location metadata (EXIF, GPS) from the file.',
      'Messages you send us through the contact form: your name, email, subject and message.',
    ],
  },
  {
    title: 'What we do not collect',
    content: [
      'Folio runs no third-party trackers, advertising pixels or analytics scripts. We do not sell, rent or share your data with advertisers.',
      'The newsletter signup on the events page does not send or store anything yet.',
    ],
  },
  {
    title: 'Where your data lives',
    content: [
      'Your account, portfolios and messages are kept in the application’s own database. Your browser keeps your sign-in token and unsaved drafts in its local storage on your device.',
    ],
  },
  {
    title: 'What is public',
    content: [
      'Nothing is public until you publish. A published portfolio, and the case studies in it, can be seen by anyone with its address. Unpublishing hides it again.',
    ],
  },
  {
    title: 'How to delete your data',
    content: [
      'Delete any portfolio from your dashboard at any time; it is removed from our database. To delete your whole account and everything in it, email us from the address you signed up with and we will erase it within 30 days.',
    ],
  },
  {
    title: 'Your rights',
    content: [
      'You may ask for a copy of your data, ask us to correct it or ask us to delete it. We answer every request within 30 days.',
    ],
  },
];
