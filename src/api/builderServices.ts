import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SaveError, type BuilderServices } from '../../editor/services';
import type { Portfolio } from '../../model/portfolio';
import { ApiError } from './client';
import { currentCacheOwner } from './owner';
import { fetchPortfolio, isSlugAvailable, portfolioKeys, updatePortfolio } from './portfolios';

/** The API as the builder and the case-study editor need it: saves keep the caches current. */
export function useBuilderServices(): BuilderServices {
  const queryClient = useQueryClient();
  return useMemo<BuilderServices>(
    () => ({
      load: fetchPortfolio,
      checkSlug: isSlugAvailable,
      async save(id, changes) {
        // The account signed in when the save was sent: its cache, never the next user's.
        const owner = currentCacheOwner();
        try {
          const portfolio = await updatePortfolio(id, changes);
          if (owner !== '' && owner === currentCacheOwner()) {
            queryClient.setQueryData(portfolioKeys.detail(owner, id), portfolio);
            void queryClient.invalidateQueries({ queryKey: portfolioKeys.list(owner) });
          }
          return portfolio;
        } catch (error) {
          if (error instanceof ApiError) {
            const serverCopy = (error.body as { data?: { portfolio?: Portfolio } } | undefined)
              ?.data?.portfolio;
            throw new SaveError(error.status, error.message, serverCopy);
          }
          throw error;
        }
      },
    }),
    [queryClient],
  );
}
