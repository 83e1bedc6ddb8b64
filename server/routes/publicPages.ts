import type { FastifyPluginAsync } from 'fastify';
import type { PortfolioPages } from '../pages/portfolio';

export const publicPageRoutes: FastifyPluginAsync<{ pages: PortfolioPages }> = async (
  app,
  { pages },
) => {
  app.get<{ Params: { slug: string } }>('/portfolio/:slug', (request, reply) =>
    pages.portfolio(request, reply, request.params.slug),
  );
  app.get('/sitemap.xml', (request, reply) => pages.sitemap(request, reply));
  app.get('/robots.txt', (request, reply) => pages.robots(request, reply));
};
