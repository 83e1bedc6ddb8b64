import type { SetupValues } from '../../templates/setup/types';
import { readStoredDraft, removeStoredDraft, writeStoredDraft } from '../save/drafts';

/**
 * Setup in progress, kept on this device for the designer who is answering (editor/save/drafts.ts):
 * the answers as they are typed, the step on screen and the template they were given for. Written
 * as soon as setup shows and on every keystroke; removed when setup is completed or skipped.
 */
export type SetupDraft = {
  version: 1;
  templateId: string;
  step: number;
  values: SetupValues;
  savedAt: number;
};

const isSetupDraft = (value: unknown): value is SetupDraft => {
  const draft = value as Partial<SetupDraft> | undefined;
  return (
    Boolean(draft) &&
    typeof draft === 'object' &&
    draft!.version === 1 &&
    typeof draft!.templateId === 'string' &&
    Number.isInteger(draft!.step) &&
    draft!.step! >= 0 &&
    Boolean(draft!.values) &&
    typeof draft!.values === 'object'
  );
};

/** The setup this designer left unfinished on this portfolio, if any (anything malformed is not). */
export function readSetupDraft(owner: string | null, portfolioId: string): SetupDraft | undefined {
  const draft = readStoredDraft(owner, 'setup', portfolioId);
  return isSetupDraft(draft) ? draft : undefined;
}

export function writeSetupDraft(owner: string | null, portfolioId: string, draft: SetupDraft) {
  writeStoredDraft(owner, 'setup', portfolioId, draft);
}

export function clearSetupDraft(owner: string | null, portfolioId: string) {
  removeStoredDraft(owner, 'setup', portfolioId);
}

/**
 * Whether this designer is in the middle of setting this portfolio up on this device: the builder
 * opens setup again (a reload, a return from the dashboard) until it is completed or skipped.
 */
export function hasSetupInProgress(owner: string | null, portfolioId: string): boolean {
  return readSetupDraft(owner, portfolioId) !== undefined;
}

/** The template the unfinished setup was answering, if any (a template chosen mid-setup). */
export function setupTemplateOf(owner: string | null, portfolioId: string): string | undefined {
  return readSetupDraft(owner, portfolioId)?.templateId;
}
