import type { Page } from '@playwright/test';
import { listTemplates, type TemplateDefinition } from '../../templates';
import { WINDOWED_FROM_SECTIONS } from '../../editor/craft/sectionWindow';
import {
  authOf,
  expect,
  openBuilder,
  portfolioByApi,
  savedStatus,
  signedUpByApi,
  test,
} from './fixtures';

// A long page draws only the sections near the screen (editor/craft/sectionWindow.tsx): the others
// keep their toolbar and their words hidden until found, and draw as soon as they are scrolled to,
// focused into or found.

/** The template's sample page with its middle sections repeated, first and last kept: long enough. */
function longContent(template: TemplateDefinition) {
  const { sections } = template.defaultContent;
  const middle = sections.slice(1, -1);
  const repeated = Array.from({ length: WINDOWED_FROM_SECTIONS + 4 - 2 }, (_, index) => {
    const section = middle[index % middle.length]!;
    return { ...section, id: `${section.id}-${index}` };
  });
  return {
    ...template.defaultContent,
    sections: [sections[0]!, ...repeated, sections.at(-1)!],
  };
}

const placeholderOf = (page: Page, id: string) =>
  page.locator(`[id="${id}"] > .fb-section-placeholder`);

for (const template of listTemplates()) {
  test(`${template.name} (${template.id}): a long page draws the sections near the screen, and each far one when scrolled to, focused into or found`, async ({
    page,
  }) => {
    const designer = await signedUpByApi(page, 'Wren Window');
    const content = longContent(template);
    const portfolio = await portfolioByApi(page, designer, template.id, { content });
    await openBuilder(page, portfolio.id);
    const ids = content.sections.map((section) => section.id);
    const first = ids[0]!;
    const last = ids.at(-1)!;

    // Every section is in the canvas with its toolbar; the first is drawn, the last is not.
    await expect(page.locator('.fb-canvas .fb-section')).toHaveCount(ids.length);
    await expect(page.locator('.fb-canvas .fb-section-toolbar')).toHaveCount(ids.length);
    await expect(page.locator(`[id="${first}"] [data-path]`).first()).toBeVisible();
    await expect(placeholderOf(page, last)).toHaveCount(1);
    const drawnAtFirst = await page.locator('.fb-canvas .fb-section-placeholder').count();
    expect(drawnAtFirst).toBeGreaterThan(ids.length / 2);

    // Its words are in the page for find in page, hidden until found.
    const hiddenWords = placeholderOf(page, last).locator('> div');
    await expect(hiddenWords).toHaveAttribute('hidden', 'until-found');
    const someWord = (await hiddenWords.locator('p').first().textContent())!;
    expect(someWord.trim()).not.toBe('');

    // Found: the browser tells the hidden words before it shows them (Playwright can't press
    // Ctrl+F, so the event find in page sends is sent here).
    const middleId = ids[Math.floor(ids.length / 2)]!;
    await expect(placeholderOf(page, middleId)).toHaveCount(1);
    await placeholderOf(page, middleId)
      .locator('> div')
      .evaluate((words) => words.dispatchEvent(new Event('beforematch')));
    await expect(placeholderOf(page, middleId)).toHaveCount(0);

    // Focused into from the keyboard (its toolbar): drawn, with its item controls.
    const focused = ids[ids.length - 3]!;
    await page.locator(`[id="${focused}"] .fb-section-toolbar select`).focus();
    await expect(placeholderOf(page, focused)).toHaveCount(0);

    // Scrolled to: the last section draws, and an edit in it is saved.
    await page.locator(`[id="${last}"]`).scrollIntoViewIfNeeded();
    await expect(placeholderOf(page, last)).toHaveCount(0);
    const field = page.locator(`[id="${last}"] [contenteditable][data-path]`).first();
    await expect(field).toBeVisible();
    const path = (await field.getAttribute('data-path'))!;
    await field.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Written far down');
    await field.blur();
    await expect(savedStatus(page)).toBeVisible();
    await expect
      .poll(async () => {
        const answer = await page.request.get(`/api/portfolios/${portfolio.id}`, {
          headers: authOf(designer),
        });
        const saved = (await answer.json()).data.portfolio.content.sections.at(-1).content;
        return path.split('.').reduce((value, key) => value?.[key], saved);
      })
      .toBe('Written far down');

    // Back at the top and working there, the far sections are let go again: the page holds what is near.
    await page.locator(`[id="${first}"] .fb-section-toolbar select`).focus();
    await page.locator(`[id="${first}"]`).hover();
    await expect(placeholderOf(page, last)).toHaveCount(1);
  });
}
