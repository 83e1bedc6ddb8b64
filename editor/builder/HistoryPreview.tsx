import { useEffect, useId, useState } from 'react';
import type { SnapshotCopy, SnapshotEntry } from '../../model/history';
import { getTemplate } from '../../templates';
import { diffDocuments, type SectionChange } from '../../templates/diff';
import { PortfolioLinksProvider } from '../../templates/kit';
import { PortfolioDocument } from '../../templates/PortfolioDocument';
import type { Snapshot } from '../save/snapshot';
import type { BuilderServices } from '../services';
import { whenOf } from './HistoryPanel';
import { useModal } from '../../templates/shared/useModal';

/** How a section of the old version stands against the working copy, in a few words. */
function describe(change: SectionChange) {
  if (change.change === 'added') return 'Only in this version';
  if (change.change === 'removed') return 'Only in your working copy';
  if (change.change === 'unchanged') return 'Same';
  const parts = [
    ...change.fields.slice(0, 4),
    ...(change.fields.length > 4 ? [`${change.fields.length - 4} more`] : []),
    ...(change.images ? [`${change.images} ${change.images === 1 ? 'image' : 'images'}`] : []),
    ...(change.visibility ? [change.visibility === 'hidden' ? 'hidden here' : 'shown here'] : []),
    ...(change.layout ? [`${change.layout} layout here`] : []),
  ];
  return `Differs: ${parts.join(', ')}`;
}

const noLinks = { caseStudyHref: () => undefined };

/**
 * One history entry read-only beside the working copy, with what differs section by section, and
 * "Restore this version" (a new entry itself: the working copy stays in history).
 */
export function HistoryPreview({
  portfolioId,
  entry,
  current,
  services,
  busy,
  onRestore,
  onClose,
}: {
  portfolioId: string;
  entry: SnapshotEntry;
  current: Snapshot;
  services: BuilderServices;
  busy: boolean;
  onRestore: (entry: SnapshotEntry) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  // The comparison is read first: the box takes the focus, so its text scrolls by keyboard.
  const box = useModal(onClose, 'box');
  const [copy, setCopy] = useState<SnapshotCopy>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    let cancelled = false;
    services.version(portfolioId, entry.number).then(
      (read) => !cancelled && setCopy(read),
      (error: Error) => !cancelled && setProblem(error.message || 'This version could not be read'),
    );
    return () => {
      cancelled = true;
    };
  }, [portfolioId, entry.number, services]);

  const template = copy && getTemplate(copy.templateId);
  const changes =
    copy &&
    template &&
    diffDocuments(template, { ...current, caseStudies: {} }, { ...copy, caseStudies: {} });
  const currentTemplate = getTemplate(current.templateId);

  return (
    <div className="fb-dialog-backdrop fb-compare-backdrop">
      <div
        ref={box}
        className="fb-compare"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="fb-compare-head">
          <h2 id={titleId}>
            Version {entry.number} · {whenOf(entry.createdAt)}
          </h2>
          <div className="fb-compare-actions">
            <button
              type="button"
              className="fb-button fb-button--primary"
              disabled={!copy || busy}
              onClick={() => onRestore(entry)}
            >
              {busy ? 'Restoring…' : 'Restore this version'}
            </button>
            <button type="button" className="fb-button" onClick={onClose}>
              Close
            </button>
          </div>
        </header>
        {problem && <p role="alert">{problem}</p>}
        {!copy && !problem && <p role="status">Loading version {entry.number}…</p>}
        {changes && (
          <section className="fb-compare-diff" aria-label="Differences by section">
            <h3>Compared with your working copy</h3>
            {changes.template && (
              <p>
                This version uses the {template!.name} template; you now use {currentTemplate.name}.
              </p>
            )}
            <ul>
              {changes.sections.map((change) => (
                <li key={change.id} data-change={change.change}>
                  <strong>{change.title}</strong> <span>{describe(change)}</span>
                </li>
              ))}
            </ul>
            {changes.moved && <p>The sections are in a different order.</p>}
            {changes.details && <p>The title or description differs.</p>}
          </section>
        )}
        {copy && template && (
          <div className="fb-compare-pages">
            <figure aria-label={`Version ${entry.number}`}>
              <figcaption>Version {entry.number}</figcaption>
              <div className="fb-compare-page" inert>
                <PortfolioLinksProvider value={{ portfolioId, ...noLinks }}>
                  <PortfolioDocument
                    template={template}
                    content={copy.content}
                    styling={copy.styling}
                  />
                </PortfolioLinksProvider>
              </div>
            </figure>
            <figure aria-label="Your working copy">
              <figcaption>Your working copy</figcaption>
              <div className="fb-compare-page" inert>
                <PortfolioLinksProvider value={{ portfolioId, ...noLinks }}>
                  <PortfolioDocument
                    template={currentTemplate}
                    content={current.content}
                    styling={current.styling}
                  />
                </PortfolioLinksProvider>
              </div>
            </figure>
          </div>
        )}
      </div>
    </div>
  );
}
