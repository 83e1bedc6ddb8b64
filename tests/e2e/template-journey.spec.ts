import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { listTemplates } from '../../templates';
import { expect, openNewPortfolioByApi, signedUpByApi, test } from './fixtures';

/**
 * The builder journey a designer takes, run on every registered template: nothing here names a
 * template, a section or a selector of one. Lists are found by the builder's own markup (`.fb-list`
 * with `data-path`) and their controls by the labels EditableList gives them; a template added to
 * templates/index.ts is covered with no edit to this file.
 */

/** One list of the builder's canvas, as its controls describe it. */
type ListInfo = {
  /** The id of the section drawing it (the Craft.js node id, unique on the page). */
  section: string;
  path: string;
  /** Selectors, inside the section, of the list's items and of its add and upload controls. */
  itemsSelector: string;
  actionsSelector: string;
  /** What one item is called in its controls ("project", "photograph"). */
  label: string;
  count: number;
  canAdd: boolean;
  canUpload: boolean;
  /** Each item's editable texts, joined: what a designer reads of it, in order. */
  texts: string[];
  /** Whether each item has a text edited in place. */
  editable: boolean[];
};

/**
 * Every list on the canvas, in page order, read in one pass. A list is `.fb-list[data-path]` holding
 * its items and its "+ Add" and "Upload" controls, or (the builder drawing items as the template's
 * own elements) the template's element marked `data-list` followed by `[data-list-actions]`.
 */
function readLists(page: Page): Promise<ListInfo[]> {
  return page.locator('.fb-canvas').evaluate((canvas) => {
    const LIST = '.fb-list[data-path], [data-list]';
    // Sections off screen are not drawn (content-visibility: auto): drawn while read, as the builder does.
    const sections = [...canvas.querySelectorAll<HTMLElement>('.fb-section')];
    for (const section of sections) section.style.contentVisibility = 'visible';
    const lists = [...canvas.querySelectorAll<HTMLElement>(LIST)].map((list) => {
      const wrapped = list.matches('.fb-list');
      const path = (wrapped ? list.dataset.path : list.dataset.list)!;
      const own = (element: Element) => element.closest(LIST) === list;
      let actions: Element | null = wrapped ? list : null;
      for (let next = list.nextElementSibling; !actions && next; next = next.nextElementSibling)
        if (next.getAttribute('data-list-actions') === path) actions = next;
      // The items themselves: their controls are mounted only while their section is worked on.
      const removes = [...list.children].filter((child) => child.matches('[data-item-index]'));
      const label = list.dataset.itemLabel;
      const actionButtons = actions
        ? [...actions.querySelectorAll('button')].filter((button) => !wrapped || own(button))
        : [];
      const add = actionButtons.find((button) => button.textContent?.trim() === `+ Add ${label}`);
      const fields = [...list.querySelectorAll<HTMLElement>('[contenteditable][data-path]')];
      const fieldsOf = (index: number) =>
        fields.filter((field) => {
          const at = field.dataset.path!;
          return at === `${path}.${index}` || at.startsWith(`${path}.${index}.`);
        });
      const items = removes.map((_, index) => fieldsOf(index));
      const itemsSelector = wrapped ? `.fb-list[data-path="${path}"]` : `[data-list="${path}"]`;
      return {
        section: list.closest('[data-section]')?.id ?? '',
        path,
        itemsSelector,
        actionsSelector: wrapped ? itemsSelector : `[data-list-actions="${path}"]`,
        label: label ?? '',
        count: removes.length,
        canAdd: Boolean(add && !add.disabled),
        canUpload: actionButtons.some(
          (button) => button.textContent?.trim() === `Upload ${label}s`,
        ),
        texts: items.map((item) => item.map((field) => field.innerText.trim()).join(' | ')),
        editable: items.map((item) => item.length > 0),
      };
    });
    for (const section of sections) section.style.contentVisibility = '';
    return lists;
  });
}

async function listState(page: Page, chosen: Pick<ListInfo, 'section' | 'path'>) {
  const state = (await readLists(page)).find(
    (list) => list.section === chosen.section && list.path === chosen.path,
  );
  if (!state) throw new Error(`the list "${chosen.path}" of section "${chosen.section}" is gone`);
  return state;
}

/**
 * Types into a text edited in place, replacing what is there, and commits it with Enter. A list
 * item's text is reached with the keyboard's focus: on a small item (a skill chip) the item's own
 * controls cover the text while the pointer is over it.
 */
async function retype(
  page: Page,
  field: Locator,
  text: string,
  reach: 'click' | 'focus' = 'click',
) {
  if (reach === 'click') await field.click();
  else await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(field, 'the text edited in place shows what was typed').toHaveText(text);
}

