import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  type ElementType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { srcSetFor, uploadVariants } from '../model/images';
import { isValidImageUrl, safeHref } from '../model/rules';
import { HIDDEN_ON, type HiddenOn } from './shared/fields';
import type { ListCapability, SectionDefinition } from './types';

/**
 * The edit kit of DESIGN.md: sections write every editable thing through these primitives. The
 * read-only kit below is the default; the editor provides one that edits in place.
 */

export type TextProps = {
  /** Where the value lives in the section's content. */
  path: string;
  value: string | undefined;
  as?: ElementType;
  className?: string;
  /** Several lines (Enter makes a new line while editing). */
  multiline?: boolean;
  /** Shown while editing when the value is empty. */
  placeholder?: string;
};

export type ImageProps = {
  path: string;
  src: string | undefined;
  alt: string;
  className?: string;
  sizes?: string;
  loading?: 'eager' | 'lazy';
  width?: number;
  height?: number;
};

export type LinkProps = {
  /** Where the href lives in the section's content. */
  path: string;
  href: string | undefined;
  className?: string;
  children: ReactNode;
  /** Visitors leave the site: open in a new tab. */
  external?: boolean;
};

export type ListProps<Item> = {
  path: string;
  items: Item[];
  /** A stable key for an item (its id). */
  itemKey: (item: Item, index: number) => string;
  renderItem: (item: Item, index: number, itemPath: string) => ReactNode;
  /** A new item for the editor's "add" control; without it nothing can be added. */
  newItem?: () => Item;
  /** What one item is called in the editor's controls ("project", "image"). */
  itemLabel: string;
  /** For a list of images: the field holding each item's image URL, so the editor can upload several at once. */
  uploadField?: string;
  as?: ElementType;
  className?: string;
};

export type EditKit = {
  mode: 'view' | 'edit';
  Text: (props: TextProps) => ReactNode;
  Image: (props: ImageProps) => ReactNode;
  Link: (props: LinkProps) => ReactNode;
  List: <Item>(props: ListProps<Item>) => ReactNode;
};

function ReadOnlyText({ value, as: Tag = 'span', className, multiline }: TextProps) {
  if (!value) return null;
  if (!multiline) return <Tag className={className}>{value}</Tag>;
  // Blank lines separate paragraphs; single newlines become line breaks.
  return (
    <Tag className={className}>
      {value.split(/\n/).map((line, index, lines) => (
        <span key={index}>
          {line}
          {index < lines.length - 1 && <br />}
        </span>
      ))}
    </Tag>
  );
}

function ReadOnlyImage({
  src,
  alt,
  className,
  sizes,
  loading = 'lazy',
  width,
  height,
}: ImageProps) {
  if (!src || !isValidImageUrl(src)) return null;
  // Our uploads name their size: the browser gets every variant, and reserves the space before loading.
  const largest = uploadVariants(src)?.at(-1);
  return (
    <img
      src={src}
      srcSet={srcSetFor(src)}
      sizes={largest ? (sizes ?? '100vw') : undefined}
      alt={alt}
      className={className}
      loading={loading}
      // An eager picture is one of the first screen's: fetched before the rest (the page's largest paint).
      fetchPriority={loading === 'eager' ? 'high' : undefined}
      decoding={loading === 'eager' ? undefined : 'async'}
      width={width ?? largest?.width}
      height={height ?? largest?.height}
    />
  );
}

function ReadOnlyLink({ href, className, children, external }: LinkProps) {
  const safe = safeHref(href);
  if (!safe) return <span className={className}>{children}</span>;
  const opensElsewhere = external ?? /^https?:/i.test(safe);
  return (
    <a
      href={safe}
      className={className}
      {...(opensElsewhere ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

function ReadOnlyList<Item>({
  items,
  itemKey,
  renderItem,
  path,
  as: Tag = 'div',
  className,
}: ListProps<Item>) {
  return (
    <Tag className={className}>
      {items.map((item, index) =>
        isBlankItem(item) ? null : (
          <RenderKeyed key={itemKey(item, index)}>
            {onDevices(renderItem(item, index, `${path}.${index}`), hiddenOnOf(item))}
          </RenderKeyed>
        ),
      )}
    </Tag>
  );
}

/** An item added and never filled in (a blank skill, a link with no name or address): nothing to show. */
function isBlankItem(item: unknown): boolean {
  if (typeof item === 'string') return !item.trim();
  if (!item || typeof item !== 'object' || Array.isArray(item)) return false;
  return Object.entries(item).every(
    ([key, value]) =>
      key === 'id' || key === 'hiddenOn' || (typeof value === 'string' && !value.trim()),
  );
}

/** The device a list item is hidden on (`hiddenOn`, see shared/sections.ts `listOf`), if any. */
export function hiddenOnOf(item: unknown): HiddenOn | undefined {
  const value =
    item && typeof item === 'object' ? (item as { hiddenOn?: unknown }).hiddenOn : undefined;
  return HIDDEN_ON.find((device) => device === value);
}

/** The item's own element marked for shared/devices.css, so the grid around it stays the template's. */
function onDevices(node: ReactNode, device: HiddenOn | undefined): ReactNode {
  if (!device) return node;
  if (isValidElement(node) && typeof node.type === 'string')
    return cloneElement(node as ReactElement<Record<string, unknown>>, {
      'data-hide-on': device,
    });
  return <div data-hide-on={device}>{node}</div>;
}

const RenderKeyed = ({ children }: { children: ReactNode }) => children;

export const readOnlyKit: EditKit = {
  mode: 'view',
  Text: ReadOnlyText,
  Image: ReadOnlyImage,
  Link: ReadOnlyLink,
  List: ReadOnlyList,
};

const KitContext = createContext<EditKit>(readOnlyKit);
export const KitProvider = KitContext.Provider;

/** The primitives sections write with: read-only unless an editor provides its own. */
export function useKit(): EditKit {
  return useContext(KitContext);
}

/** Where the page lives, for links between a portfolio and its case studies. */
export type PortfolioLinks = {
  portfolioId?: string;
  /** The case-study page of a project, or its caseStudyUrl, or nothing. */
  caseStudyHref: (projectId: string, caseStudyUrl?: string) => string | undefined;
  /** Where the brief form sends (a published page only): elsewhere it cannot send. */
  brief?: BriefTarget;
};

/** A published page's brief form: its endpoint, the page it is on, and the signed time it was made. */
export type BriefTarget = { action: string; page: string; started: string };

const LinksContext = createContext<PortfolioLinks>({
  caseStudyHref: (_projectId, caseStudyUrl) => safeHref(caseStudyUrl),
});
export const PortfolioLinksProvider = LinksContext.Provider;
export const usePortfolioLinks = () => useContext(LinksContext);

const SectionDefinitionContext = createContext<Pick<SectionDefinition, 'lists'> | undefined>(
  undefined,
);
/** Tells the kit which section it draws, so its primitives can read the section's declarations. */
export const SectionDefinitionProvider = SectionDefinitionContext.Provider;

/** What the drawn section declares about the list at `path` ("projects", or "items.0.tags"). */
export function useListCapability(path: string): ListCapability | undefined {
  const lists = useContext(SectionDefinitionContext)?.lists;
  return lists?.[path] ?? lists?.[path.replace(/\.\d+(?=\.|$)/g, '')];
}
