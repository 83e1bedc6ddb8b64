import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PortfolioContent, SectionNode } from '../../model/content';
import { listTemplates } from '../../templates';
import { diffDocuments } from '../../templates/diff';
import { fieldLabel } from '../../templates/fields';
import { PortfolioDocument } from '../../templates/PortfolioDocument';
import { sampleSpots } from '../../templates/samples';
import { holdsOwnContent } from '../../templates/setup/own-content';
import { listOf } from '../../templates/shared/sections';
import { text } from '../../templates/shared/fields';
import { switchTemplate } from '../../templates/switch';
import { sectionOf, type TemplateDefinition } from '../../templates/types';
import { renderCanvas, workOn } from './support/canvas';

type Item = Record<string, unknown>;
type ObjectList = { section: SectionNode; path: string; items: Item[] };

const isItem = (value: unknown): value is Item =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Every declared list of a template's sample sections whose items are objects, in page order. */
function objectLists(template: TemplateDefinition): ObjectList[] {
  return template.defaultContent.sections.flatMap((section) => {
    const definition = sectionOf(template, section.type)!;
    const content = { ...definition.defaults, ...section.content } as Item;
    return Object.keys(definition.lists ?? {}).flatMap((path) => {
      const items = content[path];
      return Array.isArray(items) && items.length > 0 && items.every(isItem)
        ? [{ section, path, items: items as Item[] }]
        : [];
    });
  });
}

/** The template's sample document with the first item of `list` hidden on `device`. */
function withHiddenItem(
  template: TemplateDefinition,
  list: ObjectList,
  device: unknown,
  index = 0,
): PortfolioContent {
  const content = structuredClone(template.defaultContent);
  const section = content.sections.find((candidate) => candidate.id === list.section.id)!;
  const definition = sectionOf(template, section.type)!;
  const items = structuredClone(list.items);
  items[index] = { ...items[index], hiddenOn: device };
  section.content = { ...(definition.defaults as Item), ...section.content, [list.path]: items };
  return content;
}

