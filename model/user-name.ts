// Name helpers without the user schemas: the site's header shows initials on every page, zod-free.

/** First letter of the first and last word of the name; U without a name (spec section 2). */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'U';
  const first = words[0]![0]!;
  const last = words.length > 1 ? words[words.length - 1]![0]! : '';
  return (first + last).toUpperCase();
}
