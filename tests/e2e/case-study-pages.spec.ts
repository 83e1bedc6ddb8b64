import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { listTemplates } from '../../templates';
import { caseStudyAddresses } from '../../templates/case-study-addresses';
import { identityOf } from '../../templates/identity';
import { projectsOf } from '../../templates/projects';
import type { TemplateDefinition } from '../../templates/types';
import { expect, test, openSignedIn } from './fixtures';

/** Every template whose projects can have case studies, two of them at least for previous/next. */
const templates = listTemplates().filter(
  (template) => projectsOf(template, template.defaultContent).length >= 2,
);

const study = (title: string, intro: string, heroImage = '') => ({
  title,
  heroImage,
  category: 'Identity',
  year: '2025',
  intro,
  steps: ['LISTEN', 'DRAW', 'SHIP'].map((step, index) => ({
    num: `0${index + 1}`,
    title: step,
    desc: `What ${step.toLowerCase()} meant here.`,
  })),
  sections: [
    {
      id: 'challenge',
      number: '01',
      title: 'THE CHALLENGE',
      subsections: [
        {
          id: 'challenge-1',
          title: 'Where it started',
          content: 'A mark that blurred below 32 pixels and a team that had stopped using it.',
        },
      ],
    },
  ],
});

/** A designer with a published portfolio of this template, its first two projects written up. */
async function publishedWithStudies(request: APIRequestContext, template: TemplateDefinition) {
  const signup = await request.post('/api/auth/signup', {
    data: {
      name: 'Noor Haddad',
      email: `noor-${randomUUID().slice(0, 8)}@example.com`,
      password: 'strong-pass-1',
    },
  });
  const { token, user } = (await signup.json()).data;
  const auth = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/portfolios', {
    headers: auth,
    data: { title: `Noor — ${template.name}`, templateId: template.id },
  });
  const portfolio = (await created.json()).data.portfolio;
  const [first, second] = projectsOf(template, portfolio.content);
  const cover = (project: unknown) => String((project as { image?: string }).image ?? '');
  const caseStudies = {
    [first!.id]: study(
      'Rebuilding the first mark',
      'Six weeks, one founder, forty sketches.',
      cover(first),
    ),
    [second!.id]: study('The second story, told whole', 'A signage system for a river town.'),
  };
  const slug = `noor-${randomUUID().slice(0, 8)}`;
  const published = await request.put(`/api/portfolios/${portfolio.id}`, {
    headers: auth,
    data: { version: portfolio.version, slug, caseStudies, published: true },
  });
  expect(published.status()).toBe(200);
  const [one, two] = caseStudyAddresses(template, portfolio.content, caseStudies);
  return {
    id: portfolio.id as string,
    slug,
    token: token as string,
    user,
    name: String(identityOf(template, portfolio.content).name),
    first: { ...one!, path: `/portfolio/${slug}/${one!.slug}` },
    second: { ...two!, path: `/portfolio/${slug}/${two!.slug}` },
  };
}

const fontOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily);

for (const template of templates) {
  test(`${template.name}: a case study is a page of the portfolio, at its readable address`, async ({
    browser,
    request,
  }) => {
    const designer = await publishedWithStudies(request, template);
    const root = `.${template.rootClass}`;
    const owner = await browser.newContext();
    await openSignedIn(owner, designer);
    const page = await owner.newPage();

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/portfolio/${designer.slug}`);
      const portfolioFont = await fontOf(page, root);
      const portfolioHeadingFont = await fontOf(page, `${root} h1`);
      // The portfolio's project links to its case study at the readable address.
      await expect(page.locator(`a[href="${designer.first.path}"]`).first()).toBeAttached();

      const response = await page.goto(designer.first.path);
      expect(response?.status()).toBe(200);
      await expect(
        page.getByRole('heading', { level: 1, name: designer.first.title }),
      ).toBeVisible();
      // In the template's look: its root, its body and heading fonts, the designer's name.
      await expect(page.locator(root)).toHaveCount(1);
      expect(await fontOf(page, root)).toBe(portfolioFont);
      expect(await fontOf(page, `${root} h1`)).toBe(portfolioHeadingFont);
      await expect(page.locator(root).getByText(designer.name).first()).toBeVisible();
      await expect(page.getByText('VIEW CASE STUDY')).toHaveCount(0);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await page.screenshot({
        path: test.info().outputPath(`${template.id}-${width}.png`),
        fullPage: true,
      });

      // The owner, and only the owner, gets the way back to the editor.
      const edit = page.getByRole('link', { name: 'Edit case study' });
      await expect(edit).toBeVisible();
      await expect(edit).toHaveAttribute(
        'href',
        `/portfolio-builder/${designer.id}/case-study/${designer.first.projectId}`,
      );

      await page
        .getByRole('link', { name: new RegExp(`Next project.*${designer.second.title}`) })
        .click();
      await expect(page).toHaveURL(designer.second.path);
      await expect(
        page.getByRole('heading', { level: 1, name: designer.second.title }),
      ).toBeVisible();
      await expect(
        page.getByRole('link', { name: new RegExp(`Previous project.*${designer.first.title}`) }),
      ).toHaveAttribute('href', designer.first.path);
    }

    // The old address moves to the readable one.
    await page.goto(`/portfolio/${designer.id}/project/${designer.first.projectId}`);
    await expect(page).toHaveURL(designer.first.path);

    // The owner's preview of the working copy, in the app, is drawn the same way.
    await page.goto(
      `/portfolio-builder/${designer.id}/case-study/${designer.first.projectId}/preview`,
    );
    await expect(page.getByRole('heading', { level: 1, name: designer.first.title })).toBeVisible();
    await expect(page.locator(root)).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Edit case study' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`${template.id}-preview.png`) });
    await page
      .getByRole('link', { name: new RegExp(`Next project.*${designer.second.title}`) })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: designer.second.title }),
    ).toBeVisible();
    await owner.close();

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(designer.first.path);
    await expect(
      visitorPage.getByRole('heading', { level: 1, name: designer.first.title }),
    ).toBeVisible();
    await expect(visitorPage.locator('a.owner-edit')).toBeAttached();
    await expect(visitorPage.getByRole('link', { name: 'Edit case study' })).toBeHidden();
    await visitor.close();
  });

  test(`${template.name}: a case study reads on every palette, its steps included (axe's contrast check)`, async ({
    page,
    request,
  }) => {
    const designer = await publishedWithStudies(request, template);
    const auth = { Authorization: `Bearer ${designer.token}` };
    const palettes = template.theme?.palettes ?? [];
    for (const palette of [undefined, ...palettes]) {
      if (palette) {
        const current = (
          await (await request.get(`/api/portfolios/${designer.id}`, { headers: auth })).json()
        ).data.portfolio;
        const saved = await request.put(`/api/portfolios/${designer.id}`, {
          headers: auth,
          data: {
            version: current.version,
            styling: { colors: { ...palette.colors }, fonts: {}, palette: palette.id },
            published: true,
          },
        });
        expect(saved.status(), palette.name).toBe(200);
      }
      await page.goto(designer.first.path);
      const { violations } = await new AxeBuilder({ page })
        .include('.cs')
        .withRules(['color-contrast'])
        .analyze();
      expect(
        violations.flatMap((violation) => violation.nodes.map((node) => node.failureSummary)),
        `${template.id}, ${palette?.name ?? 'its own look'}`,
      ).toEqual([]);
    }
  });
}
