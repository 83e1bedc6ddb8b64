import type { ReactNode } from 'react';

// Schematic thumbnails of layouts, drawn on a 48×32 box: a template names one, nobody draws.
const block = (x: number, y: number, width: number, height: number) => (
  <rect key={`${x},${y}`} x={x} y={y} width={width} height={height} rx={1.5} />
);
const line = (x: number, y: number, width: number) => (
  <rect key={`l${x},${y}`} x={x} y={y} width={width} height={2} rx={1} opacity={0.55} />
);

const SKETCHES = {
  grid: [
    block(4, 4, 12, 10),
    block(18, 4, 12, 10),
    block(32, 4, 12, 10),
    block(4, 18, 12, 10),
    block(18, 18, 12, 10),
    block(32, 18, 12, 10),
  ],
  'grid-wide': [
    block(4, 4, 19, 11),
    block(25, 4, 19, 11),
    block(4, 18, 19, 11),
    block(25, 18, 19, 11),
  ],
  list: [
    block(4, 4, 8, 6),
    line(15, 6, 26),
    block(4, 13, 8, 6),
    line(15, 15, 22),
    block(4, 22, 8, 6),
    line(15, 24, 26),
  ],
  rows: [
    line(4, 5, 40),
    line(4, 9, 28),
    line(4, 15, 40),
    line(4, 19, 24),
    line(4, 25, 40),
    line(4, 29, 30),
  ],
  alternating: [block(4, 3, 24, 12), line(31, 8, 13), block(20, 17, 24, 12), line(4, 22, 13)],
  single: [block(4, 3, 40, 19), line(4, 25, 24), line(4, 29, 16)],
  masonry: [
    block(4, 4, 12, 14),
    block(18, 4, 12, 8),
    block(32, 4, 12, 11),
    block(4, 20, 12, 8),
    block(18, 14, 12, 14),
    block(32, 17, 12, 11),
  ],
  carousel: [block(1, 6, 8, 18), block(11, 4, 26, 22), block(39, 6, 8, 18), line(19, 28, 10)],
  split: [line(4, 8, 18), line(4, 12, 14), line(4, 18, 10), block(26, 4, 18, 24)],
  centred: [line(10, 9, 28), line(14, 14, 20), line(18, 20, 12)],
  'full-bleed': [block(0, 0, 48, 32)],
  stacked: [line(4, 4, 28), line(4, 8, 20), block(4, 13, 40, 16)],
} satisfies Record<string, ReactNode[]>;

export type SketchId = keyof typeof SKETCHES;

/** The sketches a variant may name, in the order the README lists them. */
export const SKETCH_IDS = Object.keys(SKETCHES) as SketchId[];

export function isSketchId(id: unknown): id is SketchId {
  return typeof id === 'string' && Object.hasOwn(SKETCHES, id);
}

/** A layout's thumbnail, drawn in the current text colour; the full-bleed one is a filled frame. */
export function Sketch({ id }: { id: SketchId }) {
  return (
    <svg
      viewBox="0 0 48 32"
      width="48"
      height="32"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      <rect
        x={0.5}
        y={0.5}
        width={47}
        height={31}
        rx={2}
        fill="none"
        stroke="currentColor"
        opacity={0.35}
      />
      {isSketchId(id) ? SKETCHES[id] : null}
    </svg>
  );
}
