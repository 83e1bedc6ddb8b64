import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PortfolioContent, SectionNode } from '../../model/content';
import { upgradeContent } from '../../model/normalize';
import { fromCraftNodes, toCraftNodes } from '../../editor/craft/document';
import { listTemplates } from '../../templates';
import { PortfolioDocument } from '../../templates/PortfolioDocument';
import { isSketchId } from '../../templates/shared/sketches';
import { switchTemplate } from '../../templates/switch';
import { resolvedLayout, sectionOf, type TemplateDefinition } from '../../templates/types';
import { parseContent, withOfferedLayouts } from '../../templates/validate';

const templates = listTemplates();
/** Every section type of a template that offers a choice of layouts. */
const withVariants = (template: TemplateDefinition) =>
  Object.values(template.sections).filter((definition) => (definition.variants?.length ?? 0) >= 2);

/** The template's sample document with each section in its layout at `pick` (its last, say). */
function laidOut(template: TemplateDefinition, pick: (ids: string[]) => string | undefined) {
  const content = structuredClone(template.defaultContent);
  for (const section of content.sections) {
    const ids = sectionOf(template, section.type)?.variants?.map((variant) => variant.id) ?? [];
    const layout = pick(ids);
    if (layout) section.layout = layout;
  }
  return content;
}

describe('section layouts', () => {
  it('are offered by every template, with known sketches and ids that repeat nowhere in a section', () => {
    for (const template of templates) {
      expect(withVariants(template).length, `${template.id} offers layouts`).toBeGreaterThan(0);
      for (const definition of Object.values(template.sections)) {
        const ids = definition.variants?.map((variant) => variant.id) ?? [];
        expect(new Set(ids).size, `${template.id} ${definition.type}`).toBe(ids.length);
        for (const variant of definition.variants ?? [])
          expect(isSketchId(variant.sketch)).toBe(true);
      }
    }
  });

  it('resolve to the stored one when the section offers it, else to its first', () => {
    for (const template of templates)
      for (const definition of withVariants(template)) {
        const [first, ...others] = definition.variants!;
        for (const variant of others)
          expect(resolvedLayout(definition, variant.id)).toBe(variant.id);
        expect(resolvedLayout(definition, undefined)).toBe(first!.id);
        expect(resolvedLayout(definition, 'not-offered')).toBe(first!.id);
      }
    const plain = Object.values(templates[0]!.sections).find((definition) => !definition.variants);
    if (plain) expect(resolvedLayout(plain, 'grid')).toBe('');
  });

  it('reach the page: each section is drawn with its stored layout and says so on its wrapper', () => {
    for (const template of templates) {
      const content = laidOut(template, (ids) => ids.at(-1));
      const html = renderToStaticMarkup(
        <PortfolioDocument template={template} content={content} />,
      );
      for (const section of content.sections.filter((candidate) => candidate.layout))
        expect(html, `${template.id} ${section.type}`).toContain(
          `id="${section.id}" data-section="${section.type}" data-layout="${section.layout}"`,
        );
    }
  });

  it('are stored: read back from a stored document, through the canvas and back', () => {
    for (const template of templates) {
      const content = laidOut(template, (ids) => ids[1]);
      const upgrade = upgradeContent(content);
      expect(upgrade.ok && upgrade.content.sections).toEqual(content.sections);
      expect(fromCraftNodes(toCraftNodes(content)).sections).toEqual(content.sections);
      const check = parseContent(template, content);
      expect(check.ok && check.content.sections.map((section) => section.layout)).toEqual(
        content.sections.map((section) => section.layout),
      );
    }
  });

  it('are refused where the section does not offer them, in a sentence naming it', () => {
    for (const template of templates) {
      const [definition] = withVariants(template);
      const content = structuredClone(template.defaultContent);
      const index = content.sections.findIndex((section) => section.type === definition!.type);
      content.sections[index]!.layout = 'wallpaper';
      const check = parseContent(template, content);
      expect(check.ok).toBe(false);
      expect(!check.ok && check.issues).toContainEqual({
        path: `sections.${index}.layout`,
        message: `“wallpaper” is not a layout the ${template.name} template offers for ${definition!.title}.`,
      });
      // A restore of a copy from when the template offered it takes the default instead.
      expect(withOfferedLayouts(template, content).sections[index]!.layout).toBeUndefined();
    }
  });

  it('survive a template switch only where the new section offers the same layout', () => {
    const layoutsOf = (content: PortfolioContent) =>
      new Map(content.sections.map((section: SectionNode) => [section.id, section.layout]));
    let kept = 0;
    let dropped = 0;
    for (const from of templates)
      for (const to of templates.filter((candidate) => candidate !== from)) {
        for (const pick of [(ids: string[]) => ids.at(-1), (ids: string[]) => ids[1]]) {
          const mine = laidOut(from, pick);
          const switched = layoutsOf(switchTemplate(from, to, mine).content);
          for (const section of mine.sections.filter((candidate) => candidate.layout)) {
            if (!switched.has(section.id)) continue;
            const offered = sectionOf(to, section.type)?.variants?.some(
              (variant) => variant.id === section.layout,
            );
            expect(switched.get(section.id), `${from.id} -> ${to.id} ${section.type}`).toBe(
              offered ? section.layout : undefined,
            );
            if (offered) kept++;
            else dropped++;
          }
        }
      }
    // Both happen among the registered templates, so neither half of the rule goes untested.
    expect(kept).toBeGreaterThan(0);
    expect(dropped).toBeGreaterThan(0);
  });
});
