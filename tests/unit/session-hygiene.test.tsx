import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearDraft,
  discardOwnerlessDrafts,
  hasDrafts,
  readDraft,
  writeDraft,
  type LocalDraft,
} from '../../editor/save/drafts';
import type { PublicUser } from '../../model/user';
import { postAuthTarget } from '../../src/session/redirect';
import { appStore, sessionAtom, storeSession } from '../../src/session/session';
import { fakeToken, sampleUser, signIn, signOut } from './support/session';
import { renderAt } from './support/render';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ada: PublicUser = { ...sampleUser, id: 'user-ada', _id: 'user-ada' };
const bob: PublicUser = {
  ...sampleUser,
  id: 'user-bob',
  _id: 'user-bob',
  name: 'Bob Stranger',
  firstName: 'Bob',
  lastName: 'Stranger',
  email: 'bob@example.com',
};
const adaToken = `${fakeToken()}-ada`;
const bobToken = `${fakeToken()}-bob`;

const adasPortfolio = {
  id: 'p-ada',
  _id: 'p-ada',
  title: 'Ada secret poster series',
  description: '',
  templateId: 'echelon',
  isPublished: true,
  viewCount: 4321,
  createdAt: '2025-03-14T10:00:00.000Z',
  updatedAt: '2025-03-14T10:00:00.000Z',
};

const draft = (title: string): LocalDraft => ({
  portfolioData: { content: { version: 1, sections: [] }, styling: { colors: {}, fonts: {} } },
  title,
  description: '',
  selectedTemplateId: 'echelon',
  timestamp: Date.now(),
});

/** The API as each user sees it: Ada has one portfolio, Bob none. */
function answerAsTheTokenSays(url: string, init?: RequestInit) {
  const auth = new Headers(init?.headers).get('Authorization') ?? '';
  if (url === '/api/auth/logout') return json(200, { success: true });
  if (url === '/api/portfolios/user/me') {
    const portfolios = auth.endsWith('-ada') ? [adasPortfolio] : [];
    return json(200, { success: true, data: { portfolios } });
  }
  return json(404, { success: false, message: 'not here' });
}

async function logOutThroughTheMenu() {
  await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => answerAsTheTokenSays(url, init));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('drafts on this device', () => {
  it('are read back only for the account that wrote them', () => {
    writeDraft(ada.id, 'p1', draft('Ada draft'));
    expect(readDraft(ada.id, 'p1')?.title).toBe('Ada draft');
    expect(readDraft(bob.id, 'p1')).toBeUndefined();
    expect(readDraft(null, 'p1')).toBeUndefined();
    expect(hasDrafts(ada.id)).toBe(true);
    expect(hasDrafts(bob.id)).toBe(false);
    clearDraft(bob.id, 'p1');
    expect(readDraft(ada.id, 'p1')?.title).toBe('Ada draft');
    clearDraft(ada.id, 'p1');
    expect(hasDrafts(ada.id)).toBe(false);
  });

  it('never offer a draft stored before drafts had owners, and drop it at login', () => {
    localStorage.setItem('portfolio-draft-p1', JSON.stringify(draft('Whose is this?')));
    localStorage.setItem('case-study-draft-p1-project-1', JSON.stringify({ title: 'x' }));
    expect(readDraft(ada.id, 'p1')).toBeUndefined();
    expect(readDraft(bob.id, 'p1')).toBeUndefined();
    writeDraft(ada.id, 'p2', draft('Ada draft'));
    discardOwnerlessDrafts();
    expect(localStorage.getItem('portfolio-draft-p1')).toBeNull();
    expect(localStorage.getItem('case-study-draft-p1-project-1')).toBeNull();
    expect(readDraft(ada.id, 'p2')?.title).toBe('Ada draft');
  });
});

