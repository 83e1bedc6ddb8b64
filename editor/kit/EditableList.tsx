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
  useSortable,
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
import { Link } from 'react-router-dom';
import {
  hiddenOnOf,
  useListCapability,
  usePortfolioLinks,
  type ListProps,
} from '../../templates/kit';
import type { HiddenOn } from '../../templates/shared/fields';
import { MultiImageUploader } from '../upload/MultiImageUploader';
import { useSectionActive } from './activeSection';
import { ListLabelsProvider, useListWriter, usePlaceLabel } from './SectionContext';
import { writePath } from './mutate';
import { clearOfWords, fitsInside, leavesWindow, usePlacement } from './placement';

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

/**
 * Where an item's controls sit: inside it, at the top corner (left, else right) where they cover
 * none of its words, since they show while the designer edits them; otherwise just above it (tags,
 * links, a date in the corner), right-aligned near the window's edge.
 */
type Placement = 'inside' | 'inside-end' | 'above' | 'above-end';
function placeControls(item: HTMLElement, controls: HTMLElement): Placement {
  if (fitsInside(item, controls)) {
    if (clearOfWords(item, controls, false)) return 'inside';
    if (clearOfWords(item, controls, true)) return 'inside-end';
  }
  return leavesWindow(item, controls) ? 'above-end' : 'above';
}

/** The marker an item hidden on a device carries in the builder. */
const HIDDEN_ON_MARKER: Record<HiddenOn, string> = {
  phone: 'Hidden on phones',
  desktop: 'Hidden on desktop',
};

type ItemProps = {
  id: string;
  label: string;
  /** Where the item lives in the section ("projects.1"). */
  itemPath: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  /** Object items may leave the page on a device; a word in a list of words may not. */
  devices?: { hiddenOn: HiddenOn | undefined; onChange: (hiddenOn: HiddenOn | undefined) => void };
  /** Projects get a way to their case-study editor. */
  caseStudyHref?: string;
};

/**
 * One item's drag handle, move, remove and device buttons; mounted while its section is worked on.
 * It makes the item's element sortable and hands the drag's movement back to it.
 */
function ItemControls({
  id,
  label,
  itemPath,
  index,
  count,
  onMove,
  onRemove,
  devices,
  caseStudyHref,
  itemNode,
  onDragStyle,
}: ItemProps & { itemNode: HTMLElement | null; onDragStyle: (style: DragStyle) => void }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  useLayoutEffect(() => {
    setNodeRef(itemNode);
    return () => setNodeRef(null);
  }, [itemNode, setNodeRef]);
  const x = transform?.x;
  const y = transform?.y;
  useLayoutEffect(() => {
    onDragStyle({
      transform: x === undefined ? undefined : `translate3d(${x}px, ${y}px, 0)`,
      transition: transition ?? undefined,
      dragging: isDragging,
    });
  }, [x, y, transition, isDragging, onDragStyle]);
  useLayoutEffect(() => () => onDragStyle(NO_DRAG), [onDragStyle]);
  const [controlsNode, setControlsNode] = useState<HTMLElement | null>(null);
  const placement = usePlacement(itemNode, controlsNode, 'inside', placeControls);

  const name = `${label} ${index + 1}`;
  // "Project 2", as the item's fields are named ("Project 2 title").
  const placeName = usePlaceLabel(itemPath);
  // A span, so the controls may sit inside any element that holds text (li, p, figure, article).
  return (
    <span
      ref={setControlsNode}
      className={`fb-item-controls${placement === 'inside' ? '' : ` fb-item-controls--${placement}`}`}
      role="group"
      aria-label={`${name} controls`}
    >
      <button
        type="button"
        className="fb-handle"
        aria-label={`Drag ${name}`}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <button
        type="button"
        aria-label={`Move ${name} earlier`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        ←
      </button>
      <button
        type="button"
        aria-label={`Move ${name} later`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        →
      </button>
      <button type="button" aria-label={`Remove ${name}`} onClick={onRemove}>
        ×
      </button>
      {devices && (
        <select
          aria-label={`Show ${placeName} on`}
          value={devices.hiddenOn ?? 'every'}
          onChange={(event) => {
            const choice = event.target.value;
            devices.onChange(choice === 'phone' || choice === 'desktop' ? choice : undefined);
          }}
        >
          <option value="every">Every device</option>
          <option value="desktop">Not on desktop</option>
          <option value="phone">Not on phones</option>
        </select>
      )}
      {caseStudyHref && (
        <Link to={caseStudyHref} className="fb-item-case-study">
          Case study
        </Link>
      )}
    </span>
  );
}

type DragStyle = { transform?: string; transition?: string; dragging: boolean };
const NO_DRAG: DragStyle = { dragging: false };

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
      added?.querySelector<HTMLElement>('[role="textbox"]') ??
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
