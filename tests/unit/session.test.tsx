import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initials } from '../../model/user';
import { postAuthTarget } from '../../src/session/redirect';
import { appStore, sessionAtom } from '../../src/session/session';
import { fakeToken, sampleUser, signIn, signOut } from './support/session';
import { renderAt } from './support/render';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('initials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada byron lovelace', 'AL'],
    ['Cher', 'C'],
    ['  ', 'U'],
    [undefined, 'U'],
  ])('of %j is %s', (name, expected) => expect(initials(name)).toBe(expected));
});

describe('postAuthTarget', () => {
  const target = (query: string, state?: unknown) =>
    postAuthTarget(new URLSearchParams(query), state);

  it('prefers the return parameter, then the originating path, then /dashboard', () => {
    expect(target('return=/profile', { from: { pathname: '/portfolio-builder/x' } })).toBe(
      '/profile',
    );
    expect(target('', { from: { pathname: '/portfolio-builder/x', search: '?setup=true' } })).toBe(
      '/portfolio-builder/x?setup=true',
    );
    expect(target('')).toBe('/dashboard');
  });

  it('carries the template to the new-portfolio builder', () => {
    expect(target('return=/portfolio-builder/new&template=echelon')).toBe(
      '/portfolio-builder/new?template=echelon',
    );
    expect(target('return=/dashboard&template=echelon')).toBe('/dashboard');
  });

  it('never leaves the site', () => {
    expect(target('return=https://evil.example')).toBe('/dashboard');
    expect(target('return=//evil.example/x')).toBe('/dashboard');
  });
});

describe('when the app starts', () => {
  it('reuses a user fetched less than 300 s ago without a call', async () => {
    signIn(sampleUser, { ageMs: 200_000 });
    // Not /profile: that page asks for the account's fresh portfolio count itself.
    renderAt('/about');
    expect(await screen.findByRole('button', { name: /Account menu/ })).toHaveTextContent('AL');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches an older user again', async () => {
    signIn(sampleUser, { ageMs: 400_000 });
    fetchMock.mockResolvedValue(
      json(200, { success: true, data: { user: { ...sampleUser, name: 'Ada King' } } }),
    );
    renderAt('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada King' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.anything());
  });

  it('signs out when the stored token has expired, and sends the visitor to /login', async () => {
    signIn(sampleUser, { token: fakeToken(-10) });
    const router = renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('signs out when the server refuses the token', async () => {
    signIn(sampleUser, { ageMs: 400_000 });
    fetchMock.mockResolvedValue(json(401, { success: false, message: 'expired' }));
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
    expect(appStore.get(sessionAtom).isAuthenticated).toBe(false);
  });
});

describe('the header', () => {
  it('offers Log In and Sign Up when signed out', async () => {
    signOut();
    renderAt('/about');
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('shows the initials, and a dropdown that a click outside closes', async () => {
    signIn();
    renderAt('/about');
    const avatar = await screen.findByRole('button', { name: /Account menu/ });
    expect(avatar).toHaveTextContent('AL');
    await userEvent.click(avatar);
    expect(screen.getByRole('menu')).toHaveTextContent('ada@example.com');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('logs out locally even when the server cannot be reached', async () => {
    signIn();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const router = renderAt('/about');
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Get Started' })[0]).toBeInTheDocument();
  });
});
