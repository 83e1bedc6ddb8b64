import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { PortfolioContent } from '../../model/content';
import { fileIn } from '../../scripts/template-kit/files';
import { componentFile } from '../../scripts/template-kit/places';
import { formatProblem, shown, type Rule } from '../../scripts/template-kit/problems';
import { listTemplates, type TemplateDefinition } from '../../templates';
import { drawnNumbers, expect, openSignedIn, settled, test } from './fixtures';

/**
 * Every registered template is edited as it publishes: at each width, the builder's canvas lays out
 * each section and each list item in the same boxes as the published page, every list control is
 * clickable where it shows, nothing scrolls sideways, and the published page passes axe.
 *
 * Each template's tests share one account and its published portfolios, made through the API once.
 *
 * TEMPLATE_IDS=lumen,echelon limits the run (`template:check <id>`).
 */

const WIDTHS = [375, 768, 1280];
const HEIGHT = 900;

const wanted = (process.env.TEMPLATE_IDS ?? '')
  .split(',')
  .map((id) => id.trim())
  .filter(Boolean);
const registered = listTemplates();
const chosen = wanted.length
  ? registered.filter((template) => wanted.includes(template.id))
  : registered;

test('TEMPLATE_IDS names registered templates only', () => {
  const known = new Set(registered.map((template) => template.id));
  expect(
    wanted.filter((id) => !known.has(id)),
    'unknown template ids in TEMPLATE_IDS',
  ).toEqual([]);
});

/**
 * What the browser part finds, in the check's words: its rule, the section it is in (which names
 * the file to open), and what is wrong at which width and layout.
 */
type Finding = { rule: BrowserRule; section?: string; message: string };
type BrowserRule = Extract<
  Rule,
  'builder-layout' | 'sideways' | 'item-controls' | 'accessibility' | 'lightbox' | 'font-budget'
>;

/** What to do about each, as the check's static findings say it. */
const FIXES: Record<BrowserRule, string> = {
  'builder-layout':
    'Draw the section the same while editing: an empty slot shown only in the builder takes no room (data-edit-slot="compact"), and no rule of yours styles the builder\'s own classes (.fb-…)',
  sideways:
    'Let the element wider than the screen shrink or wrap at this width (max-width: 100%, min-width: 0 in a grid or flex row, overflow-wrap: anywhere for long words)',
  'item-controls':
    "Keep the builder's item controls reachable: nothing of yours may sit over a list item (an overlay, a z-index) or clip it (overflow: hidden around the list), and each item is the one element renderItem returns",
  accessibility: 'Fix what axe says (its rule is named): the published page must pass it',
  lightbox:
    'Open pictures with the shared Lightbox (templates/shared/Lightbox.tsx), every picture of the list in one group, in page order',
  'font-budget':
    'Cut your faces to the weights you set (fonts/fonts.json, then python3 scripts/template-kit/subset-fonts.py <folder>), or use fewer families',
};

/** Font bytes a visitor's first visit may fetch (the 'font-budget' rule): text is readable before it. */
const FONT_BUDGET = 60 * 1024;

/** A finding as the check prints it: file, what is wrong, the fix, the rule and its guide. */
function formatted(template: TemplateDefinition, { rule, section, message }: Finding): string {
  const folder = path.join('templates', template.id);
  const file =
    rule === 'sideways' || rule === 'font-budget'
      ? shown(path.join(folder, 'style.css'))
      : section && template.sections[section]
        ? componentFile(template, section, folder)
        : shown(fileIn(folder, 'Frame.tsx', 'index.tsx'));
  return formatProblem({ rule, file, message, fix: FIXES[rule] });
}

type Box = { x: number; y: number; width: number; height: number };
type ListBoxes = { path: string; items: Box[] };
type SectionBoxes = { id: string; type: string; box: Box; lists: ListBoxes[] };
/** Where a list sits in its section, found the same way in both pages. */
type ListLocator = { path: string; selector: string; ordinal: number };

/** The builder's own elements, which the published page does not have. */
const CHROME = [
  '.fb-section-toolbar',
  '.fb-item-controls',
  '.fb-list-actions',
  '.fb-image',
  '.fb-link',
  '.fb-link-popover',
].join(', ');

