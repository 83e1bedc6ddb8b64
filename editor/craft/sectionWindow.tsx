import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

// A long page draws only the sections near the screen: at 100 sections a canvas drawing all of
// them held 36k elements and a 61 MB heap. A section not drawn keeps its wrapper, its toolbar (the
// keyboard's way in) and its last drawn height; its words stay in the page hidden until found, so
// find in page reaches them and draws the section.

/** Pages this long are windowed; a shorter one is drawn whole (it costs little, and stays simple). */
export const WINDOWED_FROM_SECTIONS = 24;
/** Drawn ahead of the screen by a screen and a half either way, so scrolling rarely meets a blank. */
const NEAR = '150% 0px';
/** A section never drawn is guessed at a screenful. */
const GUESSED_HEIGHT = 900;

type Watcher = (near: boolean) => void;
const observers = new WeakMap<
  Document,
  { observer: IntersectionObserver; watchers: Map<Element, Watcher> }
>();

/** One observer per document (the canvas may be a frame), its viewport the root. */
function watchNearness(element: Element, watcher: Watcher) {
  const page = element.ownerDocument;
  let watching = observers.get(page);
  if (!watching) {
    const watchers = new Map<Element, Watcher>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) watchers.get(entry.target)?.(entry.isIntersecting);
      },
      { root: page, rootMargin: NEAR },
    );
    watching = { observer, watchers };
    observers.set(page, watching);
  }
  const { observer, watchers } = watching;
  watchers.set(element, watcher);
  observer.observe(element);
  return () => {
    watchers.delete(element);
    observer.unobserve(element);
  };
}

/**
 * Whether a section's content is drawn: always on a short page; on a long one while near the screen,
 * worked on (pointed at or focused into) or found by find in page.
 */
export function useSectionDrawn(windowed: boolean, active: boolean) {
  const section = useRef<HTMLDivElement>(null);
  const [{ near, height }, setSeen] = useState({ near: false, height: GUESSED_HEIGHT });
  useEffect(() => {
    const element = section.current;
    if (!windowed || !element || typeof IntersectionObserver === 'undefined') return undefined;
    return watchNearness(element, (isNear) => {
      // Measured as it leaves, still drawn: its placeholder takes the same room.
      const measured = isNear ? 0 : element.getBoundingClientRect().height;
      setSeen((seen) => ({ near: isNear, height: measured || seen.height }));
    });
  }, [windowed]);
  const draw = useCallback(() => setSeen((seen) => ({ ...seen, near: true })), []);
  const drawn = !windowed || near || active || typeof IntersectionObserver === 'undefined';
  return { section, drawn, height, draw };
}

/** Every word a section shows, from its content (addresses and image sources left out). */
function sectionWords(content: unknown, key = '', words: string[] = []): string[] {
  if (typeof content === 'string') {
    if (content.trim() && !/^(id|src|href|url|image|alt|icon)$/i.test(key)) words.push(content);
  } else if (Array.isArray(content)) {
    for (const item of content) sectionWords(item, key, words);
  } else if (content && typeof content === 'object') {
    for (const [name, value] of Object.entries(content)) sectionWords(value, name, words);
  }
  return words;
}

/** A section not drawn: its room, and its words hidden until find in page reaches them. */
export function SectionPlaceholder({
  content,
  height,
  onFound,
}: {
  content: unknown;
  height: number;
  onFound: () => void;
}) {
  const words = useMemo(() => sectionWords(content), [content]);
  const hiddenWords = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = hiddenWords.current!;
    // React knows `hidden` only as a boolean: "until-found" is set here, before the first paint.
    element.setAttribute('hidden', 'until-found');
    element.addEventListener('beforematch', onFound);
    return () => element.removeEventListener('beforematch', onFound);
  }, [onFound]);
  return (
    <div className="fb-section-placeholder" style={{ height }}>
      <div ref={hiddenWords}>
        {words.map((word, index) => (
          <p key={index}>{word}</p>
        ))}
      </div>
    </div>
  );
}
