import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { UploadLibrary, UploadUsage } from '../../model/images';
import { apiRequest } from './client';
import { useCacheOwner, type Owner } from './owner';

type Envelope<T> = { success: boolean; data?: T; message?: string };

export const uploadKeys = {
  all: (owner: Owner) => ['uploads', owner] as const,
  library: (owner: Owner) => ['uploads', owner, 'library'] as const,
};

export async function fetchImageLibrary(): Promise<UploadLibrary> {
  const answer = await apiRequest<Envelope<UploadLibrary>>('/api/uploads');
  if (!answer.data) throw new Error('Failed to load your images');
  return answer.data;
}

export async function deleteImage(hash: string): Promise<UploadUsage> {
  const answer = await apiRequest<Envelope<{ usage: UploadUsage }>>(
    `/api/uploads/${encodeURIComponent(hash)}`,
    { method: 'DELETE' },
  );
  if (!answer.data) throw new Error('Failed to delete the image');
  return answer.data.usage;
}

/** The user's images and their storage use: fetched whenever the view opens (uploads happen elsewhere). */
export function useImageLibrary() {
  const owner = useCacheOwner();
  return useQuery({
    queryKey: uploadKeys.library(owner),
    queryFn: fetchImageLibrary,
    enabled: owner !== '',
    staleTime: 0,
  });
}

export function useDeleteImage() {
  const queryClient = useQueryClient();
  const owner = useCacheOwner();
  return useMutation({
    mutationFn: deleteImage,
    onSuccess: (usage, hash) => {
      queryClient.setQueryData<UploadLibrary>(
        uploadKeys.library(owner),
        (library) =>
          library && {
            images: library.images.filter((image) => image.hash !== hash),
            usage,
          },
      );
      toast.success('Image deleted');
    },
    onError: (error) => {
      toast.error(
        error instanceof Error && error.message ? error.message : 'Failed to delete the image',
      );
      // It may have been used or deleted elsewhere meanwhile: show what is true now.
      void queryClient.invalidateQueries({ queryKey: uploadKeys.all(owner) });
    },
  });
}
