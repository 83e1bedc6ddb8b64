import { describe, expect, it } from 'vitest';
import { getTemplate, listTemplates, templates } from '../../templates';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { templateCatalogue as catalogueInBuild } from '../../scripts/template-assets';
import { templateCatalogue } from '../../templates/catalogue';
import { TemplateRegistry } from '../../templates/registry';
import { contentFromSetup } from '../../templates/setup/document';
import { fieldTypeFor } from '../../templates/setup/steps';

// Whether each template conforms (schemas, rendering, setup paths, assets, names, scoped CSS,
// contrast) is `npm run template:check`, tested in template-check.test.ts. This file is the
// registry's and the setup wizard's behaviour.

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

  it('lists the built-in templates, echelon first, then folders by name and packages, each once', () => {
    const ids = listTemplates().map((template) => template.id);
    expect(ids).toEqual(['echelon', 'developer', 'lumen', 'studio']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives the gallery every template's card, and the browser build the same list as data", async () => {
    const cards = templateCatalogue();
    expect(cards.map((card) => card.id)).toEqual(listTemplates().map((template) => template.id));
    expect(Object.keys(cards[0]!).sort()).toEqual(
      ['category', 'description', 'id', 'name', 'preview', 'previewUrl'].sort(),
    );
    const plugin = catalogueInBuild() as Plugin & {
      configResolved: (config: { root: string }) => void;
      load: (id: string) => string | null;
    };
    plugin.configResolved({ root: process.cwd() });
    expect(plugin.load(path.resolve('templates/fields.ts'))).toBeNull();
    const inlined = plugin.load(path.resolve('templates/catalogue.ts'))!;
    expect(inlined).not.toMatch(/import/);
    const data = JSON.parse(/return (\[[\s\S]*\]);/.exec(inlined)![1]!) as unknown;
    expect(data).toEqual(cards);
  }, 30_000);

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

  it('draws the Swiss tokens of the spec: 12 columns, 24px gutter, 80px margin, a 72px h1', () => {
    // Its style sheet holds them (the template contract carries only what something reads).
    const css = readFileSync('templates/echelon/style.css', 'utf8');
    expect(css).toMatch(/grid-template-columns: repeat\(12, minmax\(0, 1fr\)\)/);
    expect(css).toMatch(/--ech-gutter: 24px/);
    expect(css).toMatch(/@media \(min-width: 1280px\) \{[^}]*--ech-margin: 80px/);
    expect(css).toMatch(/font-size: calc\(clamp\(72px,/);
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
