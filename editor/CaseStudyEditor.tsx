import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { newCaseStudy, upgradeCaseStudy, type CaseStudy } from '../model/case-study';
import { normalizeContent } from '../model/normalize';
import { ownValue } from '../model/own';
import type { Portfolio } from '../model/portfolio';
import { getTemplate } from '../templates';
import { migrateContent } from '../templates/migrate';
import { projectsOf } from '../templates/projects';
import { ConflictDialog, LeaveDialog } from './builder/dialogs';
import { DraftBanner } from './builder/DraftBanner';
import { PublishStep } from './builder/PublishStep';
import { useLeaveGuard } from './builder/useLeaveGuard';
import { liveStateOf, usePublish } from './builder/usePublish';
import { StudyArticle } from './case-study/StudyArticle';
import { StudyHeader } from './case-study/StudyHeader';
import { useCaseStudySaver } from './case-study/useCaseStudySaver';
import { useKeptStudy } from './case-study/useKeptStudy';
import { useStudyHistory } from './case-study/useStudyHistory';
import { useStudyWriter } from './case-study/useStudyWriter';
import { AddressField } from './case-study/AddressField';
import { usePdfDownload } from './pdf/downloadPdf';
import { useEditShortcuts } from './builder/shortcuts';
import { SharingPanel } from './sharing/SharingPanel';
import { removeStoredDraft, useDraftOwner } from './save/drafts';
import { caseStudyDifferences } from './save/snapshot';
import { useAutosave } from './save/useAutosave';
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
  const { current, apply, writer } = useStudyWriter(study, history.commit);
  const saver = useCaseStudySaver({
    portfolio,
    projectId,
    services,
    current: useCallback(() => current.current, [current]),
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
  const { offered, setOffered } = useKeptStudy({
    owner,
    draftKey,
    portfolio,
    initial,
    study,
    unsaved,
    status: saver.status,
  });
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

  useEditShortcuts({ undo: history.undo, redo: history.redo, save: () => void save() });

  // The server prints the saved case study: unsaved edits are saved first.
  const pdf = usePdfDownload({
    services,
    portfolioId: portfolio.id,
    projectId,
    saveFirst: async () => !unsaved || (await flush()) === true,
  });

  const builderHref = `/portfolio-builder/${portfolio.id}`;
  return (
    <div className={`cse${preview ? ' cse--preview' : ''}`}>
      <StudyHeader
        builderHref={builderHref}
        preview={preview}
        setPreview={setPreview}
        study={study}
        project={project}
        saver={saver}
        unsaved={unsaved}
        history={history}
        sharing={sharing}
        setSharing={setSharing}
        pdf={pdf}
        save={save}
        publishing={publishing}
        live={live}
      />

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
        <StudyArticle
          template={template}
          content={content}
          styling={portfolio.styling}
          study={study}
          preview={preview}
          writer={writer}
        />
      </div>

      {sharing && (
        <SharingPanel
          portfolioId={portfolio.id}
          projectId={projectId}
          services={services.sharing}
          onClose={() => setSharing(false)}
        />
      )}
      <PublishStep
        publishing={publishing}
        live={live}
        title={portfolio.title}
        portfolioId={portfolio.id}
        services={services}
      />
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
