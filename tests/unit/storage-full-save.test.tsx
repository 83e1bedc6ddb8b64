// A save refused because the account's storage is full (413) keeps the edits in the builder and
// says why in the server's words: it is not taken for an unreachable server, nor retried blindly.
import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SaveIndicator } from '../../editor/builder/Header';
import { SaveError, type BuilderServices } from '../../editor/services';
import type { Snapshot } from '../../editor/save/snapshot';
import { useDraftSaver } from '../../editor/save/useDraftSaver';
import { STORAGE_MESSAGES } from '../../model/storage';
import { messageForStatus } from '../../src/api/client';

const MB = 1024 * 1024;
const message = STORAGE_MESSAGES.full(200 * MB, 200 * MB);

const original: Snapshot = {
  title: 'Studio Nord',
  description: '',
  templateId: 'echelon',
  content: { version: 1, sections: [] },
  styling: { colors: {}, fonts: {} },
};
const edited: Snapshot = { ...original, title: 'Studio Nord, edited' };

describe('a save refused for storage', () => {
  it('reads the server’s sentence from a 413 answer', () => {
    expect(messageForStatus(413, { success: false, message })).toBe(message);
  });

  it('keeps the edits unsaved and shows the reason', async () => {
    const save = vi.fn(async () => {
      throw new SaveError(413, message);
    });
    const { result } = renderHook(() =>
      useDraftSaver({
        portfolioId: 'p1',
        draftOwner: 'u1',
        services: { save, saveChanges: save } as unknown as BuilderServices,
        current: () => edited,
        initial: { snapshot: original, version: 3, savedAt: 0 },
        onConflict: vi.fn(),
      }),
    );
    await act(async () => void (await result.current.save()));

    expect(save).toHaveBeenCalledOnce();
    // Refused, not offline: the autosave waits for the next edit rather than retrying this one.
    expect(result.current.status).toBe('failed');
    expect(result.current.problem).toBe(message);
    // The server's copy is still the one before: the edit stays unsaved, on screen and on the device.
    expect(result.current.saved).toEqual(original);
    expect(result.current.version()).toBe(3);

    render(<SaveIndicator state={result.current} unsaved />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Not saved');
    expect(status).toHaveAttribute('title', message);
  });
});
