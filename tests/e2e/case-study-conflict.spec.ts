import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { newCaseStudy, type CaseStudy } from '../../model/case-study';
import { listTemplates } from '../../templates';
import { projectsOf } from '../../templates/projects';
import { allowRefusedRequests, expect, openSignedIn, savedStatus, test } from './fixtures';

type Designer = { token: string; user: Record<string, unknown>; id: string; projectId: string };

const field = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Case study' }).getByLabel(label, { exact: true });

/** Types into a field edited in place and commits it with Enter, as a designer would. */
async function retype(page: Page, box: Locator, text: string) {
  await box.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(box).toHaveText(text);
}

const authOf = (designer: Designer) => ({ Authorization: `Bearer ${designer.token}` });

/** A designer whose portfolio's first project has a case study, all made through the API. */
async function designerWithStudy(request: APIRequestContext): Promise<Designer> {
  const signup = await request.post('/api/auth/signup', {
    data: {
      name: 'Kai Brennan',
      email: `kai-${randomUUID().slice(0, 8)}@example.com`,
      password: 'strong-pass-1',
    },
  });
  const { token, user } = (await signup.json()).data;
  const template = listTemplates().find(
    (candidate) => projectsOf(candidate, candidate.defaultContent).length > 0,
  )!;
  const created = await request.post('/api/portfolios', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: 'Kai — Work', templateId: template.id },
  });
  const portfolio = (await created.json()).data.portfolio;
  const project = projectsOf(template, portfolio.content)[0]!;
  const designer = { token, user, id: portfolio.id, projectId: project.id };
  await changeStudy(request, designer, {
    ...newCaseStudy({ title: 'Nord' }),
    title: 'Nord, from brief to building',
    intro: 'Written first.',
  });
  return designer;
}

async function storedStudy(request: APIRequestContext, designer: Designer) {
  const answer = await request.get(`/api/portfolios/${designer.id}`, {
    headers: authOf(designer),
  });
  const portfolio = (await answer.json()).data.portfolio;
  return {
    version: portfolio.version as number,
    study: portfolio.caseStudies[designer.projectId] as CaseStudy,
    caseStudies: portfolio.caseStudies as Record<string, CaseStudy>,
  };
}

/** Saves the study as another tab or device would, behind the editor's back. */
async function changeStudy(
  request: APIRequestContext,
  designer: Designer,
  change: Partial<CaseStudy>,
) {
  const { version, study, caseStudies } = await storedStudy(request, designer);
  const answer = await request.put(`/api/portfolios/${designer.id}`, {
    headers: authOf(designer),
    data: {
      version,
      caseStudies: { ...caseStudies, [designer.projectId]: { ...study, ...change } },
    },
  });
  expect(answer.status()).toBe(200);
}

test('a case study changed elsewhere asks which version to keep, and loses neither', async ({
  page,
  request,
  problems,
}) => {
  const designer = await designerWithStudy(request);
  await openSignedIn(page, designer);
  await page.goto(
    `/portfolio-builder/${designer.id}/case-study/${encodeURIComponent(designer.projectId)}`,
  );
  const title = field(page, 'Case study title');
  const intro = field(page, 'Case study intro');
  await expect(intro).toHaveText('Written first.');

  // Another tab saves a new intro after the editor opened; then the editor's own edit is saved.
  await changeStudy(request, designer, { intro: 'Written in another tab.' });
  await retype(page, title, 'Written in this tab');
  const dialog = page.getByRole('dialog', { name: 'This case study changed somewhere else' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/differs in title, intro/)).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Conflict: choose a version' }),
  ).toBeVisible();
  // Nothing was overwritten: the server keeps the other tab's words, the editor keeps these.
  expect((await storedStudy(request, designer)).study).toMatchObject({
    title: 'Nord, from brief to building',
    intro: 'Written in another tab.',
  });
  await expect(title).toHaveText('Written in this tab');
  await expect(intro).toHaveText('Written first.');

  // "Keep mine": this version replaces the newer one, by the designer's choice.
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(savedStatus(page)).toBeVisible();
  expect((await storedStudy(request, designer)).study).toMatchObject({
    title: 'Written in this tab',
    intro: 'Written first.',
  });

  // Again, now taking the server's version: the editor shows it, and Undo brings its own back.
  await changeStudy(request, designer, { title: 'Retitled elsewhere' });
  await retype(page, intro, 'Second thoughts here.');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Take the server’s version' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(title).toHaveText('Retitled elsewhere');
  await expect(intro).toHaveText('Written first.');
  expect((await storedStudy(request, designer)).study.title).toBe('Retitled elsewhere');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(intro).toHaveText('Second thoughts here.');
  // The server's version is the editor's base now: the undone edit saves without another conflict.
  await expect
    .poll(async () => (await storedStudy(request, designer)).study.intro)
    .toBe('Second thoughts here.');
  await expect(dialog).toHaveCount(0);
  allowRefusedRequests(problems, 409);
});
