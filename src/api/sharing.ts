import { useQuery } from '@tanstack/react-query';
import type { SharingServices } from '../../editor/sharing/services';
import type {
  CreatedShareLink,
  PortfolioSharing,
  ShareLink,
  Visibility,
} from '../../model/sharing';
import { apiRequest } from './client';
import { useCacheOwner } from './owner';

// Who may read a portfolio and its case studies (issue 20): visibility, share links, a password.

type Envelope<T> = { success: boolean; data?: T; message?: string };
const base = (id: string) => `/api/portfolios/${encodeURIComponent(id)}/sharing`;

function dataOf<T>(answer: Envelope<T>): T {
  if (!answer.data) throw new Error(answer.message || 'Unexpected answer');
  return answer.data;
}

async function outcomeOf(request: Promise<Envelope<PortfolioSharing>>) {
  const answer = await request;
  return { sharing: dataOf(answer), message: answer.message ?? '' };
}

const target = (projectId: string | null) => (projectId ? { projectId } : {});

export const sharingServices: SharingServices = {
  load: async (id) => dataOf(await apiRequest<Envelope<PortfolioSharing>>(base(id))),
  setVisibility: (id, projectId, visibility) =>
    outcomeOf(
      apiRequest(`${base(id)}/visibility`, {
        method: 'PUT',
        body: { ...target(projectId), visibility },
      }),
    ),
  setPassword: (id, projectId, password) =>
    outcomeOf(
      apiRequest(`${base(id)}/password`, {
        method: 'PUT',
        body: { ...target(projectId), password },
      }),
    ),
  createLink: async (id, input) =>
    dataOf(
      await apiRequest<Envelope<CreatedShareLink>>(`${base(id)}/links`, {
        method: 'POST',
        body: input,
        // A retried create would make a second link the designer never saw.
        retries: 0,
      }),
    ),
  revokeLink: async (id, linkId) =>
    dataOf(
      await apiRequest<Envelope<{ link: ShareLink }>>(
        `${base(id)}/links/${encodeURIComponent(linkId)}/revoke`,
        { method: 'POST' },
      ),
    ).link,
};

/** Each of the account's portfolios that is not public, for the dashboard's badges. */
export function useVisibilities() {
  const owner = useCacheOwner();
  return useQuery({
    queryKey: ['sharing', owner, 'visibility'],
    queryFn: async () =>
      dataOf(
        await apiRequest<Envelope<{ portfolios: Record<string, Visibility> }>>(
          '/api/sharing/visibility',
        ),
      ).portfolios,
    enabled: owner !== '',
  });
}
