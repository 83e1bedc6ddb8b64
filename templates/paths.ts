// Content paths such as "projects.0.title": how setup fields and the editor address a value.

export function getPath(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((current, key) => {
    if (current === null || typeof current !== 'object') return undefined;
    return (current as Record<string, unknown>)[key];
  }, value);
}

/** A copy of `value` with `path` set, copying only the objects and arrays on the way. */
export function setPath<T>(value: T, path: string, next: unknown): T {
  const [key, ...rest] = path.split('.');
  if (key === undefined || key === '') return next as T;
  const container: Record<string, unknown> | unknown[] = Array.isArray(value)
    ? [...value]
    : { ...(value as Record<string, unknown>) };
  const child = (container as Record<string, unknown>)[key];
  (container as Record<string, unknown>)[key] = rest.length
    ? setPath(child ?? {}, rest.join('.'), next)
    : next;
  return container as T;
}
