import type { ComponentType } from 'react';
import { createPath, matchRoutes, type DataRouter, type RouteObject } from 'react-router-dom';
import { appRoutes } from '../../model/routes';
import { PageSpinner } from '../components/PageSpinner';
import { SiteLayout } from '../components/SiteLayout';
import { AppRoot } from './AppRoot';
import { RouteError } from './RouteError';
import { carryToasts } from './toasts';

// Every page is its own chunk: the landing page never downloads the builder or a template.
export const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * The pages a visitor meets before signing in, inside the site's header and footer. The build
 * prerenders them and serves them with the public entry (src/public-main.tsx); the app routes them too.
 */
export const sitePages: RouteObject[] = [
  { path: appRoutes.home, lazy: page(() => import('../pages/LandingPage')) },
  { path: appRoutes.about, lazy: page(() => import('../pages/AboutPage')) },
  { path: appRoutes.contact, lazy: page(() => import('../pages/ContactPage')) },
  { path: appRoutes.events, lazy: page(() => import('../pages/EventsPage')) },
  { path: appRoutes.eventsAll, lazy: page(() => import('../pages/EventsAllPage')) },
  { path: appRoutes.terms, lazy: page(() => import('../pages/TermsPage')) },
  { path: appRoutes.privacy, lazy: page(() => import('../pages/PrivacyPage')) },
  { path: appRoutes.login, lazy: page(() => import('../pages/LoginPage')) },
  { path: appRoutes.signup, lazy: page(() => import('../pages/SignupPage')) },
  { path: appRoutes.forgotPassword, lazy: page(() => import('../pages/ForgotPasswordPage')) },
  { path: appRoutes.templates, lazy: page(() => import('../pages/TemplatesPage')) },
];

/** The public pages drawn full screen, without the site's chrome: prerendered as well. */
export const fullScreenPublicPages: RouteObject[] = [
  { path: appRoutes.templatePreview, lazy: page(() => import('../pages/TemplatePreviewPage')) },
  { path: appRoutes.sampleCaseStudy, lazy: page(() => import('../pages/SampleCaseStudyPage')) },
];

/** The root every route hangs under; `inSite` are the routes drawn inside the header and footer. */
export const rootRoute = (inSite: RouteObject[], fullScreen: RouteObject[]): RouteObject => ({
  element: <AppRoot />,
  hydrateFallbackElement: <PageSpinner />,
  // An unexpected error anywhere shows our own page, never React Router's screen with its stack.
  errorElement: <RouteError fullScreen />,
  children: [
    // Inside the site's header and footer, like the 404 page.
    { element: <SiteLayout />, children: [{ errorElement: <RouteError />, children: inSite }] },
    ...fullScreen,
  ],
});

/** Leaves for an address of the app with a full page load, the toasts on screen going along. */
function openInApp(url: URL | string, replace = false) {
  carryToasts();
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}

/**
 * Every other address belongs to the signed-in app, a separate bundle on React itself: the public
 * pages leave for it with a full page load, keeping the current page on screen until it arrives.
 */
export function leaveForTheApp(router: DataRouter) {
  const navigate = router.navigate.bind(router);
  const isPublicPage = (pathname: string) =>
    matchRoutes([...sitePages, ...fullScreenPublicPages], pathname) !== null;
  router.navigate = ((to, options) => {
    if (typeof to === 'number' || to === null) return navigate(to, options);
    const target = typeof to === 'string' ? to : createPath(to);
    // Relative moves stay among these pages: the router resolves them against its own routes.
    if (!target.startsWith('/')) return navigate(to, options);
    const url = new URL(target, window.location.href);
    if (isPublicPage(url.pathname)) return navigate(to, options);
    // A replacing move (after signing in, say) replaces this page in history here too; a move's
    // router state would not cross the page load (no move from these pages carries any).
    openInApp(url, options?.replace);
    return new Promise<void>(() => {});
  }) as DataRouter['navigate'];
}

// Any move the router makes without navigate() (none yet) still reaches the app.
const elsewhere: RouteObject = {
  path: '*',
  loader: ({ request }) => {
    openInApp(request.url);
    return new Promise<never>(() => {});
  },
};

/** The public entry's route table (src/public-main.tsx): the prerendered pages and nothing else. */
export const publicRoutes: RouteObject[] = [
  rootRoute([...sitePages, elsewhere], fullScreenPublicPages),
];