/** Close enough: 4 px, or 2 % of the larger size. */
const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(4, 0.02 * Math.max(a, b));
const px = (value: number) => `${Math.round(value)}px`;

/** The builder's lists, each as a selector of the template's own classes and its ordinal in the section. */
function builderLists(page: Page): Promise<Record<string, ListLocator[]>> {
  return page.evaluate((chrome) => {
    const bySection: Record<string, ListLocator[]> = {};
    for (const section of document.querySelectorAll<HTMLElement>('.fb-canvas [data-section]')) {
      bySection[section.id] = [...section.querySelectorAll<HTMLElement>('[data-list]')].map(
        (list) => {
          const classes = [...list.classList].filter((name) => !name.startsWith('fb-'));
          const selector = `${list.localName}${classes.map((name) => `.${CSS.escape(name)}`).join('')}`;
          const same = [...section.querySelectorAll(selector)].filter(
            (element) => !element.closest(chrome),
          );
          return { path: list.dataset.list!, selector, ordinal: same.indexOf(list) };
        },
      );
    }
    return bySection;
  }, CHROME);
}

/** The boxes of each section and each list item, relative to the section. */
function measure(
  page: Page,
  root: string,
  lists: Record<string, ListLocator[]>,
): Promise<SectionBoxes[]> {
  return page.evaluate(
    async ({ root, lists, chrome }) => {
      const nextFrame = () =>
        new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const box = (element: Element, origin?: DOMRect) => {
        const rect = element.getBoundingClientRect();
        return {
          x: rect.left - (origin?.left ?? 0),
          y: rect.top - (origin?.top ?? 0),
          width: rect.width,
          height: rect.height,
        };
      };
      const measured: SectionBoxes[] = [];
      for (const section of document.querySelectorAll<HTMLElement>(`${root} [data-section]`)) {
        // The builder draws only the sections near the screen (content-visibility: auto): each is
        // measured on screen, drawn at this width.
        section.scrollIntoView({ block: 'start' });
        await nextFrame();
        measured.push(
          (() => {
            const origin = section.getBoundingClientRect();
            return {
              id: section.id,
              type: section.dataset.section!,
              box: box(section),
              lists: (lists[section.id] ?? []).map(({ path, selector, ordinal }) => {
                const list = [...section.querySelectorAll(selector)].filter(
                  (element) => !element.closest(chrome),
                )[ordinal];
                const items = list
                  ? [...list.children].filter(
                      (child) =>
                        !child.classList.contains('fb-item-controls') &&
                        getComputedStyle(child).display !== 'none',
                    )
                  : [];
                return { path, items: items.map((item) => box(item, origin)) };
              }),
            };
          })(),
        );
      }
      window.scrollTo(0, 0);
      return measured;
    },
    { root, lists, chrome: CHROME },
  );
}

/** Every difference between the builder's boxes and the published page's, in plain words. */
function compare(
  where: string,
  builder: SectionBoxes[],
  published: SectionBoxes[],
  { heights }: { heights: boolean },
) {
  const problems: Finding[] = [];
  for (const section of published) {
    const at = (message: string): Finding => ({
      rule: 'builder-layout',
      section: section.type,
      message,
    });
    const edited = builder.find((candidate) => candidate.id === section.id);
    if (!edited) {
      problems.push(
        at(`${where}: section ${section.id} is on the published page, not in the builder`),
      );
      continue;
    }
    const name = section.type === section.id ? section.id : `${section.type} (${section.id})`;
    const sizes = (what: string, a: Box, b: Box) => {
      if (!near(a.width, b.width))
        problems.push(
          at(
            `${where}: ${what} is ${px(a.width)} wide in the builder and ${px(b.width)} on the published page`,
          ),
        );
      if (heights && !near(a.height, b.height))
        problems.push(
          at(
            `${where}: ${what} is ${px(a.height)} high in the builder and ${px(b.height)} on the published page`,
          ),
        );
    };
    sizes(`section ${name}`, edited.box, section.box);
    section.lists.forEach((list, listIndex) => {
      const editedList = edited.lists[listIndex];
      const label = section.lists.length > 1 ? `${name} ${list.path}` : name;
      if (!editedList || editedList.items.length !== list.items.length) {
        problems.push(
          at(
            `${where}: ${label} has ${editedList?.items.length ?? 0} items in the builder and ${list.items.length} on the published page`,
          ),
        );
        return;
      }
      list.items.forEach((item, index) => {
        const editedItem = editedList.items[index]!;
        const what = `${label} item ${index + 1}`;
        sizes(what, editedItem, item);
        if (heights && (!near(editedItem.x, item.x) || !near(editedItem.y, item.y)))
          problems.push(
            at(
              `${where}: ${what} is at ${px(editedItem.x)}, ${px(editedItem.y)} in its section in the builder and at ${px(item.x)}, ${px(item.y)} on the published page`,
            ),
          );
      });
    });
  }
  return problems;
}

