import type { Page } from '@playwright/test';
import { sampleCaseStudy } from '../../model/case-study';
import { getTemplate, listTemplates } from '../../templates';
import { validatorErrors } from '../support/vnu';
import {
  authOf,
  expect,
  portfolioByApi,
  publishedByApi,
  settled,
  signedUpByApi,
  test,
} from './fixtures';

// Every page a visitor, a designer or an author is shown is valid HTML, as the browser has it once
// the app has drawn it: the W3C validator (vnu, from its npm package, no network) finds no error.

/** The pages to validate, each kept as the browser has it once drawn, by a label. */
function drawnPages(page: Page) {
  const pages = new Map<string, string>();
  const keep = async (label: string) => {
    await settled(page);
    pages.set(label, await page.content());
  };
  const visit = async (paths: string[]) => {
    for (const path of paths) {
      await page.goto(path);
      await keep(path);
    }
  };
  return { pages, keep, visit };
}

test('every marketing, account and dashboard page, and a published one, is valid HTML once drawn', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { pages, keep, visit } = drawnPages(page);
  await visit([
    '/',
    '/about',
    '/events',
    '/contact',
    '/privacy',
    '/terms',
    '/templates',
    '/login',
    '/signup',
    '/forgot-password',
  ]);

  const designer = await signedUpByApi(page, 'Vera Valid');
  const portfolio = await portfolioByApi(page, designer, 'echelon');
  await visit(['/dashboard', '/profile']);
  const slug = await publishedByApi(page, designer, portfolio.id);
  await page.goto(`/portfolio/${slug}`);
  await keep('/portfolio/:slug');

  expect(await validatorErrors(pages)).toEqual([]);
});

test("the setup wizard, the case-study preview, a template's preview, the sample case study and every event are valid HTML once drawn", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { pages, keep, visit } = drawnPages(page);
  await visit(['/events/all', '/template-preview/echelon', '/case-study/logo-design-process']);

  const designer = await signedUpByApi(page, 'Bea Builder');
  await page.goto('/portfolio-builder/new?template=echelon');
  await expect(page).toHaveURL(/\/portfolio-builder\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Skip Setup' })).toBeVisible();
  await keep('setup');

  // The template's first sample project, with the sample case study written for it.
  const work = getTemplate('echelon').defaultContent.sections.find(
    (section) => section.type === 'work',
  );
  const [project] = (work?.content as { projects: { id: string }[] }).projects;
  const portfolio = await portfolioByApi(page, designer, 'echelon');
  const written = await page.request.put(`/api/portfolios/${portfolio.id}`, {
    headers: authOf(designer),
    data: { version: portfolio.version, caseStudies: { [project!.id]: sampleCaseStudy } },
  });
  expect(written.status(), 'the case study written through the API').toBe(200);
  await page.goto(`/portfolio-builder/${portfolio.id}/case-study/${project!.id}/preview`);
  await expect(page.getByRole('heading', { level: 1, name: sampleCaseStudy.title })).toBeVisible();
  await keep('/portfolio-builder/:id/case-study/:projectId/preview');

  expect(await validatorErrors(pages)).toEqual([]);
});

test("every template's builder and case-study editor are valid HTML once drawn: editable headings stay headings, the template's main is the page's", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { pages, keep } = drawnPages(page);
  const designer = await signedUpByApi(page, 'Eda Editor');
  for (const template of listTemplates()) {
    const portfolio = await portfolioByApi(page, designer, template.id);
    await page.goto(`/portfolio-builder/${portfolio.id}`);
    await expect(page.getByRole('region', { name: 'Portfolio canvas' })).toBeVisible();
    await keep(`builder, ${template.id}`);
    // Its first project with a case study, as the template's own content has it.
    const project = template.defaultContent.sections
      .flatMap((section) =>
        Object.entries(template.sections[section.type]?.lists ?? {})
          .filter(([, list]) => list.caseStudies)
          .flatMap(([path]) => (section.content[path] as { id: string }[] | undefined) ?? []),
      )
      .at(0);
    if (!project) continue;
    await page.goto(`/portfolio-builder/${portfolio.id}/case-study/${project.id}`);
    await expect(page.getByRole('region', { name: 'Case study' })).toBeVisible();
    await keep(`case-study editor, ${template.id}`);
  }
  expect(await validatorErrors(pages)).toEqual([]);
});
