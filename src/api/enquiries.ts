import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type {
  Enquiry,
  EnquiryCounts,
  EnquiryFilter,
  EnquiryList,
  EnquiryStatus,
} from '../../model/enquiry';
import { apiRequest } from './client';
import { useCacheOwner, type Owner } from './owner';
import { downloadOwnFile } from './portfolios';

// The designer's Inbox (issue 21): briefs visitors sent from published portfolios.

type Envelope<T> = { success: boolean; data?: T; message?: string };

function dataOf<T>(answer: Envelope<T>): T {
  if (!answer.data) throw new Error(answer.message || 'Unexpected answer');
  return answer.data;
}

export const enquiryKeys = {
  all: (owner: Owner) => ['enquiries', owner] as const,
  list: (owner: Owner, status: EnquiryFilter, q: string, page: number) =>
    ['enquiries', owner, 'list', status, q, page] as const,
  counts: (owner: Owner) => ['enquiries', owner, 'counts'] as const,
};

const query = (values: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(values)
      .filter(([, value]) => value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();

export function useEnquiries(status: EnquiryFilter, q: string, page: number) {
  const owner = useCacheOwner();
  return useQuery({
    queryKey: enquiryKeys.list(owner, status, q, page),
    queryFn: async () =>
      dataOf(
        await apiRequest<Envelope<EnquiryList>>(`/api/enquiries?${query({ status, q, page })}`),
      ),
    enabled: owner !== '',
    // Changing the filter or the page keeps the old list on screen until the new one arrives.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** How many enquiries wait unread, for the sidebar's badge. */
export function useEnquiryCounts() {
  const owner = useCacheOwner();
  return useQuery({
    queryKey: enquiryKeys.counts(owner),
    queryFn: async () => dataOf(await apiRequest<Envelope<EnquiryCounts>>('/api/enquiries/counts')),
    enabled: owner !== '',
    staleTime: 60_000,
  });
}

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * Changes an enquiry's status. `inPlace` (opening one marks it read) changes it where it is listed,
 * so what the designer is reading does not leave the Unread list under their eyes.
 */
export function useSetEnquiryStatus() {
  const queryClient = useQueryClient();
  const owner = useCacheOwner();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: EnquiryStatus; inPlace?: boolean }) =>
      dataOf(
        await apiRequest<Envelope<{ enquiry: Enquiry }>>(
          `/api/enquiries/${encodeURIComponent(id)}/status`,
          { method: 'PUT', body: { status } },
        ),
      ).enquiry,
    onSuccess: (enquiry, { inPlace }) => {
      if (!inPlace) return;
      queryClient.setQueriesData<EnquiryList>(
        { queryKey: [...enquiryKeys.all(owner), 'list'] },
        (list) => {
          const before = list?.enquiries.find((row) => row.id === enquiry.id);
          if (!list || !before) return list;
          const counts = { ...list.counts };
          counts[before.status] -= 1;
          counts[enquiry.status] += 1;
          return {
            ...list,
            counts,
            enquiries: list.enquiries.map((row) => (row.id === enquiry.id ? enquiry : row)),
          };
        },
      );
    },
    onError: (error) => toast.error(errorText(error, 'Failed to update the enquiry')),
    onSettled: (_enquiry, _error, { inPlace }) =>
      queryClient.invalidateQueries({
        queryKey: inPlace ? enquiryKeys.counts(owner) : enquiryKeys.all(owner),
      }),
  });
}

export function useDeleteEnquiry() {
  const queryClient = useQueryClient();
  const owner = useCacheOwner();
  return useMutation({
    mutationFn: async (id: string) =>
      apiRequest<Envelope<{ id: string }>>(`/api/enquiries/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => toast.success('Enquiry deleted'),
    onError: (error) => toast.error(errorText(error, 'Failed to delete the enquiry')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: enquiryKeys.all(owner) }),
  });
}

/** The enquiries the Inbox shows (its filter and search) as a CSV file. */
export const exportEnquiries = (status: EnquiryFilter, q: string) =>
  downloadOwnFile(`/api/enquiries.csv?${query({ status, q })}`, 'enquiries.csv');
