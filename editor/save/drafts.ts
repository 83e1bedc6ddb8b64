import { draftKey } from '../../model/constants';
import type { PortfolioContent, Styling } from '../../model/content';

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

export function readDraft(portfolioId: string | undefined): LocalDraft | undefined {
  try {
    const raw = localStorage.getItem(draftKey(portfolioId));
    const draft = raw ? (JSON.parse(raw) as LocalDraft) : undefined;
    return draft?.portfolioData?.content ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(portfolioId: string | undefined, draft: LocalDraft) {
  try {
    localStorage.setItem(draftKey(portfolioId), JSON.stringify(draft));
  } catch {
    // A full storage quota must not break editing; the server save still works.
  }
}

export function clearDraft(portfolioId: string | undefined) {
  localStorage.removeItem(draftKey(portfolioId));
}