/** Sideways scrolling, in plain words, or nothing. */
async function sideways(page: Page, where: string): Promise<Finding[]> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  return scrollWidth > clientWidth
    ? [
        {
          rule: 'sideways',
          message: `${where}: the page scrolls sideways (${scrollWidth}px of content in ${clientWidth}px)`,
        },
      ]
    : [];
}

/**
 * Checks each list item's controls in the builder, the way a keyboard user shows them (focus on its
 * drag handle): the point at each control's centre hits that control, not a neighbour's, and the
 * controls sit over their own item or, when they cannot fit in it, right against it. Then a real
 * mouse hovers the first item of each list and its controls must show.
 */
async function controlsProblems(page: Page, where: string): Promise<Finding[]> {
  // The builder's sticky top (its header and actions): what scrolls under it is out of reach.
  const header = await page.locator('.fb-top').evaluate((element) => {
    return element.getBoundingClientRect().bottom;
  });
  // Shown at once, without the fade, so each check reads the final state.
  const noFade = await page.addStyleTag({
    content: '.fb-item-controls { transition: none !important; }',
  });
  const found = await page.evaluate(
    async ({ where, top }) => {
      const found: { section?: string; message: string }[] = [];
      for (const item of document.querySelectorAll<HTMLElement>('.fb-canvas [data-item-index]')) {
        const section = item.closest<HTMLElement>('[data-section]')?.dataset.section;
        const report = (message: string) => found.push({ section, message });
        // A section's item controls come with the focus into it (its toolbar, a keyboard's way in).
        if (!item.querySelector(':scope > .fb-item-controls')) {
          const section = item.closest('.fb-section')!;
          section
            .querySelector<HTMLElement>('.fb-section-toolbar select')!
            .focus({ preventScroll: true });
          // Mounted, then placed once measured: two frames.
          for (let frame = 0; frame < 2; frame++)
            await new Promise((done) => requestAnimationFrame(done));
          await new Promise((done) => setTimeout(done));
        }
        const controls = item.querySelector<HTMLElement>(':scope > .fb-item-controls');
        if (!controls) {
          report(`${where}: item ${item.dataset.itemIndex} of a list has no controls`);
          continue;
        }
        const name = controls.getAttribute('aria-label')!.replace(/ controls$/, '');
        // In view inside a list that scrolls sideways (a carousel), as a designer would scroll it;
        // scrolled back afterwards, so the next measure sees the list as it starts.
        let scroller = item.parentElement;
        while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowX))
          scroller = scroller.parentElement;
        const left = scroller?.scrollLeft ?? 0;
        if (scroller)
          scroller.scrollLeft +=
            item.getBoundingClientRect().left - scroller.getBoundingClientRect().left;
        // Its top just under the builder's header and actions.
        window.scrollBy(0, item.getBoundingClientRect().top - top);
        const handle = controls.querySelector<HTMLElement>('.fb-handle')!;
        handle.focus({ preventScroll: true });
        if (getComputedStyle(controls).opacity !== '1')
          report(`${where}: the controls of ${name} do not show when they have focus`);
        const own = item.getBoundingClientRect();
        const bar = controls.getBoundingClientRect();
        // Over their item, or just above it: a small item, or one whose words take both top corners
        // (builder-item-controls.spec checks that they cover none of its words).
        const inside =
          bar.left >= own.left - 1 &&
          bar.right <= own.right + 1 &&
          bar.top >= own.top - 1 &&
          bar.bottom <= own.bottom + 1;
        const against =
          bar.left < own.right && bar.right > own.left && Math.abs(bar.bottom - own.top) <= 1;
        if (!inside && !against)
          report(`${where}: the controls of ${name} are not over their item nor just above it`);
        for (const control of controls.querySelectorAll<HTMLElement>('button, a')) {
          const rect = control.getBoundingClientRect();
          const hit = document.elementFromPoint(
            rect.left + rect.width / 2,
            rect.top + rect.height / 2,
          );
          if (hit && control.contains(hit)) continue;
          const label = control.getAttribute('aria-label') ?? control.textContent?.trim();
          const other =
            hit?.closest('.fb-item-controls > *')?.getAttribute('aria-label') ??
            (hit ? `${hit.localName}.${[...hit.classList].join('.')}` : 'nothing (off screen)');
          report(`${where}: "${label}" is covered by ${other}`);
        }
        handle.blur();
        if (scroller) scroller.scrollLeft = left;
      }
      return found;
    },
    { where, top: header + 80 },
  );
  const problems: Finding[] = found.map((finding) => ({ rule: 'item-controls', ...finding }));

  // The mouse: hovering an item shows its controls.
  const firsts = page.locator('.fb-canvas [data-item-index="0"]');
  for (let n = 0; n < (await firsts.count()); n++) {
    const item = firsts.nth(n);
    const point = await item.evaluate(async (element, top) => {
      window.scrollBy(0, element.getBoundingClientRect().top - top);
      // The mouse hits what is drawn: the scroll first reaches the screen.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const rect = element.getBoundingClientRect();
      return {
        x: rect.left + Math.min(rect.width / 2, 24),
        y: rect.top + Math.min(rect.height / 2, 12),
      };
    }, header + 80);
    await page.mouse.move(point.x, point.y);
    const group = item.locator(':scope > .fb-item-controls');
    if ((await group.evaluate((element) => getComputedStyle(element).opacity)) !== '1')
      problems.push({
        rule: 'item-controls',
        section: await item.evaluate(
          (element) => element.closest<HTMLElement>('[data-section]')?.dataset.section,
        ),
        message: `${where}: hovering ${(await group.getAttribute('aria-label'))?.replace(/ controls$/, '')} does not show its controls`,
      });
  }
  await noFade.evaluate((style) => (style as Element).remove());
  return problems;
}

