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
  useCallback,
  useState,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Link } from 'react-router-dom';
import { useListCapability, usePortfolioLinks, type ListProps } from '../../templates/kit';
import { MultiImageUploader } from '../upload/MultiImageUploader';
import { ListLabelsProvider, useListWriter } from './SectionContext';
import { writePath } from './mutate';
import { fitsInside, leavesWindow, usePlacement } from './placement';

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

/** Where an item's controls sit: over its top-left corner when they fit inside it; otherwise just
 * above it (tags, links), so they never cover a neighbour, and right-aligned near the window's edge. */
type Placement = 'inside' | 'above' | 'above-end';
const placeControls = (item: HTMLElement, controls: HTMLElement): Placement =>
  fitsInside(item, controls) ? 'inside' : leavesWindow(item, controls) ? 'above-end' : 'above';

function SortableItem({
  id,
  label,
  index,
  count,
  onMove,
  onRemove,
  caseStudyHref,
  children,
}: {
  id: string;
  label: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  /** Projects get a way to their case-study editor. */
  caseStudyHref?: string;
  /** What renderItem returned. */
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const [itemNode, setItemNode] = useState<HTMLElement | null>(null);
  const [controlsNode, setControlsNode] = useState<HTMLElement | null>(null);
  const placement = usePlacement(itemNode, controlsNode, 'inside', placeControls);
  const host = hostElement(children);
  // Section components are pure (no refs of their own), so the item's element takes ours.
  const attach = useCallback(
    (node: HTMLElement | null) => {
      setNodeRef(node);
      setItemNode(node);
    },
    [setNodeRef],
  );

  // Only what dragging needs: a template's own transform or transition is left alone otherwise.
  const dragStyle: CSSProperties = {};
  if (transform) dragStyle.transform = `translate3d(${transform.x}px, ${transform.y}px, 0)`;
  if (transition) dragStyle.transition = transition;
  if (isDragging) dragStyle.zIndex = 5;
  const className = `fb-item${isDragging ? ' fb-item--dragging' : ''}`;

  const name = `${label} ${index + 1}`;
  // A span, so the controls may sit inside any element that holds text (li, p, figure, article).
  const controls = (
    <span
      key="fb-item-controls"
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
      {caseStudyHref && (
        <Link to={caseStudyHref} className="fb-item-case-study">
          Case study
        </Link>
      )}
    </span>
  );

  if (host) {
    // The item's own element is the sortable one: the template's grid and child selectors
    // (`.wall > .frame:nth-child(8n)`) reach it exactly as on the published page.
    const props = host.props as HostProps & { children?: ReactNode };
    return cloneElement(
      host,
      {
        ref: attach,
        className: props.className ? `${props.className} ${className}` : className,
        style: { ...props.style, ...dragStyle },
        'data-item-index': index,
      } as HostProps,
      ...Children.toArray(props.children),
      controls,
    );
  }
  // A component or a fragment: a wrapper it is, as before.
  return (
    <div ref={attach} style={dragStyle} className={className} data-item-index={index}>
      {children}
      {controls}
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
          <Tag className={className} data-list={path}>
            <ListLabelsProvider path={path} itemLabel={itemLabel}>
              {items.map((item, index) => (
                <SortableItem
                  key={keys[index]}
                  id={keys[index]!}
                  label={itemLabel}
                  index={index}
                  count={items.length}
                  onMove={move}
                  onRemove={() => change((list) => void list.splice(index, 1))}
                  caseStudyHref={caseStudyHref(item)}
                >
                  {renderItem(item, index, `${path}.${index}`)}
                </SortableItem>
              ))}
            </ListLabelsProvider>
          </Tag>
        </SortableContext>
      </DndContext>
      {newItem && (
        <div className="fb-list-actions" data-list-actions={path}>
          <button
            type="button"
            className="fb-add"
            disabled={full}
            title={full ? `At most ${maxItems} ${itemLabel}s` : undefined}
            onClick={() => change((list) => void list.push(newItem()))}
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
