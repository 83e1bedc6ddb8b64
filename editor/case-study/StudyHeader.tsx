// The case-study editor's top bar: the way back to the builder, what is edited, the save status,
// and its actions (undo, redo, preview, sharing, PDF, save, publish).
import { Link } from 'react-router-dom';
import type { CaseStudy } from '../../model/case-study';
import { SaveIndicator } from '../builder/Header';
import type { LiveState, usePublish } from '../builder/usePublish';
import { PREPARING_PDF, type usePdfDownload } from '../pdf/downloadPdf';
import type { useCaseStudySaver } from './useCaseStudySaver';
import type { useStudyHistory } from './useStudyHistory';

type Props = {
  builderHref: string;
  preview: boolean;
  setPreview: (change: (value: boolean) => boolean) => void;
  study: CaseStudy;
  /** The portfolio's project the study is about, if it is still there. */
  project: { title?: string } | undefined;
  saver: ReturnType<typeof useCaseStudySaver>;
  unsaved: boolean;
  history: ReturnType<typeof useStudyHistory<CaseStudy>>;
  sharing: boolean;
  setSharing: (change: (open: boolean) => boolean) => void;
  pdf: ReturnType<typeof usePdfDownload>;
  save: () => Promise<unknown>;
  publishing: ReturnType<typeof usePublish>;
  live: LiveState;
};

/** The header, with the actions in a labelled nav (undo and redo only while editing). */
export function StudyHeader({
  builderHref,
  preview,
  setPreview,
  study,
  project,
  saver,
  unsaved,
  history,
  sharing,
  setSharing,
  pdf,
  save,
  publishing,
  live,
}: Props) {
  return (
    <header className="cse-header">
      <Link to={builderHref} className="cse-back">
        ← Back to builder
      </Link>
      <p className="cse-label">
        {preview ? 'PREVIEW MODE' : 'CASE STUDY EDITOR'}
        <span className="cse-project">{study.title || project?.title}</span>
      </p>
      <SaveIndicator state={saver} unsaved={unsaved} />
      <nav className="cse-actions" aria-label="Case study actions">
        {!preview && (
          <>
            <button
              type="button"
              className="cse-icon"
              aria-label="Undo"
              title="Undo (Ctrl+Z)"
              disabled={!history.canUndo}
              onClick={history.undo}
            >
              ↶
            </button>
            <button
              type="button"
              className="cse-icon"
              aria-label="Redo"
              title="Redo (Shift+Ctrl+Z)"
              disabled={!history.canRedo}
              onClick={history.redo}
            >
              ↷
            </button>
          </>
        )}
        <button
          type="button"
          className="cse-button"
          aria-pressed={preview}
          onClick={() => setPreview((value) => !value)}
        >
          {preview ? 'Back to Edit' : 'Preview'}
        </button>
        <button
          type="button"
          className="cse-button"
          aria-expanded={sharing}
          onClick={() => setSharing((open) => !open)}
        >
          Sharing
        </button>
        <button
          type="button"
          className="cse-button"
          disabled={pdf.preparing}
          aria-busy={pdf.preparing || undefined}
          onClick={() => void pdf.start()}
        >
          {pdf.preparing ? PREPARING_PDF : 'Export PDF'}
        </button>
        <button
          type="button"
          className="cse-button"
          disabled={saver.status === 'saving'}
          onClick={() => void save()}
        >
          {saver.status === 'saving' ? 'Saving...' : saver.justSaved ? '✓ Saved' : 'SAVE'}
        </button>
        <button
          type="button"
          className="cse-button cse-button--primary"
          onClick={() => void publishing.open()}
        >
          {live.isPublished ? 'Update live page' : 'Publish'}
        </button>
      </nav>
    </header>
  );
}
