import { randomUUID } from 'node:crypto';
import type {
  APIRequestContext,
  APIResponse,
  Browser,
  BrowserContext,
  Page,
} from '@playwright/test';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { z } from 'zod';
import { SERVER_ERROR_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from '../../model/api';
import { styling as stylingSchema } from '../../model/content';
import { caseStudy as caseStudySchema, newCaseStudy } from '../../model/case-study';
import { VIDEO_URL_MESSAGE, videoEmbed } from '../../model/video';
import { DASHBOARD_CARD_PREVIEW_SECTIONS } from '../../model/constants';
import { updatePortfolioInput } from '../../model/portfolio';
import { IMAGE_URL_MESSAGE, LINK_MESSAGE, SLUG_MESSAGES } from '../../model/rules';
import { PortfolioView } from '../../renderer/PortfolioView';
import { getTemplate, listTemplates } from '../../templates';
import { sectionOf } from '../../templates/types';
import { allowRefusedRequests, expect, openSignedIn, settled, test } from './fixtures';
import { expand, getAt, setAt, type Slot } from '../support/schema-fields';
import { TINY_VECTORS, XSS_VECTORS, type XssVector } from './xss-vectors';

// Every vector of the corpus goes through the API into the fields of both templates, the portfolio's
// settings and a case study. The API either refuses it with a clear 400, or stores it; then every page
// that shows it (the published page, the app's own copy of it, the dashboard, the builder, its preview,
// the case study, its editor) is opened in Chromium and must run none of it and show text as text.

/** Messages that refuse a value clearly; anything else (a 500 above all) fails. */
const CLEAR_REFUSALS = [
  IMAGE_URL_MESSAGE,
  VIDEO_URL_MESSAGE,
  LINK_MESSAGE,
  UNSTORABLE_TEXT_MESSAGE,
  'Please use a valid email address',
  'Colors are hex values such as #1a1a1a',
  'Font names use letters, digits, spaces, commas and hyphens',
  SLUG_MESSAGES.pattern,
  SLUG_MESSAGES.tooLong,
  'Title must be at most 200 characters',
];
const TOO_LONG = /at most \d+ characters|too big|<=\d+ characters/i;

type Owner = { token: string; user: Record<string, unknown>; auth: Record<string, string> };
type Section = { id: string; type: string; content: Record<string, unknown> };
type PortfolioAnswer = {
  id: string;
  description: string;
  version: number;
  content: { version: number; sections: Section[] };
};

async function signUp(request: APIRequestContext, name: string): Promise<Owner> {
  const response = await request.post('/api/auth/signup', {
    data: {
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
      password: 'strong-pass-1',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { token, user } = (await response.json()).data;
  return { token, user, auth: { Authorization: `Bearer ${token}` } };
}

async function createPortfolio(request: APIRequestContext, owner: Owner, templateId: string) {
  const response = await request.post('/api/portfolios', {
    headers: owner.auth,
    data: { title: 'XSS portfolio', templateId },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data.portfolio as PortfolioAnswer;
}

type Answer = { status: number; message: string; path?: string };

/** Status, message and the refused field's path, whichever way the server names it. */
async function answerOf(response: APIResponse): Promise<Answer> {
  const body = (await response.json().catch(() => ({}))) as {
    message?: string;
    errors?: Array<{ path?: string }>;
  };
  const message = String(body.message ?? '');
  const named = body.errors?.[0]?.path?.replace(/^body\./, '');
  return { status: response.status(), message, path: named ?? /^([\w.-]+): /.exec(message)?.[1] };
}

/**
 * A refusal must be a 400 whose message says what is wrong, never a server error. A content field's
 * message names its place first, as the designer sees it ("Hero image: please use a valid image URL").
 */
function checkRefusal(answer: Answer, where: string, value: string): string | undefined {
  const reason = answer.message.replace(/^[^:]*: /, '').toLowerCase();
  const clear =
    answer.status === 400 &&
    answer.message !== SERVER_ERROR_MESSAGE &&
    (CLEAR_REFUSALS.some((refusal) => refusal.toLowerCase() === reason) || TOO_LONG.test(reason));
  return clear
    ? undefined
    : `${where} ← ${JSON.stringify(value)}: ${answer.status} ${JSON.stringify(answer.message)}`;
}

/** Runs `work` over `items` with a few requests in flight at once. */
async function inParallel<T>(items: T[], lanes: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

type Verdicts = Map<z.core.$ZodType, XssVector[]>;

// What each rule made of each vector; a later test of this worker reuses it and only samples.
const ruleVerdicts = new Map<z.core.$ZodType, Map<number, boolean>>();

/**
 * Sends vectors into the link, image and email fields and sorts them into accepted and refused. Each
 * validator gets every vector once, through the first field that uses it; every other field gets a
 * sample that must be judged the same (one rule checks them all, the sample shows it is wired).
 */
async function probeFields(
  slots: Slot[],
  send: (slot: Slot, value: string) => Promise<Answer>,
  problems: string[],
): Promise<Verdicts> {
  const firstOfPattern = new Map<string, Slot>();
  for (const slot of slots)
    if (!firstOfPattern.has(slot.pattern)) firstOfPattern.set(slot.pattern, slot);
  const fields = [...firstOfPattern.values()].filter(
    (slot) => slot.kind !== 'text' && slot.kind !== 'id',
  );
  type Job = { slot: Slot; vector: XssVector };
  const full: Job[] = [];
  const sample: Job[] = [];
  const fresh = new Set<z.core.$ZodType>();
  fields.forEach((slot, index) => {
    const first = !ruleVerdicts.has(slot.validator) && !fresh.has(slot.validator);
    if (first) fresh.add(slot.validator);
    for (const vector of XSS_VECTORS) {
      if (first) full.push({ slot, vector });
      else if (vector.id % 10 === index % 10) sample.push({ slot, vector });
    }
  });
  const run = async ({ slot, vector }: Job, judge: (ok: boolean) => void) => {
    const answer = await send(slot, vector.value);
    const ok = answer.status === 200 || answer.status === 201;
    const problem = ok ? undefined : checkRefusal(answer, slot.pattern, vector.value);
    if (problem) problems.push(problem);
    judge(ok);
  };
  await inParallel(full, 8, (job) =>
    run(job, (ok) => {
      const verdicts = ruleVerdicts.get(job.slot.validator) ?? new Map<number, boolean>();
      ruleVerdicts.set(job.slot.validator, verdicts.set(job.vector.id, ok));
    }),
  );
  await inParallel(sample, 8, (job) =>
    run(job, (ok) => {
      if (ruleVerdicts.get(job.slot.validator)?.get(job.vector.id) !== ok)
        problems.push(`${job.slot.pattern} judged vector ${job.vector.id} unlike its rule`);
    }),
  );
  const accepted: Verdicts = new Map();
  for (const { validator } of fields) {
    const verdicts = ruleVerdicts.get(validator)!;
    accepted.set(
      validator,
      XSS_VECTORS.filter((vector) => verdicts.get(vector.id)),
    );
  }
  return accepted;
}

/**
 * Accepted links and pictures read by the URL parser browsers use: none may lead to a scheme that
 * runs script or shows a document (a link to "javascript&colon;x" is a harmless relative path).
 */
function refusedSchemes(slots: Slot[], accepted: Verdicts) {
  const wrong: string[] = [];
  for (const [validator, list] of accepted) {
    const slot = slots.find((candidate) => candidate.validator === validator)!;
    for (const { value, name } of list) {
      const { protocol } = new URL(value, 'https://example.com/page/');
      const fine =
        slot.kind === 'email' ||
        (slot.kind === 'link' && ['http:', 'https:', 'mailto:', 'tel:'].includes(protocol)) ||
        (slot.kind === 'image' &&
          (['http:', 'https:'].includes(protocol) || /^data:image\//i.test(value.trim()))) ||
        (slot.kind === 'video' && videoEmbed(value) !== undefined);
      if (!fine) wrong.push(`${slot.pattern} accepted ${name}: ${value}`);
    }
  }
  return wrong;
}

/** A copy of `content` down to one value: its other keys left out, its lists cut to one item. */
function onlyPath(content: Record<string, unknown>, own: Array<string | number>) {
  const head = String(own[0]);
  const copy: Record<string, unknown> = { [head]: structuredClone(content[head]) };
  let node: unknown = copy;
  for (const part of own.slice(0, -1)) {
    node = (node as Record<string | number, unknown>)[part];
    if (Array.isArray(node)) node.length = 1;
  }
  return copy;
}

type Placement = { slot: Slot; value: string };

/**
 * Values for one round: text fields take the corpus in turn (each field what fits it), link, image
 * and email fields the vectors the API accepted for them. Another round starts elsewhere in the corpus.
 */
function placements(
  slots: Slot[],
  round: number,
  accepted: Verdicts,
  refusedAsText: Set<string>,
): Placement[] {
  let cursor = round * 41;
  let tiny = round;
  const urlCursor = new Map<z.core.$ZodType, number>();
  const idsByList = new Map<string, Set<string>>();
  const result: Placement[] = [];
  for (const slot of slots) {
    if (slot.kind === 'text' || slot.kind === 'id') {
      if (slot.maxLength < 8) {
        result.push({ slot, value: TINY_VECTORS[tiny++ % TINY_VECTORS.length]! });
        continue;
      }
      const used = idsByList.get(slot.list ?? '') ?? new Set<string>();
      idsByList.set(slot.list ?? '', used);
      for (let tries = 0; tries < XSS_VECTORS.length; tries++) {
        const { value } = XSS_VECTORS[cursor++ % XSS_VECTORS.length]!;
        if (value.length > slot.maxLength || refusedAsText.has(value)) continue;
        if (slot.kind === 'id' && used.has(value)) continue;
        used.add(value);
        result.push({ slot, value });
        break;
      }
      continue;
    }
    const choices = accepted.get(slot.validator) ?? [];
    if (choices.length === 0) continue;
    const at = urlCursor.get(slot.validator) ?? round * 7;
    urlCursor.set(slot.validator, at + 1);
    result.push({ slot, value: choices[at % choices.length]!.value });
  }
  return result;
}

/**
 * Saves a document, and when the API refuses one of its values, checks the refusal is a clear 400,
 * takes the value out and saves again. Returns what was stored.
 */
async function saveWithRefusals(
  placed: Placement[],
  write: (placed: Placement[]) => Promise<APIResponse>,
  fullPath: (slot: Slot) => string,
  refusedAsText: Set<string>,
  problems: string[],
): Promise<{ placed: Placement[]; response: APIResponse }> {
  let current = placed;
  for (;;) {
    const response = await write(current);
    if (response.ok()) return { placed: current, response };
    const answer = await answerOf(response);
    const index = current.findIndex((placement) => fullPath(placement.slot) === answer.path);
    if (index < 0) throw new Error(`Refused with no field we placed: ${JSON.stringify(answer)}`);
    const { slot, value } = current[index]!;
    const problem = checkRefusal(answer, fullPath(slot), value);
    if (problem) problems.push(problem);
    if (slot.kind === 'text' || slot.kind === 'id') refusedAsText.add(value);
    current = current.filter((_, at) => at !== index);
  }
}

/** The texts a page must show as text: what was placed in the text fields its template shows. */
const shownTexts = (placed: Placement[], shown: Set<string>) =>
  placed
    .filter(({ slot }) => slot.kind === 'text' && shown.has(slot.path.join('.')))
    .map(({ slot, value }) => ({ where: slot.path.join('.'), text: value }));

/**
 * The text fields a template shows. Shared section shapes hold fields another template shows and
 * this one keeps unseen (so a template switch loses nothing), and a client's name may be only its
 * logo's alt text: each field is rendered with a marker, and those whose marker is in the page's
 * text (not its attributes) are the ones the page must show as text.
 */
function fieldsShown(templateId: string, sections: Section[], slots: Slot[]) {
  const textSlots = slots.filter((slot) => slot.kind === 'text' && slot.path[0] === 'sections');
  const marked = structuredClone(sections);
  textSlots.forEach((slot, n) => setAt({ sections: marked }, slot.path, `zq${n}qz`));
  const html = renderToString(
    createElement(PortfolioView, { content: { version: 1, sections: marked }, templateId }),
  );
  const text = html.replace(/<[^>]*>/g, ' ');
  return new Set(
    textSlots.filter((_, n) => text.includes(`zq${n}qz`)).map((slot) => slot.path.join('.')),
  );
}

// ---------------------------------------------------------------------------------------------
// In the browser.

declare global {
  interface Window {
    __xssHits: string[];
    xss: (id: number) => void;
  }
}

/** Records the corpus' `xss(id)` calls in every frame, and asks for /xss-hit/{id} too. */
function installRecorder() {
  window.__xssHits = [];
  window.xss = (id: number) => {
    window.__xssHits.push(String(id));
    void fetch(`/xss-hit/${id}`).catch(() => undefined);
  };
}

/** What ran, in one browser context: dialogs, recorder calls, marker requests, popups. */
class Watch {
  readonly executions: string[] = [];
  private opening = false;

  constructor(private readonly origin: string) {}

  async attach(context: BrowserContext) {
    await context.addInitScript(installRecorder);
    await context.route('**/*', async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (url.pathname.startsWith('/xss-hit/') || url.hostname.includes('xss-hit')) {
        this.executions.push(`request for ${url.href}`);
        return route.fulfill({ status: 204 });
      }
      // Pictures from vectors: answered with bytes that are no picture, so an onerror would fire.
      const ownPicture = /^\/(templates|uploads)\/|^\/favicon\.svg$/.test(url.pathname);
      if (url.origin !== this.origin || (request.resourceType() === 'image' && !ownPicture))
        return route.fulfill({ status: 200, contentType: 'image/png', body: 'not a picture' });
      return route.fallback();
    });
    context.on('page', (page) => {
      if (!this.opening) this.executions.push(`a window opened: ${page.url()}`);
      this.watch(page);
    });
    for (const page of context.pages()) this.watch(page);
  }

  async newPage(context: BrowserContext) {
    this.opening = true;
    try {
      return await context.newPage();
    } finally {
      this.opening = false;
    }
  }

  private watch(page: Page) {
    page.on('dialog', async (dialog) => {
      // Leaving a builder with edits asks first; every other dialog is a vector that ran.
      if (dialog.type() === 'beforeunload') return dialog.accept().catch(() => undefined);
      this.executions.push(`${dialog.type()}(${dialog.message()}) on ${page.url()}`);
      await dialog.dismiss().catch(() => undefined);
    });
  }

  /** Calls recorded in any frame of the page. */
  async recorded(page: Page) {
    const hits: string[] = [];
    for (const frame of page.frames()) {
      const found = await frame.evaluate(() => window.__xssHits ?? []).catch(() => []);
      hits.push(...found.map((id) => `xss(${id}) in ${frame.url()}`));
    }
    return hits;
  }
}

type Inspection = {
  problems: string[];
  missing: number[];
  title: string;
  description: string | null;
};

/**
 * Looks through a document (the page's own, or `html` parsed) for anything a vector could have
 * become: script, handlers, frames, refreshes, a base, dangerous URLs; and lists the expected texts
 * it does not show as text.
 */
function inspectDocument({ expected, html }: { expected: string[]; html?: string }): Inspection {
  const doc = html === undefined ? document : new DOMParser().parseFromString(html, 'text/html');
  const problems: string[] = [];
  const describe = (element: Element) =>
    `<${element.localName}${element.getAttribute('class') ? ` class="${element.getAttribute('class')!.slice(0, 30)}"` : ''}>`;
  const schemeOf = (raw: string) =>
    raw
      .replace(/[\t\n\r]/g, '')
      // eslint-disable-next-line no-control-regex -- browsers drop these before a scheme
      .replace(/^[\u0000-\u0020]+/, '')
      .toLowerCase();
  const urlAttributes = [
    'href',
    'src',
    'srcset',
    'action',
    'formaction',
    'xlink:href',
    'data',
    'poster',
    'background',
    'lowsrc',
    'dynsrc',
    'codebase',
    'cite',
    'longdesc',
    'ping',
    'manifest',
    'to',
    'from',
    'values',
    'by',
    'icon',
  ];
  const forbidden = [
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'base',
    'portal',
    'isindex',
    'bgsound',
    'marquee',
    'listing',
    'keygen',
    'math',
    'mglyph',
    'noscript',
    'template',
    'xss',
    'x',
  ];
  const linkRels = ['stylesheet', 'icon', 'modulepreload', 'preload', 'canonical'];
  for (const element of Array.from(doc.querySelectorAll('*'))) {
    const tag = element.localName;
    if (forbidden.includes(tag)) problems.push(`${describe(element)} element`);
    if (tag === 'script' && element.getAttribute('type') === 'application/json') {
      // A data block is fine as long as it is data: it parses, and nothing broke out of it.
      try {
        JSON.parse(element.textContent ?? '');
      } catch {
        problems.push(`script data ${element.textContent?.slice(0, 80)}`);
      }
    } else if (tag === 'script') {
      const src = element.getAttribute('src');
      const url = src ? new URL(src, location.href) : undefined;
      if (
        !url ||
        url.origin !== location.origin ||
        !url.pathname.startsWith('/assets/') ||
        element.textContent?.trim()
      )
        problems.push(`script ${src ?? element.textContent?.slice(0, 80)}`);
    }
    if (tag === 'meta' && element.hasAttribute('http-equiv'))
      problems.push(`meta http-equiv ${element.getAttribute('content')}`);
    if (tag === 'link' && !linkRels.includes(element.getAttribute('rel') ?? ''))
      problems.push(`link rel=${element.getAttribute('rel')}`);
    if (
      tag === 'style' &&
      // The page's own sheets are in it: `overscroll-behavior` is theirs, IE's `behavior:` is not.
      /xss|alert|javascript|expression|@import|(?<![\w-])behavior\s*:|binding/i.test(
        element.textContent ?? '',
      )
    )
      problems.push(`style element ${element.textContent?.slice(0, 80)}`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value;
      if (name.startsWith('on'))
        problems.push(`${describe(element)} has ${name}=${value.slice(0, 80)}`);
      if (name === 'srcdoc') problems.push(`${describe(element)} has srcdoc`);
      if (
        name === 'style' &&
        /expression\s*\(|javascript:|behavior\s*:|binding|url\s*\(/i.test(value)
      )
        problems.push(`${describe(element)} has style=${value.slice(0, 80)}`);
      if (!urlAttributes.includes(name)) continue;
      const urls =
        name === 'srcset'
          ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')
          : [value];
      for (const url of urls) {
        const scheme = schemeOf(url);
        const picture =
          (tag === 'img' || tag === 'source') &&
          (name === 'src' || name === 'srcset') &&
          scheme.startsWith('data:image/');
        if (
          /^(javascript|vbscript|livescript|mocha|jscript):/.test(scheme) ||
          (scheme.startsWith('data:') && !picture)
        )
          problems.push(`${describe(element)} has ${name}=${url.slice(0, 80)}`);
      }
    }
    // What the browser itself made of the URLs: web, mail and phone links; web and data pictures.
    if (
      (element instanceof HTMLAnchorElement || element instanceof HTMLAreaElement) &&
      element.hasAttribute('href')
    ) {
      const { protocol, href } = element;
      if (!['http:', 'https:', 'mailto:', 'tel:'].includes(protocol))
        problems.push(`${describe(element)} links to ${href.slice(0, 80)}`);
    }
    if (tag === 'img' && element.getAttribute('src')) {
      const { src } = element as HTMLImageElement;
      if (!/^(https?:|data:image\/)/i.test(src)) problems.push(`<img> shows ${src.slice(0, 80)}`);
    }
    if (tag === 'form' && element.hasAttribute('action')) {
      const { protocol } = new URL((element as HTMLFormElement).action);
      if (!['http:', 'https:', 'mailto:'].includes(protocol))
        problems.push(`<form> sends to ${(element as HTMLFormElement).action.slice(0, 80)}`);
    }
  }
  // Whitespace and control characters aside (parsers drop some, lines become <br>), each text is whole.
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  const strip = (text: string) => text.replace(/[\s\u0000-\u001f\u007f]/g, '');
  const parts: string[] = [doc.title];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement?.localName;
    if (parent !== 'script' && parent !== 'style') parts.push(node.nodeValue ?? '');
  }
  for (const field of Array.from(doc.querySelectorAll('input, textarea')))
    parts.push((field as HTMLInputElement).value);
  const seen = strip(parts.join(''));
  return {
    problems,
    missing: expected.flatMap((text, index) => (seen.includes(strip(text)) ? [] : [index])),
    title: doc.title,
    description: doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
  };
}

/**
 * Moves over, focuses and clicks everything that could carry a handler; links that lead somewhere
 * safe are kept from navigating, so a javascript: link, were there one, would still run.
 */
function poke() {
  window.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href], area[href]');
      if (
        link &&
        ['http:', 'https:', 'mailto:', 'tel:'].includes((link as HTMLAnchorElement).protocol)
      )
        event.preventDefault();
    },
    true,
  );
  window.addEventListener('submit', (event) => event.preventDefault(), true);
  const types = [
    'pointerover',
    'pointerenter',
    'mouseover',
    'mouseenter',
    'mousemove',
    'focusin',
    'toggle',
    'animationstart',
  ];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    // The builder's width switch moves the canvas into a frame: chrome, not content, so left alone.
    if (element.closest('.fb-devices')) continue;
    for (const type of types) element.dispatchEvent(new Event(type, { bubbles: true }));
    if (element.matches('a, area, img, svg, h1, h2, h3, p, li, figcaption'))
      element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  }
}

/** How many links, and how many pictures, the real mouse visits on a page. */
const MOUSE_TARGETS = 6;

type Expected = {
  texts: Array<{ where: string; text: string }>;
  title?: string;
  /** The page's meta description, on server-rendered pages. */
  description?: string;
};

/** What an inspection found wrong against what was expected. */
function findings(found: Inspection, expected: Expected) {
  const problems = [
    ...found.problems,
    ...found.missing.map((index) => {
      const { where, text } = expected.texts[index]!;
      return `${where} not shown as text: ${JSON.stringify(text)}`;
    }),
  ];
  if (expected.title !== undefined && strip(found.title) !== strip(expected.title))
    problems.push(`title is ${JSON.stringify(found.title)}, not ${JSON.stringify(expected.title)}`);
  if (
    expected.description !== undefined &&
    strip(found.description ?? '') !== strip(expected.description)
  )
    problems.push(
      `description is ${JSON.stringify(found.description)}, not ${JSON.stringify(expected.description)}`,
    );
  return problems;
}

const textsOf = (expected: Expected) => expected.texts.map(({ text }) => text);

/**
 * What is wrong with the page as it is: anything dangerous in the DOM, a text not shown as text, a
 * wrong title. Then it hovers and clicks (with the real mouse too when `mouse`), lets what that
 * started finish, and adds whatever ran.
 */
async function pageProblems(
  page: Page,
  watch: Watch,
  expected: Expected,
  { mouse = false, interact = true }: { mouse?: boolean; interact?: boolean } = {},
) {
  await settled(page);
  const problems = findings(
    await page.evaluate(inspectDocument, { expected: textsOf(expected) }),
    expected,
  );
  if (page.frames().length > 1) problems.push(`${page.frames().length - 1} frames on the page`);
  if (interact) {
    await page.evaluate(poke);
    if (mouse) {
      // The real mouse over a spread of links and pictures: enough to show hovering runs nothing.
      const links = page.locator('a[href]:not([href^="#"]):visible');
      const pictures = page.locator('img:visible');
      for (const [targets, click] of [
        [links, true],
        [pictures, false],
      ] as const) {
        const count = await targets.count();
        const step = Math.max(1, Math.ceil(count / MOUSE_TARGETS));
        for (let index = 0; index < count; index += step) {
          // A click moves the mouse over its target first, as a hover does.
          const target = targets.nth(index);
          if (click) await target.click({ force: true, timeout: 2_000, noWaitAfter: true });
          else await target.hover({ force: true, timeout: 2_000 });
        }
      }
    }
    await settled(page);
    const after = await page.evaluate(inspectDocument, { expected: [] });
    problems.push(...after.problems.map((problem) => `after interaction: ${problem}`));
  }
  problems.push(...watch.executions.splice(0), ...(await watch.recorded(page)));
  return problems;
}

async function checkPage(
  page: Page,
  watch: Watch,
  label: string,
  expected: Expected,
  options: { mouse?: boolean; interact?: boolean } = {},
) {
  const problems = await pageProblems(page, watch, expected, options);
  expect.soft(problems, `${label}: ${page.url()}`).toEqual([]);
}

// Texts are compared without whitespace and control characters, which pages may drop or turn into <br>.
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const strip = (text: string) => text.replace(/[\s\u0000-\u001f\u007f]/g, '');

/** A second browser, a signed-out visitor's, that ignores CSP: escaping alone must keep pages inert. */
async function visitorWithoutCsp(browser: Browser, origin: string) {
  const context = await browser.newContext({ bypassCSP: true, baseURL: origin });
  const watch = new Watch(origin);
  await watch.attach(context);
  const page = await watch.newPage(context);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return { context, watch, page, errors };
}

const originOf = () => String(test.info().project.use.baseURL);

// A data: picture the API accepted but the browser cannot decode logs this line, and shows nothing.
const BROKEN_DATA_PICTURE = 'Failed to load resource: net::ERR_INVALID_URL';
const allowBrokenDataPictures = (problems: { console: string[] }) => {
  problems.console = problems.console.filter((line) => line !== BROKEN_DATA_PICTURE);
};

// ---------------------------------------------------------------------------------------------

test('the corpus has over a hundred distinct vectors', async () => {
  const values = XSS_VECTORS.map((vector) => vector.value);
  expect(values.length).toBeGreaterThanOrEqual(100);
  expect(new Set(values).size).toBe(values.length);
  expect(new Set(XSS_VECTORS.map((vector) => vector.name)).size).toBe(values.length);
});

test('the checks are not blind: vectors put in as markup are caught running and in the DOM', async ({
  browser,
}) => {
  const visitor = await visitorWithoutCsp(browser, originOf());
  const markup = [
    '<img src=x onerror=alert(11)>',
    '<svg onload=xss(12)></svg>',
    '<a href="javascript:alert(13)">link</a>',
    '<iframe srcdoc="<script>parent.xss(14)</script>"></iframe>',
    '<b>bold</b>',
  ];
  await visitor.context.route('**/xss-harness', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>harness</title><body>${markup.join('')}</body>`,
    }),
  );
  await visitor.page.goto('/xss-harness');
  const problems = await pageProblems(visitor.page, visitor.watch, {
    texts: [{ where: 'bold', text: '<b>bold</b>' }],
  });
  const caught = (pattern: RegExp) => problems.some((problem) => pattern.test(problem));
  expect(caught(/^alert\(11\)/), problems.join('\n')).toBe(true);
  expect(caught(/has onerror=alert\(11\)/)).toBe(true);
  expect(caught(/xss\(12\) in/)).toBe(true);
  expect(caught(/request for .*\/xss-hit\/12/)).toBe(true);
  expect(caught(/<a> links to javascript:alert\(13\)/)).toBe(true);
  expect(caught(/^alert\(13\)/)).toBe(true);
  expect(caught(/<iframe> element/)).toBe(true);
  expect(caught(/1 frames on the page/)).toBe(true);
  expect(caught(/xss\(14\)/)).toBe(true);
  expect(caught(/bold not shown as text/)).toBe(true);
  await visitor.context.close();
});

/** A template's document with every field listed, lists grown to their longest. */
function templateDocument(templateId: string, defaults: Section[]) {
  const template = getTemplate(templateId);
  const slots: Slot[] = [];
  const sections = defaults.map((section, index) => {
    const schema = sectionOf(template, section.type)?.schema as z.core.$ZodType | undefined;
    if (!schema)
      throw new Error(`${templateId} has a "${section.type}" section this test does not know`);
    const sectionSlots: Slot[] = [];
    const content = expand(schema, section.content, sectionSlots, (_pattern, max) =>
      Math.min(max, 60),
    );
    for (const slot of sectionSlots)
      slots.push({
        ...slot,
        path: ['sections', index, 'content', ...slot.path],
        pattern: `${section.type}.${slot.pattern}`,
      });
    return { ...section, content: content as Record<string, unknown> };
  });
  // The portfolio's own title and description, shown in the page's head, the dashboard and the builder.
  for (const key of ['title', 'description'] as const) {
    const validator = updatePortfolioInput.shape[key];
    const maxLength = key === 'title' ? 200 : 1000;
    slots.unshift({ path: [key], pattern: key, kind: 'text', maxLength, validator });
  }
  return {
    document: { version: 1, sections },
    slots,
    shown: fieldsShown(templateId, sections, slots),
  };
}

/** The body of a save: the document with the placed values, and the title and description. */
function saveBody(document: { version: number; sections: Section[] }, placed: Placement[]) {
  const content = structuredClone(document);
  const body: Record<string, unknown> = { content };
  for (const { slot, value } of placed) {
    if (slot.path[0] === 'sections') setAt(content, slot.path, value);
    else body[slot.path[0]!] = value;
  }
  return body;
}

const bodyPath = (slot: Slot) =>
  (slot.path[0] === 'sections' ? ['content', ...slot.path] : slot.path).join('.');

for (const { id: templateId } of listTemplates()) {
  test(`${templateId}: every vector in every field is refused with a 400 or shown inert on every page`, async ({
    page,
    browser,
    request,
    problems: pageProblems,
  }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    const owner = await signUp(request, 'Owner Xss');
    const prober = await signUp(request, 'Prober Xss');
    const created = await createPortfolio(request, owner, templateId);
    const { document, slots, shown } = templateDocument(templateId, created.content.sections);
    const textSlots = slots.filter((slot) => slot.kind === 'text');
    expect(textSlots.length).toBeGreaterThan(20);
    // Not blind: most of what a template offers is on its page.
    expect(shown.size, 'text fields the page shows').toBeGreaterThan(textSlots.length / 2);

    // Links, images and emails: every vector against each rule, refused or accepted.
    const accepted = await probeFields(
      slots,
      async (slot, value) => {
        const sectionIndex = Number(slot.path[1]);
        const section = structuredClone(created.content.sections[sectionIndex]!);
        const own = slot.path.slice(3).map((part) => (typeof part === 'number' ? 0 : part));
        const content = onlyPath(document.sections[sectionIndex]!.content, own);
        setAt(content, own, value);
        const response = await request.post('/api/portfolios', {
          headers: prober.auth,
          data: { templateId, content: { version: 1, sections: [{ ...section, content }] } },
        });
        const answer = await answerOf(response);
        if (
          answer.status === 400 &&
          answer.path !== ['content', 'sections', 0, 'content', ...own].join('.')
        )
          problems.push(`a refusal of ${slot.pattern} names ${answer.path}: ${answer.message}`);
        return answer;
      },
      problems,
    );
    expect(refusedSchemes(slots, accepted)).toEqual([]);

    const refusedAsText = new Set<string>();
    let version = created.version;
    const slug = `xss-${templateId}-${randomUUID().slice(0, 6)}`;
    const visitor = await visitorWithoutCsp(browser, originOf());
    const watch = new Watch(originOf());
    await watch.attach(page.context());
    await openSignedIn(page, owner);

    for (let round = 0; round < 2; round++) {
      const saved = await saveWithRefusals(
        placements(slots, round, accepted, refusedAsText),
        (placed) =>
          request.put(`/api/portfolios/${created.id}`, {
            headers: owner.auth,
            data: { version, ...saveBody(document, placed), slug, published: true },
          }),
        bodyPath,
        refusedAsText,
        problems,
      );
      const stored = (await saved.response.json()).data.portfolio;
      version = stored.version;
      // Stored verbatim: nothing was rewritten on the way in (the title is trimmed, as any title).
      for (const { slot, value } of saved.placed) {
        const kept =
          slot.path[0] === 'sections' ? getAt(stored.content, slot.path) : stored[slot.path[0]!];
        expect(kept, slot.pattern).toBe(slot.pattern === 'title' ? value.trim() : value);
      }
      const setting = (key: string, fallback: string) =>
        saved.placed.find(({ slot }) => slot.pattern === key)?.value ?? fallback;
      const title = setting('title', 'XSS portfolio');
      const description = setting('description', created.description);
      const texts = shownTexts(saved.placed, shown);
      const expected = { texts, title, description };

      // The published page, server-rendered: as the owner (CSP on), and as a visitor without CSP.
      expect((await page.goto(`/portfolio/${slug}`))?.status()).toBe(200);
      await checkPage(page, watch, `round ${round}: published page`, expected, {
        mouse: round === 0,
      });
      expect((await visitor.page.goto(`/portfolio/${slug}`))?.status()).toBe(200);
      await checkPage(
        visitor.page,
        visitor.watch,
        `round ${round}: published page without CSP`,
        expected,
        {
          mouse: round === 1,
        },
      );

      // The dashboard's card, then the app's own rendering of the public page (a client-side route).
      await page.goto('/dashboard');
      await page.getByRole('button', { name: /^Portfolios/ }).click();
      const card = page.locator('.portfolio-card').first();
      await expect(card).toBeVisible();
      // Its thumbnail draws the first sections with the same renderer.
      const thumbnailTexts = texts.filter(
        ({ where }) => Number(where.split('.')[1]) < DASHBOARD_CARD_PREVIEW_SECTIONS,
      );
      await checkPage(
        page,
        watch,
        `round ${round}: dashboard`,
        { texts: [{ where: 'title', text: title }, ...thumbnailTexts] },
        { interact: false },
      );
      await card.getByRole('link', { name: 'View', exact: true }).click();
      await page.waitForURL(`/portfolio/${slug}`);
      await expect(page.locator('.portfolio-card')).toHaveCount(0);
      await expect(page.locator('[data-section]').first()).toBeVisible();
      await checkPage(page, watch, `round ${round}: app route of the public page`, {
        texts,
        title,
      });

      // The builder, where the owner edits every field in place, and its preview.
      await page.goto(`/portfolio-builder/${created.id}`);
      await expect(page.getByRole('region', { name: 'Portfolio canvas' })).toBeVisible();
      await expect(page.locator('.fb-editable').first()).toBeVisible();
      await checkPage(page, watch, `round ${round}: builder`, { texts, title });
      const settings = page.getByRole('button', { name: 'Portfolio Settings' });
      await settings.click();
      await checkPage(
        page,
        watch,
        `round ${round}: builder settings`,
        {
          texts: [
            { where: 'title', text: title },
            { where: 'description', text: description },
          ],
        },
        { interact: false },
      );
      await settings.click();
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
      await checkPage(page, watch, `round ${round}: builder preview`, { texts });
    }
    allowBrokenDataPictures(pageProblems);
    expect(
      visitor.errors.filter((line) => line !== BROKEN_DATA_PICTURE),
      'console errors without CSP',
    ).toEqual([]);
    await visitor.context.close();
    expect(problems).toEqual([]);
  });
}

/** A few probe portfolios, each used by one request at a time, each knowing its version. */
function portfolioPool<P extends { id: string; version: number }>(portfolios: P[]) {
  const idle = portfolios.map((portfolio) => ({ ...portfolio }));
  return async <T>(work: (portfolio: P) => Promise<T>) => {
    const portfolio = idle.pop();
    if (!portfolio) throw new Error('More requests in flight than probe portfolios');
    try {
      return await work(portfolio);
    } finally {
      idle.push(portfolio);
    }
  };
}

test('a case study: every vector in every field is refused with a 400 or shown inert, in its editor too', async ({
  page,
  browser,
  request,
  problems: pageProblemsSeen,
}) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  const owner = await signUp(request, 'Case Xss');
  const prober = await signUp(request, 'Prober Case');
  const created = await createPortfolio(request, owner, 'echelon');
  const work = created.content.sections.find((section) => section.type === 'work')!;
  const projectId = (work.content.projects as Array<{ id: string }>)[0]!.id;
  const slots: Slot[] = [];
  const study = expand(caseStudySchema, newCaseStudy({}), slots, (_pattern, max) =>
    Math.min(max, 6),
  );
  const withPicture = (path: Array<string | number>) => path.join('.');
  // Every write starts from a valid study: every id filled in, each its own.
  const probeBase = structuredClone(study);
  slots
    .filter((slot) => slot.kind === 'id')
    .forEach((slot, index) => setAt(probeBase, slot.path, `probe-id-${index}`));

  // Pictures: every vector through the API, into a case study of a probe portfolio.
  const probeOn = portfolioPool(
    await Promise.all(Array.from({ length: 8 }, () => createPortfolio(request, prober, 'echelon'))),
  );
  const accepted = await probeFields(
    slots,
    (slot, value) =>
      probeOn(async (portfolio) => {
        // The grown study: a block's field only exists in its own kind of block.
        const own = slot.path;
        const probe = structuredClone(probeBase);
        setAt(probe, own, value);
        const response = await request.put(`/api/portfolios/${portfolio.id}`, {
          headers: prober.auth,
          data: { version: portfolio.version, caseStudies: { [projectId]: probe } },
        });
        if (response.ok()) portfolio.version += 1;
        const answer = await answerOf(response);
        const where = ['caseStudies', projectId, ...own].join('.');
        if (answer.status === 400 && answer.path !== where)
          problems.push(`a refusal of ${slot.pattern} names ${answer.path}: ${answer.message}`);
        return answer;
      }),
    problems,
  );
  expect(refusedSchemes(slots, accepted)).toEqual([]);

  const refusedAsText = new Set<string>();
  let version = created.version;
  const slug = `xss-case-${randomUUID().slice(0, 6)}`;
  const visitor = await visitorWithoutCsp(browser, originOf());
  const watch = new Watch(originOf());
  await watch.attach(page.context());
  await openSignedIn(page, owner);
  const viewer = `/portfolio/${created.id}/project/${projectId}`;

  for (let round = 0; round < 2; round++) {
    // Unpublished first: only its owner reads it, in the app.
    const saved = await saveWithRefusals(
      placements(slots, round, accepted, refusedAsText),
      (placed) => {
        const written = structuredClone(probeBase);
        for (const { slot, value } of placed) setAt(written, slot.path, value);
        return request.put(`/api/portfolios/${created.id}`, {
          headers: owner.auth,
          data: { version, caseStudies: { [projectId]: written }, published: false },
        });
      },
      (slot) => ['caseStudies', projectId, ...slot.path].join('.'),
      refusedAsText,
      problems,
    );
    version = (await saved.response.json()).data.portfolio.version;
    // A picture's description is its alt attribute, not text on the page.
    const texts = saved.placed
      .filter(({ slot }) => slot.kind === 'text' && !slot.pattern.endsWith('.alt'))
      .map(({ slot, value }) => ({ where: withPicture(slot.path), text: value }));
    const value = (key: string) => saved.placed.find(({ slot }) => slot.pattern === key)?.value;

    expect((await page.goto(viewer))?.status()).toBe(404);
    await expect(page.locator('.cs-title')).toBeVisible();
    await checkPage(page, watch, `round ${round}: the owner's case study in the app`, { texts });

    await page.goto(`/portfolio-builder/${created.id}/case-study/${encodeURIComponent(projectId)}`);
    await expect(page.getByRole('region', { name: 'Case study' })).toBeVisible();
    await checkPage(page, watch, `round ${round}: case study editor`, { texts });
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(page.getByText('PREVIEW MODE')).toBeVisible();
    await checkPage(page, watch, `round ${round}: case study editor preview`, { texts });

    // Published: the server renders it for everyone.
    const published = await request.put(`/api/portfolios/${created.id}`, {
      headers: owner.auth,
      data: { version, slug, published: true },
    });
    expect(published.status()).toBe(200);
    version = (await published.json()).data.portfolio.version;
    const expected = {
      texts,
      title: `${value('title') ?? ''} — XSS portfolio`,
      description: (value('intro') ?? '').slice(0, 200),
    };
    expect((await page.goto(viewer))?.status()).toBe(200);
    await checkPage(page, watch, `round ${round}: published case study`, expected, {
      mouse: true,
    });
    expect((await visitor.page.goto(viewer))?.status()).toBe(200);
    await checkPage(
      visitor.page,
      visitor.watch,
      `round ${round}: published case study without CSP`,
      expected,
      { mouse: round === 0 },
    );
  }
  // The owner's app page is the app's index.html answered with 404 (the case study was unpublished).
  allowRefusedRequests(pageProblemsSeen, 404);
  allowBrokenDataPictures(pageProblemsSeen);
  expect(
    visitor.errors.filter((line) => line !== BROKEN_DATA_PICTURE),
    'console errors without CSP',
  ).toEqual([]);
  await visitor.context.close();
  expect(problems).toEqual([]);
});

test("a portfolio's settings: slug, fonts and colours refuse every vector or show it inert, and every vector is a safe title and description", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const problems: string[] = [];
  const owner = await signUp(request, 'Settings Xss');
  const created = await createPortfolio(request, owner, 'echelon');
  const slug = `xss-settings-${randomUUID().slice(0, 6)}`;
  const first = await request.put(`/api/portfolios/${created.id}`, {
    headers: owner.auth,
    data: { version: created.version, slug, published: true },
  });
  let version = (await first.json()).data.portfolio.version as number;

  // The slug is a path segment: every vector is refused, none taken.
  await inParallel(XSS_VECTORS, 8, async ({ value }) => {
    const answer = await answerOf(
      await request.put(`/api/portfolios/${created.id}`, {
        headers: owner.auth,
        data: { version, slug: value },
      }),
    );
    const problem = checkRefusal(answer, 'slug', value);
    if (problem) problems.push(problem);
  });

  // Fonts and colours end up in CSS: each vector is refused or shown on the page as a harmless name.
  const stylingSlots: Slot[] = [];
  expand(
    stylingSchema,
    { colors: { accent: '' }, fonts: { heading: '', body: '' } },
    stylingSlots,
    () => 1,
  );
  const styling = (slot: Slot, value: string) => {
    const written = { colors: {}, fonts: {} };
    setAt(written, slot.path, value);
    return written;
  };
  const verdicts = await probeFields(
    stylingSlots,
    async (slot, value) =>
      answerOf(
        await request.post('/api/portfolios', {
          headers: owner.auth,
          data: { templateId: 'echelon', styling: styling(slot, value) },
        }),
      ),
    problems,
  );
  const acceptedFor = (kind: string) =>
    verdicts.get(stylingSlots.find((slot) => slot.kind === kind)!.validator) ?? [];
  expect(acceptedFor('color')).toEqual([]);
  const fonts = acceptedFor('font');
  const watch = new Watch(originOf());
  await watch.attach(page.context());
  for (const font of fonts) {
    const answer = await request.put(`/api/portfolios/${created.id}`, {
      headers: owner.auth,
      data: {
        version,
        styling: { colors: {}, fonts: { heading: font.value, body: font.value } },
        published: true,
      },
    });
    expect(answer.status()).toBe(200);
    version = (await answer.json()).data.portfolio.version;
    await page.goto(`/portfolio/${slug}`);
    await checkPage(page, watch, `font ${font.name}`, { texts: [] });
  }

  // Title and description: every vector, read back from the page the server renders (a few
  // published portfolios share the work).
  const lanes = await Promise.all(
    Array.from({ length: 6 }, async (_, lane) => {
      // No sections: the head is what is read here, and an empty page renders fastest.
      const made = await request.post('/api/portfolios', {
        headers: owner.auth,
        data: { title: 'XSS', templateId: 'echelon', content: { version: 1, sections: [] } },
      });
      const portfolio = (await made.json()).data.portfolio as PortfolioAnswer;
      const laneSlug = `${slug}-${lane}`;
      const answer = await request.put(`/api/portfolios/${portfolio.id}`, {
        headers: owner.auth,
        data: { version: portfolio.version, slug: laneSlug, published: true },
      });
      const { id, version: laneVersion } = (await answer.json()).data.portfolio as PortfolioAnswer;
      return { id, version: laneVersion, slug: laneSlug };
    }),
  );
  const onLane = portfolioPool(lanes);
  const pages: Array<{ html: string; title: string; description: string }> = [];
  await inParallel([...XSS_VECTORS.entries()], lanes.length, ([index, { value }]) =>
    onLane(async (portfolio) => {
      const description = XSS_VECTORS[(index + 1) % XSS_VECTORS.length]!.value;
      const response = await request.put(`/api/portfolios/${portfolio.id}`, {
        headers: owner.auth,
        // Saved and published in one call: visitors read the live copy.
        data: { version: portfolio.version, title: value, description, published: true },
      });
      if (!response.ok()) {
        const problem = checkRefusal(await answerOf(response), 'title', value);
        if (problem) problems.push(problem);
        return;
      }
      portfolio.version = (await response.json()).data.portfolio.version;
      const html = await (await request.get(`/portfolio/${portfolio.slug}`)).text();
      pages.push({ html, title: value, description });
    }),
  );
  expect(pages.length).toBeGreaterThan(XSS_VECTORS.length * 0.8);
  await page.goto(`/portfolio/${slug}`);
  for (const { html, title, description } of pages) {
    const inspection = await page.evaluate(inspectDocument, { expected: [], html });
    problems.push(...findings(inspection, { texts: [], title, description }));
  }
  // And one, the polyglot, in a real page: its title is text.
  const polyglot = XSS_VECTORS.find((vector) => vector.name === 'polyglot')!.value;
  const titled = await request.put(`/api/portfolios/${created.id}`, {
    headers: owner.auth,
    data: { version, title: polyglot, published: true },
  });
  expect(titled.status()).toBe(200);
  await page.goto(`/portfolio/${slug}`);
  await checkPage(page, watch, 'a polyglot title', { texts: [], title: polyglot });
  expect(problems).toEqual([]);
});
