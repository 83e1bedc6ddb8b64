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
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useListCapability, usePortfolioLinks, type ListProps } from '../../templates/kit';
import { MultiImageUploader } from '../upload/MultiImageUploader';
import { useListWriter } from './SectionContext';
import { writePath } from './mutate';

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
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const style: CSSProperties = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
    zIndex: isDragging ? 5 : undefined,
  };
  const name = `${label} ${index + 1}`;
  return (
    <div
      ref={setNodeRef}
      style={style}
      className={`fb-item${isDragging ? ' fb-item--dragging' : ''}`}
      data-item-index={index}
    >
      {children}
      <div className="fb-item-controls" role="group" aria-label={`${name} controls`}>
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
      </div>
    </div>
  );
}

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

  return (
    <div className="fb-list" data-path={path}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={keys} strategy={rectSortingStrategy}>
          <Tag className={className}>
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
          </Tag>
        </SortableContext>
      </DndContext>
      <div className="fb-list-actions">
        {newItem && (
          <button
            type="button"
            className="fb-add"
            disabled={full}
            onClick={() => change((list) => void list.push(newItem()))}
          >
            + Add {itemLabel}
          </button>
        )}
        {uploadField && newItem && (
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
    </div>
  );
}
