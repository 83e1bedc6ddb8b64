import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { listTemplates } from '../../templates';
import { getPath } from '../../templates/paths';
import { isPlaceholderLink, isSampleImage, sampleSpots } from '../../templates/samples';
import { setupSteps } from '../../templates/setup/steps';
import type { SetupQuestion, SetupStep } from '../../templates/setup/types';
import type { TemplateDefinition } from '../../templates/types';
import { expect, publishedByApi, signedUpByApi, test } from './fixtures';

/**
 * Setup makes the page the designer's (issue 17): on every registered template, setup is filled
 * with the designer's own words and pictures, survives a reload mid-way, and the published page
 * shows none of the template's sample text, sample pictures or bare social links. The steps and
 * their questions come from the template's declarations (`setupSteps`): nothing here names a
 * template, a section or a field. These tests walk the setup wizard on purpose; the account is made
 * through the API, and the result published through it.
 */

const tag = () => randomUUID().slice(0, 6);

/** A designer's own answer to a question: nothing any template ships. */
function answer(question: Pick<SetupQuestion, 'type' | 'key' | 'words'>, run: string, n = 0) {
  const word = `${question.key}${n}${run}`.toLowerCase();
  if (question.words) return `Zq ${word} one, Zq ${word} two`;
  switch (question.type) {
    case 'email':
      return `zq-${run}@quellstudio.dev`;
    case 'url':
      return `https://quell-${run}.dev/${word}`;
    case 'tel':
      return '+1 555 0100';
    case 'number':
      return String(2001 + n);
    default:
      return `Zq ${question.key} ${n} ${run}`;
  }
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

let colour = 0;
const picture = () =>
  sharp({
    create: {
      width: 960,
      height: 640,
      channels: 3,
      background: { r: (colour += 37) % 256, g: (colour * 3) % 256, b: 140 },
    },
  })
    .jpeg()
    .toBuffer();

/** Uploads a picture with the question's uploader, and waits until setup shows it. */
async function uploadInto(page: Page, group: Locator) {
  const uploaded = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/upload/single') && response.request().method() === 'POST',
  );
  const chooser = page.waitForEvent('filechooser');
  await group.getByRole('button', { name: 'Upload image', exact: true }).click();
  await (
    await chooser
  ).setFiles({ name: 'mine.jpg', mimeType: 'image/jpeg', buffer: await picture() });
  const response = await uploaded;
  expect(response.status(), 'the upload is accepted').toBe(201);
  const { url } = ((await response.json()) as { data: { url: string } }).data;
  await expect(
    group.locator(`img[src="${url}"]`),
    'setup shows the uploaded picture',
  ).toBeVisible();
  await expect(group.getByRole('button', { name: 'Replace image', exact: true })).toBeVisible();
  return url;
}

/** Answers every question of a step on screen; lists get two items. Returns what was written. */
async function fillStep(page: Page, step: SetupStep, run: string) {
  const form = page.getByRole('region', { name: step.title, exact: true });
  const written: string[] = [];
  const fill = async (scope: Locator, question: SetupQuestion, n = 0) => {
    if (question.type === 'image') {
      written.push(
        await uploadInto(page, scope.getByRole('group', { name: question.label, exact: true })),
      );
      return;
    }
    const value = answer(question, run, n);
    await scope.getByLabel(question.label, { exact: true }).fill(value);
    written.push(value);
  };
  for (const question of step.identity) {
    if (question.field !== 'socials') {
      await fill(form, question);
      continue;
    }
    const links = form
      .getByRole('group', { name: question.label, exact: true })
      .getByLabel(/^(Your .+ profile|Link \d+)$/);
    for (let n = 0; n < (await links.count()); n++) {
      const value = `https://profiles.quell-${run}.dev/${n}`;
      await links.nth(n).fill(value);
      written.push(value);
    }
  }
  for (const field of step.fields) await fill(form, field);
  for (const list of step.lists) {
    const group = form.getByRole('group', { name: list.label, exact: true });
    const count = Math.min(2, list.maxItems);
    if (count > 1)
      await group
        .getByRole('button', { name: `+ Add another ${list.itemLabel}`, exact: true })
        .click();
    for (let n = 0; n < count; n++) {
      const item = group.getByRole('group', {
        name: `${capitalize(list.itemLabel)} ${n + 1}`,
        exact: true,
      });
      for (const field of list.fields) await fill(item, field, n);
    }
  }
  return written;
}

