import { produce } from 'immer';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  caseStudy as caseStudySchema,
  caseStudyInput,
  MAX_METRICS,
  newBlock,
  newCaseStudy,
  upgradeCaseStudy,
  type CaseStudy,
  type CaseStudyBlockType,
} from '../model/case-study';
import { CASE_STUDY_MAX_STEPS, CASE_STUDY_MIN_STEPS } from '../model/constants';
import { normalizeContent } from '../model/normalize';
import { ownValue } from '../model/own';
import type { Portfolio } from '../model/portfolio';
import { slugFromTitle } from '../model/rules';
import { getTemplate } from '../templates';
import { KitProvider, SectionDefinitionProvider } from '../templates/kit';
import { migrateContent } from '../templates/migrate';
import { ThemedFrame } from '../templates/PortfolioDocument';
import { projectsOf } from '../templates/projects';
import { CaseStudyArticle } from '../templates/shared/CaseStudyArticle';
import { newId } from '../templates/shared/fields';
import type { SectionDefinition } from '../templates/types';
import { ConflictDialog, LeaveDialog } from './builder/dialogs';
import { DraftBanner } from './builder/DraftBanner';
import { SaveIndicator } from './builder/Header';
import { useLeaveGuard } from './builder/useLeaveGuard';
import { liveStateOf, usePublish } from './builder/usePublish';
import { useCaseStudySaver } from './case-study/useCaseStudySaver';
import { useStudyHistory } from './case-study/useStudyHistory';
import { editKit } from './kit/editKit';
import { writePath } from './kit/mutate';
import { getPath } from '../templates/paths';
import { DocumentKitProvider, type KitWriter, type SectionInfo } from './kit/SectionContext';
import { AddressField } from './case-study/AddressField';
import { PREPARING_PDF, usePdfDownload } from './pdf/downloadPdf';
import { useEditShortcuts } from './builder/shortcuts';
import { PublishDialog } from './PublishDialog';
import { SharingPanel } from './sharing/SharingPanel';
import { readStoredDraft, removeStoredDraft, useDraftOwner, writeStoredDraft } from './save/drafts';
import { caseStudyDifferences } from './save/snapshot';
import { useAutosave } from './save/useAutosave';
import { useKeepOnDevice } from './save/useLocalDraft';
import type { BuilderServices } from './services';
import '../templates/shared/devices.css';
import './builder.css';
import './case-study-editor.css';

type Props = { portfolioId: string; projectId: string; services: BuilderServices };

