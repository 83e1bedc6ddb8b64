import { useCallback } from 'react';
import { PORTFOLIO_MESSAGES, type Portfolio } from '../../model/portfolio';
import { SaveError, type BuilderServices } from '../services';
import { clearDraft } from './drafts';
import { changesOfSections, sameJson, sameSnapshot, type Snapshot } from './snapshot';
import { useSaver, type ServerCopy } from './useSaver';

type Options = {
  portfolioId: string;
  /** The account whose device draft a successful save clears. */
  draftOwner: string | null;
  services: BuilderServices;
  /** What the builder shows now. */
  current: () => Snapshot;
  /** What the server had when the builder opened. */
  initial: { snapshot: Snapshot; version: number; savedAt: number };
  onConflict: (serverCopy: Portfolio, mine: Snapshot) => void;
  /** The server's answer to a save that went through. */
  onSaved?: (portfolio: Portfolio) => void;
};

/**
 * Sends a save: only what changed when it is made on the copy the server has, the whole document
 * otherwise (over another version after a conflict, a template switch) or when the server asks.
 */
async function sendSave(
  services: BuilderServices,
  portfolioId: string,
  snapshot: Snapshot,
  version: number,
  server: ServerCopy<Snapshot>,
) {
  const whole = () =>
    services.save(portfolioId, {
      version,
      title: snapshot.title,
      description: snapshot.description,
      templateId: snapshot.templateId,
      content: snapshot.content,
      styling: snapshot.styling,
    });
  const saved = server.value;
  const sections =
    version === server.version && snapshot.templateId === saved.templateId
      ? changesOfSections(saved.content, snapshot.content)
      : undefined;
  if (!sections) return whole();
  try {
    return await services.saveChanges(portfolioId, {
      version,
      ...(snapshot.title !== saved.title && { title: snapshot.title }),
      ...(snapshot.description !== saved.description && { description: snapshot.description }),
      ...(!sameJson(snapshot.styling, saved.styling) && { styling: snapshot.styling }),
      ...(sections.changed.length > 0 || sections.order.join() !== sectionIds(saved)
        ? { sections }
        : {}),
    });
  } catch (error) {
    if (error instanceof SaveError && error.message === PORTFOLIO_MESSAGES.wholeSaveNeeded)
      return whole();
    throw error;
  }
}

const sectionIds = (snapshot: Snapshot) =>
  snapshot.content.sections.map((section) => section.id).join();

/** Nothing can be saved without a template and a document (spec section 11's toasts). */
const refuseSnapshot = (snapshot: Snapshot) =>
  !snapshot.templateId
    ? 'No template selected'
    : !snapshot.content
      ? 'No portfolio data to save'
      : undefined;

const DRAFT_WORDS = {
  saved: 'Portfolio saved successfully!',
  failed: (problem: string) => `Failed to save portfolio: ${problem}`,
};

/** The builder's saver: the portfolio's draft, sent as changes by `sendSave`. */
export function useDraftSaver({
  portfolioId,
  draftOwner,
  services,
  current,
  initial,
  onConflict,
  onSaved,
}: Options) {
  const send = useCallback(
    (snapshot: Snapshot, version: number, server: ServerCopy<Snapshot>) =>
      sendSave(services, portfolioId, snapshot, version, server),
    [services, portfolioId],
  );
  const saved = useCallback(
    (answer: Portfolio) => {
      clearDraft(draftOwner, portfolioId);
      onSaved?.(answer);
    },
    [draftOwner, portfolioId, onSaved],
  );
  return useSaver({
    current,
    initial: { value: initial.snapshot, version: initial.version, savedAt: initial.savedAt },
    same: sameSnapshot,
    refuse: refuseSnapshot,
    send,
    words: DRAFT_WORDS,
    onConflict,
    onSaved: saved,
  });
}
