import { describe, expect, it } from 'vitest';
import {
  changesOfSections,
  sameJson,
  sameSnapshot,
  type Snapshot,
} from '../../editor/save/snapshot';
import type { PortfolioContent } from '../../model/content';
import { applySectionChanges, unknownSections } from '../../model/draft-changes';
import { getTemplate } from '../../templates';

const snapshot = (content: Record<string, unknown>): Snapshot => ({
  title: 'Folio',
  description: '',
  templateId: 'echelon',
  content: { version: 1, sections: [{ id: 'hero', type: 'hero', content }] },
  styling: { colors: {}, fonts: {} },
});

describe('unsaved changes', () => {
  it('are none when only the order of keys differs (the server keeps its own order)', () => {
    const fromServer = snapshot({ image: '', title: 'Hi', name: 'Ada' });
    const fromCanvas = snapshot({ name: 'Ada', title: 'Hi', image: '' });
    expect(sameSnapshot(fromServer, fromCanvas)).toBe(true);
  });

  it('are seen for any changed value, missing key or reordered list', () => {
    expect(sameSnapshot(snapshot({ name: 'Ada' }), snapshot({ name: 'Ada ' }))).toBe(false);
    expect(sameSnapshot(snapshot({ name: 'Ada' }), snapshot({ name: 'Ada', image: '' }))).toBe(
      false,
    );
    expect(sameJson({ tags: ['a', 'b'] }, { tags: ['b', 'a'] })).toBe(false);
    expect(sameJson({ tags: [] }, { tags: {} })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });

  it('treat a key holding undefined as absent, as JSON does', () => {
    expect(sameJson({ name: 'Ada', hidden: undefined }, { name: 'Ada' })).toBe(true);
  });
});

describe('a save of what changed', () => {
  const echelon = getTemplate('echelon').defaultContent;
  const edit = (change: (content: PortfolioContent) => void) => {
    const copy = structuredClone(echelon);
    change(copy);
    return copy;
  };

  it('sends the order and only the sections that differ, and the server rebuilds the document from them', () => {
    const cases = [
      edit((content) => void (content.sections[0]!.content.title = 'New words')),
      edit((content) => void content.sections.reverse()),
      edit((content) => void content.sections.splice(1, 1)),
      edit((content) =>
        content.sections.push({ id: 'gallery-9', type: 'gallery', content: { images: [] } }),
      ),
      edit((content) => void (content.sections[2]!.hidden = true)),
    ];
    for (const mine of cases) {
      const changes = changesOfSections(echelon, mine)!;
      expect(unknownSections(echelon, changes)).toEqual([]);
      expect(applySectionChanges(echelon, changes)).toEqual(mine);
    }
    const oneEdit = changesOfSections(echelon, cases[0]!)!;
    expect(oneEdit.changed).toEqual([cases[0]!.sections[0]]);
    expect(changesOfSections(echelon, cases[1]!)!.changed).toEqual([]);
  });

  it('sends the whole document when its head differs (format or template version)', () => {
    expect(changesOfSections(echelon, { ...echelon, templateVersion: 99 })).toBeUndefined();
  });
});
