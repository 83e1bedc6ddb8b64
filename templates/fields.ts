// What a designer calls a place in a section ("Project 2 title"), from its content path
// ("projects.1.title"): for screen readers, the pre-publish check and save errors.

const WORDS: Record<string, string> = {
  url: 'link',
  href: 'link',
  src: 'image',
  alt: 'image description',
  cta: 'button',
  social_links: 'social link',
  hiddenOn: 'device visibility',
  // The case study's short field names (model/case-study.ts).
  desc: 'description',
  num: 'number',
};

/** "social_links" → "social links", "ctaText" → "cta text". */
export function humanize(key: string): string {
  const known = WORDS[key] ?? WORDS[key.toLowerCase()];
  if (known) return known;
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
}

/** "projects" → "project", "galleries" → "gallery", "social links" → "social link". */
export function singular(words: string): string {
  if (/ies$/.test(words)) return words.replace(/ies$/, 'y');
  if (/(ss|us)$/.test(words)) return words;
  if (/(ches|shes|xes|sses)$/.test(words)) return words.replace(/es$/, '');
  return words.replace(/s$/, '');
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The label of the value at `path` in a section called `sectionTitle`: "Project 2 title" for
 * "projects.1.title", "Skill 1" for "skills.0", "Hero headline" for a field outside any list.
 * `itemLabel` names a list's items when the template says ("photograph" rather than "image").
 */
export function fieldLabel(path: string, sectionTitle?: string, itemLabel?: string): string {
  const keys = path.split('.').filter(Boolean);
  const parts: string[] = [];
  let inList = false;
  keys.forEach((key, index) => {
    const next = keys[index + 1];
    if (/^\d+$/.test(key)) return;
    if (next !== undefined && /^\d+$/.test(next)) {
      parts.push(`${itemLabel ?? singular(humanize(key))} ${Number(next) + 1}`);
      inList = true;
    } else parts.push(humanize(key));
  });
  // "Image 1 image" says "Image 1".
  const last = parts.at(-1);
  const before = parts.at(-2);
  if (last && before && before.toLowerCase().startsWith(`${last.toLowerCase()} `)) parts.pop();
  if (!inList && sectionTitle) parts.unshift(sectionTitle);
  return capitalize(parts.join(' ') || sectionTitle || 'Field');
}
