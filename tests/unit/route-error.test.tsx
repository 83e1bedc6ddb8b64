import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from './support/session';
import { renderAt } from './support/render';

const failure = new Error('render exploded at secretModule.tsx:42');

// Two pages that fail while rendering, as any page might after a bug or a bad deploy.
vi.mock('../../src/pages/AboutPage', () => ({
  default: () => {
    throw failure;
  },
}));
vi.mock('../../src/pages/TemplatePreviewPage', () => ({
  default: () => {
    throw failure;
  },
}));

beforeEach(() => {
  // React and React Router report the error on the console; the page must not show it.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('fetch', vi.fn());
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  signOut();
});

describe('a page that fails unexpectedly', () => {
  it('shows our error page inside the site, with a way home and no stack trace', async () => {
    renderAt('/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    // The site's header is still there, as on the 404 page.
    expect(screen.getByRole('link', { name: 'Folio home' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(
      /Unexpected Application Error|secretModule|\.tsx?:\d+/,
    );
  });

  it('shows the same page on a full-screen route', async () => {
    renderAt('/template-preview/echelon');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(document.body).not.toHaveTextContent(/Unexpected Application Error|secretModule/);
  });
});
