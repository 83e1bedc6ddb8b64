import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { KitProvider, readOnlyKit, type EditKit, type ListProps } from '../../templates/kit';
import {
  resolvedLayout,
  type SectionDefinition,
  type TemplateDefinition,
} from '../../templates/types';
import { indexFile } from './files';
import { shown, type Problem } from './problems';

/** The paths of the lists a section draws (as it does in the builder), indexes left out. */
function listPathsOf(definition: SectionDefinition): Set<string> {
  const paths = new Set<string>();
  const List = <Item>(props: ListProps<Item>): ReactNode => {
    paths.add(props.path.replace(/\.\d+(?=\.|$)/g, ''));
    return readOnlyKit.List(props);
  };
  const kit: EditKit = { ...readOnlyKit, mode: 'edit', List };
  try {
    renderToString(
      createElement(
        KitProvider,
        { value: kit },
        createElement(definition.Component, {
          id: definition.type,
          content: definition.defaults,
          layout: resolvedLayout(definition, undefined),
        }),
      ),
    );
  } catch {
    // A section that cannot render is reported by the rendering checks.
  }
  return paths;
}

/** Every list a section draws is declared in its `lists`, so the builder stops where the server does. */
export function checkListsDeclared(template: TemplateDefinition, folder: string): Problem[] {
  return Object.entries(template.sections ?? {}).flatMap(([type, definition]) =>
    [...listPathsOf(definition as SectionDefinition)]
      .filter((path) => !definition.lists?.[path])
      .map((path) => ({
        file: shown(indexFile(folder)),
        message: `the ${type} section draws a list at \`${path}\` that its \`lists\` does not declare`,
        fix: `Add \`lists: { '${path}': { maxItems: N } }\` with the schema's limit: without it the builder lets a designer add items the server then refuses.`,
      })),
  );
}
