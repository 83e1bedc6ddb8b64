import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router-dom';
import { hydratePrerenderedAt } from '../../templates/year';
import { App, loadMatchedPages } from './App';
import { followPageMeta } from './pageMeta';
import { showReloadNotice } from './reloadNotice';

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
    try {
      await loadMatchedPages(routes, window.location);
    } catch (error) {
      // The prerendered page stays as it is, readable, with a notice offering a reload.
      console.error(error);
      return showReloadNotice();
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
