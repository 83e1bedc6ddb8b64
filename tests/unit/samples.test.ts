import { describe, expect, it } from 'vitest';
import { listTemplates } from '../../templates';
import { isPlaceholderLink, leaves, sampleKindAt, sampleSpots } from '../../templates/samples';
import { getPath, setPath } from '../../templates/paths';

describe.each(listTemplates().map((template) => [template.id, template] as const))(
  'sample content of %s',
  (_id, template) => {
    const spots = sampleSpots(template, template.defaultContent, listTemplates());

    it('marks its own sample text, pictures and placeholder links', () => {
      expect(spots.some((spot) => spot.kind === 'text')).toBe(true);
      expect(spots.some((spot) => spot.kind === 'image')).toBe(true);
      expect(spots.every((spot) => spot.label.length > 0)).toBe(true);
    });

    it('never marks its own wording (headings, buttons) or ids', () => {
      for (const spot of spots) expect(spot.path).not.toMatch(/(^|\.)(heading|button|id)$/);
    });

    it('no longer marks a value the designer changed', () => {
      const [first] = spots.filter((spot) => spot.kind === 'text');
      const content = {
        ...template.defaultContent,
        sections: template.defaultContent.sections.map((section) =>
          section.id === first!.sectionId
            ? { ...section, content: setPath(section.content, first!.path, 'My own words') }
            : section,
        ),
      };
      const after = sampleSpots(template, content, listTemplates());
      expect(after).toHaveLength(spots.length - 1);
      expect(after.map((spot) => `${spot.sectionId}:${spot.path}`)).not.toContain(
        `${first!.sectionId}:${first!.path}`,
      );
    });
  },
);

describe('sample rules', () => {
  it('knows placeholder links from real profiles', () => {
    expect(isPlaceholderLink('https://www.behance.net/')).toBe(true);
    expect(isPlaceholderLink('https://dribbble.com')).toBe(true);
    expect(isPlaceholderLink('https://example.com/work')).toBe(true);
    expect(isPlaceholderLink('https://www.behance.net/alexmorgan')).toBe(false);
    expect(isPlaceholderLink('mailto:me@example.org')).toBe(false);
  });

  it('matches list items by id, so a moved sample project stays marked and a new one is not', () => {
    const section = {
      type: 'work',
      content: {
        projects: [
          { id: 'mine', title: 'Nord Identity System' },
          { id: 'project-1', title: 'Nord Identity System' },
        ],
      },
    };
    const templates = listTemplates();
    const hasWork = templates.some((template) => template.sections.work);
    if (!hasWork) return;
    expect(sampleKindAt(templates, section, 'projects.1.title')).toBe('text');
    expect(sampleKindAt(templates, section, 'projects.0.title')).toBeUndefined();
  });
});

// The designer's own words are not marked "Sample" because a template happens to use them too.
describe.each(listTemplates().map((template) => [template.id, template] as const))(
  'the designer’s words in %s',
  (_id, template) => {
    const templates = listTemplates();
    const wordLists = template.defaultContent.sections.flatMap((section) =>
      leaves(section.content)
        .filter(([path]) => /\.0$/.test(path))
        .map(([path]) => path.slice(0, -2))
        .filter((path) => {
          const list = getPath(section.content, path);
          return Array.isArray(list) && list.length > 1 && list.every((w) => typeof w === 'string');
        })
        // The template's own wording (a form's field names) is never sample.
        .filter((path) => sampleKindAt(templates, section, `${path}.0`) === 'text')
        .map((path) => ({ section, path })),
    );

    it('a list of words is sample only while it is the sample’s list', () => {
      expect(wordLists.length).toBeGreaterThan(0);
      for (const { section, path } of wordLists) {
        const sample = getPath(section.content, path) as string[];
        const mine = {
          type: section.type,
          content: setPath(section.content, path, [sample[0], 'Risograph printing']),
        };
        expect(
          sampleKindAt(templates, mine, `${path}.0`),
          `${section.type} ${path}`,
        ).toBeUndefined();
      }
    });

    it('in a sample item the designer edited, its short values are theirs and its sentences still sample', () => {
      for (const section of template.defaultContent.sections) {
        for (const [path, value] of leaves(section.content)) {
          const item = /^(\w+\.\d+)\.(\w+)$/.exec(path);
          if (!item || typeof value !== 'string') continue;
          if (sampleKindAt(templates, section, path) !== 'text') continue;
          const others = leaves(getPath(section.content, item[1]!), item[1]).filter(
            ([at, other]) =>
              at !== path &&
              typeof other === 'string' &&
              sampleKindAt(templates, section, at) === 'text',
          );
          if (others.length === 0) continue;
          const [edited] = others[0]!;
          const content = setPath(section.content, edited, 'Words of my own about it');
          const kind = sampleKindAt(templates, { type: section.type, content }, path);
          const short = value.trim().split(/\s+/).length < 4;
          expect(kind, `${section.type} ${path} “${value}” after ${edited} changed`).toBe(
            short ? undefined : 'text',
          );
        }
      }
    });
  },
);
