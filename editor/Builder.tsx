import { Editor, Frame } from '@craftjs/core';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { AUTOSAVE_AFTER_SETUP_MS, REDIRECT_AFTER_LOAD_ERROR_MS } from '../model/constants';
import type { PortfolioContent, Styling } from '../model/content';
import type { Portfolio } from '../model/portfolio';
import { safeHref, slugFromTitle } from '../model/rules';
import { findTemplate, getTemplate } from '../templates';
import { PortfolioLinksProvider } from '../templates/kit';
import { migrateContent } from '../templates/migrate';
import { PortfolioDocument } from '../templates/PortfolioDocument';
import { switchTemplate } from '../templates/switch';
import { fittedStyling } from '../templates/theme';
import { Actions, ACTIONS_ID, Shortcuts } from './builder/Actions';
import { AddSection } from './builder/AddSection';
import { ConflictDialog, LeaveDialog } from './builder/dialogs';
import { DeviceFrame, DeviceSwitch, type Device } from './builder/Devices';
import { DraftBanner } from './builder/DraftBanner';
import { Header, SaveIndicator } from './builder/Header';
import { Hint } from './builder/Hint';
import { SettingsPanel } from './builder/SettingsPanel';
import { SharingPanel } from './sharing/SharingPanel';
import { StylePanel } from './builder/StylePanel';
import { usePanel } from './builder/usePanel';
import { LiveThemedFrame } from './builder/stylingPreview';
import { snapshotOf, snapshotOfDraft } from './builder/snapshots';
import { TemplateSwitcher } from './builder/TemplateSwitcher';
import { useLeaveGuard } from './builder/useLeaveGuard';
import { liveStateOf, usePublish } from './builder/usePublish';
import { HistoryPanel } from './builder/HistoryPanel';
import { HistoryPreview } from './builder/HistoryPreview';
import { LiveBanner } from './builder/LiveBanner';
import { revealPlace, usePrePublishCheck } from './check';
import { fromCraftNodes, normalStyling, stylingOfCraftNodes, toCraftNodes } from './craft/document';
import { resolverFor } from './craft/resolver';
import { usePdfDownload } from './pdf/downloadPdf';
import { PublishDialog } from './PublishDialog';
import { useDraftOwner } from './save/drafts';
import { differences, sameSnapshot, type Snapshot } from './save/snapshot';
import { useAutosave } from './save/useAutosave';
import { useLocalDraft } from './save/useLocalDraft';
import { useDraftSaver } from './save/useDraftSaver';
import { SaveError, type BuilderServices, type Outcome } from './services';
import type { SnapshotEntry } from '../model/history';
import { hasSetupInProgress, SetupFlow } from './setup';
import '../templates/shared/devices.css';
import './builder.css';
import { ActiveSectionsProvider } from './kit/activeSection';

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

/** The tab carries the portfolio's title while it is open. */
function useDocumentTitle(title: string) {
  const appTitle = useRef(document.title);
  useEffect(() => {
    document.title = title || 'Portfolio';
  }, [title]);
  useEffect(() => {
    const previous = appTitle.current;
    return () => {
      document.title = previous;
    };
  }, []);
}