/** /portfolio-builder/{portfolioId}/case-study/{projectId}: loads the portfolio, then edits the study. */
export function CaseStudyEditor({ portfolioId, projectId, services }: Props) {
  const [portfolio, setPortfolio] = useState<Portfolio>();
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    let cancelled = false;
    services.load(portfolioId).then(
      (loaded) => !cancelled && setPortfolio(loaded),
      () => {
        if (cancelled) return;
        toast.error('Portfolio not found');
        setMissing(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [portfolioId, services]);

  if (missing) {
    return (
      <main className="cse-loading">
        <div>
          <h1>Portfolio not found</h1>
          <Link to="/dashboard">Back to Dashboard</Link>
        </div>
      </main>
    );
  }
  if (!portfolio) {
    return (
      <div className="cse-loading" role="status">
        Loading case study...
      </div>
    );
  }
  return <Workspace portfolio={portfolio} projectId={projectId} services={services} />;
}

/** The limits the article's lists keep (model/case-study.ts), told to the kit's list controls. */
const CASE_STUDY_LISTS = {
  lists: {
    steps: { maxItems: CASE_STUDY_MAX_STEPS, deviceVisibility: false },
    sections: { maxItems: 20, deviceVisibility: false },
    'sections.blocks': { maxItems: 30, deviceVisibility: false },
    'sections.blocks.items': { maxItems: MAX_METRICS, deviceVisibility: false },
  },
  // The kit reads only `lists` of the definition it is given: a case study is no template section.
} as unknown as SectionDefinition;

const BLOCK_TYPES: { type: CaseStudyBlockType; label: string }[] = [
  { type: 'text', label: 'Text' },
  { type: 'image', label: 'Image' },
  { type: 'image-pair', label: 'Image pair' },
  { type: 'quote', label: 'Quote' },
  { type: 'metrics', label: 'Metrics' },
  { type: 'video', label: 'Video' },
];

/** Titles of steps and sections are set in capitals (spec section 9). */
const UPPERCASE_PATH = /^(steps|sections)\.\d+\.title$/;

const MIN_STEPS_MESSAGE = `You must have at least ${CASE_STUDY_MIN_STEPS} steps`;

/** What is wrong with `after` that was not wrong with `before`: an edit may not make the study invalid. */
function newProblem(before: CaseStudy, after: CaseStudy): string | undefined {
  const issuesOf = (study: CaseStudy) => {
    const checked = caseStudySchema.safeParse(study);
    return checked.success ? [] : checked.error.issues;
  };
  const key = (issue: { path: PropertyKey[]; message: string }) =>
    `${issue.path.join('.')}|${issue.message}`;
  const known = new Set(issuesOf(before).map(key));
  return issuesOf(after).find((issue) => !known.has(key(issue)))?.message;
}

type KeptDraft = { study: CaseStudy; timestamp: number };

/** A case-study draft kept on this device, if it can still be read. */
function readKept(owner: string | null, key: string): KeptDraft | undefined {
  const kept = readStoredDraft(owner, 'case-study', key) as
    { study?: unknown; timestamp?: unknown } | undefined;
  if (!kept || typeof kept !== 'object' || typeof kept.timestamp !== 'number') return undefined;
  const study = caseStudyInput.safeParse(kept.study);
  return study.success ? { study: study.data, timestamp: kept.timestamp } : undefined;
}

function Workspace({
  portfolio,
  projectId,
  services,
}: {
  portfolio: Portfolio;
  projectId: string;
  services: BuilderServices;
}) {
  const template = getTemplate(portfolio.templateId);
  const content = useMemo(
    () => migrateContent(template, normalizeContent(portfolio.content)),
    [template, portfolio.content],
  );
  const project = useMemo(
    () => projectsOf(template, content).find((item) => item.id === projectId),
    [template, content, projectId],
  );
  // The study as a copy of the portfolio holds it, or a new one for a project without one yet.
  const studyIn = (copy: Portfolio): CaseStudy => {
    const stored = ownValue(copy.caseStudies, projectId);
    return stored ? (upgradeCaseStudy(stored) as CaseStudy) : newCaseStudy(project ?? {});
  };
  const [initial] = useState(() => studyIn(portfolio));
  const history = useStudyHistory(initial);
  const study = history.value;
  const [preview, setPreview] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [live, setLive] = useState(() => liveStateOf(portfolio));
  const [conflict, setConflict] = useState<{ theirs: Portfolio; mine: CaseStudy } | null>(null);
  // Drafts on this device are kept and offered for the account that opened the editor only.
  const owner = useDraftOwner();
  const draftKey = `${portfolio.id}/${projectId}`;
  const [offered, setOffered] = useState(() => {
    const kept = readKept(owner, draftKey);
    return kept &&
      kept.timestamp > Date.parse(portfolio.updatedAt) &&
      JSON.stringify(kept.study) !== JSON.stringify(initial)
      ? kept
      : undefined;
  });

  // The writer and the saver read the study as last committed, even before the next render.
  const current = useRef(study);
  useLayoutEffect(() => {
    current.current = study;
  }, [study]);
  const saver = useCaseStudySaver({
    portfolio,
    projectId,
    services,
    current: useCallback(() => current.current, []),
    initial,
    onSaved: (answer) => {
      removeStoredDraft(owner, 'case-study', draftKey);
      setLive(liveStateOf(answer));
    },
    onConflict: (theirs, mine) => setConflict({ theirs, mine }),
  });
  const unsaved = !saver.isSaved(study);
  const { save, flush } = saver;
  useAutosave({ edit: study, unsaved, status: saver.status, paused: conflict !== null, save });
  const keep = useCallback(
    () =>
      writeStoredDraft(owner, 'case-study', draftKey, {
        study,
        timestamp: Date.now(),
      } satisfies KeptDraft),
    [owner, draftKey, study],
  );
  useKeepOnDevice({ keep, unsaved, status: saver.status });
  const blocker = useLeaveGuard(unsaved);

  const publishing = usePublish({
    portfolio: saver.portfolio(),
    services,
    version: () => saver.portfolio().version,
    unsaved,
    flush,
    onPublished: (published) => {
      saver.accept(published);
      setLive(liveStateOf(published));
    },
    onConflict: (theirs) => {
      if (!saver.takeNewer(theirs, study)) return;
      toast.info(
        'The portfolio changed in another window. Publish again to publish the newest copy.',
      );
    },
  });

  const { commit } = history;
  const apply = useCallback(
    (change: (draft: Record<string, unknown>) => void) => {
      const before = current.current;
      const after = produce(before, (draft) => change(draft as unknown as Record<string, unknown>));
      if (after === before) return;
      const problem = newProblem(before, after);
      if (problem === MIN_STEPS_MESSAGE) return window.alert(problem);
      if (problem) return void toast.error(problem, { toastId: `case-study-${problem}` });
      current.current = after;
      commit(after);
    },
    [commit],
  );
  const writer = useMemo<KitWriter>(
    () => ({
      write: (path, value) =>
        apply((draft) =>
          writePath(
            draft,
            path,
            typeof value === 'string' && UPPERCASE_PATH.test(path) ? value.toUpperCase() : value,
          ),
        ),
      changeList: (path, change) =>
        apply((draft) => {
          let items = getPath(draft, path);
          if (!Array.isArray(items)) {
            writePath(draft, path, []);
            items = getPath(draft, path);
          }
          change(items as unknown[]);
        }),
    }),
    [apply],
  );
  const info = useMemo<SectionInfo>(
    () => ({
      nodeId: 'case-study',
      type: 'case-study',
      title: 'Case study',
      content: study as unknown as Record<string, unknown>,
      sampleNoteId: 'cse-sample-note',
    }),
    [study],
  );
  const blockInserter = useCallback(
    (sectionIndex: number, index: number) => (
      <AddBlock
        sectionIndex={sectionIndex}
        index={index}
        onAdd={(type) =>
          writer.changeList(
            `sections.${sectionIndex}.blocks`,
            (blocks) => void blocks.splice(index, 0, newBlock(type, newId('block'))),
          )
        }
      />
    ),
    [writer],
  );

  useEditShortcuts({ undo: history.undo, redo: history.redo, save: () => void save() });

  // The server prints the saved case study: unsaved edits are saved first.
  const pdf = usePdfDownload({
    services,
    portfolioId: portfolio.id,
    projectId,
    saveFirst: async () => !unsaved || (await flush()) === true,
  });

  const builderHref = `/portfolio-builder/${portfolio.id}`;
  const article = (
    <div className="fb-theme cse-theme">
      <ThemedFrame template={template} content={content} styling={portfolio.styling}>
        {preview ? (
          <CaseStudyArticle study={study} />
        ) : (
          <KitProvider value={editKit}>
            <SectionDefinitionProvider value={CASE_STUDY_LISTS}>
              <DocumentKitProvider info={info} writer={writer}>
                <CaseStudyArticle study={study} blockInserter={blockInserter} />
              </DocumentKitProvider>
            </SectionDefinitionProvider>
          </KitProvider>
        )}
      </ThemedFrame>
    </div>
  );

  return (
    <div className={`cse${preview ? ' cse--preview' : ''}`}>
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

      {offered && (
        <DraftBanner
          draft={offered}
          onRestore={() => {
            history.replace(offered.study);
            setOffered(undefined);
            toast.info('Your unsaved changes are back.');
          }}
          onDiscard={() => {
            removeStoredDraft(owner, 'case-study', draftKey);
            setOffered(undefined);
          }}
        />
      )}

      {!preview && (
        <div className="cse-address">
          <AddressField
            portfolio={saver.portfolio()}
            projectId={projectId}
            study={study}
            onChange={(slug) =>
              apply((draft) => {
                if (slug) draft.slug = slug;
                else delete draft.slug;
              })
            }
          />
        </div>
      )}

      <div role="region" className="cse-canvas" aria-label="Case study">
        {article}
      </div>

      {sharing && (
        <SharingPanel
          portfolioId={portfolio.id}
          projectId={projectId}
          services={services.sharing}
          onClose={() => setSharing(false)}
        />
      )}
      {publishing.dialog.open && (
        <PublishDialog
          initialSlug={live.slug ?? slugFromTitle(portfolio.title)}
          published={live.isPublished}
          publishing={publishing.dialog.busy}
          failed={publishing.dialog.failed}
          checkSlug={(slug) => services.checkSlug(slug, portfolio.id)}
          onPublish={(slug) => void publishing.publish(slug)}
          onClose={publishing.close}
        />
      )}
      {conflict && (
        <ConflictDialog
          what="case study"
          differences={caseStudyDifferences(conflict.mine, studyIn(conflict.theirs))}
          onClose={() => setConflict(null)}
          onTakeTheirs={() => {
            const theirs = studyIn(conflict.theirs);
            saver.accept(conflict.theirs, theirs);
            setLive(liveStateOf(conflict.theirs));
            removeStoredDraft(owner, 'case-study', draftKey);
            // One undo step: Undo brings the designer's version back.
            history.replace(theirs);
            setConflict(null);
            toast.info('Loaded the version from the server');
          }}
          onKeepMine={() => {
            saver.accept(conflict.theirs);
            setConflict(null);
            void save({ overVersion: conflict.theirs.version });
          }}
        />
      )}
      {blocker.state === 'blocked' && (
        <LeaveDialog
          title="Leave the case study?"
          onStay={() => blocker.reset()}
          onLeave={() => blocker.proceed()}
        />
      )}
    </div>
  );
}

/** "+ Add block": a small menu of block types, inserting at its place between blocks. */
function AddBlock({
  sectionIndex,
  index,
  onAdd,
}: {
  sectionIndex: number;
  index: number;
  onAdd: (type: CaseStudyBlockType) => void;
}) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const where = `section ${sectionIndex + 1}, place ${index + 1}`;
  return (
    <div
      className="cse-add-block"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="cse-add-toggle"
        aria-expanded={open}
        aria-label={`Add block: ${where}`}
        onClick={() => setOpen((value) => !value)}
      >
        + Add block
      </button>
      {open && (
        <div className="cse-add-menu" role="group" aria-label={`Block types for ${where}`}>
          {BLOCK_TYPES.map(({ type, label }) => (
            <button
              key={type}
              type="button"
              onClick={() => {
                setOpen(false);
                onAdd(type);
              }}
            >
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
