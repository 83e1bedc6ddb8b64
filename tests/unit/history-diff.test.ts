import { describe, expect, it } from 'vitest';
import { listTemplates } from '../../templates';
import { diffDocuments, summarizeChanges, type DocumentCopy } from '../../templates/diff';
import { leaves } from '../../templates/samples';
import { sectionOf } from '../../templates/types';

const copyOf = (templateId: string, content: DocumentCopy['content']): DocumentCopy => ({
  templateId,
  title: 'Portfolio',
  description: '',
  content,
  styling: { colors: {}, fonts: {} },
  caseStudies: {},
});

describe.each(listTemplates().map((template) => [template.id, template] as const))(
  'what changed between two copies of a %s portfolio',
  (_id, template) => {
    const before = copyOf(template.id, structuredClone(template.defaultContent));

    it('finds nothing between a copy and itself, even with its keys in another order', () => {
      const reordered = JSON.parse(JSON.stringify(before)) as DocumentCopy;
      reordered.content.sections = reordered.content.sections.map((section) => ({
        ...section,
        content: Object.fromEntries(Object.entries(section.content).reverse()),
      }));
      const changes = diffDocuments(template, before, reordered);
      expect(changes.sections.every((section) => section.change === 'unchanged')).toBe(true);
      expect(summarizeChanges(changes)).toBe('No changes');
    });

    it('names the section and the field of an edited text, and counts a replaced image', () => {
      const after = structuredClone(before);
      const section = after.content.sections[0]!;
      const title = sectionOf(template, section.type)!.title;
      const [textPath] = leaves(section.content).find(
        ([path, value]) => typeof value === 'string' && value && !/image|src|url|id$/i.test(path),
      )!;
      let target: Record<string, unknown> = section.content;
      const keys = textPath.split('.');
      for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
      target[keys.at(-1)!] = 'Rewritten by the designer';
      const changes = diffDocuments(template, before, after);
      expect(changes.sections[0]).toMatchObject({ title, change: 'edited' });
      expect(changes.sections[0]!.fields.length).toBe(1);
      expect(summarizeChanges(changes)).toBe(`Edited ${title}`);
    });

    it('names the layout a section was given; storing its default layout is no change', () => {
      const after = structuredClone(before);
      const section = after.content.sections.find(
        (candidate) => (sectionOf(template, candidate.type)!.variants?.length ?? 0) >= 2,
      )!;
      const definition = sectionOf(template, section.type)!;
      section.layout = definition.variants![1]!.id;
      const changes = diffDocuments(template, before, after);
      expect(changes.sections.find((s) => s.id === section.id)).toMatchObject({
        change: 'edited',
        layout: definition.variants![1]!.name,
      });
      expect(summarizeChanges(changes)).toBe(`Edited ${definition.title}`);
      // Stored as the first layout, or not stored: the page is drawn the same, so nothing changed.
      section.layout = definition.variants![0]!.id;
      expect(summarizeChanges(diffDocuments(template, before, after))).toBe('No changes');
    });

    it('says which sections were added and removed', () => {
      const after = structuredClone(before);
      const [removed] = after.content.sections.splice(1, 1);
      const title = sectionOf(template, removed!.type)!.title;
      const changes = diffDocuments(template, before, after);
      expect(changes.sections.find((s) => s.id === removed!.id)?.change).toBe('removed');
      expect(summarizeChanges(changes)).toBe(`Removed ${title}`);
      expect(summarizeChanges(diffDocuments(template, after, before))).toBe(`Added ${title}`);
    });
  },
);
