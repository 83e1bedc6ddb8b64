import '@fontsource-variable/inter';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { hydratePrerenderedAt } from '../templates/year';
import { App, loadMatchedPages } from './app/App';
import { followPageMeta } from './app/pageMeta';
import { routes } from './app/routes';

async function start(container: HTMLElement) {
  const prerendered = container.hasChildNodes();
  // The build prerendered this path without a query: one that reads its query (/login?next=) renders afresh.
  const hydrate = prerendered && window.location.search === '';
  if (prerendered) await loadMatchedPages(routes, window.location);
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
