import { appRoutes } from '../../model/routes';
import { hasUnsafeUrlCharacters } from '../../model/rules';

type FromState =
  | { from?: { pathname?: string; search?: string; hash?: string; userId?: string } }
  | null
  | undefined;

const THIS_SITE = 'http://this-site.invalid';

/**
 * Only paths of this site: never another origin through "//host", "https:", a backslash or a control
 * character (raw or percent-encoded: "/%09/evil.example" is "//evil.example" to a browser, and makes
 * the router throw), and never anything the browser itself would resolve elsewhere.
 */
export function isLocalPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || hasUnsafeUrlCharacters(path)) return false;
  try {
    return new URL(path, THIS_SITE).origin === THIS_SITE;
  } catch {
    return false;
  }
}

/**
 * Where to go after login or signup (spec section 2): the return parameter, else the page the guard
 * sent us from (only for the account whose session ended there), else the dashboard; a template
 * parameter rides along to /portfolio-builder/new.
 */
export function postAuthTarget(
  search: URLSearchParams,
  state: unknown,
  userId: string | null = null,
): string {
  const from = (state as FromState)?.from;
  const origin =
    from?.pathname && (!from.userId || from.userId === userId)
      ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
      : undefined;
  const requested = search.get('return') ?? origin;
  let target = requested && isLocalPath(requested) ? requested : appRoutes.dashboard;
  const template = search.get('template');
  if (template && target.includes('/portfolio-builder/new') && !/[?&]template=/.test(target)) {
    target += `${target.includes('?') ? '&' : '?'}template=${encodeURIComponent(template)}`;
  }
  return target;
}

/** The return and template parameters, to carry between /login and /signup. */
export function authQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of ['return', 'template']) {
    const value = search.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** USE TEMPLATE: the builder when signed in, else signup coming back to the builder (spec section 2). */
export function templateUseHref(templateId: string, isAuthenticated: boolean): string {
  const id = encodeURIComponent(templateId);
  return isAuthenticated
    ? `/portfolio-builder/new?template=${id}`
    : `/signup?return=/portfolio-builder/new&template=${id}`;
}
