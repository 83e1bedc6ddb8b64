import { useCallback, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { caseStudy as caseStudySchema, type CaseStudy } from '../../model/case-study';
import { CASE_STUDY_SUCCESS_MS, SAVE_REPEAT_GUARD_MS } from '../../model/constants';
import { ownValue } from '../../model/own';
import type { Portfolio } from '../../model/portfolio';
import { SaveError, type BuilderServices } from '../services';
import { sameJson } from '../save/snapshot';
import type { SaveRequest, SaveState } from '../save/useSaver';

type Options = {
  portfolio: Portfolio;
  projectId: string;
  services: BuilderServices;
  /** What the server had when the editor opened. */
  initial: CaseStudy;
  /** The server has the case study now: the device copy can go. */
  onSaved: (portfolio: Portfolio) => void;
  /** The study was changed elsewhere since this editor last had it: the designer chooses. */
  onConflict: (serverCopy: Portfolio, mine: CaseStudy) => void;
};

const sameStudy = (a: CaseStudy, b: CaseStudy) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves the case study into the portfolio's working copy, one save at a time, with the builder's
 * status words and conflict rule (editor/save/useSaver.ts). When the portfolio moved on elsewhere (a
 * 409) but this study did not, it is saved into the newer copy; when the study itself changed
 * there, nothing is written and onConflict asks the designer which to keep.
 */
export function useCaseStudySaver({
  portfolio,
  projectId,
  services,
  initial,
  onSaved,
  onConflict,
}: Options) {
  const [state, setState] = useState<SaveState>({
    status: 'idle',
    savedAt: Date.parse(portfolio.updatedAt),
  });
  const [saved, setSaved] = useState(initial);
  const [justSaved, setJustSaved] = useState(false);
  const base = useRef(portfolio);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const lastAttempt = useRef(0);
  const successTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  /** The server has this copy now (a publish, or its version taken in a conflict, with its study). */
  const accept = useCallback((answer: Portfolio, study?: CaseStudy) => {
    base.current = answer;
    if (study) {
      setSaved(study);
      setState({ status: 'saved', savedAt: Date.now() });
    }
  }, []);

  /**
   * A newer copy from the server (a refused save or publish): taken when this study is the same in
   * it, so others' edits stay as they are; otherwise nothing is taken and onConflict asks.
   */
  const takeNewer = useCallback(
    (serverCopy: Portfolio, mine: CaseStudy) => {
      const studyIn = (copy: Portfolio) => ownValue(copy.caseStudies, projectId);
      if (sameJson(studyIn(serverCopy), studyIn(base.current))) {
        base.current = serverCopy;
        return true;
      }
      setState((previous) => ({ ...previous, status: 'conflict' }));
      onConflict(serverCopy, mine);
      return false;
    },
    [projectId, onConflict],
  );

  const send = useCallback(
    async (study: CaseStudy, auto: boolean, overVersion?: number) => {
      const checked = caseStudySchema.safeParse(study);
      if (!checked.success) {
        const problem = checked.error.issues[0]?.message ?? 'Unknown error';
        setState((previous) => ({ ...previous, status: 'failed', problem }));
        toast.error(`Failed to save case study: ${problem}`, { toastId: 'case-study-invalid' });
        return false;
      }
      // Fields this editor doesn't draw (added by other features) travel with the study.
      const write = (over: Portfolio, version = over.version) =>
        services.save(over.id, {
          version,
          caseStudies: { ...over.caseStudies, [projectId]: { ...study, ...checked.data } },
        });
      try {
        let answer: Portfolio;
        try {
          answer = await write(base.current, overVersion);
        } catch (error) {
          if (!(error instanceof SaveError && error.status === 409 && error.serverCopy))
            throw error;
          if (!takeNewer(error.serverCopy, study)) return false;
          answer = await write(base.current);
        }
        base.current = answer;
        setSaved(study);
        setState({ status: 'saved', savedAt: Date.now() });
        onSaved(answer);
        if (!auto) {
          toast.success('Case study saved successfully!', { toastId: 'case-study-saved' });
          setJustSaved(true);
          clearTimeout(successTimer.current);
          successTimer.current = setTimeout(() => setJustSaved(false), CASE_STUDY_SUCCESS_MS);
        }
        return true;
      } catch (error) {
        const status = error instanceof SaveError ? error.status : 0;
        const problem = (error as Error).message || 'Unknown error';
        setState((previous) => ({
          ...previous,
          status: status === 0 || status >= 500 ? 'offline' : 'failed',
          problem,
        }));
        // A 401 has already said "Session expired" and is on its way to the login page.
        if (!auto && status !== 401)
          toast.error('Failed to save case study', { toastId: 'case-study-failed' });
        return false;
      }
    },
    [services, projectId, onSaved, takeNewer],
  );

  const save = useCallback(
    async (study: CaseStudy, { auto = false, overVersion }: SaveRequest = {}) => {
      if (inFlight.current) {
        if (!auto) toast.info('Save in progress, please wait...', { toastId: 'save-busy' });
        return false;
      }
      // The conflict dialog's "Keep mine" answers a refused save: it is a choice, not a repeat.
      const explicit = !auto && overVersion === undefined;
      if (explicit && Date.now() - lastAttempt.current < SAVE_REPEAT_GUARD_MS) {
        toast.info('Please wait before saving again', { toastId: 'save-guard' });
        return false;
      }
      if (overVersion === undefined && sameStudy(study, saved)) {
        if (!auto) toast.info('No changes to save', { toastId: 'save-none' });
        return true;
      }
      lastAttempt.current = Date.now();
      setState((previous) => ({ ...previous, status: 'saving', problem: undefined }));
      const attempt = send(study, auto, overVersion);
      inFlight.current = attempt;
      try {
        return await attempt;
      } finally {
        inFlight.current = null;
      }
    },
    [saved, send],
  );

  /** Saves what is on screen, after any save already on its way: for publishing. */
  const flush = useCallback(
    async (study: CaseStudy) => {
      while (inFlight.current) await inFlight.current;
      return save(study, { auto: true });
    },
    [save],
  );

  return {
    ...state,
    saved,
    justSaved,
    isSaved: (study: CaseStudy) => sameStudy(study, saved),
    /** The portfolio as the server last answered. */
    portfolio: () => base.current,
    accept,
    takeNewer,
    save,
    flush,
  };
}