describe('per-device visibility of list items', () => {
  for (const template of listTemplates()) {
    describe(`${template.name} (${template.id})`, () => {
      const lists = objectLists(template);

      it('has lists of object items', () => expect(lists.length).toBeGreaterThan(0));

      it.each(lists.map((list) => [`${list.section.type} ${list.path}`, list] as const))(
        '%s: keeps hiddenOn on an item and refuses a device that is not one',
        (_name, list) => {
          const schema = sectionOf(template, list.section.type)!.schema;
          for (const device of ['phone', 'desktop']) {
            const section = withHiddenItem(template, list, device).sections.find(
              (candidate) => candidate.id === list.section.id,
            )!;
            const parsed = schema.safeParse(section.content);
            expect(parsed.success).toBe(true);
            expect((parsed.data as Record<string, Item[]>)[list.path]![0]!.hiddenOn).toBe(device);
          }
          const bad = withHiddenItem(template, list, 'tv').sections.find(
            (candidate) => candidate.id === list.section.id,
          )!;
          const refused = schema.safeParse(bad.content);
          expect(refused.success).toBe(false);
          expect(refused.error!.issues[0]).toMatchObject({
            path: [list.path, 0, 'hiddenOn'],
            message: 'Hide it on "phone" or "desktop", or on neither',
          });
        },
      );

      it.each(lists.map((list) => [`${list.section.type} ${list.path}`, list] as const))(
        '%s: the published page marks the item’s own element, not a wrapper or the section',
        (_name, list) => {
          const { container } = render(
            <PortfolioDocument
              template={template}
              content={withHiddenItem(template, list, 'phone')}
            />,
          );
          const section = container.querySelector(`[id="${list.section.id}"]`)!;
          expect(section).not.toHaveAttribute('data-hide-on');
          const marked = section.querySelectorAll('[data-hide-on]');
          expect(marked).toHaveLength(1);
          expect(marked[0]).toHaveAttribute('data-hide-on', 'phone');
          // The first of the list's own elements, among its siblings as the template laid them out.
          const siblings = marked[0]!.parentElement!.children;
          expect(siblings[0]).toBe(marked[0]);
          expect(siblings).toHaveLength(list.items.length);
        },
      );
    });
  }

  it('leaves lists of words as words', () => {
    const words = listOf(text(60), 30, 'skill');
    expect(words.parse(['Type', 'Print'])).toEqual(['Type', 'Print']);
    expect(words.safeParse([{ hiddenOn: 'phone' }]).success).toBe(false);
  });

  it('names the choice as the builder does, and it is neither sample nor the designer’s content', () => {
    expect(fieldLabel('projects.1.hiddenOn', 'Work')).toBe('Project 2 device visibility');
    for (const template of listTemplates()) {
      const [list] = objectLists(template);
      const content = withHiddenItem(template, list!, 'phone');
      const spots = sampleSpots(template, content);
      expect(spots.some((spot) => spot.path.endsWith('hiddenOn'))).toBe(false);
      const emptied = {
        type: list!.section.type,
        content: { [list!.path]: [{ hiddenOn: 'phone' }] },
      };
      expect(holdsOwnContent(template, emptied)).toBe(false);
    }
  });

  it('shows in the history as an edit of the item', () => {
    for (const template of listTemplates()) {
      const [list] = objectLists(template);
      const copy = (content: PortfolioContent) => ({
        templateId: template.id,
        title: 'T',
        description: '',
        content,
        styling: {},
        caseStudies: {},
      });
      const before = withHiddenItem(template, list!, undefined);
      const after = withHiddenItem(template, list!, 'desktop');
      const change = diffDocuments(template, copy(before), copy(after)).sections.find(
        (section) => section.id === list!.section.id,
      )!;
      expect(change.change).toBe('edited');
      expect(change.fields.some((field) => field.endsWith(' 1 device visibility'))).toBe(true);
      // And so does a whole section leaving the page on a device.
      const phoneless = structuredClone(before);
      phoneless.sections[0]!.hiddenOn = 'phone';
      const section = diffDocuments(template, copy(before), copy(phoneless)).sections[0]!;
      expect(section).toMatchObject({ change: 'edited', fields: ['Device visibility'] });
    }
  });

  it('is carried by a template switch with the item', () => {
    let carried = 0;
    for (const from of listTemplates())
      for (const to of listTemplates()) {
        if (from === to) continue;
        for (const list of objectLists(from)) {
          if (!sectionOf(to, list.section.type)?.lists?.[list.path]) continue;
          const switched = switchTemplate(from, to, withHiddenItem(from, list, 'phone'));
          const section = switched.content.sections.find((s) => s.id === list.section.id)!;
          const item = (section.content[list.path] as Item[])[0]!;
          expect(item.hiddenOn, `${from.id} → ${to.id} ${list.path}`).toBe('phone');
          carried++;
        }
      }
    expect(carried).toBeGreaterThan(0);
  });
});

describe('the builder’s item controls', () => {
  const template = listTemplates()[0]!;
  const [list] = objectLists(template);

  it('offer "Show … on" for an object item: the item is marked, kept in reach, and not hidden by CSS', () => {
    const { container } = renderCanvas(template);
    const section = container.querySelector(`[id="${list!.section.id}"]`) as HTMLElement;
    workOn(section);
    const [choice] = within(section).getAllByRole('combobox', { name: /^Show .+ 1 on$/ });
    expect(choice).toHaveValue('every');
    fireEvent.change(choice!, { target: { value: 'phone' } });

    const item = choice!.closest('.fb-item') as HTMLElement;
    expect(choice).toHaveValue('phone');
    expect(within(item).getByText('Hidden on phones')).toBeInTheDocument();
    expect(item).toHaveAttribute('data-fb-hidden-on', 'phone');
    expect(item).not.toHaveAttribute('data-hide-on');

    fireEvent.change(choice!, { target: { value: 'every' } });
    expect(within(item).queryByText('Hidden on phones')).toBeNull();
    expect(item).not.toHaveAttribute('data-fb-hidden-on');
    // Words in a list of words get no such choice.
    expect(screen.queryAllByRole('combobox', { name: /^Show Skill/ })).toEqual([]);
  });
});
