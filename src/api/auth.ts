import type {
  AuthPayload,
  LoginInput,
  ProfileUpdate,
  PublicUser,
  SignupInput,
} from '../../model/user';
import { apiRequest } from './client';

type Envelope<T> = { success: boolean; data?: T; message?: string };
type AuthAnswer = Envelope<Partial<AuthPayload>> & Partial<AuthPayload>;

/** Token and user nested under data or at the top level (spec section 3). */
function readAuthAnswer(answer: AuthAnswer, fallback: string): AuthPayload {
  const token = answer.data?.token ?? answer.token;
  const user = answer.data?.user ?? answer.user;
  if (!user) throw new Error('Invalid login response structure');
  if (!token) throw new Error(fallback);
  return { token, user };
}

export async function login(input: LoginInput) {
  return readAuthAnswer(
    await apiRequest<AuthAnswer>('/api/auth/login', {
      method: 'POST',
      body: input,
      anonymous: true,
    }),
    'Login failed',
  );
}

export async function signup(input: SignupInput) {
  return readAuthAnswer(
    await apiRequest<AuthAnswer>('/api/auth/signup', {
      method: 'POST',
      body: input,
      anonymous: true,
    }),
    'Signup failed',
  );
}

export async function fetchCurrentUser(): Promise<PublicUser> {
  if (!localStorage.getItem('token')) throw new Error('No auth token found');
  const answer = await apiRequest<Envelope<{ user: PublicUser }>>('/api/auth/me');
  if (!answer.data?.user) throw new Error('Invalid user response');
  return answer.data.user;
}

export async function updateProfile(changes: ProfileUpdate): Promise<PublicUser> {
  const answer = await apiRequest<Envelope<{ user: PublicUser }>>('/api/auth/me', {
    method: 'PUT',
    body: changes,
  });
  if (!answer.data?.user) throw new Error('Update failed');
  return answer.data.user;
}

/** Ends the session on the server; a single try, since signing out locally never waits on it. */
export async function logout() {
  await apiRequest('/api/auth/logout', { method: 'POST', retries: 0, timeoutMs: 3000 });
}

export async function requestPasswordReset(email: string) {
  return apiRequest<Envelope<never>>('/api/auth/forgot-password', {
    method: 'POST',
    body: { email },
    anonymous: true,
  });
}

export async function resetPassword(token: string, password: string) {
  return apiRequest<Envelope<never>>('/api/auth/reset-password', {
    method: 'POST',
    body: { token, password },
    anonymous: true,
  });
}
