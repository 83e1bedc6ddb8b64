import { Editor, Frame } from '@craftjs/core';
import { fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { PortfolioContent } from '../../../model/content';
import { ActiveSectionsProvider } from '../../../editor/kit/activeSection';
import { toCraftNodes } from '../../../editor/craft/document';
import { resolverFor } from '../../../editor/craft/resolver';
import { ThemedFrame } from '../../../templates/PortfolioDocument';
import type { TemplateDefinition } from '../../../templates/types';

/** The builder's canvas of `template` on `content` (its sample document unless given). */
export function renderCanvas(
  template: TemplateDefinition,
  content: PortfolioContent = template.defaultContent,
  beside?: ReactNode,
) {
  return render(
    <MemoryRouter>
      <Editor resolver={resolverFor(template)}>
        {beside}
        <ThemedFrame template={template} content={content}>
          <ActiveSectionsProvider>
            <Frame data={toCraftNodes(content)} />
          </ActiveSectionsProvider>
        </ThemedFrame>
      </Editor>
    </MemoryRouter>,
  );
}

/** The pointer over a section, as a designer about to work on it: its item controls appear. */
export function workOn(section: Element) {
  fireEvent.pointerEnter(section.closest('.fb-section')!);
}
