import { useEditor, useNode, type Resolver, type UserComponent } from '@craftjs/core';
import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { KitProvider, SectionDefinitionProvider } from '../../templates/kit';
import { sectionContent } from '../../templates/PortfolioDocument';
import { Sketch } from '../../templates/shared/sketches';
import {
  resolvedLayout,
  type SectionDefinition,
  type TemplateDefinition,
} from '../../templates/types';
import { SectionActivity, useActivation, useIsActiveSection } from '../kit/activeSection';
import { editKit } from '../kit/editKit';
import { SectionIdProvider } from '../kit/SectionContext';
import { ROOT_TYPE } from './document';
import { SectionPlaceholder, useSectionDrawn, WINDOWED_FROM_SECTIONS } from './sectionWindow';

function Page({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** The section's layouts as thumbnails; choosing one is one undo step. */
function LayoutPicker({ id, definition }: { id: string; definition: SectionDefinition }) {
  const { actions } = useEditor();
  const stored = useNode((node) => ({ layout: node.data.custom?.layout as string | undefined }));
  const current = resolvedLayout(definition, stored.layout);
  const [open, setOpen] = useState(false);
  const choices = `${id}-layouts`;
  const picker = useRef<HTMLDivElement>(null);
  // A press anywhere else closes it, as a menu would (in the canvas's own document: it may be a frame).
  useEffect(() => {
    const canvas = picker.current?.ownerDocument;
    if (!open || !canvas) return;
    const away = (event: PointerEvent) => {
      if (!picker.current?.contains(event.target as Node)) setOpen(false);
    };
    canvas.addEventListener('pointerdown', away);
    return () => canvas.removeEventListener('pointerdown', away);
  }, [open]);
  return (
    <div className="fb-layout-picker" ref={picker}>
      <button
        type="button"
        id={`${choices}-toggle`}
        aria-expanded={open}
        aria-controls={choices}
        aria-label={`Layout of the ${definition.title} section`}
        onClick={() => setOpen(!open)}
      >
        <Sketch id={definition.variants!.find((variant) => variant.id === current)!.sketch} />
        <span className="fb-layout-word">Layout</span>
      </button>
      {open && (
        <div
          id={choices}
          className="fb-layout-choices"
          role="group"
          aria-label={`Layouts of the ${definition.title} section`}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            setOpen(false);
            picker.current?.querySelector<HTMLElement>('[aria-expanded]')?.focus();
          }}
        >
          {definition.variants!.map((variant) => (
            <button
              key={variant.id}
              type="button"
              aria-pressed={variant.id === current}
              aria-label={`${variant.name} layout`}
              onClick={() => {
                if (variant.id !== current)
                  actions.setCustom(id, (custom: Record<string, unknown>) => {
                    custom.layout = variant.id;
                  });
                setOpen(false);
              }}
            >
              <Sketch id={variant.sketch} />
              <span>{variant.name}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** The controls over one section: its name, layout, move, hide and delete. */
function SectionToolbar({ id, definition }: { id: string; definition: SectionDefinition }) {
  const { title } = definition;
  const { actions, query } = useEditor();
  const { hidden, hiddenOn } = useNode((node) => ({
    hidden: Boolean(node.data.custom?.hidden),
    hiddenOn: node.data.custom?.hiddenOn as 'phone' | 'desktop' | undefined,
  }));
  const position = () => query.node('ROOT').get().data.nodes.indexOf(id);
  const count = () => query.node('ROOT').get().data.nodes.length;
  return (
    <div className="fb-section-toolbar" role="toolbar" aria-label={`${title} section`}>
      <span className="fb-section-name">
        {title}
        {hidden && <em> · hidden on the page</em>}
        {!hidden && hiddenOn && <em> · hidden on {hiddenOn === 'phone' ? 'phones' : 'desktop'}</em>}
      </span>
      <select
        aria-label={`Show ${title} section on`}
        value={hiddenOn ?? 'every'}
        onChange={(event) =>
          actions.setCustom(id, (custom: Record<string, unknown>) => {
            const choice = event.target.value;
            if (choice === 'every') delete custom.hiddenOn;
            else custom.hiddenOn = choice;
          })
        }
      >
        <option value="every">Every device</option>
        <option value="desktop">Not on desktop</option>
        <option value="phone">Not on phones</option>
      </select>
      {(definition.variants?.length ?? 0) >= 2 && <LayoutPicker id={id} definition={definition} />}
      <button
        type="button"
        aria-label={`Move ${title} section up`}
        onClick={() => position() > 0 && actions.move(id, 'ROOT', position() - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        aria-label={`Move ${title} section down`}
        // Craft.js counts the target index before removing the node from its old place.
        onClick={() => position() < count() - 1 && actions.move(id, 'ROOT', position() + 2)}
      >
        ↓
      </button>
      <button
        type="button"
        onClick={() =>
          actions.setCustom(id, (custom: Record<string, unknown>) => {
            custom.hidden = !custom.hidden;
          })
        }
      >
        {hidden ? 'Show' : 'Hide'}
      </button>
      <button
        type="button"
        className="fb-danger"
        onClick={() => {
          actions.delete(id);
          toast.success(`Deleted "${id}" section!`);
        }}
      >
        Delete
      </button>
    </div>
  );
}

function sectionNode(definition: SectionDefinition): UserComponent {
  const { Component } = definition;
  // Memoised: Craft.js re-renders a lot, and a section only changes with its own props.
  const SectionNode: UserComponent<Record<string, unknown>> = memo(
    (props: Record<string, unknown>) => {
      const { id, hidden, hiddenOn, stored } = useNode((node) => ({
        hidden: Boolean(node.data.custom?.hidden),
        hiddenOn: node.data.custom?.hiddenOn as string | undefined,
        stored: node.data.custom?.layout as string | undefined,
      }));
      const layout = resolvedLayout(definition, stored);
      const activation = useActivation(id);
      const { windowed } = useEditor((state) => ({
        windowed: (state.nodes.ROOT?.data.nodes.length ?? 0) >= WINDOWED_FROM_SECTIONS,
      }));
      // Asked only on a windowed page: elsewhere a section needn't re-render as it is worked on.
      const active = useIsActiveSection(id, windowed);
      const { section, drawn, height, draw } = useSectionDrawn(windowed, active);
      return (
        <div
          ref={section}
          id={id}
          data-section={definition.type}
          data-hidden-on={hiddenOn}
          data-layout={layout || undefined}
          className={`fb-section${hidden ? ' fb-section--hidden' : ''}`}
          {...activation}
        >
          <SectionToolbar id={id} definition={definition} />
          {drawn ? (
            <SectionIdProvider value={id}>
              <KitProvider value={editKit}>
                <SectionDefinitionProvider value={definition}>
                  <SectionActivity id={id}>
                    <Component
                      id={id}
                      content={sectionContent(definition, props)}
                      layout={layout}
                    />
                  </SectionActivity>
                </SectionDefinitionProvider>
              </KitProvider>
            </SectionIdProvider>
          ) : (
            <SectionPlaceholder content={props} height={height} onFound={draw} />
          )}
        </div>
      );
    },
  );
  SectionNode.craft = {
    displayName: definition.title,
    props: structuredClone(definition.defaults),
  };
  return SectionNode;
}

/** Craft.js's resolver for a template: the page root, and one node component per section type. */
export function resolverFor(template: TemplateDefinition): Resolver {
  const resolver: Resolver = { [ROOT_TYPE]: Page };
  for (const [type, definition] of Object.entries(template.sections))
    resolver[type] = sectionNode(definition);
  return resolver;
}
