/**
 * Every published page links back to the product (spec section 1): at the product's absolute
 * address when the page is read elsewhere (its own domain, a static copy).
 */
export function MadeWithBadge({ href = '/' }: { href?: string }) {
  return (
    <a href={href} className="made-with" aria-label="Made with Folio">
      <img src="/favicon.svg" alt="" width={16} height={16} />
      Made with <strong>Folio</strong>
    </a>
  );
}
