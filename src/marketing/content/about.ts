// The about page's values and team (spec section 2, About).

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
