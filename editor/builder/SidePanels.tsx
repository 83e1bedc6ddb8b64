// The side panels the Actions open, one at a time, outside the Editor: settings, sharing, another
// template, and history with the entry it opens.
import { toast } from 'react-toastify';
import type { PortfolioContent, Styling } from '../../model/content';
import type { SnapshotEntry } from '../../model/history';
import type { Portfolio } from '../../model/portfolio';
import { switchTemplate } from '../../templates/switch';
import { fittedStyling } from '../../templates/theme';
import type { TemplateDefinition } from '../../templates/types';
import { normalStyling } from '../craft/document';
import type { Snapshot } from '../save/snapshot';
import type { BuilderServices, Outcome } from '../services';
import { SharingPanel } from '../sharing/SharingPanel';
import type { Panel } from './Actions';
import { HistoryPanel } from './HistoryPanel';
import { HistoryPreview } from './HistoryPreview';
import { SettingsPanel } from './SettingsPanel';
import { TemplateSwitcher } from './TemplateSwitcher';

type Meta = { title: string; description: string };

type Props = {
  panel: Panel | null;
  setPanel: (panel: Panel | null) => void;
  closePanel: () => void;
  portfolio: Portfolio;
  services: BuilderServices;
  meta: Meta;
  setMeta: (meta: Meta) => void;
  template: TemplateDefinition;
  content: PortfolioContent;
  styling: Styling;
  /** The working copy as it is now. */
  current: () => Snapshot;
  /** A new document for the canvas (another template here). */
  load: (snapshot: Snapshot) => void;
  /** The history entry open beside the working copy. */
  opened: SnapshotEntry | null;
  setOpened: (entry: SnapshotEntry | null) => void;
  commandBusy: boolean;
  /** Restores a history entry: saves pending edits first, then the server's answer is the canvas. */
  replaceWorkingCopy: (run: (version: number) => Promise<Outcome>) => Promise<boolean>;
};

/** The open panel (the Style panel edits the canvas, so it is inside the Editor, not here). */
export function SidePanels({
  panel,
  setPanel,
  closePanel,
  portfolio,
  services,
  meta,
  setMeta,
  template,
  content,
  styling,
  current,
  load,
  opened,
  setOpened,
  commandBusy,
  replaceWorkingCopy,
}: Props) {
  return (
    <>
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
    </>
  );
}
