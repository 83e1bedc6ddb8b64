import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The widths the canvas can be edited at; desktop is the window itself. */
export const DEVICES = {
  desktop: { name: 'Desktop', width: null },
  tablet: { name: 'Tablet', width: 768 },
  phone: { name: 'Phone', width: 375 },
} as const;
export type Device = keyof typeof DEVICES;

// An empty standards-mode page: without a doctype the frame would lay the template out in quirks mode.
const BLANK_PAGE = '<!doctype html><html lang="en"><head></head><body></body></html>';

const SHEETS = 'style, link[rel="stylesheet"]';

/** The page's stylesheets, kept the same in another document: lazy routes and hot reloads add more. */
function mirrorStylesheets(from: Document, to: Document): () => void {
  const copies = new Map<Node, Node>();
  const isSheet = (node: Node) =>
    node.nodeName === 'STYLE' || (node.nodeName === 'LINK' && (node as Element).matches(SHEETS));
  const sync = () => {
    const sheets = [...from.head.querySelectorAll(SHEETS)];
    for (const [source, copy] of copies)
      if (!sheets.includes(source as Element)) {
        copy.parentNode?.removeChild(copy);
        copies.delete(source);
      }
    for (const sheet of sheets) {
      const copy = copies.get(sheet);
      if (!copy) {
        const clone = to.importNode(sheet, true);
        to.head.appendChild(clone);
        copies.set(sheet, clone);
      } else if (sheet.textContent !== copy.textContent) copy.textContent = sheet.textContent;
    }
  };
  sync();
  const observer = new MutationObserver((records) => {
    const changed = (record: MutationRecord) =>
      record.type === 'characterData' ||
      [...record.addedNodes, ...record.removedNodes].some(isSheet);
    if (records.some(changed)) sync();
  });
  observer.observe(from.head, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}

/**
 * Shortcuts and Escape pressed inside the frame reach the builder's own listeners, as they would on
 * the page; what those listeners prevent is prevented in the frame too (Ctrl+S opens no dialog).
 */
function forwardKeys(from: Document, to: Document): () => void {
  const forward = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey || event.key === 'Escape')) return;
    const copy = new KeyboardEvent('keydown', event);
    if (!to.dispatchEvent(copy)) event.preventDefault();
  };
  from.addEventListener('keydown', forward);
  return () => from.removeEventListener('keydown', forward);
}

/** The element with the focus, looking inside the canvas frame when the frame has it. */
export function focusedElement(document: Document = window.document): Element | null {
  const active = document.activeElement;
  if (active instanceof HTMLIFrameElement && active.contentDocument)
    return focusedElement(active.contentDocument);
  return active;
}

type Props = {
  device: Exclude<Device, 'desktop'>;
  /** Told of the frame's document once it is ready, and of null when it goes. */
  onDocument?: (document: Document | null) => void;
  children: ReactNode;
};

/**
 * The canvas at a device's real width, in a frame of its own: the template's media queries, vw
 * units and fixed elements read the frame's width exactly as on a phone or tablet, with the
 * template's CSS untouched. React reaches into it through a portal, so editing works as on the page.
 */
export function DeviceFrame({ device, onDocument, children }: Props) {
  const [frameDocument, setFrameDocument] = useState<Document | null>(null);
  const { name, width } = DEVICES[device];

  useEffect(() => {
    if (!frameDocument) return;
    const stopStyles = mirrorStylesheets(document, frameDocument);
    const stopKeys = forwardKeys(frameDocument, document);
    onDocument?.(frameDocument);
    return () => {
      stopStyles();
      stopKeys();
      onDocument?.(null);
    };
  }, [frameDocument, onDocument]);

  return (
    <div className="fb-device" data-device={device}>
      <iframe
        className="fb-device-frame"
        title={`${name} preview, ${width} px wide`}
        srcDoc={BLANK_PAGE}
        style={{ width }}
        onLoad={(event) => setFrameDocument(event.currentTarget.contentDocument)}
      />
      {frameDocument &&
        createPortal(
          <div className="fb fb-device-page">
            <div className="fb-canvas">{children}</div>
          </div>,
          frameDocument.body,
        )}
    </div>
  );
}

const ICONS: Record<Device, ReactNode> = {
  desktop: <path d="M3 4h18v12H3zM9 20h6M12 16v4" />,
  tablet: <path d="M6 2h12v20H6zM11 18h2" />,
  phone: <path d="M8 3h8v18H8zM11.5 18h1" />,
};

/** Desktop, tablet or phone: the width the canvas is edited at. */
export function DeviceSwitch({
  device,
  onChange,
}: {
  device: Device;
  onChange: (device: Device) => void;
}) {
  return (
    <div className="fb-devices" role="group" aria-label="Edit at the width of">
      {(Object.keys(DEVICES) as Device[]).map((id) => {
        const { name, width } = DEVICES[id];
        return (
          <button
            key={id}
            type="button"
            aria-pressed={id === device}
            title={width ? `${name}: ${width} px wide` : `${name}: the width of this window`}
            onClick={() => id !== device && onChange(id)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              {ICONS[id]}
            </svg>
            <span className="fb-devices-name">{name}</span>
          </button>
        );
      })}
    </div>
  );
}
