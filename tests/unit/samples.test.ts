import { describe, expect, it } from 'vitest';
import { listTemplates } from '../../templates';
import { isPlaceholderLink, sampleKindAt, sampleSpots } from '../../templates/samples';
import { setPath } from '../../templates/paths';

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
