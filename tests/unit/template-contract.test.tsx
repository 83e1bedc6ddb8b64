import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PortfolioContent } from '../../model/content';
import { normalizeContent } from '../../model/normalize';
import { PortfolioView } from '../../renderer/PortfolioView';
import { getTemplate, listTemplates } from '../../templates';
import { givenIdentity, identityOf } from '../../templates/identity';
import { migrateContent } from '../../templates/migrate';
import { projectsOf } from '../../templates/projects';
import { contentFromSetup } from '../../templates/setup/document';
import { isTemplateWording } from '../../templates/samples';
import { switchTemplate } from '../../templates/switch';
import type { TemplateDefinition } from '../../templates/types';
import { parseContent } from '../../templates/validate';

const echelon = getTemplate('echelon');
const lumen = getTemplate('lumen');
const byType = (content: PortfolioContent, type: string) =>
  content.sections.find((section) => section.type === type)?.content as Record<string, unknown>;

/** An echelon document as version 1 stored it: socials in a fixed object beside the list. */
function echelonV1(): unknown {
  const content = structuredClone(echelon.defaultContent) as Record<string, unknown>;
  delete content.templateVersion;
  const contact = byType(content as PortfolioContent, 'contact');
  contact.social_links = [{ platform: 'Behance', url: 'https://www.behance.net/jane' }];
  contact.social = {
    linkedin: 'https://www.linkedin.com/in/jane',
    twitter: '',
    dribbble: 'https://dribbble.com/jane',
  };
  return content;
}

describe('when a stored document is older than its template', () => {
  it('runs the section migrations: echelon 1 -> now folds the social object into the list', () => {
    const migrated = migrateContent(echelon, normalizeContent(echelonV1()));
    expect(migrated.templateVersion).toBe(echelon.version);
    const contact = byType(migrated, 'contact');
    expect(contact.social).toBeUndefined();
    expect(contact.social_links).toEqual([
      { platform: 'Behance', url: 'https://www.behance.net/jane' },
      { platform: 'LinkedIn', url: 'https://www.linkedin.com/in/jane' },
      { platform: 'Dribbble', url: 'https://dribbble.com/jane' },
    ]);
  });

  it('still shows the old links on the page, where the new shape puts them', () => {
    render(<PortfolioView content={echelonV1()} templateId="echelon" />);
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/jane',
    );
    expect(screen.getByRole('link', { name: /Dribbble/ })).toBeInTheDocument();
  });

  it('is accepted on save and stored in the new shape, stamped with the version', () => {
    const check = parseContent(echelon, normalizeContent(echelonV1()));
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.content.templateVersion).toBe(echelon.version);
    expect(byType(check.content, 'contact').social).toBeUndefined();
    expect(byType(check.content, 'contact').social_links).toHaveLength(3);
  });

  it('leaves a document at the current version alone, so migrations never run twice', () => {
    const current = migrateContent(echelon, normalizeContent(echelonV1()));
    expect(migrateContent(echelon, current)).toBe(current);
  });
});

