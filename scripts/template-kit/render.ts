import path from 'node:path';
import { format } from 'node:util';
import { JSDOM } from 'jsdom';
import { act, createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { SectionDefinitionProvider } from '../../templates/kit';
import { PortfolioDocument } from '../../templates/PortfolioDocument';
import type { SectionDefinition, TemplateDefinition } from '../../templates/types';
import { fileIn, indexFile } from './files';
import { fileDefining, type Where } from './places';
import { shown, type Problem } from './problems';

// Every section rendered read-only with its defaults, then the whole default page: first as the
// server renders it (react-dom/server, no DOM at all), then in a browser-like DOM (jsdom). Any error
// or console warning is a problem, named by the template's own file where the stack shows it.

/** Globals that exist only in a browser: reading one while rendering breaks server rendering. */
const BROWSER_ONLY = new Set([
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'matchMedia',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'getComputedStyle',
  'innerWidth',
  'innerHeight',
  'scrollY',
  'scrollX',
  'HTMLElement',
  'IntersectionObserver',
  'ResizeObserver',
  'MutationObserver',
  'Image',
]);

const frameFile = (folder: string) => fileIn(folder, 'Frame.tsx', 'index.ts', 'index.tsx');

/** The first place in the template's folder that a stack or React component stack mentions. */
export function locate(text: string, folder: string): Where | undefined {
  const root = path.resolve(folder) + path.sep;
  const escaped = root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}([^\\s:()?'"]+)(?:\\?[^\\s:()]*)?(?::(\\d+))?`).exec(text);
  if (!match) return undefined;
  return { file: shown(root + match[1]), line: match[2] ? Number(match[2]) : undefined };
}

const describeError = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]}` : String(error);

const stackOf = (error: unknown) => (error instanceof Error ? (error.stack ?? '') : '');

/** What one console call said, on one line, without React's component stack. */
function firstLine(args: unknown[]): string {
  const text = format(...args)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)[0];
  const line = text ?? '';
  return line.length > 240 ? `${line.slice(0, 237)}...` : line;
}

type Logged = { level: 'error' | 'warn'; args: unknown[]; stack: string };

/** Runs `render` with console.error and console.warn recorded instead of printed. */
async function recordingConsole(render: () => Promise<void> | void): Promise<Logged[]> {
  const logged: Logged[] = [];
  const { error, warn } = console;
  // The stack at the call shows the file when a component logs for itself.
  console.error = (...args: unknown[]) =>
    logged.push({ level: 'error', args, stack: new Error().stack ?? '' });
  console.warn = (...args: unknown[]) =>
    logged.push({ level: 'warn', args, stack: new Error().stack ?? '' });
  try {
    await render();
  } finally {
    console.error = error;
    console.warn = warn;
  }
  return logged;
}

/** The section, alone, as the renderer draws it: read-only, told which section and layout it is. */
const sectionElement = (
  type: string,
  definition: SectionDefinition,
  layout: string,
): ReactElement =>
  createElement(
    SectionDefinitionProvider,
    { value: definition },
    createElement(definition.Component, { id: type, content: definition.defaults, layout }),
  );

export const pageElement = (template: TemplateDefinition): ReactElement =>
  createElement(PortfolioDocument, { template, content: template.defaultContent });

type Subject = { label: string; element: ReactElement; component?: string };

function subjects(template: TemplateDefinition): Subject[] {
  return [
    // Every layout of every section: a variant the designer can pick renders like the default.
    ...Object.entries(template.sections).flatMap(([type, definition]) =>
      (definition.variants?.length ? definition.variants.map((variant) => variant.id) : ['']).map(
        (layout) => ({
          label: layout ? `the ${type} section in its "${layout}" layout` : `the ${type} section`,
          element: sectionElement(type, definition, layout),
          component: definition.Component?.name,
        }),
      ),
    ),
    { label: 'the default page (Frame and sections)', element: pageElement(template) },
  ];
}

function errorProblem(
  error: unknown,
  folder: string,
  { label, component }: Subject,
  where: 'on the server' | 'in the browser',
): Problem {
  const fallback = { file: shown(indexFile(folder)) };
  const place = locate(stackOf(error), folder) ?? fileDefining(folder, component) ?? fallback;
  const global =
    error instanceof ReferenceError && /^(\w+) is not defined/.exec(error.message)?.[1];
  if (global && BROWSER_ONLY.has(global))
    return {
      ...place,
      message: `reads \`${global}\` while rendering (${describeError(error)})${place === fallback ? `, in ${label}` : ''}`,
      fix: 'Move it into an effect or an event handler.',
    };
  return {
    ...place,
    message: `${label} throws while rendering ${where} (${describeError(error)})`,
    fix: 'A section renders from its content alone: make it work with its default content, and keep browser-only code in effects and event handlers.',
  };
}

/** What makes two errors the same one: where they come from and what they say. */
const errorKey = (problem: Problem, error: unknown) =>
  `${problem.file}:${problem.line ?? ''} ${describeError(error)}`;

