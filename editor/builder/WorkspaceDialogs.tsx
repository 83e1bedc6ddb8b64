// The builder's dialogs over the page: publishing, a save that met another version, and leaving
// with edits the server doesn't have.
import { toast } from 'react-toastify';
import type { Portfolio } from '../../model/portfolio';
import { revealPlace, type CheckState } from '../check';
import { differences, type Snapshot } from '../save/snapshot';
import type { useDraftSaver } from '../save/useDraftSaver';
import type { BuilderServices } from '../services';
import type { Panel } from './Actions';
import { ConflictDialog, LeaveDialog } from './dialogs';
import { PublishStep } from './PublishStep';
import { snapshotOf } from './snapshots';
import type { useLeaveGuard } from './useLeaveGuard';
import type { LiveState, usePublish } from './usePublish';

type Props = {
  portfolio: Portfolio;
  services: BuilderServices;
  meta: { title: string; description: string };
  live: LiveState;
  publishing: ReturnType<typeof usePublish>;
  /** The pre-publish check's findings. */
  findings: CheckState;
  setPanel: (panel: Panel | null) => void;
  /** The device frame's document, where a finding's section is; the window's at desktop. */
  frameDocument: Document | null;
  conflict: { theirs: Portfolio; mine: Snapshot } | null;
  setConflict: (conflict: { theirs: Portfolio; mine: Snapshot } | null) => void;
  saver: ReturnType<typeof useDraftSaver>;
  /** Where the live page stands, after the server's answer. */
  follow: (answer: Portfolio) => void;
  /** A new document for the canvas (the server's, on "take theirs"). */
  load: (snapshot: Snapshot) => void;
  blocker: ReturnType<typeof useLeaveGuard>;
};

/** Whichever of the publish, conflict and leave dialogs is open. */
export function WorkspaceDialogs({
  portfolio,
  services,
  meta,
  live,
  publishing,
  findings,
  setPanel,
  frameDocument,
  conflict,
  setConflict,
  saver,
  follow,
  load,
  blocker,
}: Props) {
  return (
    <>
      <PublishStep
        publishing={publishing}
        live={live}
        title={meta.title}
        portfolioId={portfolio.id}
        services={services}
        findings={findings}
        onShowFinding={(place) =>
          place.field ? setPanel('settings') : void revealPlace(place, frameDocument ?? document)
        }
      />

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
    </>
  );
}
