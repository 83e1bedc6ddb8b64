import { useEditor } from '@craftjs/core';
import { createContext, useCallback, useContext } from 'react';
import { readPath, writePath } from './mutate';

const SectionIdContext = createContext<string | null>(null);
export const SectionIdProvider = SectionIdContext.Provider;

/** Writes a value into the current section's content, as one undoable Craft.js step. */
export function useSectionWriter() {
  const nodeId = useContext(SectionIdContext);
  const { actions } = useEditor();
  return useCallback(
    (path: string, value: unknown) => {
      if (!nodeId) return;
      actions.setProp(nodeId, (props: Record<string, unknown>) => writePath(props, path, value));
    },
    [actions, nodeId],
  );
}

/** Changes a list inside the current section's content (add, remove, move), as one undoable step. */
export function useListWriter(path: string) {
  const nodeId = useContext(SectionIdContext);
  const { actions } = useEditor();
  return useCallback(
    (change: (items: unknown[]) => void) => {
      if (!nodeId) return;
      actions.setProp(nodeId, (props: Record<string, unknown>) => {
        let items = readPath(props, path);
        if (!Array.isArray(items)) {
          writePath(props, path, []);
          items = readPath(props, path);
        }
        change(items as unknown[]);
      });
    },
    [actions, nodeId, path],
  );
}
