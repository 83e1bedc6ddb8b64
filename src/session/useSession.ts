import { useStore } from 'jotai';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import { CACHED_USER_FRESHNESS_MS, TOKEN_EXPIRY_CHECK_MS } from '../../model/constants';
import type { LoginInput, ProfileUpdate, SignupInput } from '../../model/user';
import { discardDrafts, discardOwnerlessDrafts, hasDrafts } from '../../editor/save/draft-storage';
import * as authApi from '../api/auth';
import { ApiError, configureApiClient, TOKEN_KEY } from '../api/client';
import {
  clearSession,
  isTokenUsable,
  PRERENDERED_SESSION,
  sessionAtom,
  appStore,
  setSessionLoading,
  storeSession,
  storeUser,
} from './session';
import { confirmDiscardDrafts } from './LogoutConfirm';
import { notify } from '../app/toasts';

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';

/** The session and what can be done with it. */
export function useSession() {
  const store = useStore();
  const subscribe = useCallback(
    (onChange: () => void) => store.sub(sessionAtom, onChange),
    [store],
  );
  // A prerendered page hydrates as it was built (signed out); the stored session shows right after.
  const session = useSyncExternalStore(
    subscribe,
    () => store.get(sessionAtom),
    () => PRERENDERED_SESSION,
  );

  const login = useCallback(async (input: LoginInput) => {
    setSessionLoading(true);
    try {
      const { token, user } = await authApi.login(input);
      storeSession(token, user);
      discardOwnerlessDrafts();
      notify('success', 'Login successful!');
      return user;
    } finally {
      setSessionLoading(false);
    }
  }, []);

  const signup = useCallback(async (input: SignupInput) => {
    setSessionLoading(true);
    try {
      const { token, user } = await authApi.signup(input);
      storeSession(token, user);
      discardOwnerlessDrafts();
      notify('success', 'Account created successfully!');
      return user;
    } finally {
      setSessionLoading(false);
    }
  }, []);

  /**
   * Ends the session and removes this account's drafts from the device (a shared computer keeps
   * nothing of it); unsaved drafts are never dropped without asking. False when the user cancelled.
   */
  const logout = useCallback(async (): Promise<boolean> => {
    const owner = appStore.get(sessionAtom).user?.id ?? null;
    if (owner && hasDrafts(owner) && !(await confirmDiscardDrafts())) return false;
    // Signed out here whatever the server answers.
    await authApi.logout().catch(() => {});
    // Rendered at once: a signed-in page's guard sends it to /login before the caller moves on (to /).
    flushSync(() => clearSession({ loggedOut: true }));
    if (owner) discardDrafts(owner);
    discardOwnerlessDrafts();
    notify('success', 'Logged out successfully');
    return true;
  }, []);

  const updateProfile = useCallback(async (changes: ProfileUpdate) => {
    setSessionLoading(true);
    try {
      const user = await authApi.updateProfile(changes);
      storeUser(user);
      notify('success', 'Profile updated successfully!');
      return user;
    } finally {
      setSessionLoading(false);
    }
  }, []);

  return { ...session, login, signup, logout, updateProfile };
}

function endExpiredSession() {
  const wasSignedIn = appStore.get(sessionAtom).isAuthenticated || localStorage.getItem(TOKEN_KEY);
  clearSession();
  return Boolean(wasSignedIn);
}

/**
 * At start: validates the stored token, reuses a user fetched less than 300 s ago or fetches it, and
 * checks the token's expiry every 60 s. Any 401 ends the session and leads to /login.
 */
export function useSessionBoot() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    configureApiClient({
      onSessionExpired() {
        const userId = appStore.get(sessionAtom).user?.id;
        if (!endExpiredSession()) return;
        notify('error', SESSION_EXPIRED_MESSAGE, { toastId: 'session-expired' });
        if (window.location.pathname !== '/login') {
          const { pathname, search, hash } = window.location;
          // Only this account comes back to this page after logging in (see postAuthTarget).
          void navigate('/login', { state: { from: { pathname, search, hash, userId } } });
        }
      },
    });
  }, [navigate]);

  useEffect(() => {
    let cancelled = false;
    const token = localStorage.getItem(TOKEN_KEY);
    const state = appStore.get(sessionAtom);
    if (!isTokenUsable(token)) {
      clearSession();
    } else if (state.user && Date.now() - state.user.lastUpdated < CACHED_USER_FRESHNESS_MS) {
      appStore.set(sessionAtom, { ...state, isAuthenticated: true, checked: true });
    } else {
      authApi
        .fetchCurrentUser()
        .then((user) => !cancelled && storeUser(user))
        .catch((error: unknown) => {
          if (cancelled) return;
          // A refused token ends the session; an unreachable server keeps the cached user.
          if (error instanceof ApiError && error.status === 0 && state.user) {
            appStore.set(sessionAtom, { ...state, checked: true });
          } else {
            clearSession();
          }
        });
    }
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const timer = setInterval(() => {
      const token = localStorage.getItem(TOKEN_KEY);
      if (token && !isTokenUsable(token)) {
        clearSession();
        notify('error', SESSION_EXPIRED_MESSAGE, { toastId: 'session-expired' });
      }
    }, TOKEN_EXPIRY_CHECK_MS);
    return () => clearInterval(timer);
  }, []);

  // Another tab signed in or out: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_KEY && event.key !== 'user') return;
      if (!localStorage.getItem(TOKEN_KEY)) clearSession();
      else {
        const user = localStorage.getItem('user');
        if (user)
          appStore.set(sessionAtom, (s) => ({
            ...s,
            user: JSON.parse(user),
            isAuthenticated: true,
            checked: true,
          }));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return pathname;
}
