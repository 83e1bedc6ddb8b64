import { useKit } from '@folio/template-sdk';

/** The numbered rule that opens every section: the number comes from a CSS counter. */
export function SectionHeading({
  value,
  fallback,
}: {
  value: string | undefined;
  fallback: string;
}) {
  const { Text } = useKit();
  return (
    <div className="ech-section-head">
      <span className="ech-index" aria-hidden="true" />
      <Text
        path="heading"
        value={value}
        as="h2"
        className="ech-section-title"
        placeholder={fallback}
      />
    </div>
  );
}
