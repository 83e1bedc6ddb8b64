import type { Portfolio, UpdatePortfolioInput } from '../model/portfolio';

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
  /** Whether a slug is free for this portfolio (its own counts as free). */
  checkSlug(slug: string, portfolioId: string): Promise<boolean>;
};
