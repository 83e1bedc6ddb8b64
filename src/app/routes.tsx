import type { RouteObject } from 'react-router-dom';
import { appRoutes } from '../../model/routes';
import { RequireAuth } from '../session/RequireAuth';
import { fullScreenPublicPages, page, rootRoute, sitePages } from './publicRoutes';

// Server state and toasts, around the routes that fetch: a lazy layout, so no marketing page loads them.
const services = page(() => import('./ServicesLayout'));

export const routes: RouteObject[] = [
  rootRoute(
    [
      ...sitePages,
      { path: appRoutes.resetPassword, lazy: page(() => import('../pages/ResetPasswordPage')) },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: services,
            children: [
              { path: appRoutes.dashboard, lazy: page(() => import('../pages/DashboardPage')) },
              { path: appRoutes.profile, lazy: page(() => import('../pages/ProfilePage')) },
            ],
          },
        ],
      },
      { path: '*', lazy: page(() => import('../pages/NotFoundPage')) },
    ],
    [
      // Full-screen routes: the builder and the pages a portfolio's visitors see carry no site chrome.
      ...fullScreenPublicPages,
      { path: appRoutes.portfolio, lazy: page(() => import('../../renderer/PublicPortfolioPage')) },
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
  ),
];
