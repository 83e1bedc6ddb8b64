import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router-dom';
import { hydratePrerenderedAt } from '../../templates/year';
import { App, loadMatchedPages } from './App';
import { followPageMeta } from './pageMeta';

/**
 * Runs a route table in #root: hydrates a prerendered page, renders any other afresh. `adapt` sees
 * the router first (the public entry's sends addresses outside its table to the app).
 */
export async function startApp(routes: RouteObject[], adapt?: (router: DataRouter) => void) {
  const container = document.getElementById('root')!;
  const prerendered = container.hasChildNodes();
  // The build prerendered this path without a query: one that reads its query (/login?next=) is
  // rendered, not hydrated, so what it draws follows the query (Preact patches the page's DOM).
  const hydrate = prerendered && window.location.search === '';
  if (prerendered) {
    // Its code could not be downloaded (a deploy removed it, the network dropped): the prerendered
    // page stays readable and its links still load whole pages, so nothing replaces it.
    const loaded = await loadMatchedPages(routes, window.location).then(
      () => true,
      () => false,
    );
    if (!loaded) {
      document.documentElement.dataset.app = 'unavailable';
      return;
    }
  }
  const router = createBrowserRouter(routes);
  adapt?.(router);
  followPageMeta(router);
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  if (!hydrate) return void createRoot(container).render(app);
  hydratePrerenderedAt(Number(container.dataset.prerenderedAt));
  hydrateRoot(container, app);
}
