// The pre-publish check (issue 17): what to look at before a portfolio goes public. The check itself
// (checkPortfolio.ts) is loaded on demand by usePrePublishCheck: import it directly only in tests.
export { CheckList } from './CheckList';
export { findPlace, revealPlace } from './reveal';
export type { CheckInput, CheckState, Finding, FindingKind, FindingPlace } from './types';
export { usePrePublishCheck } from './usePrePublishCheck';
