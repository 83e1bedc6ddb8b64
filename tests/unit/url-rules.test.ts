import { describe, expect, it } from 'vitest';
import { hasUnsafeUrlCharacters, isSafeLink, isValidImageUrl, safeHref } from '../../model/rules';
import { isLocalPath, postAuthTarget } from '../../src/session/redirect';

// Each way of hiding "//evil.example" or a "\" from a check that only looks at the first characters.
const hostile = [
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\0/evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '/x\\y',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%0d/evil.example',
  '/%00/evil.example',
  '/%5C/evil.example',
  '/%5cevil.example',
  '/%2509/evil.example',
  '/%255C/evil.example',
  '/ok/%7F',
  '//evil.example',
  '//evil.example/x',
];

describe('the return path after login', () => {
  const target = (ret: string) => postAuthTarget(new URLSearchParams({ return: ret }), undefined);

  it.each(hostile)('goes to the dashboard for %j', (path) => {
    expect(isLocalPath(path)).toBe(false);
    expect(target(path)).toBe('/dashboard');
  });

  it.each(['/%09/evil.example', '/%0A/evil.example', '/%0D/evil.example', '/%5C%5Cevil.example'])(
    'goes to the dashboard for ?return=%s as it is in the address bar',
    (encoded) => {
      expect(postAuthTarget(new URLSearchParams(`return=${encoded}`), undefined)).toBe(
        '/dashboard',
      );
    },
  );

  it('refuses the same from the page the guard sent us from', () => {
    expect(postAuthTarget(new URLSearchParams(), { from: { pathname: '/\t/evil.example' } })).toBe(
      '/dashboard',
    );
  });

  it.each([
    '/profile',
    '/portfolio-builder/5c0ffee0-0000-4000-8000-000000000000?setup=true',
    '/dashboard#portfolios',
    '/templates?q=a%20b',
    '/portfolio/caf%C3%A9',
  ])('keeps the path %j of this site', (path) => {
    expect(isLocalPath(path)).toBe(true);
    expect(target(path)).toBe(path);
  });
});

describe('image URLs refuse control characters and backslashes', () => {
  it.each([
    ...hostile.map((path) => `${path}/x.png`),
    '/\t/evil.example/x.png',
    'https://cdn.example/a\\b.png',
    'https://cdn.example/a%5Cb.png',
    'https://cdn.example/a\nb.png',
    './img/%0a.png',
  ])('refuses %j', (url) => expect(isValidImageUrl(url)).toBe(false));

  it.each([
    '/uploads/ab/cd.webp',
    'https://cdn.example/a%20b.png?v=1',
    'https://cdn.example/caf%C3%A9.png',
    './img/a.png',
    'data:image/svg+xml,%3Csvg%20xmlns%3D%22http://www.w3.org/2000/svg%22%3E%0A%3C/svg%3E',
  ])('still accepts %j', (url) => expect(isValidImageUrl(url)).toBe(true));
});

describe('links refuse control characters and backslashes', () => {
  it.each([
    ...hostile,
    '\\\\evil.example',
    '/\\evil.example',
    'https://example.com\\@evil.example',
    'https:\\\\evil.example',
    'case%5Cstudy',
  ])('refuses %j', (link) => {
    expect(isSafeLink(link)).toBe(false);
    expect(safeHref(link)).toBeUndefined();
  });

  it.each([
    'https://behance.net/me',
    '/portfolio/a/project/b',
    '#contact',
    // An encoded newline in a mail body is text, not part of the address.
    'mailto:me@example.com?body=Hello%0AWorld',
    'https://example.com/search?q=a%5Cb',
  ])('still accepts %j', (link) => expect(isSafeLink(link)).toBe(true));

  it.each(['https:javascript:alert(61)', 'http:/evil.example', 'https://', 'https:///x'])(
    'refuses a web address without a host after "//": %j',
    (link) => expect(safeHref(link)).toBeUndefined(),
  );
});

describe('hasUnsafeUrlCharacters', () => {
  it('looks through as many layers of encoding as a server might undo', () => {
    expect(hasUnsafeUrlCharacters('/%25252509/x')).toBe(true);
    expect(hasUnsafeUrlCharacters('/%252F/x')).toBe(false);
  });
});