describe('switching templates', () => {
  const each = listTemplates().flatMap((from) =>
    listTemplates()
      .filter((to) => to.id !== from.id)
      .map((to) => [from.id, to.id, from, to] as const),
  );

  it.each(each)(
    'from %s to %s gives a document the new template accepts, with the designer identity kept',
    (_from, _to, from: TemplateDefinition, to: TemplateDefinition) => {
      const mine = contentFromSetup(from, {
        hero: { name: 'Jane Doe', subtitle: 'Type designer, Lisbon' },
        contact: { email: 'jane@example.com' },
      });
      const switched = switchTemplate(from, to, mine);
      expect(parseContent(to, switched.content)).toMatchObject({ ok: true });
      const identity = identityOf(to, switched.content);
      expect(identity.name).toBe('Jane Doe');
      if (to.sections.contact?.identity?.email) expect(identity.email).toBe('jane@example.com');
      // Nothing of the other template's sample identity is left where the new one keeps identity.
      for (const section of switched.content.sections) {
        const namePath = to.sections[section.type]?.identity?.name;
        if (namePath) expect(section.content[namePath] ?? 'Jane Doe').toBe('Jane Doe');
      }
    },
  );

  it.each(each)(
    'from %s to %s speaks the new template’s own wording where the designer left the old one’s, and keeps wording they changed',
    (_from, _to, from: TemplateDefinition, to: TemplateDefinition) => {
      const mine = structuredClone(from.defaultContent);
      const changed = new Map<string, string>();
      for (const section of mine.sections)
        for (const key of Object.keys(section.content))
          if (isTemplateWording(from.sections[section.type], key) && !changed.has(section.type)) {
            section.content[key] = `Mine, ${key}`;
            changed.set(section.type, key);
          }
      const { content } = switchTemplate(from, to, mine);
      let compared = 0;
      for (const sample of to.defaultContent.sections) {
        const section = content.sections.find((s) => s.type === sample.type);
        if (!section || !mine.sections.some((s) => s.type === sample.type)) continue;
        for (const [key, wording] of Object.entries(sample.content)) {
          if (typeof wording !== 'string' || !isTemplateWording(to.sections[sample.type], key))
            continue;
          compared++;
          expect(section.content[key], `${sample.type}.${key}`).toBe(
            changed.get(sample.type) === key ? `Mine, ${key}` : wording,
          );
        }
      }
      expect(compared).toBeGreaterThan(0);
    },
  );

  it('keeps what the designer wrote in sections both templates have, in the same words', () => {
    const mine = structuredClone(echelon.defaultContent);
    byType(mine, 'about').bio = 'I draw letters.';
    const { content } = switchTemplate(echelon, lumen, mine);
    expect(byType(content, 'about').bio).toBe('I draw letters.');
    const back = switchTemplate(lumen, echelon, content).content;
    expect(byType(back, 'about').bio).toBe('I draw letters.');
  });

  it('says which sections the new template has no place for, and keeps a list within its limit', () => {
    const mine = structuredClone(lumen.defaultContent);
    const gallery = byType(mine, 'gallery');
    gallery.images = Array.from({ length: 60 }, (_, index) => ({
      id: `photo-${index}`,
      src: '/templates/lumen/hero.svg',
      caption: `Photo ${index}`,
      meta: '',
    }));
    const echelonLimit = echelon.sections.gallery!.lists!.images!.maxItems;
    const { content, leftOut } = switchTemplate(lumen, echelon, mine);
    expect((byType(content, 'gallery').images as unknown[]).length).toBe(
      Math.min(60, echelonLimit),
    );
    if (echelonLimit < 60) expect(leftOut).toContain(`${60 - echelonLimit} items of Gallery`);
    const studio = getTemplate('studio');
    expect(switchTemplate(studio, lumen, studio.defaultContent).leftOut).toEqual([
      'the Services section',
      'the Clients section',
    ]);
    // Lumen has a work section of its own (Stories): echelon's projects carry across.
    expect(switchTemplate(echelon, lumen, echelon.defaultContent).leftOut).toEqual([]);
  });
});

describe('declared capabilities', () => {
  it('finds projects only in lists declared to hold case studies', () => {
    const projects = projectsOf(echelon, echelon.defaultContent);
    expect(projects.map((project) => project.id)).toEqual([
      'project-1',
      'project-2',
      'project-3',
      'project-4',
    ]);
    // Lumen's stories, not its gallery's photographs.
    expect(projectsOf(lumen, lumen.defaultContent).map((project) => project.id)).toEqual([
      'story-1',
      'story-2',
      'story-3',
    ]);
  });

  it('setup writes a name given once wherever the template keeps the name', () => {
    for (const template of listTemplates()) {
      const content = contentFromSetup(template, { hero: { name: 'Jane Doe' } });
      for (const section of content.sections) {
        const path = template.sections[section.type]?.identity?.name;
        if (path) expect(section.content[path], `${template.id} ${section.type}`).toBe('Jane Doe');
      }
      expect(givenIdentity(template, content)).toMatchObject({ name: 'Jane Doe' });
      expect(givenIdentity(template, template.defaultContent)).toEqual({});
    }
  });
});