async function axeProblems(page: Page, where: string): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  return Promise.all(
    serious.map(async (violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);
      const section = await page.evaluate(
        (selector) =>
          document.querySelector(selector)?.closest<HTMLElement>('[data-section]')?.dataset.section,
        targets[0] ?? 'body',
      );
      return {
        rule: 'accessibility' as const,
        section,
        message: `${where}: axe ${violation.impact} ${violation.id} (${violation.help}) at ${targets.join(' | ')}`,
      };
    }),
  );
}

/** Opens the last picture of each lightbox group: the viewer counts them all. */
async function lightboxProblems(page: Page, where: string): Promise<Finding[]> {
  const problems: Finding[] = [];
  const groups = await page
    .locator('[data-lightbox]')
    .evaluateAll((openers) => [
      ...new Set(openers.map((opener) => (opener as HTMLElement).dataset.lightbox!)),
    ]);
  for (const group of groups) {
    const openers = page.locator(`[data-lightbox="${group}"]`);
    const count = await openers.count();
    // By keyboard: the opener is a button.
    await openers.last().focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(viewer).toBeVisible();
    const counter = await viewer.locator('.lightbox-count').textContent();
    if (counter !== `${count} / ${count}`)
      problems.push({
        rule: 'lightbox',
        section: await openers
          .last()
          .evaluate((opener) => opener.closest<HTMLElement>('[data-section]')?.dataset.section),
        message: `${where}: the viewer of picture ${count} of ${count} says "${counter}"`,
      });
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
  }
  return problems;
}

