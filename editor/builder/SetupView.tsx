// The builder while setup runs: the header over setup's steps; what setup makes becomes the canvas's
// document, saved on its own shortly after.
import { toast } from 'react-toastify';
import type { Styling } from '../../model/content';
import type { Portfolio } from '../../model/portfolio';
import { getTemplate } from '../../templates';
import { fittedStyling } from '../../templates/theme';
import type { TemplateDefinition } from '../../templates/types';
import { normalStyling } from '../craft/document';
import type { Snapshot } from '../save/snapshot';
import { SetupFlow } from '../setup';
import { Header } from './Header';

type Props = {
  template: TemplateDefinition;
  portfolio: Portfolio;
  meta: { title: string; description: string };
  styling: Styling;
  /** The working copy as it is now. */
  current: () => Snapshot;
  /** A new document for the canvas. */
  load: (snapshot: Snapshot) => void;
  setSetup: (setup: boolean) => void;
  setSaveAfterSetup: (save: boolean) => void;
};

/** Setup, step 1: its result (or another template) is loaded; skipping keeps the sample content. */
export function SetupView({
  template,
  portfolio,
  meta,
  styling,
  current,
  load,
  setSetup,
  setSaveAfterSetup,
}: Props) {
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
