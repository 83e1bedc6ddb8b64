import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import {
  Children,
  cloneElement,
  isValidElement,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  hiddenOnOf,
  useListCapability,
  usePortfolioLinks,
  type ListProps,
} from '../../templates/kit';
import type { HiddenOn } from '../../templates/shared/fields';
import { MultiImageUploader } from '../upload/MultiImageUploader';
import { useSectionActive } from './activeSection';
import { ItemControls, NO_DRAG, type DragStyle, type ItemProps } from './ItemControls';
import { ListLabelsProvider, useListWriter } from './SectionContext';
import { writePath } from './mutate';

/**
 * Elements that cannot hold the item's controls as a child (void elements, interactive content,
 * table parts, foreign content): an item rendered as one of these gets a wrapper instead.
 */
const NO_CONTROLS_INSIDE = new Set([
  'a',
  'area',
  'audio',
  'base',
  'br',
  'button',
  'canvas',
  'col',
  'colgroup',
  'embed',
  'hr',
  'iframe',
  'img',
  'input',
  'label',
  'link',
  'math',
  'meta',
  'object',
  'optgroup',
  'option',
  'picture',
  'select',
  'source',
  'svg',
  'table',
  'tbody',
  'td',
  'template',
  'textarea',
  'tfoot',
  'th',
  'thead',
  'tr',
  'track',
  'video',
  'wbr',
]);

type HostProps = { className?: string; style?: CSSProperties };

/** The element renderItem returned, when it is one DOM element that can carry the controls. */
function hostElement(node: ReactNode): ReactElement<HostProps> | null {
  if (!isValidElement<HostProps>(node) || typeof node.type !== 'string') return null;
  return NO_CONTROLS_INSIDE.has(node.type) ? null : node;
}

/** The marker an item hidden on a device carries in the builder. */
const HIDDEN_ON_MARKER: Record<HiddenOn, string> = {
  phone: 'Hidden on phones',
  desktop: 'Hidden on desktop',
};

/** One item as the template draws it, with its controls while its section is worked on. */
function ListItem({ children, ...item }: ItemProps & { children: ReactNode }) {
  const active = useSectionActive();
  const [itemNode, setItemNode] = useState<HTMLElement | null>(null);
  const [drag, setDrag] = useState<DragStyle>(NO_DRAG);
  const host = hostElement(children);

  // Only what dragging needs: a template's own transform or transition is left alone otherwise.
  const dragStyle: CSSProperties = {};
  if (drag.transform) dragStyle.transform = drag.transform;
  if (drag.transition) dragStyle.transition = drag.transition;
  if (drag.dragging) dragStyle.zIndex = 5;
  const className = `fb-item${drag.dragging ? ' fb-item--dragging' : ''}`;

  const controls = active && (
    <ItemControls key="fb-item-controls" {...item} itemNode={itemNode} onDragStyle={setDrag} />
  );
  const hiddenOn = item.devices?.hiddenOn;
  // Always in view, unlike the controls: the designer sees what a visitor on that device won't.
  const marker = hiddenOn && (
    <span key="fb-item-device" className="fb-item-device" data-hidden-on={hiddenOn}>
      {HIDDEN_ON_MARKER[hiddenOn]}
    </span>
  );
  // Not `data-hide-on`: the builder keeps the item within reach, dimmed where it is hidden.
  const deviceProps: Record<string, string> = hiddenOn ? { 'data-fb-hidden-on': hiddenOn } : {};

  if (host) {
    // The item's own element is the sortable one: the template's grid and child selectors
    // (`.wall > .frame:nth-child(8n)`) reach it exactly as on the published page.
    const props = host.props as HostProps & { children?: ReactNode };
    return cloneElement(
      host,
      {
        ref: setItemNode,
        className: props.className ? `${props.className} ${className}` : className,
        style: { ...props.style, ...dragStyle },
        'data-item-index': item.index,
        ...deviceProps,
      } as HostProps,
      ...Children.toArray(props.children),
      controls,
      marker,
    );
  }
  // A component or a fragment: a wrapper it is, as before.
  return (
    <div
      ref={setItemNode}
      style={dragStyle}
      className={className}
      data-item-index={item.index}
      {...deviceProps}
    >
      {children}
      {controls}
      {marker}
    </div>
  );
}

