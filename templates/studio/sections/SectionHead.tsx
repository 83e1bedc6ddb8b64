import { useKit } from '@folio/template-sdk';

/** How every section opens: a label with its number, a big heading, and an optional intro. */
export function SectionHead({
  label,
  heading,
  fallback,
  intro,
  count,
}: {
  /** A fixed label ("02 — Services"), not content. */
  label: string;
  heading: string | undefined;
  fallback: string;
  /** The intro's value; leave out for sections without one. */
  intro?: { value: string | undefined; placeholder: string };
  count?: number;
}) {
  const { Text, mode } = useKit();
  return (
    <div className="stu-head">
      <p className="stu-label" aria-hidden="true">
        <span className="stu-label-index" />
        {label}
        {count !== undefined && <span className="stu-count">({count})</span>}
      </p>
      <Text path="heading" value={heading} as="h2" className="stu-title" placeholder={fallback} />
      {intro && (intro.value || mode === 'edit') && (
        <Text
          path="intro"
          value={intro.value}
          as="p"
          multiline
          className="stu-intro"
          placeholder={intro.placeholder}
        />
      )}
    </div>
  );
}
