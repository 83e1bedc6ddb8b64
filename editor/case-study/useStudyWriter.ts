// How an edit reaches the case study: one undo step each, refused when it would make the study
// invalid, step and section titles set in capitals.
import { produce } from 'immer';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { toast } from 'react-toastify';
import { caseStudy as caseStudySchema, type CaseStudy } from '../../model/case-study';
import { CASE_STUDY_MIN_STEPS } from '../../model/constants';
import { getPath } from '../../templates/paths';
import { writePath } from '../kit/mutate';
import type { KitWriter } from '../kit/SectionContext';

/** Titles of steps and sections are set in capitals (spec section 9). */
const UPPERCASE_PATH = /^(steps|sections)\.\d+\.title$/;

const MIN_STEPS_MESSAGE = `You must have at least ${CASE_STUDY_MIN_STEPS} steps`;

/** What is wrong with `after` that was not wrong with `before`: an edit may not make the study invalid. */
function newProblem(before: CaseStudy, after: CaseStudy): string | undefined {
  const issuesOf = (study: CaseStudy) => {
    const checked = caseStudySchema.safeParse(study);
    return checked.success ? [] : checked.error.issues;
  };
  const key = (issue: { path: PropertyKey[]; message: string }) =>
    `${issue.path.join('.')}|${issue.message}`;
  const known = new Set(issuesOf(before).map(key));
  return issuesOf(after).find((issue) => !known.has(key(issue)))?.message;
}

/**
 * `current` is the study as last committed; `apply` changes it and commits the change (one undo
 * step); `writer` is the kit's way to it: a field's value, or a list changed in place.
 */
export function useStudyWriter(study: CaseStudy, commit: (study: CaseStudy) => void) {
  // The writer and the saver read the study as last committed, even before the next render.
  const current = useRef(study);
  useLayoutEffect(() => {
    current.current = study;
  }, [study]);
  const apply = useCallback(
    (change: (draft: Record<string, unknown>) => void) => {
      const before = current.current;
      const after = produce(before, (draft) => change(draft));
      if (after === before) return;
      const problem = newProblem(before, after);
      if (problem === MIN_STEPS_MESSAGE) return window.alert(problem);
      if (problem) return void toast.error(problem, { toastId: `case-study-${problem}` });
      current.current = after;
      commit(after);
    },
    [commit],
  );
  const writer = useMemo<KitWriter>(
    () => ({
      write: (path, value) =>
        apply((draft) =>
          writePath(
            draft,
            path,
            typeof value === 'string' && UPPERCASE_PATH.test(path) ? value.toUpperCase() : value,
          ),
        ),
      changeList: (path, change) =>
        apply((draft) => {
          let items = getPath(draft, path);
          if (!Array.isArray(items)) {
            writePath(draft, path, []);
            items = getPath(draft, path);
          }
          change(items as unknown[]);
        }),
    }),
    [apply],
  );

  return { current, apply, writer };
}
