import { Editor, Frame, useEditor } from '@craftjs/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Styling } from '../../model/content';
import { stylingOfCraftNodes, toCraftNodes } from '../../editor/craft/document';
import { resolverFor } from '../../editor/craft/resolver';
import { StylePanel } from '../../editor/builder/StylePanel';
import { listTemplates } from '../../templates';
import { declarationOf } from '../../templates/theme';
import type { TemplateDefinition } from '../../templates/types';

/** The panel over a canvas whose root holds the styling, as the builder has it. */
function StyleOf({ template }: { template: TemplateDefinition }) {
  const { styling } = useEditor((state, query) => ({
    styling: state.nodes.ROOT ? stylingOfCraftNodes(query.getSerializedNodes()) : undefined,
  }));
  if (!styling) return null;
  return (
    <StylePanel
      template={template}
      content={template.defaultContent}
      styling={styling as Styling}
      onClose={() => {}}
    />
  );
}

function renderPanel(template: TemplateDefinition, styling: Styling) {
  return render(
    <Editor resolver={resolverFor(template)}>
      <Frame data={JSON.stringify(toCraftNodes(template.defaultContent, styling))} />
      <StyleOf template={template} />
    </Editor>,
  );
}

const declared = listTemplates().filter((template) => template.theme);
describe.each(declared.map((template) => [template.id, template] as const))(
  'the Style panel of %s',
  (_id, template) => {
    it('shows the contrast of text on the background, and warns under 4.5:1', () => {
      renderPanel(template, { colors: {}, fonts: {} });
      const contrast = screen.getByRole('list', { name: 'Contrast' });
      expect(within(contrast).queryByText(/hard to read/)).toBeNull();

      const text = screen.getByLabelText('Text', { selector: 'input' });
      const background = template.styling.colors.background!;
      fireEvent.change(text, { target: { value: background } });
      const line = within(contrast)
        .getAllByRole('listitem')
        .find((item) => item.textContent!.startsWith('Text on background'));
      expect(line!.textContent).toBe('Text on background: 1.0:1 · below 4.5:1, hard to read');
    });

    it('marks the palette the colours are, the template’s own at first', () => {
      renderPanel(template, { colors: {}, fonts: {} });
      const [own, other] = declarationOf(template).palettes;
      expect(screen.getByRole('button', { name: own!.name })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      fireEvent.click(screen.getByRole('button', { name: other!.name }));
      expect(screen.getByRole('button', { name: other!.name })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(screen.getByRole('button', { name: own!.name })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });
  },
);