function Workspace({ portfolio, services }: { portfolio: Portfolio; services: BuilderServices }) {
  const serverSnapshot = useMemo(() => snapshotOf(portfolio), [portfolio]);
  // The document the canvas started from; a new one (restore, take theirs, template) remounts it.
  const [start, setStart] = useState({ key: 0, snapshot: serverSnapshot });
  const [meta, setMeta] = useState({ title: portfolio.title, description: portfolio.description });
  const [templateId, setTemplateId] = useState(serverSnapshot.templateId);
  const [content, setContent] = useState<PortfolioContent>(serverSnapshot.content);
  const [styling, setStyling] = useState<Styling>(serverSnapshot.styling);
  const [mode, setMode] = useState<'customize' | 'preview'>('customize');
  const { panel, setPanel, toggle: togglePanel, close: closePanel } = usePanel();
  const [device, setDevice] = useState<Device>('desktop');
  // The canvas in the frame it moves to starts from the nodes as they are, not as first loaded.
  const [resumeFrom, setResumeFrom] = useState<string | null>(null);
  const [frameDocument, setFrameDocument] = useState<Document | null>(null);
  // The canvas's nodes as Craft.js holds them, read when the canvas moves to another frame.
  const canvasQuery = useRef<{ serialize: () => string } | null>(null);
  const [conflict, setConflict] = useState<{ theirs: Portfolio; mine: Snapshot } | null>(null);
  // Drafts on this device are kept and offered for the account that opened the builder only.
  const draftOwner = useDraftOwner();
  const template = getTemplate(templateId);
  const [search, setSearch] = useSearchParams();
  // setup=true opens setup, then leaves the URL; setup's own draft reopens it after a reload.
  const [setup, setSetup] = useState(
    () => search.get('setup') === 'true' || hasSetupInProgress(draftOwner, portfolio.id),
  );
  useEffect(() => {
    if (search.has('setup')) setSearch({}, { replace: true });
  }, [search, setSearch]);
  const [saveAfterSetup, setSaveAfterSetup] = useState(false);
  // The builder opens at the top, the hero in view, wherever setup's last step left the window.
  useLayoutEffect(() => {
    if (!setup) window.scrollTo?.({ top: 0 });
  }, [setup]);

  // Where the live page stands, as the server last said.
  const [live, setLive] = useState(() => liveStateOf(portfolio));
  const follow = useCallback((answer: Portfolio) => setLive(liveStateOf(answer)), []);
  const [opened, setOpened] = useState<SnapshotEntry | null>(null);
  const [commandBusy, setCommandBusy] = useState(false);

  const current = useCallback(
    (): Snapshot => ({ ...meta, templateId, content, styling }),
    [meta, templateId, content, styling],
  );

  const saver = useDraftSaver({
    portfolioId: portfolio.id,
    draftOwner,
    services,
    current,
    initial: {
      snapshot: serverSnapshot,
      version: portfolio.version,
      savedAt: Date.parse(portfolio.updatedAt),
    },
    onConflict: (theirs, mine) => setConflict({ theirs, mine }),
    onSaved: follow,
  });
  const unsaved = !sameSnapshot(current(), saver.saved);
  useAutosave({
    edit: current,
    unsaved,
    status: saver.status,
    paused: setup || conflict !== null,
    save: saver.save,
  });
  const draft = useLocalDraft({
    owner: draftOwner,
    portfolioId: portfolio.id,
    current,
    unsaved,
    status: saver.status,
    version: saver.version(),
    worthOffering: (kept) =>
      kept.timestamp > Date.parse(portfolio.updatedAt) &&
      !sameSnapshot(snapshotOfDraft(kept), serverSnapshot),
  });
  const publishing = usePublish({
    portfolio,
    services,
    version: saver.version,
    unsaved,
    flush: saver.flush,
    onPublished: (published) => {
      saver.accept(published.version);
      follow(published);
    },
    onConflict: (theirs) => setConflict({ theirs, mine: current() }),
  });
  const blocker = useLeaveGuard(unsaved);
  const findings = usePrePublishCheck(publishing.dialog.open, {
    template,
    content,
    styling,
    title: meta.title,
    description: meta.description,
  });
  useDocumentTitle(meta.title);

  const load = (snapshot: Snapshot) => {
    setMeta({ title: snapshot.title, description: snapshot.description });
    setTemplateId(snapshot.templateId);
    setContent(snapshot.content);
    setStyling(snapshot.styling);
    setResumeFrom(null);
    setStart((previous) => ({ key: previous.key + 1, snapshot }));
  };

  /**
   * Discard and restore: pending edits are saved first (so history keeps them), then the server's
   * answer becomes the canvas.
   */
  const replaceWorkingCopy = async (run: (version: number) => Promise<Outcome>) => {
    if (commandBusy) return false;
    if (unsaved && !(await saver.flush())) {
      toast.error('Your latest changes could not be saved, so nothing was changed.');
      return false;
    }
    setCommandBusy(true);
    try {
      const { portfolio: answer, message } = await run(saver.version());
      const snapshot = snapshotOf(answer);
      saver.accept(answer.version, snapshot);
      saver.settled();
      follow(answer);
      load(snapshot);
      toast.success(message);
      return true;
    } catch (error) {
      if (error instanceof SaveError && error.status === 409 && error.serverCopy)
        setConflict({ theirs: error.serverCopy, mine: current() });
      else toast.error((error as Error).message || 'Something went wrong');
      return false;
    } finally {
      setCommandBusy(false);
    }
  };

  const { save } = saver;
  // Setup completion saves on its own after 0.5 s (spec section 4).
  useEffect(() => {
    if (!saveAfterSetup) return;
    const timer = setTimeout(() => {
      setSaveAfterSetup(false);
      void save({ auto: true });
    }, AUTOSAVE_AFTER_SETUP_MS);
    return () => clearTimeout(timer);
  }, [saveAfterSetup, save]);

  const switchDevice = (next: Device) => {
    if (canvasQuery.current) setResumeFrom(canvasQuery.current.serialize());
    setDevice(next);
  };

  // The server prints the saved copy: what is on screen is saved first.
  const pdf = usePdfDownload({
    services,
    portfolioId: portfolio.id,
    saveFirst: async () => !unsaved || saver.flush(),
  });

  const resolver = useMemo(() => resolverFor(template), [template]);
  const initialNodes = useMemo(() => {
    const { snapshot } = start;
    const sections =
      snapshot.templateId === template.id
        ? migrateContent(template, snapshot.content)
        : switchTemplate(getTemplate(snapshot.templateId), template, snapshot.content).content;
    return JSON.stringify(toCraftNodes(sections, snapshot.styling));
  }, [start, template]);
  // One value for the canvas's lifetime: a new one would re-render every section on each edit.
  const links = useMemo(
    () => ({
      portfolioId: portfolio.id,
      caseStudyHref: (_id: string, url?: string) => safeHref(url),
    }),
    [portfolio.id],
  );

  // The same element across renders: an edit re-renders the Workspace, not Craft.js's node tree.
  const canvas = useMemo(
    () => <Frame data={resumeFrom ?? initialNodes} />,
    [resumeFrom, initialNodes],
  );

  if (setup) {
    return (
      <div className="fb fb--setup">
        <Header step={1} title="Setup Portfolio" />
        <SetupFlow
          template={template}
          portfolioId={portfolio.id}
          onComplete={(result) => {
            load({
              ...current(),
              templateId: result.templateId,
              title: result.title ?? meta.title,
              description: result.description ?? meta.description,
              content: result.content,
            });
            setSetup(false);
            setSaveAfterSetup(true);
          }}
          onChangeTemplate={(id) => {
            // The same portfolio takes the other template; the server hears it at once.
            const next = getTemplate(id);
            load({
              ...current(),
              templateId: next.id,
              content: structuredClone(next.defaultContent),
              styling: normalStyling(fittedStyling(next, styling)),
            });
            setSaveAfterSetup(true);
          }}
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
      <a className="fb-skip" href={`#${ACTIONS_ID}`}>
        Skip to actions
      </a>
      <Editor
        key={`${start.key}-${template.id}`}
        resolver={resolver}
        onNodesChange={(query) => {
          canvasQuery.current = query;
          const nodes = query.getSerializedNodes();
          setContent(fromCraftNodes(nodes, template.version));
          const next = stylingOfCraftNodes(nodes);
          setStyling((previous) =>
            JSON.stringify(previous) === JSON.stringify(next) ? previous : next,
          );
        }}
      >
        {/* The header and the actions stay above the page, in its flow: they never cover it. */}
        <div className="fb-top">
          <Header
            step={mode === 'preview' ? 3 : 2}
            title={mode === 'preview' ? 'Preview Portfolio' : 'Customize Portfolio'}
          >
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
            <DeviceSwitch device={device} onChange={switchDevice} />
            <SaveIndicator state={saver} unsaved={unsaved} />
          </Header>
          <Actions
            mode={mode}
            setMode={setMode}
            unsaved={unsaved}
            saving={saver.status === 'saving'}
            onSave={() => void saver.save()}
            onPublish={() => void publishing.open()}
            publishLabel={live.isPublished ? 'Update live page' : 'Publish'}
            onExportPdf={() => void pdf.start()}
            preparingPdf={pdf.preparing}
            onPanel={togglePanel}
          />
        </div>

        {draft.offered && (
          <DraftBanner
            draft={draft.offered}
            onRestore={() => {
              load(snapshotOfDraft(draft.offered!));
              draft.dismiss();
              toast.info('Your unsaved changes are back.');
            }}
            onDiscard={draft.discard}
          />
        )}
        {live.isPublished && (live.behind || unsaved) && mode === 'customize' && (
          <LiveBanner
            busy={commandBusy}
            onUpdate={() => void publishing.open()}
            onDiscard={() =>
              void replaceWorkingCopy((version) => services.discard(portfolio.id, version))
            }
          />
        )}
        {mode === 'customize' && <Hint />}

        {/* A labelled region, not <main>: the template's page inside has the main landmark, and a
            main may sit inside divs only. */}
        <div
          role="region"
          className={`fb-canvas${device === 'desktop' ? '' : ' fb-canvas--device'}`}
          aria-label="Portfolio canvas"
          hidden={mode === 'preview'}
        >
          <AtWidth device={device} onDocument={setFrameDocument}>
            <PortfolioLinksProvider value={links}>
              <LiveThemedFrame template={template} content={content} styling={styling}>
                <ActiveSectionsProvider>{canvas}</ActiveSectionsProvider>
              </LiveThemedFrame>
            </PortfolioLinksProvider>
            <AddSection template={template} />
          </AtWidth>
        </div>

        {mode === 'preview' && (
          <div
            role="region"
            className={`fb-preview${device === 'desktop' ? '' : ' fb-canvas--device'}`}
            aria-label="Preview"
          >
            <AtWidth device={device}>
              <PortfolioLinksProvider
                value={{ portfolioId: portfolio.id, caseStudyHref: () => undefined }}
              >
                <PortfolioDocument template={template} content={content} styling={styling} />
              </PortfolioLinksProvider>
            </AtWidth>
          </div>
        )}

        <Shortcuts onSave={() => void saver.save()} />
        {panel === 'style' && (
          <StylePanel
            template={template}
            content={content}
            styling={styling}
            onClose={closePanel}
          />
        )}
      </Editor>

      {panel === 'settings' && (
        <SettingsPanel
          meta={meta}
          templateName={template.name}
          portfolioId={portfolio.id}
          domainServices={services.domain}
          onChange={setMeta}
          onClose={closePanel}
        />
      )}

      {panel === 'sharing' && (
        <SharingPanel portfolioId={portfolio.id} services={services.sharing} onClose={closePanel} />
      )}

      {panel === 'templates' && (
        <TemplateSwitcher
          current={template}
          onClose={closePanel}
          onChoose={(next) => {
            const switched = switchTemplate(template, next, content);
            load({
              ...current(),
              templateId: next.id,
              content: switched.content,
              styling: normalStyling(fittedStyling(next, styling)),
            });
            setPanel(null);
            toast.success(
              switched.leftOut.length > 0
                ? `Template switched to ${next.name}. It has no place for ${switched.leftOut.join(', ')}.`
                : `Template switched to ${next.name}`,
            );
          }}
        />
      )}

      {panel === 'history' && (
        <HistoryPanel
          portfolioId={portfolio.id}
          services={services}
          onOpen={setOpened}
          onClose={closePanel}
        />
      )}

      {opened && (
        <HistoryPreview
          portfolioId={portfolio.id}
          entry={opened}
          current={current()}
          services={services}
          busy={commandBusy}
          onClose={() => setOpened(null)}
          onRestore={(entry) =>
            void replaceWorkingCopy((version) =>
              services.restore(portfolio.id, entry.number, version),
            ).then((done) => {
              if (!done) return;
              setOpened(null);
              setPanel(null);
            })
          }
        />
      )}

      {publishing.dialog.open && (
        <PublishDialog
          initialSlug={live.slug ?? slugFromTitle(meta.title)}
          published={live.isPublished}
          publishing={publishing.dialog.busy}
          failed={publishing.dialog.failed}
          checkSlug={(slug) => services.checkSlug(slug, portfolio.id)}
          onPublish={(slug) => void publishing.publish(slug)}
          onClose={publishing.close}
          findings={findings}
          onShowFinding={(place) =>
            place.field ? setPanel('settings') : void revealPlace(place, frameDocument ?? document)
          }
        />
      )}

      {conflict && (
        <ConflictDialog
          differences={differences(conflict.mine, snapshotOf(conflict.theirs))}
          onClose={() => setConflict(null)}
          onTakeTheirs={() => {
            const theirs = snapshotOf(conflict.theirs);
            saver.accept(conflict.theirs.version, theirs);
            saver.settled();
            follow(conflict.theirs);
            load(theirs);
            setConflict(null);
            toast.info('Loaded the version from the server');
          }}
          onKeepMine={() => {
            setConflict(null);
            void saver.save({ overVersion: conflict.theirs.version });
          }}
        />
      )}

      {blocker.state === 'blocked' && (
        <LeaveDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
      )}
    </div>
  );
}

/** The canvas in the window at desktop, in a frame of the device's width otherwise. */
function AtWidth({
  device,
  onDocument,
  children,
}: {
  device: Device;
  onDocument?: (document: Document | null) => void;
  children: ReactNode;
}) {
  if (device === 'desktop') return <>{children}</>;
  return (
    <DeviceFrame device={device} onDocument={onDocument}>
      {children}
    </DeviceFrame>
  );
}
