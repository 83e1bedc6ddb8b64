import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { CaseStudies } from '../../model/case-study';
import { normalizeContent } from '../../model/normalize';
import { ownValue } from '../../model/own';
import { getTemplate } from '../../templates';
import { identityOf } from '../../templates/identity';
import { PortfolioView } from '../../renderer/PortfolioView';
import type { StoredPortfolio } from '../portfolios/store';
import { downloadName } from '../transfer/export';
import { liveCaseStudyAddresses, liveCaseStudyHtml } from '../pages/case-studies';
import { caseStudyPath } from '../../templates/case-study-addresses';
import { assetsFor, page, type BuildAssets } from '../pages/document';

/** A page ready to print: its HTML, where it lives, and the names on its footer and its file. */
export type PrintDocument = {
  path: string;
  html: string;
  footerName: string;
  /** The download's name, from the portfolio's title. */
  fileName: string;
};

type Printable = Pick<
  StoredPortfolio,
  'id' | 'slug' | 'templateId' | 'title' | 'description' | 'content' | 'styling' | 'caseStudies'
>;

/** The designer's name as the template declares it (its identity capability), else the title. */
function designerName(row: Printable) {
  const name = identityOf(getTemplate(row.templateId), normalizeContent(row.content)).name;
  return typeof name === 'string' && name.trim() ? name.trim() : row.title || 'Portfolio';
}

/** The published page's stylesheets and fonts for this portfolio, without its script. */
const printAssets = (built: BuildAssets, row: Printable) => ({
  ...assetsFor(built, row.templateId, row.styling),
  scripts: [],
});

/** The portfolio's page as /portfolio/{slug} renders it, from the copy given (the working copy). */
export function portfolioDocument(built: BuildAssets, row: Printable): PrintDocument {
  const title = row.title || 'Portfolio';
  const body = renderToString(
    createElement(PortfolioView, {
      content: normalizeContent(row.content),
      styling: row.styling as never,
      templateId: row.templateId,
      portfolioId: row.id,
      slug: row.slug ?? row.id,
      caseStudies: (row.caseStudies ?? {}) as CaseStudies,
    }),
  );
  return {
    path: `/portfolio/${encodeURIComponent(row.slug ?? row.id)}`,
    html: page(printAssets(built, row), { title }, `<div id="portfolio">${body}</div>`),
    footerName: designerName(row),
    fileName: downloadName(title, '', 'pdf'),
  };
}

/**
 * The case study's page, or undefined when the project has none. The one place that names the
 * case-study renderer, so a new one (with the template's frame) is a change here only.
 */
export function caseStudyDocument(
  built: BuildAssets,
  row: Printable,
  projectId: string,
): PrintDocument | undefined {
  const slug = row.slug ?? row.id;
  const address = liveCaseStudyAddresses(row).find((each) => each.projectId === projectId);
  const study = ownValue((row.caseStudies ?? {}) as CaseStudies, projectId);
  // The case study as its published page draws it: in the portfolio's template, without script.
  const html = address && liveCaseStudyHtml({ ...built, scripts: [] }, '', row, slug, address.slug);
  if (!address || !study || !html) return undefined;
  return {
    path: caseStudyPath(slug, address.slug),
    html,
    footerName: designerName(row),
    fileName: downloadName(`${row.title} ${study.title}`, '', 'pdf'),
  };
}
