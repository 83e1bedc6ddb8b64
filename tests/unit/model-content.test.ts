import { describe, expect, it } from 'vitest';
import { caseStudy } from '../../model/case-study';
import { portfolioContent, styling } from '../../model/content';
import {
  CONTENT_MESSAGES,
  fromKeyedObject,
  fromSectionList,
  normalizeContent,
  upgradeContent,
} from '../../model/normalize';

describe('upgradeContent', () => {
  const upgraded = (raw: unknown) => {
    const upgrade = upgradeContent(raw);
    if (!upgrade.ok) throw new Error(`refused: ${upgrade.message}`);
    return upgrade.content;
  };
  const refusal = (raw: unknown) => {
    const upgrade = upgradeContent(raw);
    return upgrade.ok ? undefined : upgrade.message;
  };

  it('keeps a current document as it is', () => {
    const doc = {
      version: 1,
      sections: [
        { id: 'hero', type: 'hero', content: { title: 'Hi' } },
        { id: 'about-1', type: 'about', content: {}, hidden: true },
        { id: 'work', type: 'work', content: {}, hiddenOn: 'phone' },
        { id: 'gallery', type: 'gallery', content: {}, hiddenOn: 'desktop' },
      ],
    };
    expect(upgraded(doc)).toEqual(doc);
    // A device that is not one is dropped, not stored.
    expect(
      upgraded({ version: 1, sections: [{ id: 'a', type: 'about', content: {}, hiddenOn: 'tv' }] })
        .sections[0],
    ).toEqual({ id: 'a', type: 'about', content: {} });
    expect(upgraded({ version: 1, sections: [] })).toEqual({ version: 1, sections: [] });
  });

  it('reads the oldest shape, a bare list of sections, and gives each a unique id', () => {
    const content = upgraded([
      { type: 'hero', content: { title: 'Hi' } },
      { type: 'work', content: { heading: 'Work' } },
      { type: 'work', content: { heading: 'More work' } },
      { type: 'about' },
    ]);
    expect(content).toEqual({
      version: 1,
      sections: [
        { id: 'hero', type: 'hero', content: { title: 'Hi' } },
        { id: 'work', type: 'work', content: { heading: 'Work' } },
        { id: 'work-2', type: 'work', content: { heading: 'More work' } },
        { id: 'about', type: 'about', content: {} },
      ],
    });
    expect(portfolioContent.safeParse(content).success).toBe(true);
    expect(fromSectionList([{ type: 'hero', content: {} }])).toEqual(
      upgradeContent([{ type: 'hero', content: {} }]),
    );
  });

  it('reads a {sections} object without a version', () => {
    expect(upgraded({ sections: [{ type: 'Hero', content: { title: 'x' } }] })).toEqual({
      version: 1,
      sections: [{ id: 'hero', type: 'hero', content: { title: 'x' } }],
    });
  });

  it('reads a content object keyed by section type, in key order, leaving plain settings out', () => {
    const upgrade = fromKeyedObject({
      hero: { title: 'Hi' },
      about: { name: 'Ada' },
      theme: 'dark',
    });
    expect(upgrade).toEqual({
      ok: true,
      content: {
        version: 1,
        sections: [
          { id: 'hero', type: 'hero', content: { title: 'Hi' } },
          { id: 'about', type: 'about', content: { name: 'Ada' } },
        ],
      },
    });
  });

  it('reads stored JSON text once', () => {
    expect(upgraded('{"sections":[{"type":"hero","content":{}}]}').sections).toHaveLength(1);
    expect(refusal(JSON.stringify('{"sections":[]}'))).toBe(CONTENT_MESSAGES.notDocument);
  });

  it('refuses what it does not recognise instead of reading it as an empty page', () => {
    for (const raw of [null, undefined, 42, true, 'garbage', 'not json', {}, [], { theme: 'x' }])
      expect(refusal(raw), JSON.stringify(raw)).toBeDefined();
    expect(refusal({ sections: 'x' })).toBe(CONTENT_MESSAGES.sectionsNotList);
    expect(refusal({ version: 1, sections: null })).toBe(CONTENT_MESSAGES.sectionsNotList);
    expect(refusal({ version: 2, sections: [] })).toBe(CONTENT_MESSAGES.unknownVersion(2));
    expect(refusal({ version: '1', sections: [] })).toBe(CONTENT_MESSAGES.unknownVersion('1'));
    expect(refusal([])).toBe(CONTENT_MESSAGES.noSections);
  });

  it('refuses a document with an entry that is not a section, naming it', () => {
    expect(refusal([{ type: 'hero' }, { content: { orphan: true } }])).toBe(
      CONTENT_MESSAGES.sectionType(1),
    );
    expect(refusal({ version: 1, sections: [{ id: 'x', type: '<script>', content: {} }] })).toBe(
      CONTENT_MESSAGES.sectionType(0),
    );
    expect(refusal({ version: 1, sections: [{ id: 'y', type: 'about', content: 'x' }] })).toBe(
      CONTENT_MESSAGES.sectionContent(0),
    );
  });

  it('replaces invalid section ids, keeping the sections', () => {
    expect(
      upgraded({ version: 1, sections: [{ id: 'has spaces!', type: 'hero', content: {} }] }),
    ).toEqual({ version: 1, sections: [{ id: 'hero', type: 'hero', content: {} }] });
  });
});

describe('normalizeContent', () => {
  it('shows what it can of a document it cannot read, for display only', () => {
    expect(normalizeContent('garbage')).toEqual({ version: 1, sections: [] });
    expect(normalizeContent({ hero: { title: 'Hi' } }).sections[0]!.type).toBe('hero');
    // One unreadable section leaves the others on the page.
    expect(
      normalizeContent({
        version: 1,
        sections: [
          { id: 'hero', type: 'hero', content: {} },
          { id: 'bad', type: '<x>' },
        ],
      }).sections.map((section) => section.id),
    ).toEqual(['hero']);
  });

  it('gives a section a reserved id such as __proto__ a usable one', () => {
    expect(
      normalizeContent({ version: 1, sections: [{ id: '__proto__', type: 'hero', content: {} }] })
        .sections[0]!.id,
    ).toBe('hero');
    expect(
      portfolioContent.safeParse({
        version: 1,
        sections: [{ id: '__proto__', type: 'hero', content: {} }],
      }).success,
    ).toBe(false);
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
