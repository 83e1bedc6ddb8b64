/**
 * The quiet "Sample" mark on a template's sample image or link (sample text carries it as a CSS
 * mark, `.fb-editable.fb-sample`, since the browser owns a text field's children). Screen readers
 * hear "Sample content" from the element's description instead, so the mark itself is hidden.
 */
export function SampleBadge({ inline = false }: { inline?: boolean }) {
  return (
    <span
      className={`fb-sample-badge${inline ? ' fb-sample-badge--inline' : ''}`}
      aria-hidden="true"
    >
      Sample
    </span>
  );
}
