import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { listTemplates } from '../../templates';
import { expect, portfolioByApi, publishedByApi, settled, signedUpByApi, test } from './fixtures';

// Words set over a picture must stay readable whatever picture the designer puts there: the page is
// drawn with every picture pure white, then pure black, and each such text's colour is measured
// against the pixels behind it in the published page (its own letters hidden). axe measures text on
// flat colours; it cannot see a photograph.

type Over = {
  label: string;
  /** Where it is on the page (page coordinates, for a full-page clip). */
  box: { x: number; y: number; width: number; height: number };
  /** The text's colour as drawn: red, green, blue, and alpha times every opacity above it. */
  color: [number, number, number, number];
  large: boolean;
};

/** Marks each text with a picture behind it (`data-over-picture`) and gives how many there are. */
function markTextsOverPictures(page: Page): Promise<number> {
  return page.evaluate(() => {
    const ownText = (element: Element) =>
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
      );
    const isPicture = (element: Element) =>
      element.tagName === 'IMG' ||
      element.tagName === 'VIDEO' ||
      getComputedStyle(element).backgroundImage.includes('url(');
    const opaque = (element: Element) => {
      const color = getComputedStyle(element).backgroundColor;
      return color !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(color);
    };
    let count = 0;
    for (const element of document.querySelectorAll('body *')) {
      if (!ownText(element)) continue;
      const rect = element.getBoundingClientRect();
      if (getComputedStyle(element).visibility === 'hidden' || rect.width < 2 || rect.height < 2)
        continue;
      element.scrollIntoView({ block: 'center' });
      const now = element.getBoundingClientRect();
      const stack = document.elementsFromPoint(now.left + now.width / 2, now.top + now.height / 2);
      if (!stack.includes(element)) continue;
      const below = stack.slice(stack.indexOf(element) + 1);
      const picture = below.findIndex(isPicture);
      const flat = below.findIndex(opaque);
      if (picture < 0 || (flat >= 0 && flat < picture)) continue;
      element.setAttribute('data-over-picture', String(count++));
    }
    return count;
  });
}

/** The marked text `index` as it is drawn now (pointed at, if it shows only then). */
function drawnText(page: Page, index: number): Promise<Over> {
  return page.evaluate((index) => {
    for (const animation of document.getAnimations()) animation.finish();
    const element = document.querySelector(`[data-over-picture="${index}"]`)!;
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    let alpha = 1;
    for (let node: Element | null = element; node; node = node.parentElement)
      alpha *= Number(getComputedStyle(node).opacity);
    const [r, g, b, a = 1] = style.color.match(/[\d.]+/g)!.map(Number);
    const size = parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    return {
      label: `${element.closest('[data-section]')?.getAttribute('data-section') ?? 'page'} ${element.tagName.toLowerCase()}${[...element.classList].map((name) => `.${name}`).join('')} “${element.textContent!.trim().slice(0, 30)}”`,
      box: {
        x: rect.left + scrollX,
        y: rect.top + scrollY,
        width: rect.width,
        height: rect.height,
      },
      color: [r!, g!, b!, a * alpha],
      large: size >= 24 || (size >= 18.66 && bold),
    };
  }, index);
}

const luminance = (rgb: number[]) => {
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const ratio = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

/** The contrast of the text against the picture behind it: its worst 2% of pixels. */
async function contrastBehind(page: Page, over: Over) {
  const shot = await page.screenshot({
    clip: over.box,
    fullPage: true,
    animations: 'disabled',
  });
  const { data, info } = await sharp(shot)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [r, g, b, a] = over.color;
  const ratios: number[] = [];
  for (let at = 0; at < data.length; at += info.channels) {
    const behind = [data[at]!, data[at + 1]!, data[at + 2]!];
    const text = [r, g, b].map((channel, n) => channel * a + behind[n]! * (1 - a));
    ratios.push(ratio(text, behind));
  }
  ratios.sort((x, y) => x - y);
  return ratios[Math.floor(ratios.length * 0.02)]!;
}

const fills = { white: { r: 255, g: 255, b: 255 }, black: { r: 0, g: 0, b: 0 } };

for (const template of listTemplates()) {
  test(`${template.name} (${template.id}): text over a picture is readable on a white and on a black picture, at 375 and 1280px`, async ({
    page,
    browser,
  }) => {
    const designer = await signedUpByApi(page, 'Tess Over');
    const portfolio = await portfolioByApi(page, designer, template.id);
    const slug = await publishedByApi(page, designer, portfolio.id);
    const failures: string[] = [];
    for (const [fill, background] of Object.entries(fills)) {
      const picture = await sharp({
        create: { width: 64, height: 64, channels: 3, background },
      })
        .png()
        .toBuffer();
      for (const width of [375, 1280]) {
        const visitor = await browser.newPage({ viewport: { width, height: 800 } });
        await visitor.route(
          (url) => /\.(webp|avif|jpe?g|png|gif|svg)$/.test(url.pathname),
          (route) => route.fulfill({ contentType: 'image/png', body: picture }),
        );
        await visitor.goto(`/portfolio/${slug}`);
        await settled(visitor);
        const count = await markTextsOverPictures(visitor);
        const hideText = await visitor.addStyleTag({
          content:
            '* { color: transparent !important; text-shadow: none !important; caret-color: transparent !important; }',
        });
        for (let index = 0; index < count; index++) {
          const marked = visitor.locator(`[data-over-picture="${index}"]`);
          // Captions that show on hover are measured as they show.
          await hideText.evaluate((style: HTMLStyleElement) => (style.disabled = true));
          await marked.hover({ force: true });
          const over = await drawnText(visitor, index);
          await hideText.evaluate((style: HTMLStyleElement) => (style.disabled = false));
          const measured = await contrastBehind(visitor, over);
          const needed = over.large ? 3 : 4.5;
          if (measured < needed)
            failures.push(
              `${over.label} on a ${fill} picture at ${width}px: ${measured.toFixed(2)}:1, needs ${needed}:1`,
            );
        }
        await visitor.close();
      }
    }
    expect(failures).toEqual([]);
  });
}
