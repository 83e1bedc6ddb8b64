import type { PortfolioContent, Styling } from '../../model/content';
import { upgradeContent } from '../../model/normalize';
import { readStoredDraft, removeStoredDraft, writeStoredDraft } from './draft-storage';

export * from './draft-storage';

/** What the builder keeps on this device until the server has it (spec section 3, Local draft). */
export type LocalDraft = {
  portfolioData: { content: PortfolioContent; styling: Styling };
  title: string;
  description: string;
  selectedTemplateId: string;
  timestamp: number;
  /** The server version the edits were made on. */
  baseVersion?: number;
};

export function readDraft(owner: string | null, portfolioId: string): LocalDraft | undefined {
  const draft = readStoredDraft(owner, 'portfolio', portfolioId) as LocalDraft | undefined;
  // A draft whose document can't be read is never offered: restoring it would save an emptier page.
  return draft && upgradeContent(draft.portfolioData?.content).ok ? draft : undefined;
}

export function writeDraft(owner: string | null, portfolioId: string, draft: LocalDraft) {
  writeStoredDraft(owner, 'portfolio', portfolioId, draft);
}

export function clearDraft(owner: string | null, portfolioId: string) {
  removeStoredDraft(owner, 'portfolio', portfolioId);
}
