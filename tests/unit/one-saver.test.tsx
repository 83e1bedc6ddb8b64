// Both editors save through the one saver (editor/save/useSaver.ts): the same queue, guards, status
// words and conflict rule, whether the builder saves a draft or the case-study editor a study.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCaseStudySaver } from '../../editor/case-study/useCaseStudySaver';
import type { Snapshot } from '../../editor/save/snapshot';
import { useDraftSaver } from '../../editor/save/useDraftSaver';
import type { SaveRequest } from '../../editor/save/useSaver';
import { SaveError, type BuilderServices } from '../../editor/services';
import { newCaseStudy, type CaseStudy } from '../../model/case-study';
import type { Portfolio } from '../../model/portfolio';
import { getTemplate } from '../../templates';

type Send = BuilderServices['save'];
type Saver = {
  status: string;
  problem?: string;
  save: (request?: SaveRequest) => Promise<boolean>;
};

const content = getTemplate('echelon').defaultContent;
const snapshot: Snapshot = {
  title: 'Studio Nord',
  description: '',
  templateId: 'echelon',
  content,
  styling: { colors: {}, fonts: {} },
};
const study: CaseStudy = newCaseStudy({ title: 'Harbour' });
const portfolio = {
  id: 'p1',
  version: 3,
  updatedAt: '2026-11-01T10:00:00Z',
  caseStudies: { w1: study },
} as unknown as Portfolio;
const answer = (version: number, caseStudies: Portfolio['caseStudies'] = portfolio.caseStudies) =>
  ({ ...portfolio, version, caseStudies }) as Portfolio;

/** Each editor's saver, with one unsaved edit and `send` as its only way to the server. */
const editors: [string, (send: Send, onConflict: () => void) => () => Saver][] = [
  [
    'the builder',
    (send, onConflict) => () =>
      useDraftSaver({
        portfolioId: 'p1',
        draftOwner: 'u1',
        services: { save: send, saveChanges: send } as unknown as BuilderServices,
        current: () => ({ ...snapshot, title: 'Studio Süd' }),
        initial: { snapshot, version: 3, savedAt: 0 },
        onConflict,
      }),
  ],
  [
    'the case-study editor',
    (send, onConflict) => () =>
      useCaseStudySaver({
        portfolio,
        projectId: 'w1',
        services: { save: send } as unknown as BuilderServices,
        current: () => ({ ...study, intro: 'Edited' }),
        initial: study,
        onSaved: vi.fn(),
        onConflict,
      }),
  ],
];

describe.each(editors)('%s saves through the one saver', (_editor, saverOf) => {
  it('sends one save at a time, and refuses a repeat within a second', async () => {
    let answerNow: (value: Portfolio) => void = () => {};
    const send = vi.fn(() => new Promise<Portfolio>((resolve) => (answerNow = resolve)));
    const { result } = renderHook(saverOf(send, vi.fn()));
    let first!: Promise<boolean>;
    act(() => void (first = result.current.save()));
    expect(await act(() => result.current.save())).toBe(false);
    await act(async () => {
      answerNow(answer(4));
      expect(await first).toBe(true);
    });
    expect(result.current.status).toBe('saved');
    expect(await act(() => result.current.save())).toBe(false);
    expect(send).toHaveBeenCalledOnce();
  });

  it('keeps the edit as offline when the server is down, and as failed when it refuses', async () => {
    const down = renderHook(
      saverOf(
        vi.fn(async () => {
          throw new SaveError(503, 'Service unavailable');
        }),
        vi.fn(),
      ),
    ).result;
    await act(() => down.current.save({ auto: true }));
    expect(down.current.status).toBe('offline');

    const refused = renderHook(
      saverOf(
        vi.fn(async () => {
          throw new SaveError(400, 'Title is too long');
        }),
        vi.fn(),
      ),
    ).result;
    await act(() => refused.current.save({ auto: true }));
    expect(refused.current).toMatchObject({ status: 'failed', problem: 'Title is too long' });
  });

  it('hands a conflict to the designer and writes nothing', async () => {
    const theirs = answer(7, { w1: { ...study, intro: 'Theirs' } });
    const send = vi.fn(async () => {
      throw new SaveError(409, 'Conflict', theirs);
    });
    const onConflict = vi.fn();
    const { result } = renderHook(saverOf(send, onConflict));
    expect(await act(() => result.current.save({ auto: true }))).toBe(false);
    expect(result.current.status).toBe('conflict');
    expect(onConflict).toHaveBeenCalledWith(theirs, expect.anything());
  });
});

describe('the case-study editor', () => {
  it('saves into a newer copy of the portfolio when its study did not change there', async () => {
    const newer = answer(5, { w1: study, w2: newCaseStudy({ title: 'Other' }) });
    const send = vi
      .fn<Send>()
      .mockRejectedValueOnce(new SaveError(409, 'Conflict', newer))
      .mockImplementation(async (_id, body) =>
        answer(body.version! + 1, body.caseStudies as Portfolio['caseStudies']),
      );
    const { result } = renderHook(editors[1]![1](send, vi.fn()));
    expect(await act(() => result.current.save({ auto: true }))).toBe(true);
    expect(send).toHaveBeenLastCalledWith(
      'p1',
      expect.objectContaining({
        version: 5,
        caseStudies: expect.objectContaining({ w2: newer.caseStudies!.w2 }),
      }),
    );
    expect(result.current.status).toBe('saved');
  });
});
