import type { PublicUser } from '../../../model/user';
import { appStore, clearSession, initialSession, sessionAtom } from '../../../src/session/session';

/** A token the browser can read (it never checks signatures): expiring `secondsLeft` from now. */
export function fakeToken(secondsLeft = 3600) {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'u1', sid: 's1', exp: Math.floor(Date.now() / 1000) + secondsLeft })}.signature`;
}

export const sampleUser: PublicUser = {
  id: 'u1',
  _id: 'u1',
  name: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: null,
  location: null,
  bio: null,
  profilePicture: null,
  accountType: 'Free',
  portfolioCount: 0,
  createdAt: '2025-03-14T10:00:00.000Z',
};

/** Stores a session as a previous visit would have left it, `ageMs` after the user was fetched. */
export function signIn(user: PublicUser = sampleUser, { ageMs = 0, token = fakeToken() } = {}) {
  localStorage.setItem('token', token);
  localStorage.setItem(
    'user',
    JSON.stringify({ ...user, isAuthenticated: true, lastUpdated: Date.now() - ageMs }),
  );
  appStore.set(sessionAtom, initialSession());
}

export function signOut() {
  localStorage.clear();
  clearSession();
  appStore.set(sessionAtom, initialSession());
}
