import { useCallback, useRef, useState } from 'react';
import { caseStudy as caseStudySchema, type CaseStudy } from '../../model/case-study';
import { CASE_STUDY_SUCCESS_MS } from '../../model/constants';
import { ownValue } from '../../model/own';
import type { Portfolio } from '../../model/portfolio';
import { SaveError, type BuilderServices } from '../services';
import { sameJson } from '../save/snapshot';
import { useSaver, type SaveRequest } from '../save/useSaver';

type Options = {
  portfolio: Portfolio;
  projectId: string;
  services: BuilderServices;
  /** What the editor shows now. */
  current: () => CaseStudy;
  /** What the server had when the editor opened. */
  initial: CaseStudy;
  /** The server has the case study now: the device copy can go. */
  onSaved: (portfolio: Portfolio) => void;
  /** The study was changed elsewhere since this editor last had it: the designer chooses. */
  onConflict: (serverCopy: Portfolio, mine: CaseStudy) => void;
};

const sameStudy = (a: CaseStudy, b: CaseStudy) => sameJson(a, b);

const refuseStudy = (study: CaseStudy) => {
  const checked = caseStudySchema.safeParse(study);
  return checked.success ? undefined : (checked.error.issues[0]?.message ?? 'Unknown error');
};

const STUDY_WORDS = {
  saved: 'Case study saved successfully!',
  failed: () => 'Failed to save case study',
};

/**
 * The case-study editor's saver (the builder's, editor/save/useSaver.ts), writing the study into
 * the portfolio's working copy. When the portfolio moved on elsewhere (a 409) but this study did
 * not, it is saved into the newer copy; when the study itself changed there, nothing is written
 * and the designer is asked which to keep.
 */
export function useCaseStudySaver({
  portfolio,
  projectId,
  services,
  current,
  initial,
  onSaved,
  onConflict,
}: Options) {
  const base = useRef(portfolio);
  const [justSaved, setJustSaved] = useState(false);
  const successTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const studyIn = useCallback(
    (copy: Portfolio) => ownValue(copy.caseStudies, projectId),
    [projectId],
  );

  const send = useCallback(
    async (study: CaseStudy, version: number) => {
      // Fields this editor doesn't draw (added by other features) travel with the study.
      const checked = caseStudySchema.parse(study);
      const write = (over: Portfolio, at = over.version) =>
        services.save(over.id, {
          version: at,
          caseStudies: { ...over.caseStudies, [projectId]: { ...study, ...checked } },
        });
      try {
        base.current = await write(base.current, version);
      } catch (error) {
        const newer = error instanceof SaveError && error.status === 409 && error.serverCopy;
        if (!newer || !sameJson(studyIn(newer), studyIn(base.current))) throw error;
        base.current = await write(newer);
      }
      return base.current;
    },
    [services, projectId, studyIn],
  );

  const saved = useCallback(
    (answer: Portfolio, _study: CaseStudy, request: SaveRequest) => {
      onSaved(answer);
      if (request.auto) return;
      setJustSaved(true);
      clearTimeout(successTimer.current);
      successTimer.current = setTimeout(() => setJustSaved(false), CASE_STUDY_SUCCESS_MS);
    },
    [onSaved],
  );

  const saver = useSaver({
    current,
    initial: {
      value: initial,
      version: portfolio.version,
      savedAt: Date.parse(portfolio.updatedAt),
    },
    same: sameStudy,
    refuse: refuseStudy,
    send,
    words: STUDY_WORDS,
    onConflict,
    onSaved: saved,
  });
  const { accept: acceptVersion, settled, conflict } = saver;

  /** The server has this copy now (a publish, or its version taken in a conflict, with its study). */
  const accept = useCallback(
    (answer: Portfolio, study?: CaseStudy) => {
      base.current = answer;
      acceptVersion(answer.version, study);
      if (study) settled();
    },
    [acceptVersion, settled],
  );

  /**
   * A newer copy from the server (a refused publish): taken when this study is the same in it, so
   * others' edits stay as they are; otherwise the designer is asked.
   */
  const takeNewer = useCallback(
    (serverCopy: Portfolio, mine: CaseStudy) => {
      if (!sameJson(studyIn(serverCopy), studyIn(base.current))) {
        conflict(serverCopy, mine);
        return false;
      }
      accept(serverCopy);
      return true;
    },
    [studyIn, conflict, accept],
  );

  return {
    ...saver,
    justSaved,
    isSaved: (study: CaseStudy) => sameStudy(study, saver.saved),
    /** The portfolio as the server last answered. */
    portfolio: () => base.current,
    accept,
    takeNewer,
  };
}