/** The template's sample content: its texts, its pictures and its links. */
function samplesOf(template: TemplateDefinition) {
  const spots = sampleSpots(template, template.defaultContent, listTemplates());
  const value = (spot: (typeof spots)[number]) =>
    getPath(
      template.defaultContent.sections.find((s) => s.id === spot.sectionId)!.content,
      spot.path,
    );
  const of = (kind: string) => [
    ...new Set(spots.filter((spot) => spot.kind === kind).map((spot) => String(value(spot)))),
  ];
  return { texts: of('text'), images: of('image'), links: of('link') };
}

for (const template of listTemplates()) {
  test(`${template.name} (${template.id}): setup with the designer's own content, a reload mid-way, and no sample on the published page`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const run = tag();
    const steps = setupSteps(template);
    await page.setViewportSize({ width: 1280, height: 1000 });
    const designer = await signedUpByApi(page, `Setup ${template.name}`);

    await page.goto(`/portfolio-builder/new?template=${encodeURIComponent(template.id)}`);
    await expect(page).toHaveURL(/\/portfolio-builder\/[0-9a-f-]{36}/);
    const portfolioId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByText(`Step 1 of ${steps.length} · ${template.name}`)).toBeVisible();

    const middle = Math.min(1, steps.length - 1);
    const written: string[] = [];
    for (let index = 0; index < steps.length; index++) {
      const step = steps[index]!;
      await expect(
        page.getByRole('heading', { level: 1, name: step.title, exact: true }),
      ).toBeVisible();
      const answers = await fillStep(page, step, run);
      written.push(...answers);
      if (index === middle) {
        // A reload mid-setup comes back to the same step, with everything typed and uploaded.
        await page.reload();
        await expect(
          page.getByRole('heading', { level: 1, name: step.title, exact: true }),
          `${template.id}: a reload returns to "${step.title}"`,
        ).toBeVisible();
        await expect(
          page.getByText(`Step ${index + 1} of ${steps.length} · ${template.name}`),
        ).toBeVisible();
        const form = page.getByRole('region', { name: step.title, exact: true });
        const typed = answers.filter((value) => !value.startsWith('/'));
        for (const url of answers.filter((value) => value.startsWith('/')))
          await expect(
            form.locator(`img[src="${url}"]`),
            'an uploaded picture is still there',
          ).toBeVisible();
        const values = await form
          .locator('input:not([type=file]), textarea')
          .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
        for (const value of typed)
          expect(values, `${template.id}: "${value}" survives the reload`).toContain(value);
      }
      const last = index === steps.length - 1;
      await page.getByRole('button', { name: last ? 'Complete' : 'Continue', exact: true }).click();
    }

    // Customize, saved on its own; the setup is over, on a reload too.
    const canvas = page.getByRole('region', { name: 'Portfolio canvas' });
    await expect(canvas).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: /Auto-saved|All changes saved|Saved at/ }),
    ).toBeVisible();
    // The builder opens at the top of the portfolio, the hero in view: nothing is scrolled.
    expect(
      await page.evaluate(() =>
        [document.scrollingElement!, ...document.querySelectorAll('*')]
          .filter((element) => element.scrollTop > 0)
          .map((element) => `${element.tagName}.${element.className}: ${element.scrollTop}px`),
      ),
      `${template.id}: scrolled after setup`,
    ).toEqual([]);
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('portfolio-setup-')),
      ),
      'setup forgets its answers once completed',
    ).toEqual([]);
    await page.reload();
    await expect(canvas).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skip Setup' })).toHaveCount(0);

    // Publish what setup saved (the Publish dialog is walked in journey.spec.ts).
    const slug = await publishedByApi(page, designer, portfolioId);

    // The published page: the designer's content, and none of the template's samples.
    await page.goto(`/portfolio/${slug}`);
    const name = `Zq name 0 ${run}`;
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
    const shown = await page.evaluate(() => {
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        if (text && !node.parentElement?.closest('script, style')) texts.push(text);
      }
      return {
        body: document.body.innerText,
        texts,
        attributes: [...document.querySelectorAll('[alt], [title], [aria-label]')].flatMap(
          (element) =>
            ['alt', 'title', 'aria-label'].map((name) => element.getAttribute(name) ?? ''),
        ),
        images: [...document.querySelectorAll('img')].flatMap((img) => [
          img.getAttribute('src') ?? '',
          ...(img.getAttribute('srcset') ?? '')
            .split(',')
            .map((part) => part.trim().split(' ')[0]!),
        ]),
        // Links away from the page: the app's own ("Made with Folio") are not the designer's.
        links: [...document.querySelectorAll('a[href]')]
          .map((a) => (a as HTMLAnchorElement).href)
          .filter((href) => /^https?:/.test(href) && new URL(href).origin !== location.origin),
      };
    });
    const samples = samplesOf(template);
    const everyText = [...shown.texts, ...shown.attributes];
    for (const sample of samples.texts) {
      // Three characters or fewer ("2", "12") cannot be told from the numbers a template draws.
      if (sample.length < 4) continue;
      // A long sample is nowhere in the page; a short one ("2025", "Editorial") is no text of it.
      if (sample.length >= 12)
        expect(
          shown.body,
          `${template.id}: the sample text "${sample}" is published`,
        ).not.toContain(sample);
      else
        expect(everyText, `${template.id}: the sample text "${sample}" is published`).not.toContain(
          sample,
        );
    }
    for (const src of shown.images.filter(Boolean)) {
      expect(
        isSampleImage(src),
        `${template.id}: the published page shows the sample picture ${src}`,
      ).toBe(false);
      expect(samples.images).not.toContain(src);
    }
    for (const href of shown.links) {
      expect(isPlaceholderLink(href), `${template.id}: the published page links to ${href}`).toBe(
        false,
      );
      expect(samples.links).not.toContain(href);
    }
    // And what the designer wrote is there (texts shown in full; pictures and links as written).
    for (const value of written.filter((value) => value.startsWith('/uploads/')))
      expect(shown.images, `${template.id}: the uploaded ${value} is published`).toContain(value);
    expect(shown.body).toContain(name);
  });
}

