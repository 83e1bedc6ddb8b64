import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { PORTFOLIO_CACHE_MS, PORTFOLIO_LIST_CACHE_MS } from '../../model/constants';
import type { CreatePortfolioInput, Portfolio, UpdatePortfolioInput } from '../../model/portfolio';
import { randomSlug, slugError, slugFromTitle } from '../../model/rules';
import { apiRequest } from './client';
import { useCacheOwner, type Owner } from './owner';

type Envelope<T> = { success: boolean; data?: T; message?: string };

/**
 * Every key of an account's portfolios names that account, so one user's cached list or portfolio can
 * never be served to another on the same browser (the cache is also cleared when the account changes).
 */
export const portfolioKeys = {
  all: (owner: Owner) => ['portfolios', owner] as const,
  list: (owner: Owner) => ['portfolios', owner, 'list'] as const,
  detail: (owner: Owner, id: string) => ['portfolios', owner, 'detail', id] as const,
};

/** The server's message when it gave one, else the spec's fallback (section 8). */
const failure = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export async function fetchMyPortfolios(): Promise<Portfolio[]> {
  const answer = await apiRequest<Envelope<{ portfolios: Portfolio[] }>>('/api/portfolios/user/me');
  return answer.data?.portfolios ?? [];
}

export async function fetchPortfolio(id: string): Promise<Portfolio> {
  const answer = await apiRequest<Envelope<{ portfolio: Portfolio }>>(
    `/api/portfolios/${encodeURIComponent(id)}`,
  );
  if (!answer.data?.portfolio) throw new Error('Failed to fetch portfolio');
  return answer.data.portfolio;
}

export async function createPortfolio(input: CreatePortfolioInput): Promise<Portfolio> {
  const answer = await apiRequest<
    Envelope<{ portfolio: Portfolio }> & { portfolio?: Portfolio; _id?: string }
  >('/api/portfolios', { method: 'POST', body: input });
  const portfolio = answer.data?.portfolio ?? answer.portfolio;
  if (!portfolio?._id) throw new Error('Invalid portfolio response - no ID returned');
  return portfolio;
}

export async function updatePortfolio(
  id: string,
  changes: UpdatePortfolioInput,
): Promise<Portfolio> {
  const answer = await apiRequest<Envelope<{ portfolio: Portfolio }>>(
    `/api/portfolios/${encodeURIComponent(id)}`,
    {
      method: 'PUT',
      body: changes,
    },
  );
  if (!answer.data?.portfolio) throw new Error('Failed to update portfolio');
  return answer.data.portfolio;
}

export async function deletePortfolio(id: string): Promise<void> {
  await apiRequest(`/api/portfolios/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Available, taken or (on a network error) treated as available, as the spec says. */
export async function isSlugAvailable(slug: string, portfolioId?: string): Promise<boolean> {
  try {
    const query = portfolioId ? `?portfolioId=${encodeURIComponent(portfolioId)}` : '';
    const answer = await apiRequest<Envelope<{ available: boolean }>>(
      `/api/portfolios/check-slug/${encodeURIComponent(slug)}${query}`,
      { retries: 0 },
    );
    return answer.data?.available ?? true;
  } catch {
    return true;
  }
}

/** The portfolio's slug, else one from its title, else a random one, whichever is free first. */
export async function slugToPublish(portfolio: Portfolio): Promise<string> {
  const candidates = [portfolio.slug, slugFromTitle(portfolio.title)].filter(
    (slug): slug is string => Boolean(slug) && slugError(slug!) === null,
  );
  for (const slug of candidates) if (await isSlugAvailable(slug, portfolio.id)) return slug;
  return randomSlug();
}

export function usePortfolios() {
  const owner = useCacheOwner();
  return useQuery({
    queryKey: portfolioKeys.list(owner),
    queryFn: fetchMyPortfolios,
    enabled: owner !== '',
    staleTime: PORTFOLIO_LIST_CACHE_MS,
  });
}

export function usePortfolio(id: string | undefined) {
  const owner = useCacheOwner();
  return useQuery({
    queryKey: portfolioKeys.detail(owner, id ?? ''),
    queryFn: () => fetchPortfolio(id!),
    enabled: Boolean(id) && owner !== '',
    staleTime: PORTFOLIO_CACHE_MS,
  });
}

/** Writes a changed portfolio into the list and its own cache at once, for the account it was made by. */
function useStorePortfolio() {
  const queryClient = useQueryClient();
  const owner = useCacheOwner();
  return (portfolio: Portfolio) => {
    queryClient.setQueryData<Portfolio[]>(portfolioKeys.list(owner), (list) =>
      list?.some((item) => item.id === portfolio.id)
        ? list.map((item) => (item.id === portfolio.id ? portfolio : item))
        : [portfolio, ...(list ?? [])],
    );
    queryClient.setQueryData(portfolioKeys.detail(owner, portfolio.id), portfolio);
  };
}

export function useDeletePortfolio() {
  const queryClient = useQueryClient();
  const owner = useCacheOwner();
  return useMutation({
    mutationFn: deletePortfolio,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Portfolio[]>(portfolioKeys.list(owner), (list) =>
        list?.filter((item) => item.id !== id),
      );
      queryClient.removeQueries({ queryKey: portfolioKeys.detail(owner, id) });
      toast.success('Portfolio deleted successfully!');
    },
    onError: (error) => toast.error(failure(error, 'Failed to delete portfolio')),
  });
}

export function usePublishPortfolio() {
  const store = useStorePortfolio();
  const queryClient = useQueryClient();
  const owner = useCacheOwner();
  return useMutation({
    mutationFn: async (portfolio: Portfolio) =>
      updatePortfolio(portfolio.id, {
        version: portfolio.version,
        slug: await slugToPublish(portfolio),
        published: true,
      }),
    onSuccess: (portfolio) => {
      store(portfolio);
      toast.success('Portfolio published successfully!');
    },
    onError: (error) => {
      toast.error(failure(error, 'Failed to publish portfolio'));
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.all(owner) });
    },
  });
}

export function useUnpublishPortfolio() {
  const store = useStorePortfolio();
  const queryClient = useQueryClient();
  const owner = useCacheOwner();
  return useMutation({
    mutationFn: (portfolio: Portfolio) =>
      updatePortfolio(portfolio.id, { version: portfolio.version, published: false }),
    onSuccess: (portfolio) => {
      store(portfolio);
      toast.success('Portfolio unpublished successfully!');
    },
    onError: (error) => {
      toast.error(failure(error, 'Failed to unpublish portfolio'));
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.all(owner) });
    },
  });
}
