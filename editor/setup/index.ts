export { SetupFlow, PREPARE_MS, type SetupFlowProps, type SetupResult } from './SetupFlow';
export {
  clearSetupDraft,
  hasSetupInProgress,
  readSetupDraft,
  setupTemplateOf,
  type SetupDraft,
} from './draft';
