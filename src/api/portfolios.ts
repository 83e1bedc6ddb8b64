import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { PORTFOLIO_CACHE_MS, PORTFOLIO_LIST_CACHE_MS } from '../../model/constants';
import {
  summaryOf,
  type CreatePortfolioInput,
  type DraftChangesInput,
  type Portfolio,
  type PortfolioSummary,
  type UpdatePortfolioInput,
} from '../../model/portfolio';
import { randomSlug, slugError, slugFromTitle } from '../../model/rules';
import { documentStorage, type DocumentStorage } from '../../model/storage';
import { ApiError, apiRequest, messageForStatus, TOKEN_KEY } from './client';
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
  storage: (owner: Owner) => ['portfolios', owner, 'storage'] as const,
};

/** The server's message when it gave one, else the spec's fallback (section 8). */
const failure = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** The dashboard's list: summaries, not whole documents. */
export async function fetchMyPortfolios(): Promise<PortfolioSummary[]> {
  const answer =
    await apiRequest<Envelope<{ portfolios: PortfolioSummary[] }>>('/api/portfolios/user/me');
  return answer.data?.portfolios ?? [];
}

/** How much of the account's document budget its portfolios and their history use. */
export async function fetchDocumentStorage(): Promise<DocumentStorage> {
  const answer = await apiRequest<Envelope<{ usage: unknown }>>('/api/portfolios/storage');
  return documentStorage.parse(answer.data?.usage);
}

/** Fetched whenever the dashboard shows it: saves happen in the builder. */
export function useDocumentStorage() {
  const owner = useCacheOwner();
  return useQuery({
    queryKey: portfolioKeys.storage(owner),
    queryFn: fetchDocumentStorage,
    enabled: owner !== '',
    staleTime: 0,
  });
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

/** A save of what changed since `changes.version` (PATCH /draft): the server keeps the rest. */
export async function saveDraftChanges(id: string, changes: DraftChangesInput): Promise<Portfolio> {
  const answer = await apiRequest<Envelope<{ portfolio: Portfolio }>>(
    `/api/portfolios/${encodeURIComponent(id)}/draft`,
    { method: 'PATCH', body: changes },
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

/** What publishing and unpublishing need of a portfolio: a list entry is enough. */
type Publishable = Pick<Portfolio, 'id' | 'version' | 'slug' | 'title'>;

/** The portfolio's slug, else one from its title, else a random one, whichever is free first. */
export async function slugToPublish(portfolio: Publishable): Promise<string> {
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
    const summary = summaryOf(portfolio);
    queryClient.setQueryData<PortfolioSummary[]>(portfolioKeys.list(owner), (list) =>
      list?.some((item) => item.id === portfolio.id)
        ? list.map((item) => (item.id === portfolio.id ? summary : item))
        : [summary, ...(list ?? [])],
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
      queryClient.setQueryData<PortfolioSummary[]>(portfolioKeys.list(owner), (list) =>
        list?.filter((item) => item.id !== id),
      );
      queryClient.removeQueries({ queryKey: portfolioKeys.detail(owner, id) });
      // Deleting frees storage: the figure shows it at once.
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.storage(owner) });
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
    mutationFn: async (portfolio: Publishable) =>
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
    mutationFn: (portfolio: Publishable) =>
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

// ---------------------------------------------------------------------------------------------
// A portfolio as a file and back (issue 18): export, static site, import.
// ---------------------------------------------------------------------------------------------

/** An import sends a whole portfolio and waits while each of its images is processed. */
const IMPORT_TIMEOUT_MS = 10 * 60 * 1000;

/** The file name the server gave in Content-Disposition, else `fallback`. */
function fileNameOf(response: Response, fallback: string) {
  const header = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads a file only its owner may read: fetched with the stored token (a plain link cannot send
 * it), then handed to the browser as a file. A refusal throws with the server's message.
 */
export async function downloadOwnFile(
  path: string,
  fallbackName: string,
  options: {
    /** The server's own words for any failure, even a 5xx (PDF export says why it cannot print). */
    serverExplains?: boolean;
  } = {},
): Promise<void> {
  const token = localStorage.getItem(TOKEN_KEY);
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 401) {
      // The API client ends the session on 401: ask it once, so the app signs out as it would.
      await apiRequest('/api/auth/me', { retries: 0 }).catch(() => undefined);
      throw new ApiError(401, 'Session expired. Please login again.', body);
    }
    const explained = (body as { message?: unknown } | null)?.message;
    throw new ApiError(
      response.status,
      options.serverExplains && typeof explained === 'string'
        ? explained
        : messageForStatus(response.status, body),
      body,
    );
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const exportPortfolioFile = (portfolio: Pick<Portfolio, 'id'>) =>
  downloadOwnFile(`/api/portfolios/${encodeURIComponent(portfolio.id)}/export`, 'portfolio.zip');

export const downloadStaticSite = (portfolio: Pick<Portfolio, 'id'>) =>
  downloadOwnFile(
    `/api/portfolios/${encodeURIComponent(portfolio.id)}/static-site`,
    'portfolio-site.zip',
  );

/** A portfolio's PDF, or one case study's, printed by the server from the working copy. */
export const downloadPdf = (portfolioId: string, projectId?: string) =>
  downloadOwnFile(
    `/api/portfolios/${encodeURIComponent(portfolioId)}${
      projectId ? `/case-studies/${encodeURIComponent(projectId)}` : ''
    }/pdf`,
    'portfolio.pdf',
    { serverExplains: true },
  );

export async function importPortfolioFile(file: File): Promise<Portfolio> {
  const body = new FormData();
  body.append('file', file, file.name);
  const answer = await apiRequest<Envelope<{ portfolio: Portfolio }>>('/api/portfolios/import', {
    method: 'POST',
    body,
    timeoutMs: IMPORT_TIMEOUT_MS,
    // A second attempt would import a second copy.
    retries: 0,
  });
  if (!answer.data?.portfolio) throw new Error('Failed to import portfolio');
  return answer.data.portfolio;
}

export function useExportPortfolio() {
  return useMutation({
    mutationFn: exportPortfolioFile,
    onSuccess: () => toast.success('Portfolio exported'),
    onError: (error) => toast.error(failure(error, 'Failed to export portfolio')),
  });
}

export function useDownloadStaticSite() {
  return useMutation({
    mutationFn: downloadStaticSite,
    onSuccess: () => toast.success('Static site downloaded'),
    onError: (error) => toast.error(failure(error, 'Failed to download the static site')),
  });
}

/** Imports a portfolio export as a new draft; the list (and the image library) refresh after. */
export function useImportPortfolio() {
  const store = useStorePortfolio();
  const queryClient = useQueryClient();
  const owner = useCacheOwner();
  return useMutation({
    mutationFn: importPortfolioFile,
    onSuccess: (portfolio) => {
      store(portfolio);
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.all(owner) });
      void queryClient.invalidateQueries({ queryKey: ['uploads', owner] });
      toast.success('Portfolio imported successfully!');
    },
    onError: (error) => toast.error(failure(error, 'Failed to import portfolio')),
  });
}
