import { useQuery } from '@tanstack/react-query';
import type { DomainServices } from '../../editor/domains/services';
import type { AccountDomains, CustomDomain, DomainCheck } from '../../model/custom-domain';
import { apiRequest } from './client';
import { useCacheOwner } from './owner';

// A portfolio's own domain (issue 21, part 3): add it, verify it through DNS, remove it.

type Envelope<T> = { success: boolean; data?: T; message?: string };
const base = (id: string) => `/api/portfolios/${encodeURIComponent(id)}/domain`;

function dataOf<T>(answer: Envelope<T>): T {
  if (!answer.data) throw new Error(answer.message || 'Unexpected answer');
  return answer.data;
}

export const domainServices: DomainServices = {
  load: async (id) =>
    dataOf(await apiRequest<Envelope<{ domain: CustomDomain | null }>>(base(id))).domain,
  connect: async (id, hostname) => {
    const answer = await apiRequest<Envelope<{ domain: CustomDomain }>>(base(id), {
      method: 'PUT',
      body: { hostname },
    });
    return { domain: dataOf(answer).domain, message: answer.message ?? '' };
  },
  verify: async (id) => {
    const answer = await apiRequest<Envelope<{ domain: CustomDomain; check: DomainCheck }>>(
      `${base(id)}/verify`,
      // A retry would count twice against the gentle limit on checks.
      { method: 'POST', retries: 0 },
    );
    return { ...dataOf(answer), message: answer.message ?? '' };
  },
  remove: async (id) => {
    const answer = await apiRequest<Envelope<{ domain: null }>>(base(id), { method: 'DELETE' });
    return { domain: null, message: answer.message ?? '' };
  },
};

/** Each of the account's portfolios that has a domain, for the dashboard's cards. */
export function useCustomDomains() {
  const owner = useCacheOwner();
  return useQuery({
    queryKey: ['domains', owner],
    queryFn: async () =>
      dataOf(await apiRequest<Envelope<AccountDomains>>('/api/domains/mine')).portfolios,
    enabled: owner !== '',
  });
}
