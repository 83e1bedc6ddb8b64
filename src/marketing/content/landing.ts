// The landing page's copy (spec sections 1 and 3). The figures are copy.

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
