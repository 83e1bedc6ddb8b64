import { Editor, Frame, useEditor } from '@craftjs/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useBlocker, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  AUTOSAVE_AFTER_SETUP_MS,
  AUTOSAVE_DEBOUNCE_MS,
  REDIRECT_AFTER_LOAD_ERROR_MS,
  SAVE_REPEAT_GUARD_MS,
} from '../model/constants';
import type { PortfolioContent } from '../model/content';
import { normalizeContent } from '../model/normalize';
import type { Portfolio } from '../model/portfolio';
import { safeHref, slugFromTitle } from '../model/rules';
import { findTemplate, getTemplate, listTemplates } from '../templates';
import { contentFromSetup, type SetupAnswers } from '../templates/setup';
import { PortfolioLinksProvider } from '../templates/kit';
import { PortfolioDocument } from '../templates/PortfolioDocument';
import type { TemplateDefinition } from '../templates/types';
import { givenIdentity } from '../templates/identity';
import { migrateContent } from '../templates/migrate';
import { switchTemplate } from '../templates/switch';
import { fromCraftNodes, toCraftNodes } from './craft/document';
import { resolverFor } from './craft/resolver';
import { Dialog } from './Dialog';
import { PublishDialog } from './PublishDialog';
import { SaveError } from './services';
import { SetupWizard } from './SetupWizard';
import { clearDraft, readDraft, useDraftOwner, writeDraft, type LocalDraft } from './save/drafts';
import { differences, sameSnapshot, type Snapshot } from './save/snapshot';
import { useSaver, type SaveStatus } from './save/useSaver';
import type { BuilderServices } from './services';
import './builder.css';

const snapshotOf = (portfolio: Portfolio): Snapshot => ({
  title: portfolio.title,
  description: portfolio.description,
  templateId: getTemplate(portfolio.templateId).id,
  content: normalizeContent(portfolio.content),
  styling: { colors: portfolio.styling?.colors ?? {}, fonts: portfolio.styling?.fonts ?? {} },
});

const snapshotOfDraft = (draft: LocalDraft): Snapshot => ({
  title: draft.title,
  description: draft.description,
  templateId: getTemplate(draft.selectedTemplateId).id,
  content: normalizeContent(draft.portfolioData.content),
  styling: draft.portfolioData.styling ?? { colors: {}, fonts: {} },
});

type Props = { portfolioId: string; services: BuilderServices };