test('Choose another template switches this portfolio, keeps the answers, and survives a reload', async ({
  page,
}) => {
  const [first, second] = listTemplates();
  test.skip(!second, 'one template is registered: there is no other to choose');
  const run = tag();
  await signedUpByApi(page, 'Setup Switch');
  await page.goto(`/portfolio-builder/new?template=${encodeURIComponent(first!.id)}`);
  await expect(page).toHaveURL(/\/portfolio-builder\/[0-9a-f-]{36}/);
  const address = new URL(page.url()).pathname;
  const firstStep = setupSteps(first!)[0]!;
  const name = firstStep.identity.find((question) => question.field === 'name');
  const typed = `Zq Switch ${run}`;
  if (name) await page.getByLabel(name.label, { exact: true }).fill(typed);

  await page.getByRole('button', { name: '← Choose another template' }).click();
  await expect(page.getByRole('heading', { name: 'Choose another template' })).toBeFocused();
  for (const template of listTemplates())
    await expect(page.getByRole('listitem', { name: template.name })).toBeVisible();
  await page.getByRole('button', { name: `Use ${second!.name}`, exact: true }).click();

  const steps = setupSteps(second!);
  await expect(page.getByText(`Step 1 of ${steps.length} · ${second!.name}`)).toBeVisible();
  expect(new URL(page.url()).pathname, 'the same portfolio: no second one is created').toBe(
    address,
  );
  const otherName = steps[0]!.identity.find((question) => question.field === 'name');
  if (name && otherName)
    await expect(page.getByLabel(otherName.label, { exact: true })).toHaveValue(typed);

  // The portfolio itself takes the template (and no second portfolio is made)...
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const templatesOfMine = async () => {
    const mine = await page.request.get('/api/portfolios/user/me', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { data } = (await mine.json()) as { data: { portfolios: Array<{ templateId: string }> } };
    return data.portfolios.map((portfolio) => portfolio.templateId);
  };
  await expect
    .poll(templatesOfMine, { message: 'the portfolio is saved with the new template' })
    .toEqual([second!.id]);

  // ...and a reload comes back to its setup, with the answers.
  await page.reload();
  await expect(page.getByText(`Step 1 of ${steps.length} · ${second!.name}`)).toBeVisible();
  if (name && otherName)
    await expect(page.getByLabel(otherName.label, { exact: true })).toHaveValue(typed);
});
