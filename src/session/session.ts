import { atom, createStore } from 'jotai';
import type { PublicUser } from '../../model/user';
import { TOKEN_KEY } from '../api/client';

/** The user as the browser keeps it: the API's user plus when it was last fetched (spec section 3). */
export type SessionUser = PublicUser & { isAuthenticated: true; lastUpdated: number };

export type SessionState = {
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** True during login, signup and profile update. */
  isLoading: boolean;
  /** False until the start-up check of the stored token is done. */
  checked: boolean;
};

export const USER_KEY = 'user';

/** One store for the app, so the HTTP client can end a session outside React. */
export const appStore = createStore();

function readStoredUser(): SessionUser | null {
  try {
    const user = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as SessionUser | null;
    return user && typeof user.email === 'string' ? user : null;
  } catch {
    return null;
  }
}

/** The session a page is prerendered with at build time: a visitor nobody has signed in yet. */
export const PRERENDERED_SESSION: SessionState = {
  user: null,
  isAuthenticated: false,
  isLoading: false,
  checked: true,
};

export function initialSession(): SessionState {
  // No storage where pages are prerendered (Node at build time).
  if (typeof localStorage === 'undefined') return PRERENDERED_SESSION;
  const token = localStorage.getItem(TOKEN_KEY);
  const user = token ? readStoredUser() : null;
  // Without a token there is nothing to check: a prerendered form stays as the visitor filled it.
  return { user, isAuthenticated: user !== null, isLoading: false, checked: !token };
}

export const sessionAtom = atom<SessionState>(initialSession());

/**
 * The signed-in account's id, or null. Every cache of per-user data is keyed by it (query keys, drafts
 * on the device), so nothing of one account is ever shown to the next on the same browser.
 */
export const sessionUserIdAtom = atom((get) => get(sessionAtom).user?.id ?? null);

export function storeSession(token: string, user: PublicUser) {
  const sessionUser: SessionUser = { ...user, isAuthenticated: true, lastUpdated: Date.now() };
  endedUserId = null;
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(sessionUser));
  appStore.set(sessionAtom, {
    user: sessionUser,
    isAuthenticated: true,
    isLoading: false,
    checked: true,
  });
}

export function storeUser(user: PublicUser) {
  const sessionUser: SessionUser = { ...user, isAuthenticated: true, lastUpdated: Date.now() };
  localStorage.setItem(USER_KEY, JSON.stringify(sessionUser));
  appStore.set(sessionAtom, (state) => ({
    ...state,
    user: sessionUser,
    isAuthenticated: true,
    checked: true,
  }));
}

let endedUserId: string | null = null;

/**
 * The account whose session ended without a logout (a 401, an expired token) in this tab, until
 * someone signs in: only it is sent back to the page it was on.
 */
export const endedSessionUserId = () => endedUserId;

/** Ends the session in this browser; `loggedOut` when the user chose to. */
export function clearSession({ loggedOut = false }: { loggedOut?: boolean } = {}) {
  endedUserId = loggedOut ? null : (appStore.get(sessionAtom).user?.id ?? endedUserId);
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  appStore.set(sessionAtom, {
    user: null,
    isAuthenticated: false,
    isLoading: false,
    checked: true,
  });
}

export function setSessionLoading(isLoading: boolean) {
  appStore.set(sessionAtom, (state) => ({ ...state, isLoading }));
}

/** Seconds-since-epoch expiry of a JWT, or undefined when it is malformed. */
export function tokenExpiry(token: string): number | undefined {
  try {
    const payload = token.split('.')[1];
    if (!payload) return undefined;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}

export function isTokenUsable(token: string | null, now = Date.now()): token is string {
  if (!token) return false;
  const exp = tokenExpiry(token);
  return exp !== undefined && exp * 1000 > now;
}
