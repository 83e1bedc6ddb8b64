import { Editor } from '@craftjs/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { AUTOSAVE_AFTER_SETUP_MS } from '../model/constants';
import type { PortfolioContent, Styling } from '../model/content';
import type { Portfolio } from '../model/portfolio';
import { getTemplate } from '../templates';
import { ACTIONS_ID, Shortcuts } from './builder/Actions';
import { Canvas } from './builder/Canvas';
import { DraftBanner } from './builder/DraftBanner';
import { Hint } from './builder/Hint';
import { SetupView } from './builder/SetupView';
import { SidePanels } from './builder/SidePanels';
import { StylePanel } from './builder/StylePanel';
import { TopBar } from './builder/TopBar';
import { useCanvas } from './builder/useCanvas';
import { useDocumentTitle } from './builder/useDocumentTitle';
import { useLoadedPortfolio } from './builder/useLoadedPortfolio';
import { usePanel } from './builder/usePanel';
import { snapshotOf, snapshotOfDraft } from './builder/snapshots';
import { useLeaveGuard } from './builder/useLeaveGuard';
import { liveStateOf, usePublish } from './builder/usePublish';
import { useReplaceWorkingCopy } from './builder/useReplaceWorkingCopy';
import { useSetupState } from './builder/useSetupState';
import { LiveBanner } from './builder/LiveBanner';
import { WorkspaceDialogs } from './builder/WorkspaceDialogs';
import { usePrePublishCheck } from './check';
import { fromCraftNodes, stylingOfCraftNodes } from './craft/document';
import { usePdfDownload } from './pdf/downloadPdf';
import { useDraftOwner } from './save/drafts';
import { sameSnapshot, type Snapshot } from './save/snapshot';
import { useAutosave } from './save/useAutosave';
import { useLocalDraft } from './save/useLocalDraft';
import { useDraftSaver } from './save/useDraftSaver';
import type { BuilderServices } from './services';
import type { SnapshotEntry } from '../model/history';
import '../templates/shared/devices.css';
import './builder.css';

type Props = { portfolioId: string; services: BuilderServices };

/** /portfolio-builder/{id}: loads the portfolio, then edits it. */
export function Builder({ portfolioId, services }: Props) {
  const portfolio = useLoadedPortfolio(portfolioId, services);

  if (!portfolio) {
    return (
      <div className="fb-loading" role="status">
        <span className="fb-spinner" aria-hidden="true" /> Loading portfolio...
      </div>
    );
  }
  return <Workspace portfolio={portfolio} services={services} />;
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
  const [conflict, setConflict] = useState<{ theirs: Portfolio; mine: Snapshot } | null>(null);
  // Drafts on this device are kept and offered for the account that opened the builder only.
  const draftOwner = useDraftOwner();
  const template = getTemplate(templateId);
  // The canvas's nodes as Craft.js holds them, read when the canvas moves to another frame.
  const canvasQuery = useRef<{ serialize: () => string } | null>(null);
  const {
    device,
    switchDevice,
    setResumeFrom,
    frameDocument,
    setFrameDocument,
    resolver,
    links,
    canvas,
  } = useCanvas({ start, template, portfolio, canvasQuery });
  const { setup, setSetup } = useSetupState(draftOwner, portfolio.id);
  const [saveAfterSetup, setSaveAfterSetup] = useState(false);

  // Where the live page stands, as the server last said.
  const [live, setLive] = useState(() => liveStateOf(portfolio));
  const follow = useCallback((answer: Portfolio) => setLive(liveStateOf(answer)), []);
  const [opened, setOpened] = useState<SnapshotEntry | null>(null);

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

  const { commandBusy, replaceWorkingCopy } = useReplaceWorkingCopy({
    unsaved,
    saver,
    follow,
    load,
    current,
    setConflict,
  });

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

  // The server prints the saved copy: what is on screen is saved first.
  const pdf = usePdfDownload({
    services,
    portfolioId: portfolio.id,
    saveFirst: async () => !unsaved || saver.flush(),
  });

  if (setup) {
    return (
      <SetupView
        template={template}
        portfolio={portfolio}
        meta={meta}
        styling={styling}
        current={current}
        load={load}
        setSetup={setSetup}
        setSaveAfterSetup={setSaveAfterSetup}
      />
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
        <TopBar
          mode={mode}
          setMode={setMode}
          live={live}
          device={device}
          switchDevice={switchDevice}
          saver={saver}
          unsaved={unsaved}
          publishing={publishing}
          pdf={pdf}
          togglePanel={togglePanel}
        />

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

        <Canvas
          mode={mode}
          device={device}
          portfolio={portfolio}
          template={template}
          content={content}
          styling={styling}
          links={links}
          canvas={canvas}
          setFrameDocument={setFrameDocument}
        />

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

      <SidePanels
        panel={panel}
        setPanel={setPanel}
        closePanel={closePanel}
        portfolio={portfolio}
        services={services}
        meta={meta}
        setMeta={setMeta}
        template={template}
        content={content}
        styling={styling}
        current={current}
        load={load}
        opened={opened}
        setOpened={setOpened}
        commandBusy={commandBusy}
        replaceWorkingCopy={replaceWorkingCopy}
      />

      <WorkspaceDialogs
        portfolio={portfolio}
        services={services}
        meta={meta}
        live={live}
        publishing={publishing}
        findings={findings}
        setPanel={setPanel}
        frameDocument={frameDocument}
        conflict={conflict}
        setConflict={setConflict}
        saver={saver}
        follow={follow}
        load={load}
        blocker={blocker}
      />
    </div>
  );
}
