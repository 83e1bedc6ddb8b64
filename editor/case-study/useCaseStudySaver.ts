import { useCallback, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { caseStudy as caseStudySchema, type CaseStudy } from '../../model/case-study';
import { CASE_STUDY_SUCCESS_MS, SAVE_REPEAT_GUARD_MS } from '../../model/constants';
import type { Portfolio } from '../../model/portfolio';
import { SaveError, type BuilderServices } from '../services';
import type { SaveRequest, SaveState } from '../save/useSaver';

type Options = {
  portfolio: Portfolio;
  projectId: string;
  services: BuilderServices;
  /** What the server had when the editor opened. */
  initial: CaseStudy;
  /** The server has the case study now: the device copy can go. */
  onSaved: (portfolio: Portfolio) => void;
};

const sameStudy = (a: CaseStudy, b: CaseStudy) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves the case study into the portfolio's working copy, one save at a time, with the builder's
 * status words (editor/save/useSaver.ts). The case study is the designer's alone: when the
 * portfolio moved on elsewhere (a 409), it is written over the newer copy.
 */
export function useCaseStudySaver({ portfolio, projectId, services, initial, onSaved }: Options) {
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

  const send = useCallback(
    async (study: CaseStudy, auto: boolean) => {
      const checked = caseStudySchema.safeParse(study);
      if (!checked.success) {
        const problem = checked.error.issues[0]?.message ?? 'Unknown error';
        setState((previous) => ({ ...previous, status: 'failed', problem }));
        toast.error(`Failed to save case study: ${problem}`, { toastId: 'case-study-invalid' });
        return false;
      }
      // Fields this editor doesn't draw (added by other features) travel with the study.
      const write = (over: Portfolio) =>
        services.save(over.id, {
          version: over.version,
          caseStudies: { ...over.caseStudies, [projectId]: { ...study, ...checked.data } },
        });
      try {
        let answer: Portfolio;
        try {
          answer = await write(base.current);
        } catch (error) {
          if (!(error instanceof SaveError && error.status === 409 && error.serverCopy))
            throw error;
          answer = await write(error.serverCopy);
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
    [services, projectId, onSaved],
  );

  const save = useCallback(
    async (study: CaseStudy, { auto = false }: SaveRequest = {}) => {
      if (inFlight.current) {
        if (!auto) toast.info('Save in progress, please wait...', { toastId: 'save-busy' });
        return false;
      }
      if (!auto && Date.now() - lastAttempt.current < SAVE_REPEAT_GUARD_MS) {
        toast.info('Please wait before saving again', { toastId: 'save-guard' });
        return false;
      }
      if (sameStudy(study, saved)) {
        if (!auto) toast.info('No changes to save', { toastId: 'save-none' });
        return true;
      }
      lastAttempt.current = Date.now();
      setState((previous) => ({ ...previous, status: 'saving', problem: undefined }));
      const attempt = send(study, auto);
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
    accept: (answer: Portfolio) => {
      base.current = answer;
    },
    save,
    flush,
  };
}
