// The case study's copy on this device: kept while its edits are unsaved, and offered back when it
// is newer than the server's.
import { useCallback, useState } from 'react';
import { caseStudyInput, type CaseStudy } from '../../model/case-study';
import type { Portfolio } from '../../model/portfolio';
import { readStoredDraft, writeStoredDraft } from '../save/drafts';
import { useKeepOnDevice } from '../save/useLocalDraft';
import type { SaveStatus } from '../save/useSaver';

type KeptDraft = { study: CaseStudy; timestamp: number };

/** A case-study draft kept on this device, if it can still be read. */
function readKept(owner: string | null, key: string): KeptDraft | undefined {
  const kept = readStoredDraft(owner, 'case-study', key) as
    { study?: unknown; timestamp?: unknown } | undefined;
  if (!kept || typeof kept !== 'object' || typeof kept.timestamp !== 'number') return undefined;
  const study = caseStudyInput.safeParse(kept.study);
  return study.success ? { study: study.data, timestamp: kept.timestamp } : undefined;
}

type Options = {
  /** The account the draft is kept for. */
  owner: string | null;
  /** Where the draft is kept: `{portfolioId}/{projectId}`. */
  draftKey: string;
  portfolio: Portfolio;
  /** The study as the server had it when the editor opened. */
  initial: CaseStudy;
  study: CaseStudy;
  unsaved: boolean;
  status: SaveStatus;
};

/** `offered`: the kept draft worth offering when the editor opened, until restored or discarded. */
export function useKeptStudy({
  owner,
  draftKey,
  portfolio,
  initial,
  study,
  unsaved,
  status,
}: Options) {
  const [offered, setOffered] = useState(() => {
    const kept = readKept(owner, draftKey);
    return kept &&
      kept.timestamp > Date.parse(portfolio.updatedAt) &&
      JSON.stringify(kept.study) !== JSON.stringify(initial)
      ? kept
      : undefined;
  });

  const keep = useCallback(
    () =>
      writeStoredDraft(owner, 'case-study', draftKey, {
        study,
        timestamp: Date.now(),
      } satisfies KeptDraft),
    [owner, draftKey, study],
  );
  useKeepOnDevice({ keep, unsaved, status });

  return { offered, setOffered };
}
