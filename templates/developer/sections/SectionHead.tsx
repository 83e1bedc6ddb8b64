import type { ReactNode } from 'react';
import { useKit } from '@folio/template-sdk';

/**
 * The rule that opens a section: its number (a CSS counter, the same as in the navigation), its
 * editable title, and an aside on the right (a count, a link).
 */
export function SectionHead({
  value,
  fallback,
  aside,
  path = 'heading',
}: {
  value: string | undefined;
  fallback: string;
  aside?: ReactNode;
  path?: string;
}) {
  const { Text, mode } = useKit();
  return (
    <div className="dev-head">
      <span className="dev-head-index" aria-hidden="true" />
      <Text
        path={path}
        value={mode === 'view' ? value || fallback : value}
        as="h2"
        className="dev-head-title"
        placeholder={fallback}
      />
      {aside && <div className="dev-head-aside">{aside}</div>}
    </div>
  );
}

/** "4 projects", "1 project", "3 entries". */
export const countOf = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
