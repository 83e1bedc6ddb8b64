import { readFileSync } from 'node:fs';
import postcss, { type AtRule, type Container, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { filesUnder } from './files';
import { shown, type Problem } from './problems';

// Scoped CSS: every selector of every stylesheet in a template's folder starts with its root class, so
// a template's styles never reach the builder, the app or another template on the same page.

/** At-rules that hold no selectors of ours: fonts, animations and imported stylesheets. */
const SELECTORLESS =
  /^(-[a-z]+-)?(font-face|keyframes|import|charset|property|counter-style|namespace|font-feature-values)$/i;

/** A class that belongs to the template: the root class itself or one prefixed with it ("ech-nav"). */
const ownsClass = (rootClass: string, name: string) =>
  name === rootClass || name.startsWith(`${rootClass}-`) || name.startsWith(`${rootClass}_`);

/** True when the selector's first compound (before any combinator) carries one of the template's classes. */
function startsWithRoot(selector: selectorParser.Selector, rootClass: string): boolean {
  for (const node of selector.nodes) {
    if (node.type === 'combinator') return false;
    if (node.type === 'class' && ownsClass(rootClass, node.value)) return true;
  }
  return false;
}

/** The at-rule a rule sits in that says its "selectors" are not selectors (keyframe steps). */
function insideKeyframes(rule: Rule): boolean {
  for (
    let parent: Container | undefined = rule.parent;
    parent;
    parent = parent.parent as Container
  ) {
    if (parent.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name)) return true;
    if (parent.type === 'root' || parent.type === 'document') return false;
  }
  return false;
}

/** The problems of one stylesheet. */
export function checkStylesheet(file: string, css: string, rootClass: string): Problem[] {
  const problems: Problem[] = [];
  const where = shown(file);
  const root = `.${rootClass}`;
  let parsed: postcss.Root;
  try {
    parsed = postcss.parse(css, { from: file });
  } catch (error) {
    const reason = error instanceof postcss.CssSyntaxError ? error.reason : String(error);
    const line = error instanceof postcss.CssSyntaxError ? error.line : undefined;
    return [
      {
        file: where,
        line,
        message: `is not valid CSS (${reason})`,
        fix: 'Fix the syntax: the browser would drop the rules after it.',
      },
    ];
  }
  parsed.walkAtRules((atRule) => {
    if (SELECTORLESS.test(atRule.name)) return;
    // @media, @supports, @layer and @container only wrap rules, which are checked one by one.
    if (
      atRule.nodes === undefined ||
      atRule.nodes.some((node) => node.type === 'rule' || node.type === 'atrule')
    )
      return;
    if (atRule.nodes.length === 0) return;
    problems.push({
      file: where,
      line: atRule.source?.start?.line,
      message: `\`@${atRule.name} ${atRule.params}\` styles the whole page, not just the template`,
      fix: `Move its declarations into a rule that starts with \`${root}\`.`,
    });
  });
  parsed.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    // A nested rule (`& a`) is relative to its parent rule, which is checked itself.
    if (rule.parent?.type === 'rule') return;
    let selectors: selectorParser.Root;
    try {
      selectors = selectorParser().astSync(rule.selector);
    } catch {
      problems.push({
        file: where,
        line: rule.source?.start?.line,
        message: `the selector \`${rule.selector}\` cannot be read`,
        fix: 'Fix its syntax.',
      });
      return;
    }
    for (const selector of selectors.nodes) {
      if (startsWithRoot(selector, rootClass)) continue;
      const text = selector.toString().trim();
      problems.push({
        file: where,
        line: rule.source?.start?.line,
        message: `the selector \`${text}\` is not scoped to the template, so it also styles the builder and the app around the page`,
        fix: /^(:root|html|body)$/i.test(text)
          ? `Put these declarations on the root class \`${root}\` instead.`
          : `Start it with the root class: \`${root} ${text}\`, or use a class of your own such as \`${root}-name\`.`,
      });
    }
  });
  return problems;
}

/** The problems of every .css file in the template's folder. */
export function checkStyles(folder: string, rootClass: string): Problem[] {
  return filesUnder(folder)
    .filter((file) => file.endsWith('.css'))
    .flatMap((file) => checkStylesheet(file, readFileSync(file, 'utf8'), rootClass));
}