type Account = { token: string; user: Record<string, unknown> };

async function signUp(request: APIRequestContext): Promise<Account> {
  const response = await request.post('/api/auth/signup', {
    data: {
      name: 'Layout Check',
      email: `layout-${randomUUID().slice(0, 8)}@example.com`,
      password: 'strong-pass-1',
    },
  });
  expect(response.status(), 'signing up').toBe(201);
  return (await response.json()).data as Account;
}

async function createPublished(
  request: APIRequestContext,
  token: string,
  template: TemplateDefinition,
  content?: PortfolioContent,
) {
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/portfolios', {
    headers,
    data: { templateId: template.id, title: `${template.name} layout` },
  });
  expect(created.status(), `creating a ${template.id} portfolio`).toBe(201);
  const portfolio = (await created.json()).data.portfolio as { id: string; version: number };
  const slug = `layout-${template.id.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 6)}`;
  const published = await request.put(`/api/portfolios/${portfolio.id}`, {
    headers,
    data: { version: portfolio.version, slug, published: true, ...(content ? { content } : {}) },
  });
  expect(published.status(), `publishing the ${template.id} portfolio`).toBe(200);
  return { id: portfolio.id, slug };
}

/** The template's sample page with each section in its `n`th layout (its last, where it has fewer). */
function inLayout(template: TemplateDefinition, n: number): PortfolioContent {
  const content = structuredClone(template.defaultContent);
  for (const section of content.sections) {
    const variants = template.sections[section.type]?.variants ?? [];
    if (variants.length > 0) section.layout = variants[Math.min(n, variants.length - 1)]!.id;
  }
  return content;
}

/**
 * Builder and published page of one portfolio compared at each width: what differs, in words. The
 * two are tabs of one window, and only the tab in front draws (the other's frames come a second
 * apart): each is brought to the front before it is measured or used.
 */
async function layoutProblems(
  page: Page,
  template: TemplateDefinition,
  portfolio: { id: string; slug: string },
  widths: number[],
  label: string,
): Promise<string[]> {
  await page.goto(`/portfolio-builder/${portfolio.id}`);
  await expect(page.getByRole('status').filter({ hasText: /^Saved at \d/ })).toBeVisible();
  await expect(page.locator('.fb-canvas [data-section]').first()).toBeVisible();
  const published = await page.context().newPage();
  await published.goto(`/portfolio/${portfolio.slug}`);
  await expect(published.locator('[data-section]').first()).toBeVisible();

  const problems: Finding[] = [];
  for (const width of widths) {
    const where = `${label} at ${width}px`;
    await page.setViewportSize({ width, height: HEIGHT });
    await published.setViewportSize({ width, height: HEIGHT });
    await page.bringToFront();
    await settled(page);
    const lists = await builderLists(page);

    // The builder as it is, toolbars and add buttons included: every width is the published one.
    const asItIs = await measure(page, '.fb-canvas', lists);
    // Without the add and upload buttons (the only builder chrome that takes room), heights and
    // positions match too.
    const noActions = await page.addStyleTag({
      content: '[data-list-actions] { display: none !important; }',
    });
    const withoutActions = await measure(page, '.fb-canvas', lists);
    await noActions.evaluate((style) => (style as Element).remove());
    problems.push(...(await sideways(page, `${where} in the builder`)));
    problems.push(...(await controlsProblems(page, `${where} in the builder`)));

    await published.bringToFront();
    await settled(published);
    const publishedBoxes = await measure(published, 'body', lists);
    problems.push(
      ...compare(where, asItIs, publishedBoxes, { heights: false }),
      ...compare(where, withoutActions, publishedBoxes, { heights: true }),
    );
    problems.push(...(await sideways(published, `${where} on the published page`)));
    problems.push(...(await axeProblems(published, `${where} on the published page`)));
  }
  problems.push(...(await lightboxProblems(published, `${label} on the published page`)));
  await published.close();
  return problems.map((finding) => formatted(template, finding));
}

