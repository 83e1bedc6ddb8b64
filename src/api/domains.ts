import type { DomainServices } from '../../editor/domains/services';
import type { CustomDomain, DomainCheck } from '../../model/custom-domain';
import { apiRequest } from './client';

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
