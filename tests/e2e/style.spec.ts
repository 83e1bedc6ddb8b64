import type { FrameLocator, Locator, Page } from '@playwright/test';
import { listTemplates } from '../../templates';
import { FONTS } from '../../templates/shared/fonts';
import { declarationOf } from '../../templates/theme';
import { sectionOf } from '../../templates/types';
import {
  expect,
  openNewPortfolioByApi,
  publishedByApi,
  savedStatus,
  signedUpByApi,
  test,
} from './fixtures';

/** What the Frame's root draws with: its colours, its heading font and the theme's tokens. */
const looks = (root: Locator) =>
  root.evaluate((element) => {
    const style = getComputedStyle(element);
    const heading = element.querySelector('h1');
    return {
      background: style.backgroundColor,
      space: style.getPropertyValue('--theme-space').trim(),
      scale: style.getPropertyValue('--theme-scale').trim(),
      headingFont: heading ? getComputedStyle(heading).fontFamily : '',
      images: element.getAttribute('data-images'),
    };
  });

const rgb = (hex: string) => {
  const value = parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

/** Drags a slider's thumb from one end to the other in many small moves: one gesture. */
async function drag(
  page: Page,
  slider: Locator,
  to: 'start' | 'end',
  beforeRelease?: () => Promise<void>,
) {
  const box = (await slider.boundingBox())!;
  const y = box.y + box.height / 2;
  const value = Number(await slider.inputValue());
  const min = Number(await slider.getAttribute('min'));
  const max = Number(await slider.getAttribute('max'));
  const from = box.x + ((value - min) / (max - min)) * box.width;
  const end = to === 'end' ? box.x + box.width - 1 : box.x + 1;
  await page.mouse.move(from, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1)
    await page.mouse.move(from + ((end - from) * step) / 12, y);
  await beforeRelease?.();
  await page.mouse.up();
}

for (const template of listTemplates().filter((candidate) => !candidate.theme)) {
  test(`${template.name} (${template.id}): declares no theme, and the Style panel says its look is its own`, async ({
    page,
  }) => {
    const designer = await signedUpByApi(page, 'Sol Style');
    await openNewPortfolioByApi(page, designer, template.id);
    await page.getByRole('button', { name: 'Style', exact: true }).click();
    const panel = page.getByRole('complementary', { name: 'Style' });
    await expect(panel).toContainText(`The ${template.name} template keeps its own look.`);
    await expect(panel.getByRole('slider')).toHaveCount(0);
  });
}

/** How a list is laid out: display, direction and column count (no widths). */
const arrangement = (list: Locator) =>
  list.evaluate((element) => {
    const style = getComputedStyle(element);
    const tracks = style.gridTemplateColumns === 'none' ? [] : style.gridTemplateColumns.split(' ');
    return `${style.display} ${style.flexDirection} ${tracks.length} columns`;
  });

for (const template of listTemplates().filter((candidate) => candidate.theme)) {
  const declaration = declarationOf(template);
  const palette = declaration.palettes.at(-1)!;
  const pairing = declaration.pairings.at(-1)!;
  const headingFamily = FONTS[pairing.heading].family.split(',')[0]!.replaceAll("'", '');
  const { sections } = template.defaultContent;
  const offersLayouts = (type: string) => (sectionOf(template, type)?.variants?.length ?? 0) > 1;
  // The work section's layout changes, where the template has one with layouts.
  const laidOut =
    sections.find((section) => section.type === 'work' && offersLayouts(section.type)) ??
    sections.find((section) => offersLayouts(section.type));
  const layouts = laidOut ? sectionOf(template, laidOut.type)! : undefined;
  const [standardLayout, chosenLayout] = layouts?.variants ?? [];
  // The gallery leaves the page on phones, where the template has one.
  const phoneless =
    sections.find((section) => section.type === 'gallery') ??
    sections.find((section) => !['hero', laidOut?.type].includes(section.type))!;
  const phonelessTitle = sectionOf(template, phoneless.type)!.title;

  test(`${template.name} (${template.id}): palette, font pairing, spacing, picture treatment, ${laidOut?.type ?? 'no'} layout and ${phoneless.type} hidden on phones, each one undo step, in the phone preview and for visitors at 375 and 1280`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    expect(laidOut, `${template.id} offers a section with layouts`).toBeDefined();
    await page.setViewportSize({ width: 1280, height: 900 });
    const designer = await signedUpByApi(page, 'Sol Style');
    const { id } = await openNewPortfolioByApi(page, designer, template.id);

    const root = page.locator(`.fb-canvas .${template.rootClass}`);
    const before = await looks(root);
    await page.getByRole('button', { name: 'Style', exact: true }).click();
    const panel = page.getByRole('complementary', { name: 'Style' });

    await panel.getByRole('button', { name: palette.name, exact: true }).click();
    await expect
      .poll(() => looks(root).then((look) => look.background))
      .toBe(rgb(palette.colors.background));
    await panel.getByRole('button', { name: new RegExp(`^${pairing.name}:`) }).click();
    await expect.poll(() => looks(root).then((look) => look.headingFont)).toContain(headingFamily);
    // The pairing is shown in the designer's own headline.
    await expect(
      panel.getByRole('button', { name: new RegExp(`^${pairing.name}:`) }).locator('span'),
    ).not.toHaveText('Your headline here');

    const spacing = panel.getByRole('slider', { name: /Spacing/ });
    await expect(savedStatus(page)).toBeVisible();
    await drag(page, spacing, 'end', async () => {
      // While the thumb moves the canvas shows it; the document takes it once, at the release.
      await expect
        .poll(() => looks(root).then((look) => look.space))
        .toBe(String(declaration.spacing.max));
      await expect(savedStatus(page)).toBeVisible();
    });
    await expect
      .poll(() => looks(root).then((look) => look.space))
      .toBe(String(declaration.spacing.max));
    await panel.getByRole('button', { name: 'Black & white' }).click();
    await expect.poll(() => looks(root).then((look) => look.images)).toBe('monochrome');
    await panel.getByRole('button', { name: 'Done' }).click();
    await expect(panel).toBeHidden();
    // Escape closes it too, and the focus goes back to the button that opened it.
    const opener = page.getByRole('button', { name: 'Style', exact: true });
    await opener.click();
    await panel.getByRole('button', { name: palette.name, exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();

    // The layout, from thumbnails on the section's toolbar.
    const section = page.locator(`.fb-canvas #${laidOut!.id}`);
    // The section's first list, found on the published page by the template's own classes.
    const canvasList = section.locator('[data-list]').first();
    const listSelector = `#${laidOut!.id} .${(await canvasList.getAttribute('class'))!
      .split(/\s+/)
      .filter((name) => name && !name.startsWith('fb-'))
      .join('.')}`;
    const standardArrangement = await arrangement(canvasList);
    await section.hover();
    await section.getByRole('button', { name: `Layout of the ${layouts!.title} section` }).click();
    await section
      .getByRole('group', { name: `Layouts of the ${layouts!.title} section` })
      .getByRole('button', { name: `${chosenLayout!.name} layout` })
      .click();
    await expect(section).toHaveAttribute('data-layout', chosenLayout!.id);
    const chosenArrangement = await arrangement(canvasList);
    expect(chosenArrangement, 'the chosen layout arranges the list otherwise').not.toBe(
      standardArrangement,
    );

    const showOn = (where: Page | FrameLocator) =>
      where.getByRole('combobox', { name: `Show ${phonelessTitle} section on` });
    await showOn(page).selectOption({ label: 'Not on phones' });
    await expect(page.locator(`.fb-canvas #${phoneless.id} .fb-section-name`)).toContainText(
      'hidden on phones',
    );

    // Undo takes back one choice at a time (the whole drag is one step); redo brings each back.
    const undo = page.getByRole('button', { name: 'Undo' });
    const redo = page.getByRole('button', { name: 'Redo' });
    await undo.click();
    await expect(showOn(page)).toHaveValue('every');
    await undo.click();
    await expect(section).toHaveAttribute('data-layout', standardLayout!.id);
    await undo.click();
    await expect.poll(() => looks(root).then((look) => look.images)).toBe('plain');
    await undo.click();
    await expect.poll(() => looks(root).then((look) => look.space)).toBe('1');
    await undo.click();
    await expect.poll(() => looks(root).then((look) => look.headingFont)).toBe(before.headingFont);
    await undo.click();
    await expect.poll(() => looks(root).then((look) => look.background)).toBe(before.background);
    for (let step = 0; step < 6; step += 1) await redo.click();
    await expect(showOn(page)).toHaveValue('phone');
    await expect(section).toHaveAttribute('data-layout', chosenLayout!.id);
    const chosen = await looks(root);
    expect(chosen).toMatchObject({
      background: rgb(palette.colors.background),
      space: String(declaration.spacing.max),
      images: 'monochrome',
    });
    expect(chosen.headingFont).toContain(headingFamily);
    await expect(savedStatus(page)).toBeVisible();

    // The phone preview shows it all at 375 px: the look, the layout, the section left out (dimmed).
    const widths = page.getByRole('group', { name: 'Edit at the width of' });
    await widths.getByRole('button', { name: 'Phone' }).click();
    const phone = page.frameLocator('iframe[title^="Phone preview"]');
    const phoneRoot = phone.locator(`.${template.rootClass}`);
    await expect(phoneRoot).toBeVisible();
    expect(await looks(phoneRoot)).toEqual(chosen);
    await expect(phone.locator(`#${laidOut!.id}`)).toHaveAttribute('data-layout', chosenLayout!.id);
    await expect(showOn(phone)).toHaveValue('phone');
    await expect
      .poll(() =>
        phone
          .locator(`#${phoneless.id} > :not(.fb-section-toolbar)`)
          .first()
          .evaluate((element) => getComputedStyle(element).opacity),
      )
      .toBe('0.35');
    const phoneArrangement = await arrangement(phone.locator(listSelector).first());
    await widths.getByRole('button', { name: 'Desktop' }).click();
    await expect(savedStatus(page)).toBeVisible();

    // Published: a signed-out visitor sees exactly that, on a phone and on a desktop.
    const slug = await publishedByApi(page, designer, id);

    for (const width of [375, 1280]) {
      const visitor = await browser.newContext({ viewport: { width, height: 900 } });
      const tab = await visitor.newPage();
      await tab.goto(`/portfolio/${slug}`);
      const published = tab.locator(`.${template.rootClass}`);
      expect(await looks(published), `at ${width}px`).toEqual(chosen);
      const publishedSection = tab.locator(`#${laidOut!.id}`);
      await expect(publishedSection).toHaveAttribute('data-layout', chosenLayout!.id);
      expect(
        await arrangement(tab.locator(listSelector).first()),
        `${laidOut!.type} at ${width}px`,
      ).toBe(width === 375 ? phoneArrangement : chosenArrangement);
      if (width === 375) await expect(tab.locator(`#${phoneless.id}`)).toBeHidden();
      else await expect(tab.locator(`#${phoneless.id}`)).toBeVisible();
      // The pairing's heading face is declared and loads (preloaded), not a fallback.
      const faces = await tab.evaluate(
        async (family) => (await document.fonts.load(`16px "${family}"`)).length,
        headingFamily,
      );
      expect(faces, `${headingFamily} loads`).toBeGreaterThan(0);
      await expect(tab.locator('link[rel="preload"][as="font"]').first()).toHaveAttribute(
        'href',
        /\.woff2$/,
      );
      await visitor.close();
    }
  });
}
