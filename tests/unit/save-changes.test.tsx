// The builder's saves send what changed since the server's copy, not the whole document: the whole
// one only over another version (a conflict's "Keep mine"), across a template switch, or when the
// server cannot apply the changes.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Snapshot } from '../../editor/save/snapshot';
import { useDraftSaver } from '../../editor/save/useDraftSaver';
import { SaveError, type BuilderServices } from '../../editor/services';
import type { Portfolio } from '../../model/portfolio';
import { PORTFOLIO_MESSAGES } from '../../model/portfolio';
import { getTemplate } from '../../templates';

const content = getTemplate('echelon').defaultContent;
const original: Snapshot = {
  title: 'Studio Nord',
  description: '',
  templateId: 'echelon',
  content,
  styling: { colors: {}, fonts: {} },
};
const heroEdited: Snapshot = {
  ...original,
  content: {
    ...content,
    sections: content.sections.map((section, index) =>
      index === 0 ? { ...section, content: { ...section.content, title: 'Edited' } } : section,
    ),
  },
};

function saverWith(current: Snapshot, services: Partial<BuilderServices>) {
  return renderHook(() =>
    useDraftSaver({
      portfolioId: 'p1',
      draftOwner: 'u1',
      services: services as BuilderServices,
      current: () => current,
      initial: { snapshot: original, version: 3, savedAt: 0 },
      onConflict: vi.fn(),
    }),
  );
}
const answer = (version: number) => ({ version }) as Portfolio;

describe('a builder save', () => {
  it('sends only the edited section and the order, from the version it was made on', async () => {
    const save = vi.fn();
    const saveChanges = vi.fn(async () => answer(4));
    const { result } = saverWith(heroEdited, { save, saveChanges });
    await act(async () => void (await result.current.save({ auto: true })));
    expect(save).not.toHaveBeenCalled();
    expect(saveChanges).toHaveBeenCalledWith('p1', {
      version: 3,
      sections: {
        order: content.sections.map((section) => section.id),
        changed: [heroEdited.content.sections[0]],
      },
    });
    expect(result.current.status).toBe('saved');
    expect(result.current.version()).toBe(4);
  });

  it('sends a title alone without any section', async () => {
    const saveChanges = vi.fn(async () => answer(4));
    const { result } = saverWith({ ...original, title: 'Renamed' }, { saveChanges });
    await act(async () => void (await result.current.save({ auto: true })));
    expect(saveChanges).toHaveBeenCalledWith('p1', { version: 3, title: 'Renamed' });
  });

  it('sends the whole document over another version, and when the server asks for it', async () => {
    const save = vi.fn(async () => answer(9));
    const saveChanges = vi.fn(async () => {
      throw new SaveError(400, PORTFOLIO_MESSAGES.wholeSaveNeeded);
    });
    const { result } = saverWith(heroEdited, { save, saveChanges });
    await act(async () => void (await result.current.save({ overVersion: 8 })));
    expect(saveChanges).not.toHaveBeenCalled();
    expect(save).toHaveBeenLastCalledWith(
      'p1',
      expect.objectContaining({ version: 8, content: heroEdited.content }),
    );

    const second = saverWith(heroEdited, { save, saveChanges }).result;
    await act(async () => void (await second.current.save({ auto: true })));
    expect(saveChanges).toHaveBeenCalledOnce();
    expect(save).toHaveBeenLastCalledWith(
      'p1',
      expect.objectContaining({ version: 3, content: heroEdited.content }),
    );
    expect(second.current.status).toBe('saved');
  });
});
