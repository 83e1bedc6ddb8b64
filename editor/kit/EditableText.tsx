import { useLayoutEffect, useRef } from 'react';
import type { TextProps } from '../../templates/kit';
import { usePlaceLabel, useSampleKind, useSectionInfo, useSectionWriter } from './SectionContext';

/**
 * The field to focus again once the page has been drawn after a commit. A list keyed by its values
 * (a list of words) draws an edited item anew, so the new element takes the focus over.
 */
let refocus: { nodeId: string; path: string } | null = null;

/**
 * Elements HTML lets take role="textbox". A heading, a term or a caption keeps its own role instead:
 * editable (contenteditable) and named, it is still what it is on the published page.
 */
const TEXTBOX_TAGS = new Set([
  'span',
  'div',
  'p',
  'a',
  'em',
  'strong',
  'small',
  'b',
  'i',
  'cite',
  'q',
  'time',
  'blockquote',
  'address',
]);

/** Elements that may carry no aria-label (a caption has no role to name): their title names them. */
const UNNAMED_TAGS = new Set(['figcaption']);

/** Text elements that sit inside a line, among other words: their sample mark must take no room. */
const INLINE_TAGS = new Set(['span', 'a', 'em', 'strong', 'small', 'b', 'i', 'time', 'cite', 'q']);

/** The caret at the end of the element's text (in its own document: the canvas may be in a frame). */
function caretToEnd(node: HTMLElement) {
  const selection = node.ownerDocument.getSelection();
  if (!selection) return;
  const range = node.ownerDocument.createRange();
  range.selectNodeContents(node);
  range.collapse(false);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * The text as typed. innerText keeps the line breaks, but it also applies the template's
 * text-transform: an uppercase eyebrow would store "LISBON" for "Lisbon".
 */
function typedText(node: HTMLElement) {
  const { style } = node;
  const transform = style.textTransform;
  // A section off screen is not drawn (content-visibility: auto), and what is not drawn has no innerText.
  const section = node.closest<HTMLElement>('.fb-section');
  const visibility = section?.style.contentVisibility ?? '';
  section?.style.setProperty('content-visibility', 'visible');
  style.textTransform = 'none';
  const text = node.innerText;
  style.textTransform = transform;
  section?.style.setProperty('content-visibility', visibility);
  return text;
}

/**
 * Text edited in place. The browser owns the text while the field has focus; the value is written
 * to the document on blur, Enter or Escape (Shift+Enter makes a new line in multi-line text), so
 * typing never re-renders the page. Enter and Escape keep the focus on the field: a keyboard user
 * goes on from where they were.
 */
export function EditableText({
  path,
  value,
  as: Tag = 'span',
  className,
  multiline,
  placeholder,
}: TextProps) {
  const element = useRef<HTMLElement>(null);
  const write = useSectionWriter();
  const section = useSectionInfo();
  const label = usePlaceLabel(path);
  const sample = useSampleKind(path, value);
  const nodeId = section?.nodeId;
  const inline = typeof Tag !== 'string' || INLINE_TAGS.has(Tag);
  const textbox = typeof Tag !== 'string' || TEXTBOX_TAGS.has(Tag);
  const named = typeof Tag !== 'string' || !UNNAMED_TAGS.has(Tag);

  // The text the element holds as last written or committed: compared with, not read from the page
  // (innerText lays out the whole page, once per field when a canvas of thousands of fields mounts).
  const shown = useRef<string | null>(null);

  // Shown from the document whenever it changes (undo, redo, restore) and the field is not in use.
  useLayoutEffect(() => {
    const node = element.current;
    if (node && node.ownerDocument.activeElement !== node && shown.current !== (value ?? '')) {
      node.innerText = value ?? '';
      shown.current = value ?? '';
    }
  }, [value]);

  // The field a commit redrew takes the focus back; the one it stayed on lets it go.
  useLayoutEffect(() => {
    const node = element.current;
    if (!node || !refocus || refocus.nodeId !== nodeId || refocus.path !== path) return;
    refocus = null;
    if (node.ownerDocument.activeElement !== node) {
      node.focus({ preventScroll: true });
      caretToEnd(node);
    }
  });

  const commit = (keepFocus = false) => {
    const node = element.current;
    if (!node) return;
    const typed = typedText(node);
    const text = multiline ? typed.replace(/\n+$/, '') : typed.replace(/\s*\n\s*/g, ' ').trim();
    if (keepFocus && typed !== text) {
      node.innerText = text;
      caretToEnd(node);
    }
    shown.current = typed === text || keepFocus ? text : typed;
    if (text === (value ?? '')) return;
    if (keepFocus && nodeId) refocus = { nodeId, path };
    write(path, text);
  };

  return (
    <Tag
      ref={element}
      className={`${className ?? ''} fb-editable${sample ? ` fb-sample${inline ? ' fb-sample--inline' : ''}` : ''}`.trim()}
      contentEditable="plaintext-only"
      suppressContentEditableWarning
      role={textbox ? 'textbox' : undefined}
      aria-multiline={textbox && multiline ? true : undefined}
      aria-label={named ? label : undefined}
      title={named ? undefined : label}
      aria-placeholder={textbox ? placeholder : undefined}
      aria-describedby={sample ? section?.sampleNoteId : undefined}
      data-placeholder={placeholder ?? label}
      data-path={path}
      data-sample={sample}
      spellCheck
      onBlur={() => commit()}
      onKeyDown={(event: React.KeyboardEvent<HTMLElement>) => {
        if (event.nativeEvent.isComposing) return;
        if ((event.key === 'Enter' && !(multiline && event.shiftKey)) || event.key === 'Escape') {
          event.preventDefault();
          commit(true);
        }
      }}
      onPaste={(event: React.ClipboardEvent<HTMLElement>) => {
        // Plain text only, whatever the clipboard holds.
        event.preventDefault();
        event.currentTarget.ownerDocument.execCommand(
          'insertText',
          false,
          event.clipboardData.getData('text/plain'),
        );
      }}
    />
  );
}