describe('the next user on the same browser', () => {
  it("sees none of the last user's portfolios after a logout", async () => {
    signIn(ada, { token: adaToken });
    const router = renderAt('/dashboard');
    expect(await screen.findByText('Ada secret poster series')).toBeInTheDocument();

    await logOutThroughTheMenu();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    act(() => storeSession(bobToken, bob));
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Bob Stranger!' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Ada secret poster series')).toBeNull());
    expect(screen.queryByText('4321')).toBeNull();
    // Bob's own list was asked for, with Bob's token.
    const listCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/portfolios/user/me');
    const lastList = listCalls.at(-1) as [string, RequestInit];
    expect(new Headers(lastList[1].headers).get('Authorization')).toBe(`Bearer ${bobToken}`);
  });

  it("sees none of them after Ada's session ended with a 401 either", async () => {
    signIn(ada, { token: adaToken });
    const router = renderAt('/dashboard');
    expect(await screen.findByText('Ada secret poster series')).toBeInTheDocument();

    fetchMock.mockImplementationOnce(async () => json(401, { success: false }));
    await act(() => router.navigate('/profile'));
    // Anything that gets a 401 ends the session; here, a refetch the test triggers.
    const { apiRequest } = await import('../../src/api/client');
    await apiRequest('/api/portfolios/user/me').catch(() => {});
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    act(() => storeSession(bobToken, bob));
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Bob Stranger!' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Ada secret poster series')).toBeNull());
  });
});

describe('logging out', () => {
  it('asks first when unsaved drafts would be lost; Cancel keeps the session and the drafts', async () => {
    signIn(ada, { token: adaToken });
    writeDraft(ada.id, 'p-ada', draft('Unsaved by Ada'));
    writeDraft(bob.id, 'p-bob', draft('Unsaved by Bob'));
    const router = renderAt('/dashboard');
    await logOutThroughTheMenu();

    const dialog = await screen.findByRole('dialog', { name: 'Log out?' });
    expect(dialog).toHaveTextContent(
      'You have unsaved changes on this device. Log out and discard them?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Log out?' })).toBeNull();
    expect(appStore.get(sessionAtom).isAuthenticated).toBe(true);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(readDraft(ada.id, 'p-ada')?.title).toBe('Unsaved by Ada');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/logout', expect.anything());

    await logOutThroughTheMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(appStore.get(sessionAtom).isAuthenticated).toBe(false);
    expect(hasDrafts(ada.id)).toBe(false);
    // Another account's drafts, left by an expired session, wait for that account.
    expect(readDraft(bob.id, 'p-bob')?.title).toBe('Unsaved by Bob');
    expect(Object.keys(localStorage).filter((key) => key.includes('ada'))).toEqual([]);
  });

  it('does not ask without drafts', async () => {
    signIn(ada, { token: adaToken });
    const router = renderAt('/about');
    await logOutThroughTheMenu();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog', { name: 'Log out?' })).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the drafts when the session ends by itself (a 401), for the same user', async () => {
    signIn(ada, { token: adaToken });
    writeDraft(ada.id, 'p-ada', draft('Unsaved by Ada'));
    renderAt('/dashboard');
    expect(await screen.findByText('Ada secret poster series')).toBeInTheDocument();
    fetchMock.mockImplementationOnce(async () => json(401, { success: false }));
    const { apiRequest } = await import('../../src/api/client');
    await apiRequest('/api/portfolios/user/me').catch(() => {});
    await waitFor(() => expect(appStore.get(sessionAtom).isAuthenticated).toBe(false));
    expect(readDraft(ada.id, 'p-ada')?.title).toBe('Unsaved by Ada');
  });
});

describe('the way back after a session ended', () => {
  const from = { pathname: '/portfolio-builder/p-ada', userId: ada.id };

  it('sends the same account back to the page, another one to its own dashboard', () => {
    expect(postAuthTarget(new URLSearchParams(), { from }, ada.id)).toBe(
      '/portfolio-builder/p-ada',
    );
    expect(postAuthTarget(new URLSearchParams(), { from }, bob.id)).toBe('/dashboard');
  });
});
