/** Sets `path` inside an immer draft (Craft.js hands setProp one): "projects.0.title". */
export function writePath(draft: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let target: Record<string, unknown> | unknown[] = draft;
  for (const key of keys.slice(0, -1)) {
    const next = (target as Record<string, unknown>)[key];
    if (next === null || typeof next !== 'object') (target as Record<string, unknown>)[key] = {};
    target = (target as Record<string, unknown>)[key] as Record<string, unknown>;
  }
  (target as Record<string, unknown>)[keys.at(-1)!] = value;
}
