import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTemplate, listTemplates, templates } from '../../templates';
import { PortfolioView } from '../../renderer/PortfolioView';
import { getPath } from '../../templates/paths';
import { TemplateRegistry } from '../../templates/registry';
import { contentFromSetup, fieldTypeFor } from '../../templates/setup';
import type { TemplateDefinition } from '../../templates/types';

// The conformance suite: every registered template, present and future, must pass it.
describe.each(listTemplates().map((template) => [template.id, template] as const))(
  'template %s',
  (_id, template: TemplateDefinition) => {
    let errors: ReturnType<typeof vi.spyOn>;
    let warnings: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      errors = vi.spyOn(console, 'error');
      warnings = vi.spyOn(console, 'warn');
    });
    afterEach(() => {
      errors.mockRestore();
      warnings.mockRestore();
    });

    it('has default content that passes its section schemas', () => {
      expect(template.defaultContent.version).toBe(1);
      expect(template.defaultContent.sections.length).toBeGreaterThan(0);
      for (const section of template.defaultContent.sections) {
        const definition = template.sections[section.type];
        expect(definition, `section type ${section.type}`).toBeDefined();
        const result = definition!.schema.safeParse(section.content);
        expect(result.error?.issues ?? [], `${section.type} content`).toEqual([]);
        expect(definition!.schema.safeParse(definition!.defaults).success).toBe(true);
      }
    });

    it('renders every section read-only without errors or warnings', () => {
      for (const [type, definition] of Object.entries(template.sections)) {
        const { Component } = definition;
        const { container, unmount } = render(
          <Component id={type} content={definition.defaults} />,
        );
        expect(container.textContent!.length, `${type} renders text`).toBeGreaterThan(0);
        expect(container.querySelector('[contenteditable]')).toBeNull();
        unmount();
      }
      render(<PortfolioView content={template.defaultContent} templateId={template.id} />);
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
    });

    it('points every setup field at a value of its section', () => {
      for (const definition of Object.values(template.sections)) {
        expect(definition.setup.title).toBeTruthy();
        for (const field of definition.setup.fields) {
          expect(
            getPath(definition.defaults, field.path),
            `${definition.type}.${field.path}`,
          ).not.toBeUndefined();
          expect(['image', 'url', 'email', 'tel', 'textarea', 'number', 'text']).toContain(
            fieldTypeFor(field.key),
          );
        }
      }
    });

    it('has names that no other template uses', () => {
      for (const name of [template.id, ...template.aliases]) {
        expect(templates.find(name)?.id, name).toBe(template.id);
      }
      const others = listTemplates().filter((other) => other.id !== template.id);
      const theirs = new Set(others.flatMap((other) => [other.id, ...other.aliases]));
      for (const name of [template.id, ...template.aliases]) expect(theirs.has(name)).toBe(false);
    });

    it('has the tokens and breakpoints the builder relies on', () => {
      expect(template.breakpoints).toEqual({ mobile: 640, tablet: 768, desktop: 1024, wide: 1280 });
      expect(template.styling.grid.columns).toBe(12);
      expect(template.preview).toMatch(/^\/templates\//);
    });
  },
);

describe('the registry', () => {
  it.each(['echelon', 'echolon', 'minimal-designer', 'minimal', 'designer', 'swiss', 'ECHELON'])(
    'opens echelon for %s',
    (id) => expect(getTemplate(id).id).toBe('echelon'),
  );

  it('gives the default template for a missing id, and tells an unknown one apart', () => {
    expect(getTemplate(undefined).id).toBe('echelon');
    expect(getTemplate('no-such-template').id).toBe('echelon');
    expect(templates.isKnown('no-such-template')).toBe(false);
    expect(templates.isKnown('lumen')).toBe(true);
    expect(templates.isKnown('photography')).toBe(true);
  });

  it('lists both built-in templates', () => {
    expect(listTemplates().map((template) => template.id)).toEqual(['echelon', 'lumen']);
  });

  it('names an alias clash instead of failing, and keeps the alias with its first owner', () => {
    const registry = new TemplateRegistry()
      .register(getTemplate('echelon'))
      .register({ ...getTemplate('lumen'), aliases: ['swiss'] });
    expect(registry.problems).toEqual([
      expect.stringMatching(
        /"swiss" of lumen is already used by echelon.*templates\/lumen\/index\.tsx/,
      ),
    ]);
    expect(registry.get('swiss').id).toBe('echelon');
    expect(registry.get('lumen').id).toBe('lumen');
  });
});

describe('echelon', () => {
  const echelon = getTemplate('echelon');

  it('has hero, about, work, gallery and contact, in that order', () => {
    expect(echelon.defaultContent.sections.map((section) => section.type)).toEqual([
      'hero',
      'about',
      'work',
      'gallery',
      'contact',
    ]);
  });

  it('starts with six gallery images, the default skills, placeholder project images and no hero image', () => {
    const content = Object.fromEntries(
      echelon.defaultContent.sections.map((s) => [s.type, s.content]),
    ) as Record<string, Record<string, unknown>>;
    expect(content.gallery!.images).toHaveLength(6);
    expect(content.about!.skills).toEqual([
      'Professional Skills',
      'Creative Thinking',
      'Problem Solving',
    ]);
    for (const project of content.work!.projects as Array<{ image: string }>)
      expect(project.image).toMatch(/^\/templates\/echelon\//);
    expect(content.hero!.image).toBe('');
  });

  it('has the Swiss tokens of the spec', () => {
    expect(echelon.styling.typography.scale.h1).toBe('72px');
    expect(echelon.styling.grid).toEqual({ columns: 12, gutter: '24px', margin: '80px' });
  });
});

describe('setup', () => {
  it.each([
    ['image', 'image'],
    ['projectImage', 'image'],
    ['website', 'url'],
    ['email', 'email'],
    ['phone', 'tel'],
    ['bio', 'textarea'],
    ['description', 'textarea'],
    ['year', 'number'],
    ['name', 'text'],
  ])('types the field %s as %s', (key, type) => expect(fieldTypeFor(key)).toBe(type));

  it('writes answers into the defaults, ignores empty ones and splits lists at commas', () => {
    const echelon = getTemplate('echelon');
    const content = contentFromSetup(echelon, {
      hero: { name: 'Jane Doe', title: '   ', subtitle: '' },
      about: { skills: 'Branding, Type ,  UI' },
      work: { projectTitle: 'Kiosk' },
    });
    const byType = Object.fromEntries(content.sections.map((s) => [s.type, s.content])) as Record<
      string,
      Record<string, unknown>
    >;
    expect(byType.hero!.name).toBe('Jane Doe');
    expect(byType.hero!.title).toBe(echelon.sections.hero!.defaults.title);
    expect(byType.about!.skills).toEqual(['Branding', 'Type', 'UI']);
    expect((byType.work!.projects as Array<{ title: string }>)[0]!.title).toBe('Kiosk');
    // The template's own defaults are untouched.
    expect(echelon.defaultContent.sections[0]!.content.name).toBe('Alex Morgan');
  });
});
