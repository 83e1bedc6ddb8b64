// The route table of spec section 2. The browser routes from it; the server answers 404 for paths outside it.

export const appRoutes = {
  home: '/',
  about: '/about',
  contact: '/contact',
  events: '/events',
  eventsAll: '/events/all',
  terms: '/terms',
  privacy: '/privacy',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  profile: '/profile',
  templates: '/templates',
  templatePreview: '/template-preview/:templateId',
  builder: '/portfolio-builder/:portfolioId',
  caseStudyEditor: '/portfolio-builder/:portfolioId/case-study/:projectId',
  caseStudyPreview: '/portfolio-builder/:portfolioId/case-study/:projectId/preview',
  portfolio: '/portfolio/:slug',
  /** The old address: a published case study's answers 301 to /portfolio/{slug}/{project-slug}. */
  caseStudy: '/portfolio/:portfolioId/project/:projectId',
  sampleCaseStudy: '/case-study/logo-design-process',
} as const;

export type AppRouteName = keyof typeof appRoutes;

const patterns = Object.values(appRoutes).map(
  (route) => new RegExp('^' + route.replace(/:[A-Za-z]+/g, '[^/]+').replace(/\/$/, '') + '/?$'),
);

/** True when a browser path belongs to one of the app's routes (trailing slash allowed). */
export function isAppRoute(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}

/** Where the build keeps the prerendered pages, inside its output folder (scripts/prerender.ts). */
export const PRERENDERED_DIR = 'prerendered';

/** The origin prerendered pages are written with; the server puts its PUBLIC_URL in its place. */
export const PRERENDER_ORIGIN = 'https://prerendered.invalid';

/** A prerendered page's file, relative to PRERENDERED_DIR: / is index.html, /events/all events/all.html. */
export const prerenderedFile = (pathname: string) =>
  pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
