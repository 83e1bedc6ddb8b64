import type { Locator, Page } from '@playwright/test';
import { listTemplates } from '../../templates';
import { expect, openNewPortfolioByApi, signedUpByApi, test } from './fixtures';

// An item's controls show while the designer is on it, which is also when they are editing its
// words: the controls must cover none of them, and two items' controls (the one being edited, the
// one pointed at next) must not lie over one another.

type Box = { left: number; top: number; right: number; bottom: number };

/** The item's words as drawn (each line of each field, an empty field's box) and its shown controls. */
function itemLayout(item: Locator) {
  return item.evaluate((element) => {
    const box = (rect: DOMRect) => ({
      left: rect.left,
      top: rect.top,
      right: rect.right,
      bottom: rect.bottom,
    });
    const controls = element.querySelector(':scope > .fb-item-controls') as HTMLElement;
    const words = [...element.querySelectorAll<HTMLElement>('.fb-editable')]
      .filter(
        (field) => !field.closest('.fb-item-controls') && field.closest('.fb-item') === element,
      )
      .flatMap((field) => {
        const range = document.createRange();
        range.selectNodeContents(field);
        const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const name = field.getAttribute('aria-label') ?? field.textContent!.slice(0, 20);
        // Within the item's box: a display face set tight (line-height under 1) lets its line box
        // stick out of the item by the empty room above its capitals, as the template lays it out.
        const item = element.getBoundingClientRect();
        return (lines.length ? lines : [field.getBoundingClientRect()])
          .filter((rect) => rect.width > 0 && rect.height > 0)
          .map((rect) => ({
            name,
            box: {
              left: Math.max(rect.left, item.left),
              top: Math.max(rect.top, item.top),
              right: Math.min(rect.right, item.right),
              bottom: Math.min(rect.bottom, item.bottom),
            },
          }));
      });
    return {
      name: controls.getAttribute('aria-label')!,
      shown: getComputedStyle(controls).opacity === '1',
      controls: box(controls.getBoundingClientRect()),
      words,
    };
  });
}

/** Every control bar shown in the canvas now, named. */
function shownBars(page: Page) {
  return page.locator('.fb-canvas').evaluate((canvas) =>
    [
      ...canvas.querySelectorAll<HTMLElement>(
        '.fb-item-controls, .fb-image-controls, .fb-section-toolbar',
      ),
    ]
      .filter((bar) => {
        const rect = bar.getBoundingClientRect();
        return rect.width > 0 && Number(getComputedStyle(bar).opacity) > 0.05;
      })
      .map((bar) => {
        const rect = bar.getBoundingClientRect();
        return {
          name: bar.getAttribute('aria-label') ?? bar.className,
          box: { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom },
        };
      }),
  );
}

const meet = (a: Box, b: Box) =>
  a.left < b.right - 0.5 &&
  b.left < a.right - 0.5 &&
  a.top < b.bottom - 0.5 &&
  b.top < a.bottom - 0.5;

/** Points at the item and, when it has words, clicks into its first field as a designer would. */
async function workOn(item: Locator, click: boolean) {
  const field = item.locator('.fb-editable').first();
  const target = (await field.count()) ? field : item;
  await target.scrollIntoViewIfNeeded();
  if (click && target === field) await field.click();
  else await target.hover();
}

for (const template of listTemplates()) {
  test(`${template.name} (${template.id}): an item's controls cover none of its words and no other item's controls, at 1280 and 375px (slow: every item of the page is clicked into, at both widths)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const designer = await signedUpByApi(page, 'Ida Items');
    const portfolio = await openNewPortfolioByApi(page, designer, template.id);
    const problems: string[] = [];
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/portfolio-builder/${portfolio.id}`);
      const sections = page.locator('.fb-section');
      await expect(sections.first()).toBeVisible();
      const count = await sections.count();
      for (let index = 0; index < count; index++) {
        const section = sections.nth(index);
        await section.scrollIntoViewIfNeeded();
        await section.locator('.fb-section-toolbar select').focus();
        const items = section.locator('.fb-item:has(> .fb-item-controls)');
        const total = await items.count();
        for (let n = 0; n < total; n++) {
          const item = items.nth(n);
          await workOn(item, true);
          await expect.poll(async () => (await itemLayout(item)).shown).toBe(true);
          const layout = await itemLayout(item);
          for (const word of layout.words)
            if (meet(layout.controls, word.box))
              problems.push(`${width}px: ${layout.name} cover “${word.name}”`);

          if (n + 1 < total) {
            // Still editing this one, pointing at the next: both show their controls.
            const next = items.nth(n + 1);
            await workOn(next, false);
            await expect.poll(async () => (await itemLayout(next)).shown).toBe(true);
            const bars = await shownBars(page);
            for (const [i, a] of bars.entries())
              for (const b of bars.slice(i + 1))
                if (meet(a.box, b.box)) problems.push(`${width}px: ${a.name} over ${b.name}`);
          }
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });
}
