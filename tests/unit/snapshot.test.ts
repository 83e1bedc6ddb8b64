import { describe, expect, it } from 'vitest';
import { sameJson, sameSnapshot, type Snapshot } from '../../editor/save/snapshot';

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
