import { describe, expect, it } from 'vitest';
import {
  cleanSlugInput,
  isSafeLink,
  isValidImageUrl,
  randomSlug,
  safeHref,
  slugError,
  slugFromTitle,
} from '../../model/rules';

describe('the image URL rule', () => {
  it.each([
    '',
    'https://cdn.example/a.jpg',
    'http://x.io/b.png',
    '/uploads/ab/cd.webp',
    './img/a.png',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('accepts %j', (url) => expect(isValidImageUrl(url)).toBe(true));
  it.each([
    'javascript:alert(1)',
    'img/a.png',
    'ftp://x/a.png',
    '//evil.example/a.png',
    'data:text/html,<script>',
    'https://',
    'vbscript:x',
  ])('refuses %j', (url) => expect(isValidImageUrl(url)).toBe(false));
});

describe('the link rule', () => {
  it.each([
    'https://behance.net/me',
    'http://x.io',
    'mailto:me@example.com',
    'tel:+15550100',
    '/portfolio/a/project/b',
    'case-study',
    '#contact',
    '',
  ])('accepts %j', (link) => expect(isSafeLink(link)).toBe(true));
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    '//evil.example',
    'file:///etc/passwd',
    'https://',
  ])('refuses %j', (link) => expect(isSafeLink(link)).toBe(false));

  it('gives no href for an unsafe link', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref(' https://x.io ')).toBe('https://x.io');
    expect(safeHref('')).toBeUndefined();
  });
});

describe('slugs', () => {
  it.each([
    ['', 'Slug is required'],
    ['Jane', 'Slug can only contain lowercase letters, numbers, and hyphens'],
    ['jane--doe', 'Slug can only contain lowercase letters, numbers, and hyphens'],
    ['-jane', 'Slug can only contain lowercase letters, numbers, and hyphens'],
    ['jane_doe', 'Slug can only contain lowercase letters, numbers, and hyphens'],
    ['ab', 'Slug must be at least 3 characters'],
    ['a'.repeat(50), 'Slug must be less than 50 characters'],
  ])('refuses %j with "%s"', (slug, message) => expect(slugError(slug)).toBe(message));

  it.each(['abc', 'jane-doe', 'a1-b2-c3', 'a'.repeat(49)])('accepts %j', (slug) =>
    expect(slugError(slug)).toBeNull(),
  );

  it('cleans typed input', () => {
    expect(cleanSlugInput('--Jane Doe_Portfolio!--')).toBe('janedoeportfolio');
    expect(cleanSlugInput('My-Work-')).toBe('my-work');
  });

  it('suggests a slug from a title', () => {
    expect(slugFromTitle('  Jane   Doe -- Brand Designer! ')).toBe('jane-doe-brand-designer');
    expect(slugFromTitle('Café Zoë')).toBe('cafe-zoe');
    expect(slugFromTitle('x'.repeat(80))).toHaveLength(50);
  });

  it('makes random adjective-noun-number slugs that pass the rules', () => {
    for (let i = 0; i < 200; i++) {
      const slug = randomSlug();
      expect(slug).toMatch(/^[a-z]+-[a-z]+-\d{1,3}$/);
      expect(slugError(slug)).toBeNull();
    }
    expect(randomSlug(() => 0)).toBe('bold-canvas-0');
    expect(randomSlug(() => 0.9999)).toMatch(/-999$/);
  });
});
