import { useEditor } from '@craftjs/core';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { TemplateDefinition } from '../../templates/types';

/** "+ Add section": the template's sections, each added with its defaults at the end of the page. */
export function AddSection({ template }: { template: TemplateDefinition }) {
  const { actions, query } = useEditor();
  const [open, setOpen] = useState(false);
  const add = (type: string) => {
    const definition = template.sections[type]!;
    const existing = new Set(query.node('ROOT').get().data.nodes);
    let id = type;
    for (let n = 2; existing.has(id) || query.node(id).get(); n++) id = `${type}-${n}`;
    const node = query
      .parseSerializedNode({
        type: { resolvedName: type },
        isCanvas: false,
        props: structuredClone(definition.defaults),
        displayName: definition.title,
        custom: {},
        hidden: false,
        nodes: [],
        linkedNodes: {},
        parent: 'ROOT',
      })
      .toNode((created) => {
        created.id = id;
      });
    actions.add(node, 'ROOT');
    setOpen(false);
    toast.success(`Added "${definition.title}" section!`);
    requestAnimationFrame(() =>
      document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
  };
  return (
    <div className="fb-add-section">
      <button
        type="button"
        className="fb-button"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        + Add section
      </button>
      {open && (
        <ul className="fb-add-menu">
          {Object.values(template.sections).map((definition) => (
            <li key={definition.type}>
              <button type="button" onClick={() => add(definition.type)}>
                <strong>{definition.title}</strong>
                <span>{definition.description}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
