import { isValidElement, StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { publicRoutes as routes } from './publicRoutes';

export type RenderedPage = {
  html: string;
  status: number;
  /** The lazily loaded pages the path shows: the build links their chunks and stylesheets. */
  lazyPages: ComponentType[];
};

/**
 * The app's HTML at `pathname` as its first render in the browser draws it (signed out, nothing
 * scrolled): the same tree public-main.tsx hydrates, through React Router's static data router.
 */
export async function renderAppPage(pathname: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  // The handler resolves lazy routes on its own copies; the route table still says which were lazy.
  const declared = matchRoutes(routes, pathname) ?? [];
  const lazyPages = context.matches.flatMap(({ route }, index) => {
    const page = isValidElement(route.element) ? route.element.type : undefined;
    return declared[index]?.route.lazy && typeof page === 'function' ? [page as ComponentType] : [];
  });
  return { html, status: context.statusCode, lazyPages };
}
