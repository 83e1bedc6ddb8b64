import type { SnapshotCopy, SnapshotEntry } from '../../model/history';
import type { Portfolio } from '../../model/portfolio';
import { apiRequest } from './client';

// The working copy's commands beyond a save: going live, going back, and its history.

type Envelope<T> = { success: boolean; data?: T; message?: string };
const base = (id: string) => `/api/portfolios/${encodeURIComponent(id)}`;

async function portfolioFrom(request: Promise<Envelope<{ portfolio: Portfolio }>>) {
  const answer = await request;
  if (!answer.data?.portfolio) throw new Error(answer.message || 'Unexpected answer');
  return { portfolio: answer.data.portfolio, message: answer.message ?? '' };
}

export const publishPortfolio = (id: string, version: number, slug?: string) =>
  portfolioFrom(apiRequest(`${base(id)}/publish`, { method: 'POST', body: { version, slug } }));

export const discardChanges = (id: string, version: number) =>
  portfolioFrom(apiRequest(`${base(id)}/discard`, { method: 'POST', body: { version } }));

export const restoreVersion = (id: string, number: number, version: number) =>
  portfolioFrom(
    apiRequest(`${base(id)}/history/${number}/restore`, { method: 'POST', body: { version } }),
  );

export async function fetchHistory(id: string): Promise<SnapshotEntry[]> {
  const answer = await apiRequest<Envelope<{ entries: SnapshotEntry[] }>>(`${base(id)}/history`);
  return answer.data?.entries ?? [];
}

export async function fetchVersion(id: string, number: number): Promise<SnapshotCopy> {
  const answer = await apiRequest<Envelope<{ entry: SnapshotCopy }>>(
    `${base(id)}/history/${number}`,
  );
  if (!answer.data?.entry) throw new Error('That version could not be read');
  return answer.data.entry;
}
