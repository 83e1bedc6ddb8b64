import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEBOUNCED_UPDATE_MS } from '../../model/constants';
import { useAutosave } from '../../editor/save/useAutosave';
import type { SaveStatus } from '../../editor/save/useSaver';

type Props = { edit: unknown; unsaved: boolean; status: SaveStatus; paused: boolean };

function setup(initial: Partial<Props> = {}) {
  const save = vi.fn(() => Promise.resolve(true));
  const hook = renderHook((props: Props) => useAutosave({ ...props, save }), {
    initialProps: { edit: 1, unsaved: true, status: 'idle', paused: false, ...initial },
  });
  return { save, ...hook };
}

describe('autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once, about 1 s after the last edit', () => {
    const { save, rerender } = setup();
    act(() => void vi.advanceTimersByTime(DEBOUNCED_UPDATE_MS - 100));
    rerender({ edit: 2, unsaved: true, status: 'idle', paused: false });
    act(() => void vi.advanceTimersByTime(DEBOUNCED_UPDATE_MS - 100));
    expect(save).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(100));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ auto: true });
  });

  it('does nothing when everything is saved, while paused, or while a save travels', () => {
    for (const props of [{ unsaved: false }, { paused: true }, { status: 'saving' as const }]) {
      const { save } = setup(props);
      act(() => void vi.advanceTimersByTime(DEBOUNCED_UPDATE_MS * 5));
      expect(save, JSON.stringify(props)).not.toHaveBeenCalled();
    }
  });

  it('does not send a refused edit again, but sends the next one', () => {
    const { save, rerender } = setup({ status: 'saving' });
    rerender({ edit: 1, unsaved: true, status: 'failed', paused: false });
    act(() => void vi.advanceTimersByTime(DEBOUNCED_UPDATE_MS * 5));
    expect(save).not.toHaveBeenCalled();
    rerender({ edit: 2, unsaved: true, status: 'failed', paused: false });
    act(() => void vi.advanceTimersByTime(DEBOUNCED_UPDATE_MS));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('tries an unreachable server again with growing waits, and at once when back online', () => {
    const { save, rerender } = setup({ status: 'saving' });
    rerender({ edit: 1, unsaved: true, status: 'offline', paused: false });
    act(() => void vi.advanceTimersByTime(DEBOUNCED_UPDATE_MS));
    expect(save, 'not after the usual pause').not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(5_000));
    expect(save).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(save).toHaveBeenCalledTimes(2);
  });
});
