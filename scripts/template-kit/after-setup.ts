import { JSDOM } from 'jsdom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { getPath } from '../../templates/paths';
import { PortfolioDocument } from '../../templates/PortfolioDocument';
import { sampleSpots } from '../../templates/samples';
import { emptyAnswers } from '../../templates/setup/answers';
import { setupContent } from '../../templates/setup/document';
import type { TemplateDefinition } from '../../templates/types';
import { fileIn } from './files';
import { componentFile } from './places';
import { shown, type Problem } from './problems';

// The page a designer first sees after setup: only their name given, every sample taken out. It must
// read as a finished page: no word of the template's sample person left, no "undefined", and no
// heading, paragraph or list drawn empty.

/** The only answer setup cannot go without. */
const NAME = 'Ada Example';

/** Elements that hold words: drawn with nothing in them, they show as gaps or stray bullets. */
const BOXES = 'h1,h2,h3,h4,h5,h6,p,li,ul,ol,dl,dt,dd,figcaption,blockquote,a,button,label';
/** What fills a box without words. */
const FILLED = 'img,svg,picture,video,iframe,input,select,textarea,canvas';

/** The page setup makes from nothing but a name, as the published page draws it. */
export function afterSetupPage(template: TemplateDefinition, all: readonly TemplateDefinition[]) {
  const answers = emptyAnswers(template);
  answers.identity = { ...answers.identity, name: NAME };
  const content = setupContent(template, answers, all);
  const html = renderToStaticMarkup(createElement(PortfolioDocument, { template, content }));
  return { content, document: new JSDOM(`<body>${html}</body>`).window.document };
}

/** The words of the template's sample content (sentences, not a year or a one-word category). */
function sampleWords(template: TemplateDefinition, all: readonly TemplateDefinition[]): string[] {
  const sample = template.defaultContent;
  const words = sampleSpots(template, sample, all).flatMap((spot) => {
    const section = sample.sections.find((candidate) => candidate.id === spot.sectionId);
    const value: unknown = section && getPath(section.content, spot.path);
    return spot.kind === 'text' && typeof value === 'string' ? [value.trim()] : [];
  });
  return [...new Set(words.filter((text) => text.split(/\s+/).length >= 3))];
}

export function checkAfterSetup(
  template: TemplateDefinition,
  folder: string,
  all: readonly TemplateDefinition[],
): Problem[] {
  let page: ReturnType<typeof afterSetupPage>;
  try {
    page = afterSetupPage(template, all);
  } catch {
    return []; // the rendering rules say why
  }
  const { document } = page;
  const problems: Problem[] = [];
  const fileOf = (element: Element) => {
    const type = element.closest('[data-section]')?.getAttribute('data-section');
    return type
      ? componentFile(template, type, folder)
      : shown(fileIn(folder, 'Frame.tsx', 'index.tsx'));
  };
  const where = (element: Element) => {
    const type = element.closest('[data-section]')?.getAttribute('data-section');
    return type ? `the ${type} section` : 'the Frame';
  };
  const describe = (element: Element) => {
    const name = element.tagName.toLowerCase();
    const className = element.getAttribute('class');
    return className ? `<${name} class="${className}">` : `<${name}>`;
  };

  const text = document.body.textContent ?? '';
  for (const words of sampleWords(template, all))
    if (text.includes(words))
      problems.push({
        file: shown(fileIn(folder, 'content.ts', 'index.tsx')),
        message: `after setup the page still shows the sample "${words.length > 60 ? `${words.slice(0, 57)}...` : words}"`,
        fix: 'Setup takes out what your defaults ship as sample: keep wording that must stay in `chrome` or a `_label` field, and check that the section draws the stored value, not a constant.',
      });

  for (const element of document.body.querySelectorAll('*')) {
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join(' ');
    const attributes = ['alt', 'href', 'src', 'title', 'aria-label'].map(
      (name) => element.getAttribute(name) ?? '',
    );
    const broken = [own, ...attributes].find((value) =>
      /\b(undefined|null|NaN)\b|\[object Object\]/.test(value),
    );
    if (broken)
      problems.push({
        file: fileOf(element),
        message: `after setup ${where(element)} shows "${broken.trim()}" in ${describe(element)}`,
        fix: 'Draw an empty value as nothing: the kit\'s Text renders nothing for "", and a value you build yourself needs a fallback.',
      });
  }

  for (const element of document.body.querySelectorAll(BOXES)) {
    if (element.closest('[aria-hidden="true"],[hidden],.brief-box')) continue;
    if ((element.textContent ?? '').trim() || element.querySelector(FILLED)) continue;
    if (element.getAttribute('aria-label')) continue;
    problems.push({
      file: fileOf(element),
      message: `after setup ${where(element)} draws an empty ${describe(element)}`,
      fix: 'Leave out an element whose value or list is empty on the published page (show it only when mode is "edit" or it has content).',
    });
  }
  return problems;
}
