// The events pages' hardcoded samples (spec section 3, Event).

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
