import { describe, expect, it } from 'vitest';
import { fieldLabel } from '../../templates/fields';

describe('fieldLabel names a place as the designer sees it', () => {
  it.each([
    ['projects.1.title', 'Work', undefined, 'Project 2 title'],
    ['projects.1.image', 'Work', undefined, 'Project 2 image'],
    ['skills.0', 'About', undefined, 'Skill 1'],
    ['social_links.2.url', 'Contact', undefined, 'Social link 3 link'],
    ['headline', 'Hero', undefined, 'Hero headline'],
    ['ctaText', 'Hero', undefined, 'Hero cta text'],
    ['images.4.src', 'Gallery', 'photograph', 'Photograph 5 image'],
    ['categories.0', 'Work', undefined, 'Category 1'],
    ['images.0.src', 'Gallery', undefined, 'Image 1'],
  ])('%s in %s', (path, section, item, label) => {
    expect(fieldLabel(path, section, item)).toBe(label);
  });
});
