import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App, loadMatchedPages } from '../../src/app/App';
import { STATIC_PAGE_META } from '../../src/app/pageMeta';
import { renderAppPage } from '../../src/app/renderPage';
import { publicRoutes as routes } from '../../src/app/publicRoutes';
import { listTemplates } from '../../templates';
import { sampleUser, signIn, signOut } from './support/session';

// React's development build names every hydration mismatch, attributes included (the production
// build the browser tests run only throws on text): each prerendered page hydrates here without one.
const paths = [
  ...Object.keys(STATIC_PAGE_META),
  ...listTemplates().map((template) => `/template-preview/${template.id}`),
];

let root: Root | undefined;
let container: HTMLElement;
beforeEach(() => {
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, data: {} }), { status: 200 })),
  );
});
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOut();
});

/**
 * Prerenders `path` as the build does (no one signed in), then, after `visit` has set the browser up,
 * hydrates it as main.tsx does; returns what React said.
 */
async function prerenderAndHydrate(path: string, visit = () => {}) {
  const { html } = await renderAppPage(path);
  visit();
  window.history.replaceState(null, '', path);
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  await loadMatchedPages(routes, window.location);
  const complaints: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => complaints.push(args.join(' ')));
  const router = createBrowserRouter(routes);
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
      { onRecoverableError: (error) => complaints.push(String(error)) },
    );
  });
  return complaints;
}

describe('hydrating a prerendered page', () => {
  it.each(paths)('%s matches the HTML the build wrote', async (path) => {
    const kept = (await renderAppPage(path)).html.length;
    expect(await prerenderAndHydrate(path)).toEqual([]);
    expect(container.innerHTML.length).toBeGreaterThan(kept / 2);
  });

  it('shows a signed-in visitor the prerendered (signed-out) page first, then their menu', async () => {
    expect(await prerenderAndHydrate('/', signIn)).toEqual([]);
    // The menu's code is its own chunk: it shows once that has loaded.
    await vi.waitFor(() =>
      expect(
        container.querySelector(`[aria-label="Account menu for ${sampleUser.name}"]`),
      ).not.toBeNull(),
    );
  });
});
