import { atom, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import type { PortfolioContent, Styling } from '../../model/content';
import { ThemedFrame } from '../../templates/PortfolioDocument';
import type { TemplateDefinition } from '../../templates/types';

/**
 * The look a slider or colour drag shows while it lasts. Only the canvas's Frame reads it, so a
 * drag repaints CSS variables without touching the document, the sections or the save; the
 * document takes the value once, when the drag ends.
 */
export const stylingPreviewAtom = atom<Styling | null>(null);

type Props = {
  template: TemplateDefinition;
  content: PortfolioContent;
  styling: Styling;
  children: ReactNode;
};

/**
 * The canvas's Frame, drawn with a drag's look while one lasts. Sections out of view skip their
 * style and paint (builder/offscreen-sections.css), so a step costs what the screen shows, not the page.
 */
export function LiveThemedFrame({ template, content, styling, children }: Props) {
  const preview = useAtomValue(stylingPreviewAtom);
  return (
    <div className="fb-theme">
      <ThemedFrame template={template} content={content} styling={preview ?? styling}>
        {children}
      </ThemedFrame>
    </div>
  );
}
