import { useEditor, useNode } from '@craftjs/core';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { listTemplates } from '../../templates';
import { getPath, setPath } from '../../templates/paths';
import { sampleKindAt, type SampleKind } from '../../templates/samples';
import { linkLabel, placeLabel, type ListLabels } from './labels';
import { writePath } from './mutate';

/** The section the kit draws in: its Craft.js node, its type and title, and its content as stored. */
export type SectionInfo = {
  nodeId: string;
  type: string;
  /** The builder's name for the section ("Work"), from its definition. */
  title: string;
  content: Record<string, unknown>;
  /** The id of the section's hidden "Sample content" text, for aria-describedby. */
  sampleNoteId: string;
};

const SectionInfoContext = createContext<SectionInfo | null>(null);
const ListLabelsContext = createContext<ListLabels>({});

/**
 * Where the kit's edits go: the builder writes into the section's Craft.js node, the case-study
 * editor into its own document. Each call is one undoable step.
 */
export type KitWriter = {
  /** Sets the value at `path` ("projects.0.title"). */
  write: (path: string, value: unknown) => void;
  /** Changes the list at `path` in place (add, remove, move), creating it when missing. */
  changeList: (path: string, change: (items: unknown[]) => void) => void;
};
const KitWriterContext = createContext<KitWriter | null>(null);

/** The kit's place and writer for a document that is not a Craft.js node (the case-study editor). */
export function DocumentKitProvider({
  info,
  writer,
  children,
}: {
  info: SectionInfo;
  writer: KitWriter;
  children: ReactNode;
}) {
  return (
    <SectionInfoContext.Provider value={info}>
      <KitWriterContext.Provider value={writer}>{children}</KitWriterContext.Provider>
    </SectionInfoContext.Provider>
  );
}

/** The builder's writer: edits of one section's content, as Craft.js prop changes. */
function useCraftWriter(nodeId: string): KitWriter {
  // useEditor's actions are a new object on each render: the writer keeps one, so a commit does not
  // hand every field of the section a new writer.
  const { actions: latest } = useEditor();
  const [actions] = useState(() => latest);
  return useMemo(
    () => ({
      write: (path, value) =>
        actions.setProp(nodeId, (props: Record<string, unknown>) => writePath(props, path, value)),
      changeList: (path, change) =>
        actions.setProp(nodeId, (props: Record<string, unknown>) => {
          let items = getPath(props, path);
          if (!Array.isArray(items)) {
            writePath(props, path, []);
            items = getPath(props, path);
          }
          change(items as unknown[]);
        }),
    }),
    [actions, nodeId],
  );
}

/** The words screen readers add to every sample text, image and link. */
export const SAMPLE_NOTE = 'Sample content';

/**
 * Wraps one section's component in the builder (editor/craft/resolver.tsx). It reads the section's
 * node once, so each editable element knows its section's content (is my value still a sample?)
 * and title ("Hero title") without a store subscription of its own.
 */
export function SectionIdProvider({
  value: nodeId,
  children,
}: {
  value: string;
  children: ReactNode;
}) {
  const { content, type, title } = useNode((node) => ({
    content: node.data.props as Record<string, unknown>,
    type: node.data.name,
    title: node.data.displayName,
  }));
  const info = useMemo<SectionInfo>(
    () => ({ nodeId, type, title, content, sampleNoteId: `fb-sample-note-${nodeId}` }),
    [nodeId, type, title, content],
  );
  const writer = useCraftWriter(nodeId);
  return (
    <DocumentKitProvider info={info} writer={writer}>
      <span id={info.sampleNoteId} hidden>
        {SAMPLE_NOTE}
      </span>
      {children}
    </DocumentKitProvider>
  );
}

export const useSectionInfo = () => useContext(SectionInfoContext);

/** Names the items of the list at `path` for every field drawn inside them ("Photograph 3 caption"). */
export function ListLabelsProvider({
  path,
  itemLabel,
  children,
}: {
  path: string;
  itemLabel: string;
  children: ReactNode;
}) {
  const outer = useContext(ListLabelsContext);
  const labels = useMemo(() => ({ ...outer, [path]: itemLabel }), [outer, path, itemLabel]);
  return <ListLabelsContext.Provider value={labels}>{children}</ListLabelsContext.Provider>;
}

/** What the lists around the current element call their items. */
export const useListLabels = () => useContext(ListLabelsContext);

/** The human name of the place at `path`: "Hero title", "Skill 1", "Photograph 3 caption". */
export function usePlaceLabel(path: string): string {
  const title = useContext(SectionInfoContext)?.title;
  const lists = useContext(ListLabelsContext);
  return useMemo(() => placeLabel(path, title, lists), [path, title, lists]);
}

/** The human name of the link at `path`: "LinkedIn link", "Project 2 link". */
export function useLinkLabel(path: string): string {
  const section = useContext(SectionInfoContext);
  const lists = useContext(ListLabelsContext);
  return linkLabel(path, section?.title, lists, section?.content);
}

/**
 * Whether the value drawn at `path` is still the template's sample (templates/samples.ts), and
 * which kind; recomputed only when the section's content or the value changes.
 */
export function useSampleKind(path: string, value: unknown): SampleKind | undefined {
  const section = useContext(SectionInfoContext);
  const content = section?.content;
  const type = section?.type;
  return useMemo(() => {
    if (!content || !type || typeof value !== 'string' || !value.trim()) return undefined;
    // What the element shows is what counts (a field missing from old content shows its default).
    const shown = getPath(content, path) === value ? content : setPath(content, path, value);
    return sampleKindAt(listTemplates(), { type, content: shown }, path);
  }, [content, type, path, value]);
}

/** Writes a value into the current section's content, as one undoable step. */
export function useSectionWriter() {
  const writer = useContext(KitWriterContext);
  return useCallback((path: string, value: unknown) => writer?.write(path, value), [writer]);
}

/** Changes a list inside the current section's content (add, remove, move), as one undoable step. */
export function useListWriter(path: string) {
  const writer = useContext(KitWriterContext);
  return useCallback(
    (change: (items: unknown[]) => void) => writer?.changeList(path, change),
    [writer, path],
  );
}
