import { listTemplates } from '../../templates';
import {
  authOf,
  expect,
  openNewPortfolioByApi,
  savedStatus,
  signedUpByApi,
  test,
} from './fixtures';

type Typed = { sectionId: string; path: string; value: string };

// "+ Add skill" (and every list's add button) gives an empty item, named by its placeholder only,
// with the focus in it: what the designer types is what is saved, and no placeholder ever is.
for (const template of listTemplates()) {
  test(`${template.name} (${template.id}): every list's add button puts the focus in a new, empty item, and only what is typed is saved`, async ({
    page,
  }) => {
    const designer = await signedUpByApi(page, 'Ada Adder');
    const portfolio = await openNewPortfolioByApi(page, designer, template.id);

    const buttons = page.locator('.fb-canvas button.fb-add:not(:disabled)');
    const count = await buttons.count();
    expect(count, `${template.id} has lists to add to`).toBeGreaterThan(0);
    const typed: Typed[] = [];
    for (let index = 0; index < count; index++) {
      const button = buttons.nth(index);
      const { sectionId, path, items } = await button.evaluate((element) => {
        const path = element.closest('[data-list-actions]')!.getAttribute('data-list-actions')!;
        const section = element.closest<HTMLElement>('[data-section]')!;
        const list = section.querySelector(`[data-list="${path}"]`)!;
        return {
          sectionId: section.id,
          path,
          items: list.querySelectorAll(':scope > [data-item-index]').length,
        };
      });
      await button.click();
      const added = page.locator(
        `.fb-canvas #${sectionId} [data-list="${path}"] > [data-item-index="${items}"]`,
      );
      await expect(added, `${sectionId} ${path}: the new item`).toHaveCount(1);
      // The focus is in the new item, not left on the button.
      await expect
        .poll(() => added.evaluate((item) => item.contains(item.ownerDocument.activeElement)))
        .toBe(true);
      const field = page.locator(':focus');
      if ((await field.getAttribute('contenteditable')) === null) continue;
      // Empty, named by its placeholder: nothing stands in for what the designer will write.
      await expect(field).toHaveText('');
      expect(await field.getAttribute('data-placeholder')).toBeTruthy();
      const value = `Zq ${path} ${index}`;
      await page.keyboard.type(value);
      await page.keyboard.press('Enter');
      typed.push({ sectionId, path: (await field.getAttribute('data-path'))!, value });
    }
    expect(typed.length, `${template.id}: some list takes typed words`).toBeGreaterThan(0);

    await expect(savedStatus(page)).toBeVisible();
    const answer = await page.request.get(`/api/portfolios/${portfolio.id}`, {
      headers: authOf(designer),
    });
    const { content } = (await answer.json()).data.portfolio;
    for (const { sectionId, path, value } of typed) {
      const section = content.sections.find((each: { id: string }) => each.id === sectionId);
      const stored = path
        .split('.')
        .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], section.content);
      expect(stored, `${sectionId} ${path}`).toBe(value);
    }
  });
}