/** /portfolio-builder/{id}: loads the portfolio, then edits it. */
export function Builder({ portfolioId, services }: Props) {
  const navigate = useNavigate();
  const [portfolio, setPortfolio] = useState<Portfolio>();

  useEffect(() => {
    let cancelled = false;
    services.load(portfolioId).then(
      (loaded) => {
        if (cancelled) return;
        if (!findTemplate(loaded.templateId)) {
          console.warn(
            `Template "${loaded.templateId}" not found: opening it with the default template`,
          );
        }
        setPortfolio(loaded);
      },
      (error: Error) => {
        if (cancelled) return;
        toast.error(
          /not found/i.test(error.message) ? 'Portfolio not found' : 'Failed to load portfolio',
        );
        setTimeout(() => navigate('/dashboard', { replace: true }), REDIRECT_AFTER_LOAD_ERROR_MS);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [portfolioId, services, navigate]);

  if (!portfolio) {
    return (
      <div className="fb-loading" role="status">
        <span className="fb-spinner" aria-hidden="true" /> Loading portfolio...
      </div>
    );
  }
  return <Workspace portfolio={portfolio} services={services} />;
}

const STEPS = ['Template Selected', 'Setup Information', 'Customize', 'Preview & Publish'];

function Workspace({ portfolio, services }: { portfolio: Portfolio; services: BuilderServices }) {
  const serverSnapshot = useMemo(() => snapshotOf(portfolio), [portfolio]);
  const [saved, setSaved] = useState<Snapshot>(serverSnapshot);
  const [version, setVersion] = useState(portfolio.version);
  // The document the canvas started from; a new one (restore, take theirs, template) remounts it.
  const [start, setStart] = useState<{ key: number; snapshot: Snapshot }>({
    key: 0,
    snapshot: serverSnapshot,
  });
  const [meta, setMeta] = useState({ title: portfolio.title, description: portfolio.description });
  const [templateId, setTemplateId] = useState(serverSnapshot.templateId);
  const [content, setContent] = useState<PortfolioContent>(serverSnapshot.content);
  const [mode, setMode] = useState<'customize' | 'preview'>('customize');
  const [panel, setPanel] = useState<'settings' | 'templates' | 'pdf' | null>(null);
  const [conflict, setConflict] = useState<{ theirs: Portfolio; mine: Snapshot } | null>(null);
  // Drafts on this device are kept and offered for the account that opened the builder only.
  const draftOwner = useDraftOwner();
  const [offeredDraft, setOfferedDraft] = useState<LocalDraft | undefined>(() => {
    const draft = readDraft(draftOwner, portfolio.id);
    const newer = draft && draft.timestamp > Date.parse(portfolio.updatedAt);
    return newer && !sameSnapshot(snapshotOfDraft(draft), serverSnapshot) ? draft : undefined;
  });
  const template = getTemplate(templateId);
  const [search, setSearch] = useSearchParams();
  // setup=true shows the wizard once, then leaves the URL.
  const [setup, setSetup] = useState(() => search.get('setup') === 'true');
  useEffect(() => {
    if (search.has('setup')) setSearch({}, { replace: true });
  }, [search, setSearch]);
  const [autoSave, setAutoSave] = useState(false);
  const [live, setLive] = useState({ slug: portfolio.slug, isPublished: portfolio.isPublished });
  const [publishing, setPublishing] = useState({ open: false, busy: false, failed: false });
  const lastPublish = useRef(0);

  const current = useCallback(
    (): Snapshot => ({ ...meta, templateId, content, styling: saved.styling }),
    [meta, templateId, content, saved.styling],
  );
  const unsaved = !sameSnapshot(current(), saved);

  const load = (snapshot: Snapshot) => {
    setMeta({ title: snapshot.title, description: snapshot.description });
    setTemplateId(snapshot.templateId);
    setContent(snapshot.content);
    setStart((previous) => ({ key: previous.key + 1, snapshot }));
  };

  const { status, save } = useSaver({
    portfolioId: portfolio.id,
    draftOwner,
    services,
    current,
    saved,
    version,
    onSaved: (savedPortfolio, snapshot) => {
      setVersion(savedPortfolio.version);
      setSaved(snapshot);
      setConflict(null);
    },
    onConflict: (theirs, mine) => setConflict({ theirs, mine }),
  });

  // Setup completion saves on its own after 0.5 s (spec section 4).
  useEffect(() => {
    if (!autoSave) return;
    const timer = setTimeout(() => {
      setAutoSave(false);
      void save({ quiet: true });
    }, AUTOSAVE_AFTER_SETUP_MS);
    return () => clearTimeout(timer);
  }, [autoSave, save]);

  const completeSetup = (answers: SetupAnswers) => {
    const content = contentFromSetup(template, answers);
    // The answers that name the designer, wherever this template keeps them, name the portfolio.
    const { name, role } = givenIdentity(template, content);
    load({
      ...current(),
      title: typeof name === 'string' ? `${name} — Portfolio` : meta.title,
      description: typeof role === 'string' ? role : meta.description,
      content,
    });
    setSetup(false);
    setAutoSave(true);
  };

  const openPublish = async () => {
    if (!templateId || !content)
      return void toast.error('Cannot publish - missing template or data');
    // Publishing shows what is on screen: pending changes are saved first.
    if (unsaved && !(await save())) return;
    setPublishing({ open: true, busy: false, failed: false });
  };

  const publish = async (slug: string) => {
    if (publishing.busy) return void toast.info('Publish in progress, please wait...');
    if (Date.now() - lastPublish.current < SAVE_REPEAT_GUARD_MS)
      return void toast.info('Please wait before publishing again');
    lastPublish.current = Date.now();
    setPublishing({ open: true, busy: true, failed: false });
    try {
      const published = await services.save(portfolio.id, { version, slug, published: true });
      setVersion(published.version);
      setLive({ slug: published.slug, isPublished: true });
      setPublishing({ open: false, busy: false, failed: false });
      toast.success('Portfolio published successfully!');
    } catch (error) {
      setPublishing({ open: true, busy: false, failed: true });
      if (error instanceof SaveError && error.status === 409 && error.serverCopy) {
        setConflict({ theirs: error.serverCopy, mine: current() });
      } else {
        toast.error(`Failed to publish portfolio: ${(error as Error).message || 'Unknown error'}`);
      }
    }
  };

  const exportPdf = () => {
    setPanel(null);
    setMode('preview');
    // After the preview has been drawn: the print stylesheet leaves only the portfolio.
    requestAnimationFrame(() => setTimeout(() => window.print(), 50));
  };

  // The tab, and a PDF saved from the print window, carry the portfolio's title.
  const appTitle = useRef(document.title);
  useEffect(() => {
    document.title = meta.title || 'Portfolio';
  }, [meta.title]);
  useEffect(() => {
    const title = appTitle.current;
    return () => {
      document.title = title;
    };
  }, []);

  const keepDraft = useCallback(() => {
    const snapshot = current();
    writeDraft(draftOwner, portfolio.id, {
      portfolioData: { content: snapshot.content, styling: snapshot.styling },
      title: snapshot.title,
      description: snapshot.description,
      selectedTemplateId: snapshot.templateId,
      timestamp: Date.now(),
      baseVersion: version,
    });
  }, [current, draftOwner, portfolio.id, version]);

  // A local draft 2 s after the last edit, so nothing typed is lost to a crash, a reload or a failed save.
  useEffect(() => {
    if (!unsaved) return;
    const timer = setTimeout(keepDraft, AUTOSAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [unsaved, keepDraft]);
  // A failed save (offline, expired session) keeps the draft at once: the page may be left next.
  useEffect(() => {
    if (status === 'error' && unsaved) keepDraft();
  }, [status, unsaved, keepDraft]);
  // Leaving the builder any way at all (a 401 sends the designer to log in) keeps unsaved edits.
  const leaving = useRef({ unsaved, keepDraft });
  useEffect(() => {
    leaving.current = { unsaved, keepDraft };
  }, [unsaved, keepDraft]);
  useEffect(
    () => () => {
      if (leaving.current.unsaved) leaving.current.keepDraft();
    },
    [],
  );

  // Leaving with unsaved changes asks first: closing the tab, and moving inside the app.
  useEffect(() => {
    if (!unsaved || status === 'saved') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved, status]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      currentLocation.pathname !== nextLocation.pathname &&
      nextLocation.pathname !== '/login',
  );

  const resolver = useMemo(() => resolverFor(template), [template]);
  const initialNodes = useMemo(() => {
    const { snapshot } = start;
    const sections =
      snapshot.templateId === template.id
        ? migrateContent(template, snapshot.content)
        : switchTemplate(getTemplate(snapshot.templateId), template, snapshot.content).content;
    return JSON.stringify(toCraftNodes(sections));
  }, [start, template]);

  if (setup) {
    return (
      <div className="fb fb--setup">
        <header className="fb-header">
          <Link to="/dashboard" className="fb-back">
            ← Back to Dashboard
          </Link>
          <Steps current={1} title="Setup Portfolio" />
          <span />
        </header>
        <SetupWizard
          template={template}
          onComplete={completeSetup}
          onSkip={() => {
            setSetup(false);
            toast.info('Setup skipped: the template’s sample content is yours to edit.');
          }}
        />
      </div>
    );
  }

  return (
    <div className={`fb${mode === 'preview' ? ' fb--preview' : ''}`}>
      <Editor
        key={`${start.key}-${template.id}`}
        resolver={resolver}
        onNodesChange={(query) => setContent(fromCraftNodes(query.getSerializedNodes()))}
      >
        <header className="fb-header">
          <Link to="/dashboard" className="fb-back">
            ← Back to Dashboard
          </Link>
          <Steps
            current={mode === 'preview' ? 3 : 2}
            title={mode === 'preview' ? 'Preview Portfolio' : 'Customize Portfolio'}
          />
          <div className="fb-header-end">
            {live.isPublished && live.slug && (
              <a
                href={`/portfolio/${live.slug}`}
                target="_blank"
                rel="noopener"
                className="fb-live"
              >
                Live ↗
              </a>
            )}
            <StatusIndicator status={status} unsaved={unsaved} />
          </div>
        </header>

        {offeredDraft && (
          <div className="fb-banner" role="alert">
            <span>
              Unsaved changes from {new Date(offeredDraft.timestamp).toLocaleString()} were kept on
              this device.
            </span>
            <button
              type="button"
              className="fb-button fb-button--primary"
              onClick={() => {
                load(snapshotOfDraft(offeredDraft));
                setOfferedDraft(undefined);
                toast.info('Your unsaved changes are back. Save to keep them.');
              }}
            >
              Restore them
            </button>
            <button
              type="button"
              className="fb-button"
              onClick={() => {
                clearDraft(draftOwner, portfolio.id);
                setOfferedDraft(undefined);
              }}
            >
              Discard
            </button>
          </div>
        )}

        <main className="fb-canvas" aria-label="Portfolio canvas" hidden={mode === 'preview'}>
          <PortfolioLinksProvider
            value={{ portfolioId: portfolio.id, caseStudyHref: (_id, url) => safeHref(url) }}
          >
            <template.Frame content={content} styling={saved.styling}>
              <Frame data={initialNodes} />
            </template.Frame>
          </PortfolioLinksProvider>
          <AddSection template={template} />
        </main>

        {mode === 'preview' && (
          <main className="fb-preview" aria-label="Preview">
            <PortfolioLinksProvider
              value={{ portfolioId: portfolio.id, caseStudyHref: () => undefined }}
            >
              <PortfolioDocument template={template} content={content} styling={saved.styling} />
            </PortfolioLinksProvider>
          </main>
        )}

        <Actions
          mode={mode}
          setMode={setMode}
          unsaved={unsaved}
          status={status}
          onSave={() => void save()}
          onPublish={() => void openPublish()}
          onPanel={(next) => setPanel((open) => (open === next ? null : next))}
        />
        <Shortcuts onSave={() => void save()} />

        {mode === 'customize' && (
          <p className="fb-hint">
            Click any text to edit it · Use the buttons on the right for everything else · Ctrl+S
            saves
          </p>
        )}
      </Editor>

      {panel === 'settings' && (
        <aside className="fb-panel" aria-label="Portfolio Settings">
          <h2>Portfolio Settings</h2>
          <label>
            Portfolio Title
            <input
              value={meta.title}
              placeholder={`${template.name} Portfolio`}
              onChange={(event) => setMeta((value) => ({ ...value, title: event.target.value }))}
            />
          </label>
          <label>
            Description
            <textarea
              rows={3}
              value={meta.description}
              placeholder={`Portfolio created with ${template.name} template`}
              onChange={(event) =>
                setMeta((value) => ({ ...value, description: event.target.value }))
              }
            />
          </label>
          <button type="button" className="fb-button" onClick={() => setPanel(null)}>
            Done
          </button>
        </aside>
      )}

      {panel === 'templates' && (
        <TemplateSwitcher
          current={template}
          onClose={() => setPanel(null)}
          onChoose={(next) => {
            const switched = switchTemplate(template, next, content);
            load({ ...current(), templateId: next.id, content: switched.content });
            setPanel(null);
            toast.success(`Template switched to ${next.name}`);
            if (switched.leftOut.length > 0)
              toast.info(`${next.name} has no place for ${switched.leftOut.join(', ')}.`);
          }}
        />
      )}

      {panel === 'pdf' && (
        <Dialog
          title="Export to PDF (beta)"
          onClose={() => setPanel(null)}
          actions={
            <>
              <button type="button" className="fb-button" onClick={() => setPanel(null)}>
                Cancel
              </button>
              <button type="button" className="fb-button fb-button--primary" onClick={exportPdf}>
                Continue Anyway
              </button>
            </>
          }
        >
          <p>
            PDF export is in beta. The PDF may lack some styling, image quality varies, and some
            sections may not display.
          </p>
          <p className="fb-muted">Your browser’s print window opens next: choose “Save as PDF”.</p>
        </Dialog>
      )}

      {publishing.open && (
        <PublishDialog
          initialSlug={live.slug ?? slugFromTitle(meta.title)}
          published={live.isPublished}
          publishing={publishing.busy}
          failed={publishing.failed}
          checkSlug={(slug) => services.checkSlug(slug, portfolio.id)}
          onPublish={(slug) => void publish(slug)}
          onClose={() => setPublishing({ open: false, busy: false, failed: false })}
        />
      )}

      {conflict && (
        <Dialog
          title="This portfolio changed somewhere else"
          onClose={() => setConflict(null)}
          actions={
            <>
              <button
                type="button"
                className="fb-button"
                onClick={() => {
                  const theirs = snapshotOf(conflict.theirs);
                  setSaved(theirs);
                  setVersion(conflict.theirs.version);
                  load(theirs);
                  setConflict(null);
                  toast.info('Loaded the version from the server');
                }}
              >
                Take the server’s version
              </button>
              <button
                type="button"
                className="fb-button fb-button--primary"
                onClick={() => save({ overVersion: conflict.theirs.version })}
              >
                Keep mine
              </button>
            </>
          }
        >
          <p>
            It was saved in another window or on another device after you opened it. Nothing has
            been overwritten: choose which version to keep.
          </p>
          <ul className="fb-differences">
            {differences(conflict.mine, snapshotOf(conflict.theirs)).map((difference) => (
              <li key={difference.what}>
                <strong>{difference.what}</strong> {difference.detail}
              </li>
            ))}
          </ul>
        </Dialog>
      )}

      {blocker.state === 'blocked' && (
        <Dialog
          title="Leave the builder?"
          onClose={() => blocker.reset()}
          actions={
            <>
              <button type="button" className="fb-button" onClick={() => blocker.reset()}>
                Stay
              </button>
              <button
                type="button"
                className="fb-button fb-button--danger"
                onClick={() => blocker.proceed()}
              >
                Leave
              </button>
            </>
          }
        >
          <p>You have unsaved changes. Are you sure you want to leave?</p>
          <p className="fb-muted">
            A draft stays on this device and is offered when you come back.
          </p>
        </Dialog>
      )}
    </div>
  );
}

function Steps({ current, title }: { current: number; title: string }) {
  return (
    <div className="fb-steps" aria-label="Progress">
      <p className="fb-step-title">{title}</p>
      <ol>
        {STEPS.map((label, index) => (
          <li
            key={label}
            className={index <= current ? 'fb-step-done' : undefined}
            aria-current={index === current ? 'step' : undefined}
          >
            {label}
          </li>
        ))}
      </ol>
    </div>
  );
}

function StatusIndicator({ status, unsaved }: { status: SaveStatus; unsaved: boolean }) {
  const [text, tone] =
    status === 'saving'
      ? ['Saving...', 'busy']
      : status === 'saved'
        ? ['Auto-saved', 'ok']
        : status === 'error'
          ? ['Save failed', 'error']
          : unsaved
            ? ['Unsaved changes', 'pending']
            : ['All changes saved', 'ok'];
  return (
    <p className={`fb-status fb-status--${tone}`} role="status" aria-live="polite">
      <span className="fb-status-dot" aria-hidden="true" />
      {text}
    </p>
  );
}

function Actions({
  mode,
  setMode,
  unsaved,
  status,
  onSave,
  onPublish,
  onPanel,
}: {
  mode: 'customize' | 'preview';
  setMode: (mode: 'customize' | 'preview') => void;
  unsaved: boolean;
  status: SaveStatus;
  onSave: () => void;
  onPublish: () => void;
  onPanel: (panel: 'settings' | 'templates' | 'pdf') => void;
}) {
  const { canUndo, canRedo, actions } = useEditor((_state, query) => ({
    canUndo: query.history.canUndo(),
    canRedo: query.history.canRedo(),
  }));
  if (mode === 'preview') {
    return (
      <nav className="fb-actions" aria-label="Builder actions">
        <button
          type="button"
          className="fb-fab fb-fab--primary"
          onClick={() => setMode('customize')}
        >
          Back to Edit
        </button>
      </nav>
    );
  }
  const saveTitle =
    status === 'saving'
      ? 'Saving...'
      : status === 'saved'
        ? 'Saved!'
        : unsaved
          ? 'Save Draft'
          : 'No changes to save';
  return (
    <nav className="fb-actions" aria-label="Builder actions">
      <div className="fb-history">
        <button
          type="button"
          className="fb-fab"
          disabled={!canUndo}
          onClick={() => actions.history.undo()}
          aria-label="Undo"
          title="Undo (Ctrl+Z)"
        >
          ↶
        </button>
        <button
          type="button"
          className="fb-fab"
          disabled={!canRedo}
          onClick={() => actions.history.redo()}
          aria-label="Redo"
          title="Redo (Shift+Ctrl+Z)"
        >
          ↷
        </button>
      </div>
      <button type="button" className="fb-fab" onClick={() => onPanel('templates')}>
        Change Template
      </button>
      <button type="button" className="fb-fab" onClick={() => setMode('preview')}>
        Preview
      </button>
      <button type="button" className="fb-fab" onClick={() => onPanel('pdf')}>
        Export PDF
      </button>
      <button type="button" className="fb-fab" onClick={() => onPanel('settings')}>
        Portfolio Settings
      </button>
      <button
        type="button"
        className="fb-fab fb-fab--save"
        title={saveTitle}
        aria-label={saveTitle === 'Save Draft' ? 'Save Draft' : `Save Draft (${saveTitle})`}
        disabled={status === 'saving' || status === 'saved' || !unsaved}
        onClick={onSave}
      >
        {status === 'saving' ? (
          <span className="fb-spinner" aria-hidden="true" />
        ) : status === 'saved' ? (
          '✓ Saved'
        ) : (
          'Save Draft'
        )}
      </button>
      <button type="button" className="fb-fab fb-fab--primary" onClick={onPublish}>
        Publish
      </button>
    </nav>
  );
}

/** Ctrl/Cmd+S commits the field being edited and saves; Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z undo and redo. */
function Shortcuts({ onSave }: { onSave: () => void }) {
  const { actions, query } = useEditor();
  const saveRef = useRef(onSave);
  useEffect(() => {
    saveRef.current = onSave;
  }, [onSave]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      const typing = (document.activeElement as HTMLElement | null)?.isContentEditable;
      if (key === 's') {
        event.preventDefault();
        if (typing) (document.activeElement as HTMLElement).blur();
        toast.info('Saving portfolio... (Ctrl+S)', { autoClose: 1500, toastId: 'ctrl-s' });
        // After the blur's commit has reached the document.
        setTimeout(() => saveRef.current(), 0);
      } else if (key === 'z' && !typing) {
        event.preventDefault();
        if (event.shiftKey) {
          if (query.history.canRedo()) actions.history.redo();
        } else if (query.history.canUndo()) actions.history.undo();
      } else if (key === 'y' && !typing) {
        event.preventDefault();
        if (query.history.canRedo()) actions.history.redo();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [actions, query]);
  return null;
}

function AddSection({ template }: { template: TemplateDefinition }) {
  const { actions, query } = useEditor();
  const [open, setOpen] = useState(false);
  const add = (type: string) => {
    const definition = template.sections[type]!;
    const existing = new Set(query.node('ROOT').get().data.nodes);
    let id = type;
    for (let n = 2; existing.has(id) || query.node(id).get(); n++) id = `${type}-${n}`;
    const node = query
      .parseSerializedNode({
        type: { resolvedName: type },
        isCanvas: false,
        props: structuredClone(definition.defaults),
        displayName: definition.title,
        custom: {},
        hidden: false,
        nodes: [],
        linkedNodes: {},
        parent: 'ROOT',
      })
      .toNode((created) => {
        created.id = id;
      });
    actions.add(node, 'ROOT');
    setOpen(false);
    toast.success(`Added "${definition.title}" section!`);
    requestAnimationFrame(() =>
      document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
  };
  return (
    <div className="fb-add-section">
      <button
        type="button"
        className="fb-button"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        + Add section
      </button>
      {open && (
        <ul className="fb-add-menu">
          {Object.values(template.sections).map((definition) => (
            <li key={definition.type}>
              <button type="button" onClick={() => add(definition.type)}>
                <strong>{definition.title}</strong>
                <span>{definition.description}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TemplateSwitcher({
  current,
  onChoose,
  onClose,
}: {
  current: TemplateDefinition;
  onChoose: (template: TemplateDefinition) => void;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<TemplateDefinition | null>(null);
  return (
    <Dialog title="Switch Template" onClose={onClose}>
      {chosen ? (
        <>
          <p>Switching templates will reset your current customizations. Are you sure?</p>
          <p className="fb-muted">Sections both templates have keep their content.</p>
          <div className="fb-dialog-actions">
            <button type="button" className="fb-button" onClick={() => setChosen(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="fb-button fb-button--primary"
              onClick={() => onChoose(chosen)}
            >
              Switch to {chosen.name}
            </button>
          </div>
        </>
      ) : (
        <ul className="fb-template-list">
          {listTemplates().map((template) => (
            <li key={template.id}>
              <img src={template.preview} alt="" width={1280} height={800} />
              <div>
                <strong>{template.name}</strong>
                <span>{template.category}</span>
              </div>
              <button
                type="button"
                className="fb-button"
                disabled={template.id === current.id}
                onClick={() => setChosen(template)}
              >
                {template.id === current.id ? 'Selected' : 'Use This'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
