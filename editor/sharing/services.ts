import type {
  CreatedShareLink,
  PortfolioSharing,
  ShareLink,
  ShareLinkInput,
  Visibility,
} from '../../model/sharing';

/** A change's answer: the portfolio's sharing after it, and the server's words for it. */
export type SharingOutcome = { sharing: PortfolioSharing; message: string };

/** Who may read a portfolio and its case studies, as the sharing panel needs it from the app. */
export type SharingServices = {
  load(portfolioId: string): Promise<PortfolioSharing>;
  setVisibility(
    portfolioId: string,
    projectId: string | null,
    visibility: Visibility,
  ): Promise<SharingOutcome>;
  /** null takes the password away. */
  setPassword(
    portfolioId: string,
    projectId: string | null,
    password: string | null,
  ): Promise<SharingOutcome>;
  createLink(portfolioId: string, input: ShareLinkInput): Promise<CreatedShareLink>;
  revokeLink(portfolioId: string, linkId: string): Promise<ShareLink>;
};
