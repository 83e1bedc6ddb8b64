import type { RouteOptions } from 'fastify';

// ---------------------------------------------------------------------------------------------
// Who may use each route. A route the app serves that is missing here fails the first test.
// ---------------------------------------------------------------------------------------------

/**
 * public: anyone. signed-in: any signed-in user, acting on their own data. self: the caller's own
 * account. owner: only the portfolio's owner; anyone else gets the 404 of a missing one.
 * owner-unless-published: anyone once the portfolio is published, only its owner before.
 */
export type Access = 'public' | 'signed-in' | 'self' | 'owner' | 'owner-unless-published';

export const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'POST /api/auth/signup': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/auth/me': 'self',
  'PUT /api/auth/me': 'self',
  'POST /api/auth/logout': 'self',
  'POST /api/auth/change-password': 'self',
  'GET /api/auth/me/export': 'self',
  'POST /api/portfolios': 'signed-in',
  'GET /api/portfolios/user/me': 'signed-in',
  'GET /api/portfolios/storage': 'signed-in',
  'GET /api/portfolios/check-slug/:slug': 'signed-in',
  'POST /api/upload/single': 'signed-in',
  'GET /api/uploads': 'signed-in',
  'DELETE /api/uploads/:hash': 'signed-in',
  'GET /api/portfolios/:id': 'owner',
  'PUT /api/portfolios/:id': 'owner',
  'DELETE /api/portfolios/:id': 'owner',
  'GET /api/portfolios/slug/:slug': 'owner',
  'PUT /api/portfolios/:id/draft': 'owner',
  'PATCH /api/portfolios/:id/draft': 'owner',
  'POST /api/portfolios/:id/publish': 'owner',
  'POST /api/portfolios/:id/unpublish': 'owner',
  'POST /api/portfolios/:id/discard': 'owner',
  'PUT /api/portfolios/:id/slug': 'owner',
  'PUT /api/portfolios/:id/template': 'owner',
  'GET /api/portfolios/:id/history': 'owner',
  'GET /api/portfolios/:id/history/:number': 'owner',
  'POST /api/portfolios/:id/history/:number/restore': 'owner',
  'GET /api/portfolios/:id/export': 'owner',
  'GET /api/portfolios/:id/static-site': 'owner',
  'GET /api/portfolios/:id/pdf': 'owner',
  'GET /api/portfolios/:id/case-studies/:projectId/pdf': 'owner',
  'POST /api/portfolios/import': 'signed-in',
  'GET /api/portfolios/:id/case-studies/:projectId': 'owner-unless-published',
  'GET /api/portfolios/:id/sharing': 'owner',
  'PUT /api/portfolios/:id/sharing/visibility': 'owner',
  'PUT /api/portfolios/:id/sharing/password': 'owner',
  'POST /api/portfolios/:id/sharing/links': 'owner',
  'POST /api/portfolios/:id/sharing/links/:linkId/revoke': 'owner',
  'GET /api/sharing/visibility': 'signed-in',
  'GET /api/portfolios/:id/domain': 'owner',
  'PUT /api/portfolios/:id/domain': 'owner',
  'DELETE /api/portfolios/:id/domain': 'owner',
  'POST /api/portfolios/:id/domain/verify': 'owner',
  'GET /api/domains/allowed': 'public',
  'GET /api/domains/mine': 'signed-in',
  'GET /s/:secret': 'public',
  'POST /s/unlock': 'public',
  'GET /api/portfolios/:id/owner': 'public',
  'GET /api/portfolios/public/:slug': 'public',
  'POST /api/portfolios/public/:slug/views': 'public',
  'POST /portfolio/:slug/views': 'public',
  'POST /portfolio/:slug/:projectSlug/views': 'public',
  'GET /api/portfolios/:id/analytics': 'owner',
  'GET /api/analytics/summary': 'signed-in',
  'POST /api/portfolios/public/:slug/enquiries': 'public',
  'GET /api/portfolios/public/:slug/enquiries/start': 'public',
  'GET /api/portfolios/public/:slug/enquiries/thanks': 'public',
  'GET /api/enquiries': 'signed-in',
  'GET /api/enquiries/counts': 'signed-in',
  'GET /api/enquiries.csv': 'signed-in',
  'PUT /api/enquiries/:id/status': 'signed-in',
  'DELETE /api/enquiries/:id': 'signed-in',
  'GET /uploads/:dir/:file': 'public',
  'POST /f/:formId': 'public',
  'GET /f/:formId/thanks': 'public',
  'GET /portfolio/:slug': 'public',
  'GET /portfolio/:portfolioId/project/:projectId': 'public',
  'GET /portfolio/:slug/:projectSlug': 'public',
  'GET /sitemap.xml': 'public',
  'GET /robots.txt': 'public',
};

export const PROTECTED: Access[] = ['signed-in', 'self', 'owner'];

/** The access of a route key; Fastify's automatic HEAD twin of a GET shares the GET's rules. */
export function accessOf(key: string): Access | undefined {
  return ACCESS[key] ?? (key.startsWith('HEAD ') ? ACCESS[`GET ${key.slice(5)}`] : undefined);
}

export type RouteInfo = {
  method: RouteOptions['method'];
  url: string;
  bodyLimit?: number;
  /** Whether it declares the shape of its answers (schema.response). */
  declaresAnswer: boolean;
};

/** Records every route as Fastify adds it, through buildApp's onRoute hook. */
export function routeRecorder() {
  const routes: RouteInfo[] = [];
  // A copy: Fastify goes on to reuse the options object for the prefix's trailing-slash twin.
  const onRoute = ({ method, url, bodyLimit, schema }: RouteOptions) =>
    void routes.push({ method, url, bodyLimit, declaresAnswer: Boolean(schema?.response) });
  return { routes, onRoute };
}
export const keysOf = (routes: RouteInfo[]) =>
  routes.flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`));
