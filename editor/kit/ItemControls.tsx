import { useSortable } from '@dnd-kit/sortable';
import { useLayoutEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { HiddenOn } from '../../templates/shared/fields';
import { clearOfWords, fitsInside, leavesWindow, usePlacement, type Corner } from './placement';
import { usePlaceLabel } from './SectionContext';

/**
 * Where an item's controls sit: inside it, at the first corner (top left, top right, bottom right,
 * bottom left) where they cover none of its words, since they show while the designer edits them;
 * otherwise just above it (tags, links), right-aligned near the window's edge.
 */
type Placement =
  'inside' | 'inside-end' | 'inside-bottom-end' | 'inside-bottom' | 'above' | 'above-end';
const CORNERS: [Placement, Corner][] = [
  ['inside', { bottom: false, end: false }],
  ['inside-end', { bottom: false, end: true }],
  ['inside-bottom-end', { bottom: true, end: true }],
  ['inside-bottom', { bottom: true, end: false }],
];
function placeControls(item: HTMLElement, controls: HTMLElement): Placement {
  if (fitsInside(item, controls))
    for (const [placement, corner] of CORNERS)
      if (clearOfWords(item, controls, corner)) return placement;
  return leavesWindow(item, controls) ? 'above-end' : 'above';
}

/** How the item's element moves while it is dragged (dnd-kit's transform), handed back to it. */
export type DragStyle = { transform?: string; transition?: string; dragging: boolean };
export const NO_DRAG: DragStyle = { dragging: false };

export type ItemProps = {
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
export function ItemControls({
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