/** dnd-kit's screen-reader texts go to the body, not between the template's elements. */
const accessibility = typeof document === 'undefined' ? undefined : { container: document.body };

/** A list edited in place: reorder by dragging, by keyboard or with the arrow buttons; add; remove. */
export function EditableList<Item>({
  path,
  items,
  itemKey,
  renderItem,
  newItem,
  itemLabel,
  uploadField,
  as: Tag = 'div',
  className,
}: ListProps<Item>) {
  const change = useListWriter(path);
  // After "+ Add", the new item's first field takes the focus, so the designer types straight in.
  const actions = useRef<HTMLDivElement>(null);
  const focusAdded = useRef(false);
  useLayoutEffect(() => {
    if (!focusAdded.current) return;
    focusAdded.current = false;
    const list = actions.current?.closest('[data-section]')?.querySelector(`[data-list="${path}"]`);
    const added = list?.querySelector(`:scope > [data-item-index="${items.length - 1}"]`);
    const field =
      added?.querySelector<HTMLElement>('.fb-editable') ??
      added?.querySelector<HTMLElement>('input, button');
    field?.focus();
  }, [items.length, path]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = items.map((item, index) => itemKey(item, index));
  const move = (from: number, to: number) =>
    change((list) => {
      const [moved] = list.splice(from, 1);
      list.splice(to, 0, moved);
    });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    if (from >= 0 && to >= 0)
      change((list) => list.splice(0, list.length, ...arrayMove([...list], from, to)));
  };
  const capability = useListCapability(path);
  const maxItems = capability?.maxItems;
  const full = maxItems !== undefined && items.length >= maxItems;
  const { portfolioId } = usePortfolioLinks();
  const caseStudyHref = (item: Item) => {
    const id = (item as { id?: unknown }).id;
    return portfolioId && capability?.caseStudies && typeof id === 'string'
      ? `/portfolio-builder/${portfolioId}/case-study/${encodeURIComponent(id)}`
      : undefined;
  };

  const devicesOf = (item: Item, index: number) =>
    capability?.deviceVisibility !== false &&
    item &&
    typeof item === 'object' &&
    !Array.isArray(item)
      ? {
          hiddenOn: hiddenOnOf(item),
          onChange: (hiddenOn: HiddenOn | undefined) =>
            change((list) => {
              const entry = list[index] as Record<string, unknown>;
              if (hiddenOn) entry.hiddenOn = hiddenOn;
              else delete entry.hiddenOn;
            }),
        }
      : undefined;

  // No wrapper around the list: the template's element is where its CSS expects it. The add and
  // upload controls follow it.
  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={accessibility}
      >
        <SortableContext items={keys} strategy={rectSortingStrategy}>
          <Tag className={className} data-list={path} data-item-label={itemLabel}>
            <ListLabelsProvider path={path} itemLabel={itemLabel}>
              {items.map((item, index) => (
                <ListItem
                  key={keys[index]}
                  id={keys[index]!}
                  label={itemLabel}
                  itemPath={`${path}.${index}`}
                  index={index}
                  count={items.length}
                  onMove={move}
                  onRemove={() => change((list) => void list.splice(index, 1))}
                  devices={devicesOf(item, index)}
                  caseStudyHref={caseStudyHref(item)}
                >
                  {renderItem(item, index, `${path}.${index}`)}
                </ListItem>
              ))}
            </ListLabelsProvider>
          </Tag>
        </SortableContext>
      </DndContext>
      {newItem && (
        <div className="fb-list-actions" data-list-actions={path} ref={actions}>
          <button
            type="button"
            className="fb-add"
            disabled={full}
            title={full ? `At most ${maxItems} ${itemLabel}s` : undefined}
            onClick={() => {
              focusAdded.current = true;
              change((list) => void list.push(newItem()));
            }}
          >
            + Add {itemLabel}
          </button>
          {uploadField && (
            <MultiImageUploader
              label={`Upload ${itemLabel}s`}
              slots={items.map((item) =>
                String((item as Record<string, unknown>)[uploadField] ?? ''),
              )}
              maxImages={maxItems}
              onUploaded={(index, image) =>
                change((list) => {
                  while (list.length <= index) list.push(newItem());
                  writePath(list[index] as Record<string, unknown>, uploadField, image.url);
                })
              }
            />
          )}
        </div>
      )}
    </>
  );
}
