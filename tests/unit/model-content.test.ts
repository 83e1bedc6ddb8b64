import { describe, expect, it } from 'vitest';
import { caseStudy } from '../../model/case-study';
import { portfolioContent, styling } from '../../model/content';
import { fromKeyedObject, fromSectionList, normalizeContent } from '../../model/normalize';

describe('normalizeContent', () => {
  it('keeps a current document as it is', () => {
    const doc = {
      version: 1,
      sections: [
        { id: 'hero', type: 'hero', content: { title: 'Hi' } },
        { id: 'about-1', type: 'about', content: {}, hidden: true },
      ],
    };
    expect(normalizeContent(doc)).toEqual(doc);
  });

  it('reads the oldest shape, a bare list of sections, and gives each a unique id', () => {
    const content = fromSectionList([
      { type: 'hero', content: { title: 'Hi' } },
      { type: 'work', content: { heading: 'Work' } },
      { type: 'work', content: { heading: 'More work' } },
      { content: { orphan: true } },
    ]);
    expect(content).toEqual({
      version: 1,
      sections: [
        { id: 'hero', type: 'hero', content: { title: 'Hi' } },
        { id: 'work', type: 'work', content: { heading: 'Work' } },
        { id: 'work-2', type: 'work', content: { heading: 'More work' } },
      ],
    });
    expect(portfolioContent.safeParse(content).success).toBe(true);
    expect(normalizeContent([{ type: 'hero', content: {} }])).toEqual(
      fromSectionList([{ type: 'hero', content: {} }]),
    );
  });

  it('reads a {sections} object without a version', () => {
    expect(normalizeContent({ sections: [{ type: 'Hero', content: { title: 'x' } }] })).toEqual({
      version: 1,
      sections: [{ id: 'hero', type: 'hero', content: { title: 'x' } }],
    });
  });

  it('reads a content object keyed by section type, in key order', () => {
    const content = fromKeyedObject({
      hero: { title: 'Hi' },
      about: { name: 'Ada' },
      theme: 'dark',
    });
    expect(content).toEqual({
      version: 1,
      sections: [
        { id: 'hero', type: 'hero', content: { title: 'Hi' } },
        { id: 'about', type: 'about', content: { name: 'Ada' } },
      ],
    });
    expect(normalizeContent({ hero: { title: 'Hi' } }).sections[0]!.type).toBe('hero');
  });

  it('reads stored JSON text', () => {
    expect(normalizeContent('{"sections":[{"type":"hero","content":{}}]}').sections).toHaveLength(
      1,
    );
  });

  it('turns anything else into an empty document', () => {
    for (const raw of [null, undefined, 42, 'not json', true]) {
      expect(normalizeContent(raw)).toEqual({ version: 1, sections: [] });
    }
  });

  it('replaces invalid ids and drops sections without a usable type', () => {
    const content = normalizeContent({
      version: 1,
      sections: [
        { id: 'has spaces!', type: 'hero', content: {} },
        { id: 'x', type: '<script>', content: {} },
        { id: 'y', type: 'about', content: 'not an object' },
      ],
    });
    expect(content.sections).toEqual([
      { id: 'hero', type: 'hero', content: {} },
      { id: 'y', type: 'about', content: {} },
    ]);
  });
});

describe('the document schemas', () => {
  it('refuse duplicate section ids', () => {
    const result = portfolioContent.safeParse({
      version: 1,
      sections: [
        { id: 'a', type: 'hero', content: {} },
        { id: 'a', type: 'about', content: {} },
      ],
    });
    expect(result.success).toBe(false);
  });

  it('refuse styling that could escape CSS', () => {
    expect(
      styling.safeParse({ colors: { primary: '#ff3b00' }, fonts: { heading: 'Inter, sans-serif' } })
        .success,
    ).toBe(true);
    expect(styling.safeParse({ colors: { primary: 'red; background:url(x)' } }).success).toBe(
      false,
    );
    expect(styling.safeParse({ fonts: { heading: 'x;}body{display:none' } }).success).toBe(false);
  });

  it('hold case studies to 3 to 6 steps', () => {
    const step = { num: '01', title: 'RESEARCH', desc: 'Interviews' };
    const study = (steps: number) => ({
      title: 'Logo',
      category: 'Branding',
      year: '2026',
      intro: 'Intro',
      steps: Array.from({ length: steps }, () => step),
      sections: [],
    });
    expect(caseStudy.safeParse(study(2)).error?.issues[0]?.message).toBe(
      'You must have at least 3 steps',
    );
    expect(caseStudy.safeParse(study(3)).success).toBe(true);
    expect(caseStudy.safeParse(study(7)).success).toBe(false);
    expect(caseStudy.safeParse({ ...study(3), heroImage: 'javascript:x' }).success).toBe(false);
  });
});
