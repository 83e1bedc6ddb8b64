import { useQuery } from '@tanstack/react-query';
import { accountExportFileName, type AccountExport } from '../../model/account-export';
import type { ChangePasswordInput } from '../../model/user';
import { storeUser } from '../session/session';
import { fetchCurrentUser } from './auth';
import { ApiError, apiRequest } from './client';
import { currentCacheOwner, useCacheOwner, type Owner } from './owner';

// The account's own tools on /profile: changing the password, exporting its data, a fresh count.
// Kept out of ./auth, which the app loads at start, so these schemas load with the profile page.

type Envelope<T> = { success: boolean; data?: T; message?: string };

/** Sent once: a retry after a lost answer would meet the new password and be refused. */
export async function changePassword(input: ChangePasswordInput) {
  return apiRequest<Envelope<never>>('/api/auth/change-password', {
    method: 'POST',
    body: input,
    retries: 0,
  });
}

/** The fields a refused request names ({errors: [{path: 'body.currentPassword', message}]}). */
export function fieldErrorsOf(error: unknown): Array<{ field: string; message: string }> {
  if (!(error instanceof ApiError)) return [];
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((item: { path?: unknown; message?: unknown }) =>
    typeof item?.path === 'string' && typeof item.message === 'string'
      ? [{ field: item.path.replace(/^body\./, ''), message: item.message }]
      : [],
  );
}

/** Fetches everything the account holds and saves it as a JSON file named with the day. */
export async function downloadAccountExport() {
  const data = await apiRequest<AccountExport>('/api/auth/me/export');
  const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = accountExportFileName(data.exportedAt);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own reference once it started.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const accountKeys = { me: (owner: Owner) => ['account', owner, 'me'] as const };

/**
 * The signed-in user as the server has it now (the portfolio count included), fetched whenever a page
 * that shows it opens; the cached session user is brought up to date with it.
 */
export function useFreshUser() {
  const owner = useCacheOwner();
  return useQuery({
    queryKey: accountKeys.me(owner),
    queryFn: async () => {
      const user = await fetchCurrentUser();
      // Only for the account still signed in: an answer arriving after a logout changes nothing.
      if (currentCacheOwner() === user.id) storeUser(user);
      return user;
    },
    enabled: owner !== '',
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
