import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTOSAVE_DEBOUNCE_MS } from '../../model/constants';
import { readDraft, writeDraft, clearDraft, type LocalDraft } from './drafts';
import type { Snapshot } from './snapshot';
import type { SaveStatus } from './useSaver';

type Options = {
  owner: string | null;
  portfolioId: string;
  current: () => Snapshot;
  unsaved: boolean;
  status: SaveStatus;
  version: number;
  /** Whether a draft found on opening is worth offering (newer than the server and different). */
  worthOffering: (draft: LocalDraft) => boolean;
};

/**
 * When unsaved edits are written to this device: 2 s after the last edit, at once when a save fails,
 * and when the editor is left (unmounted, or the page reloaded or closed). Shared by the builder and
 * the case-study editor.
 */
export function useKeepOnDevice({
  keep,
  unsaved,
  status,
}: {
  keep: () => void;
  unsaved: boolean;
  status: SaveStatus;
}) {
  useEffect(() => {
    if (!unsaved) return;
    const timer = setTimeout(keep, AUTOSAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [unsaved, keep]);
  // A failed save (offline, expired session, refused) keeps the draft at once: the page may be left next.
  useEffect(() => {
    if ((status === 'offline' || status === 'failed') && unsaved) keep();
  }, [status, unsaved, keep]);
  // Leaving the builder any way at all (a 401 sends the designer to log in) keeps unsaved edits.
  const leaving = useRef({ unsaved, keep });
  useEffect(() => {
    leaving.current = { unsaved, keep };
  }, [unsaved, keep]);
  useEffect(
    () => () => {
      if (leaving.current.unsaved) leaving.current.keep();
    },
    [],
  );

  // A reload or a closed tab unmounts nothing: the page's own last moment keeps the edits.
  useEffect(() => {
    const onHide = () => {
      if (leaving.current.unsaved) leaving.current.keep();
    };
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, []);
}

/**
 * The working copy kept on this device until the server has it: written 2 s after the last edit,
 * at once when a save fails and when the builder is left, and offered back when it is opened again.
 */
export function useLocalDraft({
  owner,
  portfolioId,
  current,
  unsaved,
  status,
  version,
  worthOffering,
}: Options) {
  const [offered, setOffered] = useState<LocalDraft | undefined>(() => {
    const draft = readDraft(owner, portfolioId);
    return draft && worthOffering(draft) ? draft : undefined;
  });

  const keep = useCallback(() => {
    const snapshot = current();
    writeDraft(owner, portfolioId, {
      portfolioData: { content: snapshot.content, styling: snapshot.styling },
      title: snapshot.title,
      description: snapshot.description,
      selectedTemplateId: snapshot.templateId,
      timestamp: Date.now(),
      baseVersion: version,
    });
  }, [current, owner, portfolioId, version]);

  useKeepOnDevice({ keep, unsaved, status });

  return {
    offered,
    /** The offered draft was taken or turned down. */
    dismiss: () => setOffered(undefined),
    discard: () => {
      clearDraft(owner, portfolioId);
      setOffered(undefined);
    },
  };
}
