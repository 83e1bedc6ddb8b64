/** Every published page links back to the product (spec section 1). */
export function MadeWithBadge() {
  return (
    <a href="/" className="made-with" aria-label="Made with Folio">
      <img src="/favicon.svg" alt="" width={16} height={16} />
      Made with <strong>Folio</strong>
    </a>
  );
}
