import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { CaseStudy } from '../../model/case-study';
import { listTemplates } from '../../templates';
import { migrateContent } from '../../templates/migrate';
import { projectsOf } from '../../templates/projects';
import {
  allowRefusedRequests,
  expect,
  openNewPortfolioByApi,
  savedStatus,
  signedUpByApi,
  test,
  isSave,
  PORTFOLIO_ROUTES,
} from './fixtures';

const withCaseStudies = listTemplates().filter(
  (template) => projectsOf(template, migrateContent(template, template.defaultContent)).length > 0,
);

const canvas = (page: Page) => page.getByRole('region', { name: 'Case study' });
const field = (page: Page, label: string) => canvas(page).getByLabel(label, { exact: true });

/** Types into a field edited in place and commits it with Enter, as a designer would. */
async function retype(page: Page, box: Locator, text: string) {
  await box.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(box).toHaveText(text);
}

async function picture(color: string) {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** The case study as the server holds it in the portfolio's working copy. */
async function storedStudy(page: Page, portfolioId: string, projectId: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await page.request.get(`/api/portfolios/${portfolioId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as {
    data: { portfolio: { caseStudies: Record<string, CaseStudy> } };
  };
  return body.data.portfolio.caseStudies[projectId];
}

/** Whether the element lies inside the window's width, with its text not cut off. */
async function fitsWidth(box: Locator, width: number) {
  const rect = await box.boundingBox();
  const overflow = await box.evaluate((node) => node.scrollWidth - node.clientWidth);
  return rect !== null && rect.x >= 0 && rect.x + rect.width <= width + 0.5 && overflow <= 1;
}

for (const template of withCaseStudies) {
  test(`${template.id}: a case study is written in place, survives a reload mid-edit, undoes, and works at 375 px`, async ({
    page,
    problems,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const designer = await signedUpByApi(page, 'Kai Brennan');
    const { id: portfolioId } = await openNewPortfolioByApi(page, designer, template.id);

    // From the project in the builder to its case study.
    const project = projectsOf(template, migrateContent(template, template.defaultContent))[0]!;
    const firstProject = page.locator('[data-list="projects"] > [data-item-index="0"]').first();
    await firstProject.hover();
    await firstProject.getByRole('link', { name: 'Case study' }).click();
    await expect(page).toHaveURL(
      `/portfolio-builder/${portfolioId}/case-study/${encodeURIComponent(project.id)}`,
    );
    await expect(page.getByText('CASE STUDY EDITOR')).toBeVisible();

    // Hints are hints: the intro starts empty, with grey words saying what belongs there.
    const intro = field(page, 'Case study intro');
    await expect(intro).toHaveText('');
    await expect(intro).toHaveAttribute(
      'aria-placeholder',
      'What the project was, who it was for, and what had to change.',
    );
    await expect(canvas(page).getByLabel(/^Step \d+ title$/)).toHaveCount(3);
    await expect(canvas(page).getByText('Publishing coming soon!')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Settings' })).toHaveCount(0);

    await retype(page, field(page, 'Case study title'), 'Nord, from brief to building');
    await retype(page, intro, 'A ferry line needed a name that works on a hull and an app icon.');
    await retype(page, field(page, 'Step 1 title'), 'research');
    // Step titles are set in capitals (stored so too: see below).
    expect(await field(page, 'Step 1 title').innerText()).toBe('RESEARCH');

    // Two images: the hero, and one in a block of the first section.
    await canvas(page)
      .locator('.cs-hero input[type=file]')
      .setInputFiles({
        name: 'hero.jpg',
        mimeType: 'image/jpeg',
        buffer: await picture('#0f766e'),
      });
    await expect(canvas(page).locator('.cs-hero img')).toHaveAttribute('src', /^\/uploads\//);

    await canvas(page).getByRole('button', { name: '+ Add section' }).click();
    await retype(page, field(page, 'Section 1 title'), 'the challenge');
    await canvas(page).getByRole('button', { name: 'Add block: section 1, place 1' }).click();
    await canvas(page)
      .getByRole('group', { name: 'Block types for section 1, place 1' })
      .getByRole('button', { name: 'Image', exact: true })
      .click();
    const block = canvas(page).locator('.cs-block--image');
    await block.locator('input[type=file]').setInputFiles({
      name: 'sketch.jpg',
      mimeType: 'image/jpeg',
      buffer: await picture('#c2410c'),
    });
    await expect(block.locator('img')).toHaveAttribute('src', /^\/uploads\//);

    // A quote after the image.
    await canvas(page).getByRole('button', { name: 'Add block: section 1, place 2' }).click();
    await canvas(page)
      .getByRole('group', { name: 'Block types for section 1, place 2' })
      .getByRole('button', { name: 'Quote' })
      .click();
    const quote = field(page, 'Section 1 block 2 text');
    await retype(page, quote, 'If it works on a stamp, it works everywhere.');
    await expect(savedStatus(page)).toBeVisible();

    // Undo and redo, by button and by keyboard, one committed edit at a time.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(quote).toHaveText('');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(quote).toHaveText('If it works on a stamp, it works everywhere.');
    await page.getByRole('button', { name: 'Redo' }).focus();
    await page.keyboard.press('ControlOrMeta+Z');
    await expect(quote).toHaveText('');
    await page.keyboard.press('ControlOrMeta+Shift+Z');
    await expect(quote).toHaveText('If it works on a stamp, it works everywhere.');
    await expect(savedStatus(page)).toBeVisible();

    // The server is down: the next edit stays on this device, and comes back after a reload.
    await page.route(PORTFOLIO_ROUTES, (route) =>
      isSave(route.request())
        ? route.fulfill({ status: 503, json: { success: false, message: 'Down for a moment' } })
        : route.continue(),
    );
    await retype(page, field(page, 'Step 2 description'), 'Twelve names, tested on a real hull.');
    await expect(page.getByText('Offline, kept on this device')).toBeVisible();
    await page.unroute(PORTFOLIO_ROUTES);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(page.getByText(/Unsaved changes from .* were kept on this device/)).toBeVisible();
    await page.getByRole('button', { name: 'Restore them' }).click();
    await expect(field(page, 'Step 2 description')).toHaveText(
      'Twelve names, tested on a real hull.',
    );
    await expect(field(page, 'Case study title')).toHaveText('Nord, from brief to building');
    await expect(savedStatus(page)).toBeVisible();

    // What the server keeps: what was typed, and empty strings where nothing was.
    const stored = (await storedStudy(page, portfolioId, project.id))!;
    expect(stored.title).toBe('Nord, from brief to building');
    expect(stored.intro).toBe('A ferry line needed a name that works on a hull and an app icon.');
    expect(stored.heroImage).toMatch(/^\/uploads\//);
    expect(stored.heroImageCaption).toBe('');
    expect(stored.steps[0]).toEqual({ num: '', title: 'RESEARCH', desc: '' });
    expect(stored.steps[1]).toEqual({
      num: '',
      title: '',
      desc: 'Twelve names, tested on a real hull.',
    });
    expect(stored.steps[2]).toEqual({ num: '', title: '', desc: '' });
    expect(stored.sections).toHaveLength(1);
    expect(stored.sections[0]!.title).toBe('THE CHALLENGE');
    expect(stored.sections[0]!.blocks).toEqual([
      expect.objectContaining({
        type: 'image',
        src: expect.stringMatching(/^\/uploads\//),
        caption: '',
        alt: '',
      }),
      expect.objectContaining({
        type: 'quote',
        text: 'If it works on a stamp, it works everywhere.',
        attribution: '',
      }),
    ]);
    await page.screenshot({
      path: `test-results/case-study-${template.id}-1280.png`,
      fullPage: true,
    });

    // At 375 px every field is within reach and nothing is cut off.
    await page.setViewportSize({ width: 375, height: 812 });
    for (const label of [
      'Case study category',
      'Case study year',
      'Case study title',
      'Case study intro',
      'Step 1 title',
    ])
      expect(await fitsWidth(field(page, label), 375), label).toBe(true);
    await retype(page, field(page, 'Case study year'), '2025');
    await expect(savedStatus(page)).toBeVisible();
    expect((await storedStudy(page, portfolioId, project.id))!.year).toBe('2025');
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);
    await page.screenshot({
      path: `test-results/case-study-${template.id}-375.png`,
      fullPage: true,
    });

    // Its own address, then published: a visitor reads it there, as a page of the portfolio.
    await page.setViewportSize({ width: 1280, height: 900 });
    const address = page.getByLabel('Address', { exact: true });
    await address.fill('nord story');
    await expect(address).toHaveValue('nord-story');
    await expect(savedStatus(page)).toBeVisible();
    expect((await storedStudy(page, portfolioId, project.id))!.slug).toBe('nord-story');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish Your Portfolio' });
    const slug = `kai-${template.id}-${portfolioId.slice(0, 6)}`;
    await dialog.getByLabel('Your portfolio address').fill(slug);
    await expect(dialog.getByText('This URL is available!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Publish Portfolio' }).click();
    await expect(page.getByText('Portfolio published successfully!')).toBeVisible();

    const visitor = await page.context().browser()!.newContext();
    const reader = await visitor.newPage();
    // In the template's look: its root and its body font, as on the portfolio's own page.
    const root = reader.locator(`.${template.rootClass}`);
    const fontOf = () => root.evaluate((node) => getComputedStyle(node).fontFamily);
    await reader.goto(`/portfolio/${slug}`);
    const look = await fontOf();
    for (const width of [1280, 375]) {
      await reader.setViewportSize({ width, height: 900 });
      const answer = await reader.goto(`/portfolio/${slug}/nord-story`);
      expect(answer?.status()).toBe(200);
      await expect(
        reader.getByRole('heading', { level: 1, name: 'Nord, from brief to building' }),
      ).toBeVisible();
      await expect(reader.getByText('If it works on a stamp, it works everywhere.')).toBeVisible();
      await expect(root).toHaveCount(1);
      expect(await fontOf()).toBe(look);
      expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }
    // The old address moves there.
    await reader.goto(`/portfolio/${portfolioId}/project/${encodeURIComponent(project.id)}`);
    await expect(reader).toHaveURL(`/portfolio/${slug}/nord-story`);
    await visitor.close();
    allowRefusedRequests(problems, 503);
  });
}

test('the case study keeps its limits: at least three steps, at most six, and only allowed video hosts', async ({
  page,
}) => {
  const template = withCaseStudies[0]!;
  const designer = await signedUpByApi(page, 'Ines Duarte');
  const { id: portfolioId } = await openNewPortfolioByApi(page, designer, template.id);
  const project = projectsOf(template, migrateContent(template, template.defaultContent))[0]!;
  await page.goto(`/portfolio-builder/${portfolioId}/case-study/${encodeURIComponent(project.id)}`);

  const steps = canvas(page).getByLabel(/^Step \d+ title$/);
  await expect(steps).toHaveCount(3);
  // Every control of the editor is named and reachable (the article's template has its own checks).
  const { violations } = await new AxeBuilder({ page })
    .include('.cse-header')
    .include('.cs')
    .analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`),
  ).toEqual([]);
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe('You must have at least 3 steps');
    await dialog.accept();
  });
  await canvas(page).getByRole('button', { name: 'Remove step 3' }).click();
  await expect(steps).toHaveCount(3);
  const addStep = canvas(page).getByRole('button', { name: '+ Add step' });
  for (let added = 0; added < 3; added++) await addStep.click();
  await expect(steps).toHaveCount(6);
  await expect(addStep).toBeDisabled();

  // A step title longer than 50 letters is refused with the reason, and the document keeps none of it.
  await field(page, 'Step 1 title').click();
  await page.keyboard.type('x'.repeat(51));
  await page.keyboard.press('Enter');
  await expect(page.getByText('A step title must be at most 50 characters')).toBeVisible();

  await canvas(page).getByRole('button', { name: '+ Add section' }).click();
  await canvas(page).getByRole('button', { name: 'Add block: section 1, place 1' }).click();
  await canvas(page).getByRole('button', { name: 'Video', exact: true }).click();
  const link = field(page, 'Section 1 block 1 link');
  await link.click();
  await page.keyboard.type('https://evil.example/watch?v=dQw4w9WgXcQ');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Use a video link from YouTube, Vimeo or Loom')).toBeVisible();
  await expect(canvas(page).locator('iframe')).toHaveCount(0);

  await retype(page, link, 'https://youtu.be/dQw4w9WgXcQ');
  // A facade until asked: no request goes to the video host before the click.
  const facade = canvas(page).getByRole('button', { name: /^Play video/ });
  await expect(facade).toBeVisible();
  await expect(canvas(page).locator('iframe')).toHaveCount(0);
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
  );
  await facade.click();
  await expect(canvas(page).locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/,
  );
  await expect(savedStatus(page)).toBeVisible();
  const stored = (await storedStudy(page, portfolioId, project.id))!;
  expect(stored.steps).toHaveLength(6);
  expect(stored.steps[0]!.title).toBe('');
  expect(stored.sections[0]!.blocks[0]).toMatchObject({
    type: 'video',
    url: 'https://youtu.be/dQw4w9WgXcQ',
  });
});
