import { useLayoutEffect, useRef } from 'react';
import type { TextProps } from '../../templates/kit';
import { useSectionWriter } from './SectionContext';

/**
 * Text edited in place. The browser owns the text while the field has focus; the value is written
 * to the document only on blur or Enter (Shift+Enter makes a new line in multi-line text), so typing
 * never re-renders the page. Escape leaves the field, keeping what was typed.
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

  // Shown from the document whenever it changes (undo, redo, restore) and the field is not in use.
  useLayoutEffect(() => {
    const node = element.current;
    if (node && document.activeElement !== node && node.innerText !== (value ?? '')) {
      node.innerText = value ?? '';
    }
  }, [value]);

  const commit = () => {
    const node = element.current;
    if (!node) return;
    const text = multiline
      ? node.innerText.replace(/\n+$/, '')
      : node.innerText.replace(/\s*\n\s*/g, ' ').trim();
    if (text !== (value ?? '')) write(path, text);
  };

  return (
    <Tag
      ref={element}
      className={`${className ?? ''} fb-editable`.trim()}
      contentEditable="plaintext-only"
      suppressContentEditableWarning
      role="textbox"
      aria-multiline={multiline ? true : undefined}
      aria-label={placeholder ?? path}
      data-placeholder={placeholder ?? 'Type here'}
      data-path={path}
      spellCheck
      onBlur={commit}
      onKeyDown={(event: React.KeyboardEvent<HTMLElement>) => {
        if (event.key === 'Enter' && !(multiline && event.shiftKey)) {
          event.preventDefault();
          event.currentTarget.blur();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          event.currentTarget.blur();
        }
      }}
      onPaste={(event: React.ClipboardEvent<HTMLElement>) => {
        // Plain text only, whatever the clipboard holds.
        event.preventDefault();
        document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
      }}
    />
  );
}
