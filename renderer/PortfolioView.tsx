import type { CaseStudy } from '../model/case-study';
import type { PortfolioContent, Styling } from '../model/content';
import { enquiryPath } from '../model/enquiry-fields';
import { normalizeContent } from '../model/normalize';
import { safeHref } from '../model/rules';
import { getTemplate } from '../templates';
import {
  appAddresses,
  caseStudyAddresses,
  type PortfolioAddresses,
} from '../templates/case-study-addresses';
import { PortfolioLinksProvider, type PortfolioLinks } from '../templates/kit';
import { PortfolioDocument } from '../templates/PortfolioDocument';

type Props = {
  content: PortfolioContent | unknown;
  styling?: Partial<Styling>;
  templateId: string | null | undefined;
  portfolioId?: string;
  /** Where the portfolio is published: its projects then link to their case-study pages under it. */
  slug?: string | null;
  /** Where its pages are when not under /portfolio/{slug} (a custom domain's root). */
  addresses?: PortfolioAddresses;
  /** Projects with a written case study link to it; the others to their caseStudyUrl. */
  caseStudies?: Readonly<Record<string, Pick<CaseStudy, 'title' | 'slug'>>>;
  /** The signed time the page was made, for the brief form's fill-time guard (server pages). */
  briefStarted?: string;
};

/**
 * A portfolio rendered read-only with its template: the same components the builder edits, without
 * the editor. Runs in the browser and on the server.
 */
export function PortfolioView({
  content,
  styling,
  templateId,
  portfolioId,
  slug,
  addresses: pageAddresses,
  caseStudies,
  briefStarted = '',
}: Props) {
  const template = getTemplate(templateId);
  const document = normalizeContent(content);
  const at = pageAddresses ?? (slug ? appAddresses(slug) : undefined);
  const addresses = new Map(
    at
      ? caseStudyAddresses(template, document, caseStudies).map((address) => [
          address.projectId,
          at.caseStudy(address.slug),
        ])
      : [],
  );
  const links: PortfolioLinks = {
    portfolioId,
    caseStudyHref: (projectId, caseStudyUrl) => addresses.get(projectId) ?? safeHref(caseStudyUrl),
    brief: slug
      ? {
          action: enquiryPath(slug),
          page: `/portfolio/${encodeURIComponent(slug)}`,
          started: briefStarted,
        }
      : undefined,
  };
  return (
    <PortfolioLinksProvider value={links}>
      <PortfolioDocument template={template} content={document} styling={styling} />
    </PortfolioLinksProvider>
  );
}