/**
 * Presses an item's control from the keyboard. Controls sit over the item and show on hover; the
 * keyboard reaches them whatever the item's size (the layout is checked on its own).
 */
async function press(page: Page, button: Locator) {
  await button.focus();
  await page.keyboard.press('Enter');
}

/**
 * What covers the middle of a control once it is scrolled to the middle of the window, or null
 * when the control itself would take a click there.
 */
function coveringElement(control: Locator) {
  return control.evaluate((element) => {
    element.scrollIntoView({ block: 'center', inline: 'center' });
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    if (hit && (hit === element || element.contains(hit))) return null;
    const slot = element.closest('[data-path]')?.getAttribute('data-path');
    const section = element.closest('[data-section]')?.id;
    const where = `${slot ? `the image "${slot}" of ` : ''}section "${section}"`;
    if (!hit) return `nothing: it is outside the window (in ${where})`;
    const classes = [...hit.classList].map((name) => `.${name}`).join('');
    return `<${hit.localName}${classes}> (in ${where}; clipped by an ancestor, or under another element)`;
  });
}

/**
 * The width of the element standing for the item holding `text` in a list: climbing from the text
 * up to the last ancestor that does not also hold `otherText` (another item's text of that list).
 */
function itemWidth(scope: Locator, text: string, otherText: string) {
  return scope.evaluate(
    (root, [text, otherText]) => {
      const holder = (wanted: string) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (node.textContent?.includes(wanted)) return node.parentElement;
        return null;
      };
      let item = holder(text);
      const other = holder(otherText);
      if (!item || !other) return null;
      while (item.parentElement && !item.parentElement.contains(other)) item = item.parentElement;
      return Math.round(item.getBoundingClientRect().width);
    },
    [text, otherText] as const,
  );
}

/** Moves an item onto another's place with the pointer, through its drag handle. */
async function dragOnto(page: Page, list: Locator, label: string, from: number, to: number) {
  const controls = (n: number) =>
    list.getByRole('group', { name: `${label} ${n} controls`, exact: true });
  const box = (n: number) =>
    controls(n).evaluate((group) => {
      const rect = group.parentElement!.getBoundingClientRect();
      return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    });
  // Both items in view, around the middle of the window, so nothing scrolls during the drag.
  await controls(to).scrollIntoViewIfNeeded();
  const [source, target] = [await box(from), await box(to)];
  await page.evaluate(
    (middle) => window.scrollBy(0, middle - window.innerHeight / 2),
    (source.y + target.y) / 2,
  );
  const [start, end] = [await box(from), await box(to)];
  const handle = list.getByRole('button', { name: `Drag ${label} ${from}`, exact: true });
  // Over the item first: its controls show, and take the pointer, while it is hovered.
  await page.mouse.move(start.x, start.y);
  await expect(controls(from)).toHaveCSS('opacity', '1');
  const grip = (await handle.boundingBox())!;
  const x = grip.x + grip.width / 2;
  const y = grip.y + grip.height / 2;
  await page.mouse.move(x, y, { steps: 4 });
  await page.mouse.down();
  await page.mouse.move(x + 4, y + 8, { steps: 4 });
  // The dragged item's centre lands on the target's: closest-centre collision picks the target.
  await page.mouse.move(x + end.x - start.x, y + end.y - start.y, { steps: 12 });
  await page.mouse.up();
}

const tag = () => randomUUID().slice(0, 6);

/**
 * The addresses the server refused during a test: a console error "Failed to load resource" does
 * not name them, so they are printed beside it.
 */
let refused: string[] = [];
test.beforeEach(({ page }) => {
  refused = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
});
test.afterEach(() => {
  const { status, expectedStatus, title } = test.info();
  if (refused.length && status !== expectedStatus)
    console.log(`${title}\n  refused requests: ${refused.join(', ')}`);
});

