// "+ Add block" between a case study's blocks: a small menu of the block types it can insert.
import { useRef, useState } from 'react';
import type { CaseStudyBlockType } from '../../model/case-study';

const BLOCK_TYPES: { type: CaseStudyBlockType; label: string }[] = [
  { type: 'text', label: 'Text' },
  { type: 'image', label: 'Image' },
  { type: 'image-pair', label: 'Image pair' },
  { type: 'quote', label: 'Quote' },
  { type: 'metrics', label: 'Metrics' },
  { type: 'video', label: 'Video' },
];

/** "+ Add block": a small menu of block types, inserting at its place between blocks. */
export function AddBlock({
  sectionIndex,
  index,
  onAdd,
}: {
  sectionIndex: number;
  index: number;
  onAdd: (type: CaseStudyBlockType) => void;
}) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const where = `section ${sectionIndex + 1}, place ${index + 1}`;
  return (
    <div
      className="cse-add-block"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="cse-add-toggle"
        aria-expanded={open}
        aria-label={`Add block: ${where}`}
        onClick={() => setOpen((value) => !value)}
      >
        + Add block
      </button>
      {open && (
        <div className="cse-add-menu" role="group" aria-label={`Block types for ${where}`}>
          {BLOCK_TYPES.map(({ type, label }) => (
            <button
              key={type}
              type="button"
              onClick={() => {
                setOpen(false);
                onAdd(type);
              }}
            >
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