for (const template of chosen) {
  // Every other layout a section offers is shown by one more page: as many pages as the section with
  // the most layouts has beyond its first.
  const most = Math.max(
    0,
    ...Object.values(template.sections).map((section) => section.variants?.length ?? 0),
  );

  test.describe(() => {
    let account: Account;
    /** The template's sample page as published, then one page for each further layout. */
    let portfolios: Array<{ id: string; slug: string }>;

    test.beforeAll(async ({ request }) => {
      account = await signUp(request);
      portfolios = await Promise.all(
        Array.from({ length: Math.max(1, most) }, (_, n) =>
          createPublished(request, account.token, template, n ? inLayout(template, n) : undefined),
        ),
      );
    });

    test.beforeEach(async ({ page }) => {
      await openSignedIn(page, account);
    });

    test(`${template.id}: the builder numbers the sections as the published page does`, async ({
      page,
    }) => {
      const portfolio = portfolios[0]!;
      await page.goto(`/portfolio-builder/${portfolio.id}`);
      await expect(page.locator('.fb-canvas [data-section]').first()).toBeVisible();
      // Every section laid out, each still contained as the builder draws the one on screen.
      await page.addStyleTag({
        content:
          '.fb-section { content-visibility: visible !important; contain: layout style paint !important; }',
      });
      const published = await page.context().newPage();
      await published.goto(`/portfolio/${portfolio.slug}`);
      await expect(published.locator('[data-section]').first()).toBeVisible();
      await published.addStyleTag({
        content: '[data-section] { content-visibility: visible !important; }',
      });
      expect(await drawnNumbers(page)).toEqual(await drawnNumbers(published));
      await published.close();
    });

    test(`${template.id}: the builder lays out every section and list item as the published page, at ${WIDTHS.join(', ')}px`, async ({
      page,
    }) => {
      const problems = await layoutProblems(page, template, portfolios[0]!, WIDTHS, template.id);
      expect(problems, `${template.id}: builder and published page differ`).toEqual([]);
    });

    test(`${template.id}: a first visit to the published page fetches at most ${FONT_BUDGET / 1024} KB of fonts, at 375 and 1280px`, async ({
      browser,
    }) => {
      const problems: string[] = [];
      for (const width of [375, 1280]) {
        // A new context: nothing cached, as a visitor's first visit.
        const visit = await browser.newContext({ viewport: { width, height: 800 } });
        const published = await visit.newPage();
        const fetched: Array<Promise<[string, number]>> = [];
        published.on('response', (response) => {
          if (/\.woff2$/.test(new URL(response.url()).pathname))
            fetched.push(response.body().then((body) => [response.url(), body.length]));
        });
        await published.goto(`/portfolio/${portfolios[0]!.slug}`);
        await published.waitForLoadState('networkidle');
        await published.evaluate(() => document.fonts.ready);
        const fonts = new Map(await Promise.all(fetched));
        const bytes = [...fonts.values()].reduce((sum, size) => sum + size, 0);
        if (bytes > FONT_BUDGET)
          problems.push(
            formatted(template, {
              rule: 'font-budget',
              message: `at ${width}px a first visit fetches ${(bytes / 1024).toFixed(1)} KB of fonts (${[...fonts.keys()].map((url) => path.basename(url)).join(', ')}), over ${FONT_BUDGET / 1024} KB`,
            }),
          );
        await visit.close();
      }
      expect(problems, `${template.id}: fonts over the budget`).toEqual([]);
    });

    // Every other layout at a phone's and a desktop's width.
    if (most < 2) return;
    test(`${template.id}: in every other layout of its sections, the builder lays out as the published page, at 375 and 1280px`, async ({
      page,
    }) => {
      test.setTimeout(30_000 * most);
      const problems: string[] = [];
      for (let n = 1; n < most; n++) {
        const layouts = inLayout(template, n)
          .sections.filter((section) => section.layout)
          .map((section) => `${section.type} ${section.layout}`)
          .join(', ');
        problems.push(
          ...(await layoutProblems(
            page,
            template,
            portfolios[n]!,
            [375, 1280],
            `${template.id} (${layouts})`,
          )),
        );
      }
      expect(problems, `${template.id}: builder and published page differ`).toEqual([]);
    });
  });
}