function consoleProblem(logged: Logged, subject: Subject, folder: string, where: string): Problem {
  const text = logged.args.map((arg) => (typeof arg === 'string' ? arg : format(arg))).join('\n');
  // React names the component in its warnings ("Check the render method of `Work`").
  const named = /`(\w+)`/.exec(text)?.[1];
  const place = locate(text, folder) ??
    locate(logged.stack, folder) ??
    fileDefining(folder, named) ??
    fileDefining(folder, subject.component) ?? { file: shown(indexFile(folder)) };
  const label = subject.label;
  return {
    ...place,
    message: `${label} logs a ${logged.level === 'error' ? 'console error' : 'console warning'} while rendering ${where}: "${firstLine(logged.args).replace(/\.$/, '')}"`,
    fix: 'Fix what it says: a published page renders without errors or warnings.',
  };
}

/** One problem per distinct message: a section's warning repeats on the page and in the browser. */
function reportOnce(logged: Logged[], seen: Set<string>, problem: (entry: Logged) => Problem) {
  return logged.flatMap((entry) => {
    const key = firstLine(entry.args);
    if (seen.has(key)) return [];
    seen.add(key);
    return [problem(entry)];
  });
}

/** Server rendering: no DOM at all, as on the server that renders published pages. */
export async function checkServerRendering(
  template: TemplateDefinition,
  folder: string,
  seen: Set<string> = new Set(),
): Promise<Problem[]> {
  if (typeof window !== 'undefined')
    throw new Error('checkServerRendering needs a Node environment without a DOM (no jsdom)');
  const problems: Problem[] = [];
  let failed = false;
  for (const subject of subjects(template)) {
    const { element } = subject;
    // The whole page repeats what a failing section already said.
    if (failed && element.type === PortfolioDocument) continue;
    const logged = await recordingConsole(() => {
      try {
        renderToString(element);
      } catch (error) {
        failed = true;
        const problem = errorProblem(error, folder, subject, 'on the server');
        seen.add(errorKey(problem, error));
        problems.push(problem);
      }
    });
    problems.push(
      ...reportOnce(logged, seen, (entry) =>
        consoleProblem(entry, subject, folder, 'on the server'),
      ),
    );
  }
  return problems;
}

/** Runs `run` with a jsdom window as the global browser environment, then takes it away again. */
async function withDom<T>(run: (dom: JSDOM) => Promise<T>): Promise<T> {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: 'http://localhost/',
    pretendToBeVisual: true,
  });
  const scope = globalThis as Record<string, unknown>;
  const added: string[] = [];
  for (const key of ['window', 'self', ...Object.getOwnPropertyNames(dom.window)]) {
    if (key in scope || key.startsWith('_')) continue;
    try {
      scope[key] = key === 'window' || key === 'self' ? dom.window : Reflect.get(dom.window, key);
      added.push(key);
    } catch {
      // A property jsdom does not let us read outside its window: not one React needs.
    }
  }
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    return await run(dom);
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    for (const key of added) delete scope[key];
    dom.window.close();
  }
}

/** Rendering in a browser-like DOM (jsdom): effects run, and the markup can be looked at. */
export async function checkDomRendering(
  template: TemplateDefinition,
  folder: string,
  seen: Set<string> = new Set(),
): Promise<Problem[]> {
  return withDom(async (dom) => {
    const { createRoot } = await import('react-dom/client');
    const problems: Problem[] = [];
    const { document } = dom.window;
    for (const subject of subjects(template)) {
      const { label, element } = subject;
      const isPage = element.type === PortfolioDocument;
      const container = document.createElement('div');
      document.body.append(container);
      const errors: unknown[] = [];
      const logged = await recordingConsole(async () => {
        const root = createRoot(container, {
          onUncaughtError: (error) => errors.push(error),
          onCaughtError: (error) => errors.push(error),
          onRecoverableError: (error) => errors.push(error),
        });
        try {
          await act(async () => root.render(element));
        } catch (error) {
          if (!errors.includes(error)) errors.push(error);
        }
        if (errors.length === 0) problems.push(...inspect(container, label, isPage));
        await act(async () => root.unmount());
      });
      container.remove();
      for (const error of errors) {
        // The same failure on the server and in the browser, or in a section and its page, is one problem.
        const problem = errorProblem(error, folder, subject, 'in the browser');
        if (seen.has(errorKey(problem, error))) continue;
        seen.add(errorKey(problem, error));
        problems.push(problem);
      }
      problems.push(
        ...reportOnce(logged, seen, (entry) =>
          consoleProblem(entry, subject, folder, 'in the browser (jsdom)'),
        ),
      );
    }
    return problems;

    function inspect(container: HTMLElement, label: string, isPage: boolean): Problem[] {
      const found: Problem[] = [];
      const file = shown(indexFile(folder));
      if (!isPage && !container.textContent?.trim())
        found.push({
          file,
          message: `${label} shows no text with its default content`,
          fix: 'Give its defaults some text (a heading at least): the gallery preview and a new portfolio start from them.',
        });
      if (container.querySelector('[contenteditable]'))
        found.push({
          file,
          message: `${label} renders contenteditable markup on the published page`,
          fix: "Write editable text through the kit's Text primitive (useKit()): it edits only in the builder.",
        });
      const rootElement = container.firstElementChild;
      if (isPage && !rootElement?.classList.contains(template.rootClass))
        found.push({
          file: shown(frameFile(folder)),
          message: `the Frame's outermost element ${rootElement ? `is <${rootElement.tagName.toLowerCase()} class="${rootElement.getAttribute('class') ?? ''}">, without` : 'is missing, so nothing carries'} the root class \`${template.rootClass}\``,
          fix: `Put className="${template.rootClass}" on the Frame's outermost element: the template's CSS is scoped under it.`,
        });
      return found;
    }
  });
}
