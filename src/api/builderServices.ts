import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SaveError, type BuilderServices } from '../../editor/services';
import type { Portfolio } from '../../model/portfolio';
import { ApiError } from './client';
import {
  discardChanges,
  fetchHistory,
  fetchVersion,
  publishPortfolio,
  restoreVersion,
} from './history';
import { currentCacheOwner } from './owner';
import { domainServices } from './domains';
import { sharingServices } from './sharing';
import {
  downloadPdf,
  fetchPortfolio,
  isSlugAvailable,
  portfolioKeys,
  saveDraftChanges,
  updatePortfolio,
} from './portfolios';

/** The API as the builder and the case-study editor need it: saves keep the caches current. */
export function useBuilderServices(): BuilderServices {
  const queryClient = useQueryClient();
  return useMemo<BuilderServices>(() => {
    /** Runs a write; its answer updates the caches of the account that sent it, never the next user's. */
    async function write<T>(
      id: string,
      run: () => Promise<T>,
      portfolioOf: (answer: T) => Portfolio,
    ) {
      const owner = currentCacheOwner();
      try {
        const answer = await run();
        if (owner !== '' && owner === currentCacheOwner()) {
          queryClient.setQueryData(portfolioKeys.detail(owner, id), portfolioOf(answer));
          void queryClient.invalidateQueries({ queryKey: portfolioKeys.list(owner) });
        }
        return answer;
      } catch (error) {
        if (error instanceof ApiError) {
          const serverCopy = (error.body as { data?: { portfolio?: Portfolio } } | undefined)?.data
            ?.portfolio;
          throw new SaveError(error.status, error.message, serverCopy);
        }
        throw error;
      }
    }
    const outcome = (answer: { portfolio: Portfolio }) => answer.portfolio;
    return {
      load: fetchPortfolio,
      checkSlug: isSlugAvailable,
      save: (id, changes) =>
        write(
          id,
          () => updatePortfolio(id, changes),
          (p) => p,
        ),
      saveChanges: (id, changes) =>
        write(
          id,
          () => saveDraftChanges(id, changes),
          (p) => p,
        ),
      publish: (id, version, slug) => write(id, () => publishPortfolio(id, version, slug), outcome),
      discard: (id, version) => write(id, () => discardChanges(id, version), outcome),
      restore: (id, number, version) =>
        write(id, () => restoreVersion(id, number, version), outcome),
      history: fetchHistory,
      pdf: downloadPdf,
      version: fetchVersion,
      sharing: sharingServices,
      domain: domainServices,
    };
  }, [queryClient]);
}
