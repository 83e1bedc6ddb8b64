import type { SnapshotCopy, SnapshotEntry } from '../model/history';
import type { DraftChangesInput, Portfolio, UpdatePortfolioInput } from '../model/portfolio';
import type { DomainServices } from './domains/services';
import type { SharingServices } from './sharing/services';

/** A save the server refused: 409 carries its newer copy. */
export class SaveError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverCopy?: Portfolio,
  ) {
    super(message);
  }
}

/** What the builder needs from the app: it never talks to the network itself. */
export type BuilderServices = {
  load(id: string): Promise<Portfolio>;
  /** Throws a SaveError. */
  save(id: string, changes: UpdatePortfolioInput): Promise<Portfolio>;
  /** Saves only what changed since `changes.version`. Throws a SaveError. */
  saveChanges(id: string, changes: DraftChangesInput): Promise<Portfolio>;
  /** Whether a slug is free for this portfolio (its own counts as free). */
  checkSlug(slug: string, portfolioId: string): Promise<boolean>;
  /** The working copy at `version` becomes the live page. Throws a SaveError. */
  publish(id: string, version: number, slug: string): Promise<Outcome>;
  /** The working copy goes back to the live page's. Throws a SaveError. */
  discard(id: string, version: number): Promise<Outcome>;
  /** A history entry becomes the working copy (a new entry itself). Throws a SaveError. */
  restore(id: string, number: number, version: number): Promise<Outcome>;
  history(id: string): Promise<SnapshotEntry[]>;
  /** Downloads the saved copy's PDF (a case study's with projectId). Throws with the server's reason. */
  pdf(id: string, projectId?: string): Promise<void>;
  version(id: string, number: number): Promise<SnapshotCopy>;
  /** Who may read the live page and its case studies (applies at once, not at publish). */
  sharing: SharingServices;
  /** The portfolio's own domain (its settings). */
  domain: DomainServices;
};

/** A command's answer: the portfolio after it, and the server's words for what happened. */
export type Outcome = { portfolio: Portfolio; message: string };
