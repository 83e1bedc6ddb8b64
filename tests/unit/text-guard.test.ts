import { describe, expect, it } from 'vitest';
import { unstorableTextPath } from '../../server/text-guard';

describe('text PostgreSQL cannot store', () => {
  it.each([
    ['plain text', 'Ada <script>alert(1)</script>'],
    ['a whole surrogate pair', 'emoji 😀'],
    ['other control characters', 'tab\there, bell \u0007'],
  ])('lets %s through', (_name, text) =>
    expect(unstorableTextPath({ title: text, list: [text] })).toBeUndefined(),
  );

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone low surrogate', 'a\uDC00b'],
    ['a pair cut at its end', 'end \uD83D'],
  ])('finds %s, with where it is', (_name, text) =>
    expect(
      unstorableTextPath({ content: { sections: [{ content: { ok: 'fine', name: text } }] } }),
    ).toEqual(['content', 'sections', '0', 'content', 'name']),
  );

  it('finds it in a key too', () =>
    expect(unstorableTextPath({ caseStudies: { 'a\u0000': {} } })).toEqual([
      'caseStudies',
      'a\u0000',
    ]));
});
