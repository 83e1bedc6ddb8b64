import { Editor, Frame, useEditor } from '@craftjs/core';
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toCraftNodes } from '../../editor/craft/document';
import { resolverFor } from '../../editor/craft/resolver';
import { ThemedFrame } from '../../templates/PortfolioDocument';
import { listTemplates } from '../../templates';

// jsdom has no innerText: its text content stands in, and reads are counted (in a browser each
// read lays out the page).
let reads = 0;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'innerText', {
    configurable: true,
    get(this: HTMLElement) {
      reads += 1;
      return this.textContent ?? '';
    },
    set(this: HTMLElement, value: string) {
      this.textContent = value;
    },
  });
});
afterAll(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).innerText;
});
beforeEach(() => {
  reads = 0;
});

type Actions = ReturnType<typeof useEditor>['actions'];
let editor: Actions;
function CaptureActions() {
  const { actions } = useEditor();
  useEffect(() => {
    editor = actions;
  });
  return null;
}

const template = listTemplates()[0]!;

function renderCanvas() {
  const content = template.defaultContent;
  return render(
    <MemoryRouter>
      <Editor resolver={resolverFor(template)}>
        <CaptureActions />
        <ThemedFrame template={template} content={content}>
          <Frame data={toCraftNodes(content)} />
        </ThemedFrame>
      </Editor>
    </MemoryRouter>,
  );
}

describe('text edited in place', () => {
  it('shows every field on mount without reading any text back from the page', () => {
    renderCanvas();
    const fields = document.querySelectorAll<HTMLElement>('[contenteditable][data-path]');
    expect(fields.length).toBeGreaterThan(10);
    expect([...fields].some((field) => field.textContent)).toBe(true);
    expect(reads).toBe(0);
  });

  it('commits on blur, and shows the document again after undo and redo', () => {
    renderCanvas();
    const field = document.querySelector<HTMLElement>(
      '[contenteditable][data-path]:not([aria-multiline])',
    )!;
    const before = field.textContent;
    field.focus();
    field.textContent = '  A new headline  ';
    act(() => field.blur());
    // The single-line value is trimmed in the document and on the page.
    expect(field.textContent).toBe('A new headline');
    act(() => editor.history.undo());
    expect(field.textContent).toBe(before);
    act(() => editor.history.redo());
    expect(field.textContent).toBe('A new headline');
  });
});
