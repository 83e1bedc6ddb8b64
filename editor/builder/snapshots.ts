import { normalizeContent } from '../../model/normalize';
import type { Portfolio } from '../../model/portfolio';
import { getTemplate } from '../../templates';
import { normalStyling } from '../craft/document';
import type { LocalDraft } from '../save/drafts';
import type { Snapshot } from '../save/snapshot';

/** The server's copy as the builder compares and saves it. */
export const snapshotOf = (portfolio: Portfolio): Snapshot => ({
  title: portfolio.title,
  description: portfolio.description,
  templateId: getTemplate(portfolio.templateId).id,
  content: normalizeContent(portfolio.content),
  styling: normalStyling(portfolio.styling),
});

/** A draft kept on this device, as the builder compares and restores it. */
export const snapshotOfDraft = (draft: LocalDraft): Snapshot => ({
  title: draft.title,
  description: draft.description,
  templateId: getTemplate(draft.selectedTemplateId).id,
  content: normalizeContent(draft.portfolioData.content),
  styling: normalStyling(draft.portfolioData.styling),
});
