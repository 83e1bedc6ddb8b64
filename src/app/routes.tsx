import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { appRoutes } from '../../model/routes';
import { PageSpinner } from '../components/PageSpinner';
import { SiteLayout } from '../components/SiteLayout';
import { RequireAuth } from '../session/RequireAuth';
import { AppRoot } from './AppRoot';
import { RouteError } from './RouteError';

// Every page is its own chunk: the landing page never downloads the builder or a template.
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

// Server state and toasts, around the routes that fetch: a lazy layout, so no marketing page loads them.
const services = page(() => import('./ServicesLayout'));

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    hydrateFallbackElement: <PageSpinner />,
    // An unexpected error anywhere shows our own page, never React Router's screen with its stack.
    errorElement: <RouteError fullScreen />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          {
            // Inside the site's header and footer, like the 404 page.
            errorElement: <RouteError />,
            children: [
              { path: appRoutes.home, lazy: page(() => import('../pages/LandingPage')) },
              { path: appRoutes.about, lazy: page(() => import('../pages/AboutPage')) },
              { path: appRoutes.contact, lazy: page(() => import('../pages/ContactPage')) },
              { path: appRoutes.events, lazy: page(() => import('../pages/EventsPage')) },
              { path: appRoutes.eventsAll, lazy: page(() => import('../pages/EventsAllPage')) },
              { path: appRoutes.terms, lazy: page(() => import('../pages/TermsPage')) },
              { path: appRoutes.privacy, lazy: page(() => import('../pages/PrivacyPage')) },
              { path: appRoutes.login, lazy: page(() => import('../pages/LoginPage')) },
              { path: appRoutes.signup, lazy: page(() => import('../pages/SignupPage')) },
              {
                path: appRoutes.forgotPassword,
                lazy: page(() => import('../pages/ForgotPasswordPage')),
              },
              {
                path: appRoutes.resetPassword,
                lazy: page(() => import('../pages/ResetPasswordPage')),
              },
              { path: appRoutes.templates, lazy: page(() => import('../pages/TemplatesPage')) },
              {
                element: <RequireAuth />,
                children: [
                  {
                    lazy: services,
                    children: [
                      {
                        path: appRoutes.dashboard,
                        lazy: page(() => import('../pages/DashboardPage')),
                      },
                      { path: appRoutes.profile, lazy: page(() => import('../pages/ProfilePage')) },
                    ],
                  },
                ],
              },
              { path: '*', lazy: page(() => import('../pages/NotFoundPage')) },
            ],
          },
        ],
      },
      // Full-screen routes: the builder and the pages a portfolio's visitors see carry no site chrome.
      {
        path: appRoutes.templatePreview,
        lazy: page(() => import('../pages/TemplatePreviewPage')),
      },
      {
        path: appRoutes.portfolio,
        lazy: page(() => import('../../renderer/PublicPortfolioPage')),
      },
      {
        path: appRoutes.sampleCaseStudy,
        lazy: page(() => import('../pages/SampleCaseStudyPage')),
      },
      {
        path: appRoutes.caseStudy,
        lazy: page(() => import('../../renderer/CaseStudyViewerPage')),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: services,
            children: [
              { path: appRoutes.builder, lazy: page(() => import('../pages/BuilderPage')) },
              {
                path: appRoutes.caseStudyEditor,
                lazy: page(() => import('../pages/CaseStudyEditorPage')),
              },
              {
                path: appRoutes.caseStudyPreview,
                lazy: page(() => import('../../renderer/CaseStudyViewerPage')),
              },
            ],
          },
        ],
      },
    ],
  },
];
