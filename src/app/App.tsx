import { matchRoutes, RouterProvider, type DataRouter, type RouteObject } from 'react-router-dom';
import { AppProviders as Providers } from './AppProviders';

/** The browser app around its router (main.tsx makes it; scripts/prerender.ts renders the same tree). */
export function App({ router }: { router: DataRouter }) {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}

/** Loads the lazy pages an address shows, so the first render has them instead of a spinner. */
export async function loadMatchedPages(routes: RouteObject[], location: Location) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
