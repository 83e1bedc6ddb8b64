import { useEffect, useRef, useState } from 'react';
import { HISTORY_KEPT, type SnapshotEntry } from '../../model/history';
import type { BuilderServices } from '../services';

const KIND_LABEL: Record<SnapshotEntry['kind'], string> = {
  publish: 'Published',
  checkpoint: 'Saved',
  restore: 'Restored',
};

export const whenOf = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * History: publishes, restores and the working copy's saves (thinned as HISTORY_KEPT says), newest
 * first. Opening one previews it beside the working copy.
 */
export function HistoryPanel({
  portfolioId,
  services,
  onOpen,
  onClose,
}: {
  portfolioId: string;
  services: BuilderServices;
  onOpen: (entry: SnapshotEntry) => void;
  onClose: () => void;
}) {
  const [entries, setEntries] = useState<SnapshotEntry[]>();
  const [problem, setProblem] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    let cancelled = false;
    services.history(portfolioId).then(
      (list) => !cancelled && setEntries(list),
      (error: Error) => !cancelled && setProblem(error.message || 'History could not be loaded'),
    );
    return () => {
      cancelled = true;
    };
  }, [portfolioId, services]);

  return (
    <aside className="fb-panel fb-history-panel" aria-label="History">
      <h2 ref={heading} tabIndex={-1}>
        History
      </h2>
      {problem && <p role="alert">{problem}</p>}
      {!entries && !problem && <p role="status">Loading history…</p>}
      {entries?.length === 0 && <p>Nothing yet: each save and each publish will be kept here.</p>}
      {entries && entries.length > 0 && (
        <ol className="fb-history-list">
          {entries.map((entry) => (
            <li key={entry.number}>
              <button
                type="button"
                className="fb-history-entry"
                onClick={() => onOpen(entry)}
                aria-label={`Open version ${entry.number}: ${KIND_LABEL[entry.kind]} ${whenOf(entry.createdAt)}. ${entry.summary}`}
              >
                <span className="fb-history-head">
                  <strong>{KIND_LABEL[entry.kind]}</strong>
                  {entry.isLive && <span className="fb-history-live">Live</span>}
                  <time dateTime={entry.createdAt}>{whenOf(entry.createdAt)}</time>
                </span>
                <span className="fb-history-summary">{entry.summary}</span>
                <span className="fb-history-meta">
                  Version {entry.number}
                  {entry.author && ` · ${entry.author}`}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
      <p className="fb-history-kept">{HISTORY_KEPT}</p>
      <button type="button" className="fb-button" onClick={onClose}>
        Done
      </button>
    </aside>
  );
}
