import './app/zod-jitless';
import '@fontsource-variable/inter';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { hydratePrerenderedAt } from '../templates/year';
import { App } from './app/App';
import { followPageMeta } from './app/pageMeta';
import { routes } from './app/routes';

/** Loads the lazy pages this address shows, so the first render has them instead of a spinner. */
async function loadMatchedPages() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(container: HTMLElement) {
  const prerendered = container.hasChildNodes();
  // The build prerendered this path without a query: one that reads its query (/login?next=) renders afresh.
  const hydrate = prerendered && window.location.search === '';
  if (prerendered) await loadMatchedPages();
  const router = createBrowserRouter(routes);
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

void start(document.getElementById('root')!);
