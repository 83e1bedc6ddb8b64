import type { CustomDomain, DomainCheck } from '../../model/custom-domain';

/** A change's answer: the domain after it, and the server's words for it. */
export type DomainOutcome = { domain: CustomDomain | null; message: string };

/** A portfolio's own domain, as the settings panel needs it from the app. */
export type DomainServices = {
  load(portfolioId: string): Promise<CustomDomain | null>;
  /** Adds the domain (replacing another); throws with the server's reason. */
  connect(portfolioId: string, hostname: string): Promise<DomainOutcome>;
  /** Asks DNS for the proof now. */
  verify(
    portfolioId: string,
  ): Promise<{ domain: CustomDomain; check: DomainCheck; message: string }>;
  remove(portfolioId: string): Promise<DomainOutcome>;
};
