import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAppRoute } from '../../model/routes';
import { listTemplates } from '../../templates';
import { signIn, signOut } from './support/session';
import { renderAt } from './support/render';

// The routing tests need only two answers from the API: an empty portfolio list, and no public page.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).startsWith('/api/portfolios/public/')
        ? new Response(
            JSON.stringify({ success: false, message: 'Portfolio not found', reason: 'not_found' }),
            { status: 404 },
          )
        : new Response(JSON.stringify({ success: true, data: { portfolios: [] } }), {
            status: 200,
          }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

// One concrete path for every route of spec section 2, with the heading its page shows.
const publicPaths: Array<[string, string | RegExp]> = [
  ['/', /Your portfolio/],
  ['/about', 'About Folio'],
  ['/contact', 'Get in touch'],
  ['/events', 'Events & Workshops'],
  ['/events/all', 'Under Development'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/login', 'Welcome back'],
  ['/signup', 'Create your account'],
  ['/forgot-password', 'Forgot your password?'],
  ['/reset-password?token=abc', 'Choose a new password'],
  ['/templates', 'PORTFOLIO TEMPLATES'],
  ['/portfolio/jane-doe', 'Portfolio Not Found'],
  ['/portfolio/abc/project/p1', 'Case study not found'],
  ['/case-study/logo-design-process', 'Logo Design Process'],
];

const signedInPaths: Array<[string, string | RegExp]> = [
  ['/dashboard', 'Dashboard'],
  ['/profile', 'Ada Lovelace'],
  ['/portfolio-builder/new', 'Choose Your Template'],
  ['/portfolio-builder/abc/case-study/p1', 'Portfolio not found'],
];

describe('the route table', () => {
  it.each(publicPaths)('resolves %s to its page', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    expect(isAppRoute(path.split('?')[0]!)).toBe(true);
  });

  it.each(listTemplates().map((template) => [template.id, template] as const))(
    'resolves /template-preview/%s to that template, sample name and all',
    async (id, template) => {
      renderAt(`/template-preview/${id}`);
      const hero = template.defaultContent.sections.find((section) => section.type === 'hero');
      expect((await screen.findAllByText(String(hero?.content.name))).length).toBeGreaterThan(0);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(isAppRoute(`/template-preview/${id}`)).toBe(true);
    },
  );

  it('fetches the first template preview at once (the page’s largest paint), the others lazily', async () => {
    renderAt('/templates');
    const previews = await screen.findAllByRole('img', { name: /template preview$/ });
    expect(previews).toHaveLength(listTemplates().length);
    const [first, ...rest] = previews;
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const preview of rest) expect(preview).toHaveAttribute('loading', 'lazy');
    // A phone picks a small WebP copy rather than the 1280 px JPEG.
    for (const preview of previews)
      expect(preview.getAttribute('srcset')).toMatch(/-480\.webp 480w/);
  });

  it.each(signedInPaths)('resolves %s to its page when signed in', async (path, heading) => {
    signIn();
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(isAppRoute(path)).toBe(true);
  });

  it.each(signedInPaths)(
    'sends a signed-out visitor from %s to /login, keeping where they were going',
    async (path) => {
      const router = renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Welcome back' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.state).toMatchObject({ from: { pathname: path } });
    },
  );

  it('shows the 404 page with a way home for an unknown route', async () => {
    const router = renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    screen.getByRole('link', { name: 'Go to Homepage' }).click();
    expect(
      await screen.findByRole('heading', { level: 1, name: /Your portfolio/ }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('tells the server which paths are outside the app', () => {
    expect(isAppRoute('/no/such/page')).toBe(false);
    expect(isAppRoute('/portfolio')).toBe(false);
    expect(isAppRoute('/portfolio/a/b')).toBe(false);
    expect(isAppRoute('/dashboard/')).toBe(true);
  });
});
