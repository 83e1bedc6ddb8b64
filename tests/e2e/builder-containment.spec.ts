import { listTemplates } from '../../templates';
import { expect, openNewPortfolioByApi, signedUpByApi, test } from './fixtures';

// Sections out of view skip their rendering (content-visibility: auto in editor/builder/offscreen-sections.css), which
// also clips whatever they draw outside their box: the builder's own controls must stay inside.
for (const template of listTemplates()) {
  test(`${template.name} (${template.id}): every section's toolbar, item and image controls and open layout choices lie inside the section`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const designer = await signedUpByApi(page, 'Cora Contain');
    await openNewPortfolioByApi(page, designer, template.id);

    const sections = page.locator('.fb-section');
    const count = await sections.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      const section = sections.nth(index);
      await section.scrollIntoViewIfNeeded();
      // Its item and image controls are mounted once the designer is in the section.
      await section.locator('.fb-section-toolbar select').focus();
      const layouts = section.getByRole('button', { name: /^Layout of the / });
      if (await layouts.count()) await layouts.dispatchEvent('click');
      // Polled: a section scrolled into view is drawn at its own size from the next frame on, and
      // until then keeps the size guessed for it while it was skipped.
      const outside = () =>
        section.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const controls = element.querySelectorAll<HTMLElement>(
            '.fb-section-toolbar, .fb-layout-choices, .fb-item-controls, .fb-image-controls',
          );
          return [...controls]
            .filter((control) => {
              const rect = control.getBoundingClientRect();
              if (!rect.width && !rect.height) return false;
              return (
                rect.top < box.top - 0.5 ||
                rect.left < box.left - 0.5 ||
                rect.bottom > box.bottom + 0.5 ||
                rect.right > box.right + 0.5
              );
            })
            .map((control) => control.getAttribute('aria-label') ?? control.className);
        });
      await expect
        .poll(outside, { message: `controls outside section ${await section.getAttribute('id')}` })
        .toEqual([]);
      if (await layouts.count()) await layouts.dispatchEvent('click');

      // A picture's controls cover none of its item's words (a caption laid over the picture).
      const covered = () =>
        section.evaluate((element) =>
          [...element.querySelectorAll<HTMLElement>('.fb-item .fb-image-controls')].flatMap(
            (controls) => {
              const bar = controls.getBoundingClientRect();
              const item = controls.closest('.fb-item')!;
              return [...item.querySelectorAll<HTMLElement>('.fb-editable')]
                .filter((field) => {
                  const rect = field.getBoundingClientRect();
                  return (
                    rect.width > 0 &&
                    rect.left < bar.right &&
                    rect.right > bar.left &&
                    rect.top < bar.bottom &&
                    rect.bottom > bar.top
                  );
                })
                .map((field) => field.getAttribute('aria-label'));
            },
          ),
        );
      // Polled: the controls are placed once measured, a frame or two after they mount.
      await expect
        .poll(covered, {
          message: `words under a picture's controls in ${await section.getAttribute('id')}`,
        })
        .toEqual([]);
    }

    // The builder's own controls are set in its own typeface, never in the page's (or the
    // browser's default, Times New Roman): the Add section menu open, every control in the canvas.
    await page.getByRole('button', { name: '+ Add section' }).click();
    await expect(page.locator('.fb-add-menu')).toBeVisible();
    const offFont = await page
      .locator('.fb-canvas')
      .evaluate((canvas) =>
        [
          ...canvas.querySelectorAll<HTMLElement>(
            ':is(.fb-section-toolbar, .fb-layout-choices, .fb-item-controls, .fb-image-controls, .fb-add-section) :is(button, span, strong, label)',
          ),
        ]
          .filter((element) => !getComputedStyle(element).fontFamily.startsWith('"Inter Variable"'))
          .map(
            (element) =>
              `${element.closest('[aria-label]')?.getAttribute('aria-label') ?? element.className} "${element.textContent?.trim().slice(0, 30)}": ${getComputedStyle(element).fontFamily}`,
          ),
      );
    expect(offFont, 'builder controls in another typeface').toEqual([]);
  });
}