for (const template of listTemplates()) {
  test(`${template.name} (${template.id}): edit, add, remove, reorder, upload and publish in the builder`, async ({
    page,
  }) => {
    const run = tag();
    await page.setViewportSize({ width: 1280, height: 1000 });
    const designer = await signedUpByApi(page, `Journey ${template.name}`);

    // A portfolio with this template's sample content, as Skip Setup leaves it, made through the
    // API (setup.spec.ts walks /portfolio-builder/new?template= for every template).
    await openNewPortfolioByApi(page, designer, template.id);
    const canvas = page.getByRole('region', { name: 'Portfolio canvas' });

    // 1. The headline of the first section, edited in place.
    const first = canvas.locator('[data-section]').first();
    const firstId = await first.getAttribute('id');
    expect(firstId, 'the first section has an id').toBeTruthy();
    const headings = first.locator('h1[contenteditable][data-path]');
    const headline = (await headings.count())
      ? headings.first()
      : first.locator('[contenteditable][data-path]').first();
    await expect(headline, `${template.id}: the first section has a text to edit`).toBeVisible();
    const headlineText = `Journey headline ${run}`;
    await retype(page, headline, headlineText);
    await expect(first.getByText(headlineText, { exact: true })).toBeVisible();

    // 2. A list: the first that can grow, has two items or more, and text in its first two items.
    const lists = await readLists(page);
    const chosen = lists.find(
      (list) => list.canAdd && list.count >= 2 && list.editable[0] && list.editable[1],
    );
    expect(
      chosen,
      `${template.id}: no list with an enabled "+ Add" button, two items and text to edit in them; lists seen: ${JSON.stringify(lists.map(({ section, path, label, count, canAdd }) => ({ section, path, label, count, canAdd })))}`,
    ).toBeTruthy();
    const { section, path, label } = chosen!;
    const list = canvas.locator(`[id="${section}"] ${chosen!.itemsSelector}`);
    const listActions = canvas.locator(`[id="${section}"] ${chosen!.actionsSelector}`);
    const where = `${template.id}: the "${label}" list (${section} › ${path})`;
    const texts = async () => (await listState(page, chosen!)).texts;
    let model = [...chosen!.texts];

    // Add: one more item, at the end.
    await listActions.getByRole('button', { name: `+ Add ${label}`, exact: true }).click();
    await expect
      .poll(async () => (await listState(page, chosen!)).count, {
        message: `${where}: "+ Add ${label}" adds an item`,
      })
      .toBe(model.length + 1);
    const added = await listState(page, chosen!);
    expect(
      added.texts.slice(0, model.length),
      `${where}: the items before stay as they were`,
    ).toEqual(model);
    expect(added.editable.at(-1), `${where}: the added ${label} has a text to edit`).toBe(true);

    // Name items A, B, C (and the added one, when it is further down) so their order can be read.
    const field = (index: number) =>
      list
        .locator(
          `[contenteditable][data-path="${path}.${index}"], [contenteditable][data-path^="${path}.${index}."]`,
        )
        .first();
    const marker = (letter: string) => `Item ${letter} ${run}`;
    const markers: Record<string, string> = {};
    const last = added.count - 1;
    for (const [index, letter] of [
      [0, 'A'],
      [1, 'B'],
      [2, 'C'],
      ...(last > 2 ? ([[last, 'N']] as const) : []),
    ] as const) {
      markers[letter] = marker(letter);
      await retype(page, field(index), markers[letter], 'focus');
    }
    model = await texts();
    for (const [index, letter] of [
      [0, 'A'],
      [1, 'B'],
      [2, 'C'],
    ] as const)
      expect(model[index], `${where}: item ${index + 1} shows its new text`).toContain(
        markers[letter],
      );

    // The builder draws the items as the page does: same size as in the preview.
    const builderWidth = await itemWidth(list, markers.A!, markers.C!);
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByText(markers.A!)).toBeAttached();
    const previewWidth = await itemWidth(
      preview.locator(`[id="${section}"]`),
      markers.A!,
      markers.C!,
    );
    await page.getByRole('button', { name: 'Back to Edit' }).click();
    await expect(canvas).toBeVisible();
    expect
      .soft(
        builderWidth !== null && previewWidth !== null,
        `${where}: items A and C are found on the canvas (${builderWidth !== null}) and in the preview (${previewWidth !== null})`,
      )
      .toBe(true);
    if (builderWidth !== null && previewWidth !== null)
      expect
        .soft(
          Math.abs(builderWidth - previewWidth) <= Math.max(24, previewWidth * 0.1),
          `${where}: the builder draws a ${label} ${builderWidth}px wide where the preview and the published page draw it ${previewWidth}px wide: the builder does not lay out the list's items as the template's own elements`,
        )
        .toBe(true);

    // Reorder with the arrow button: item 1 goes after item 2.
    await press(page, list.getByRole('button', { name: `Move ${label} 1 later`, exact: true }));
    model = [model[1]!, model[0]!, ...model.slice(2)];
    await expect
      .poll(texts, { message: `${where}: "Move ${label} 1 later" swaps the first two items` })
      .toEqual(model);

    // Reorder with the pointer: item 3 dragged onto item 2's place.
    await dragOnto(page, list, label, 3, 2);
    model = [model[0]!, model[2]!, model[1]!, ...model.slice(3)];
    await expect
      .poll(texts, { message: `${where}: dragging ${label} 3 onto ${label} 2 swaps them` })
      .toEqual(model);
    // The new order reaches the server by itself (and dnd-kit's guard against a click right after
    // a drop has long ended when a designer goes on).
    await expect(page.getByRole('status').filter({ hasText: /^Saved at \d/ })).toBeVisible();

    // Remove the first item (B): the order is now C, A, … (and N, the added one, further down).
    await press(page, list.getByRole('button', { name: `Remove ${label} 1`, exact: true }));
    model = model.slice(1);
    await expect
      .poll(texts, { message: `${where}: "Remove ${label} 1" removes it` })
      .toEqual(model);

    // 3. Upload an image: through a list's own uploader (this list's first), else into an image slot.
    const photo = await sharp({
      create: { width: 960, height: 640, channels: 3, background: `#${run}` },
    })
      .jpeg()
      .toBuffer();
    const withUploader = [chosen!, ...(await readLists(page))].find((each) => each.canUpload);
    const uploadButton = withUploader
      ? canvas
          .locator(`[id="${withUploader.section}"] ${withUploader.actionsSelector}`)
          .getByRole('button', { name: `Upload ${withUploader.label}s`, exact: true })
      : canvas
          .locator('.fb-image-controls')
          .getByRole('button', { name: /^(Upload|Replace) / })
          .first();
    await expect(
      uploadButton,
      `${template.id}: an image slot or a list uploader to upload into`,
    ).toBeVisible();
    const uploaderName = await uploadButton.textContent();
    const cover = await coveringElement(uploadButton);
    expect
      .soft(
        cover,
        `${template.id}: the "${uploaderName}" button is covered by ${cover}: a designer cannot click it`,
      )
      .toBeNull();
    const uploaded = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/upload/single') && response.request().method() === 'POST',
    );
    const chooser = page.waitForEvent('filechooser');
    if (cover) await press(page, uploadButton);
    else await uploadButton.click();
    await (await chooser).setFiles({ name: 'journey.jpg', mimeType: 'image/jpeg', buffer: photo });
    const answer = await uploaded;
    expect(answer.status(), `${template.id}: the upload is accepted`).toBe(201);
    const url = ((await answer.json()) as { data: { url: string } }).data.url;
    const inBuilder = canvas.locator(`img[src="${url}"]`).first();
    await expect(inBuilder, `${template.id}: the uploaded image shows on the canvas`).toBeVisible();
    await expect
      .poll(() => inBuilder.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The list uploader fills an empty slot, or adds one: the items' texts stay in their order.
    const afterUpload = await texts();
    expect(afterUpload.slice(0, model.length), `${where}: uploading keeps the items`).toEqual(
      model,
    );
    model = afterUpload;

    // 4. Publish under a slug, and open the page as it is published.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish Your Portfolio' });
    const slug = `journey-${template.id
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}-${run}`;
    await dialog.getByLabel('Your portfolio address').fill(slug);
    await expect(dialog.getByText('This URL is available!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Publish Portfolio' }).click();
    await expect(page.getByText('Portfolio published successfully!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Live ↗' })).toHaveAttribute(
      'href',
      `/portfolio/${slug}`,
    );

    await page.goto(`/portfolio/${slug}`);
    await expect(
      page.locator(`[id="${firstId}"]`).getByText(headlineText, { exact: true }),
      `${template.id}: the edited headline is on the published page`,
    ).toBeVisible();
    const published = page.locator(`[id="${section}"]`);
    await expect(published, `${where}: is on the published page`).toBeAttached();
    const expected = model.flatMap((text) =>
      Object.values(markers).filter((value) => text.includes(value)),
    );
    await expect(published, `${where}: the items are on the published page`).toContainText(
      expected[0]!,
    );
    const publishedText = (await published.textContent()) ?? '';
    expect(
      expected.filter((text) => publishedText.includes(text)),
      `${where}: the published page shows the items, in the builder's order`,
    ).toEqual(expected);
    expect(
      expected.map((text) => publishedText.indexOf(text)),
      `${where}: the published page keeps the builder's order`,
    ).toEqual(expected.map((text) => publishedText.indexOf(text)).sort((a, b) => a - b));
    expect(publishedText, `${where}: the removed item is not published`).not.toContain(markers.B!);
    const picture = page.locator(`img[src="${url}"]`).first();
    await expect(
      picture,
      `${template.id}: the uploaded image is on the published page`,
    ).toBeAttached();
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        message: `${template.id}: the uploaded image loads on the published page`,
      })
      .toBeGreaterThan(0);
  });
}
