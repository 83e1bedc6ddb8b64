import { ThemedFrame } from '../../templates/PortfolioDocument';
import { Editor, Frame } from '@craftjs/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { PortfolioContent } from '../../model/content';
import { checkPortfolio } from '../../editor/check/checkPortfolio';
import { PLACES_SHOWN } from '../../editor/check/CheckList';
import { findPlace, revealPlace } from '../../editor/check/reveal';
import type { Finding } from '../../editor/check/types';
import { toCraftNodes } from '../../editor/craft/document';
import { resolverFor } from '../../editor/craft/resolver';
import { PublishDialog } from '../../editor/PublishDialog';
import { getTemplate, listTemplates } from '../../templates';
import { getPath, setPath } from '../../templates/paths';
import { sampleSpots } from '../../templates/samples';
import type { TemplateDefinition } from '../../templates/types';

const check = (template: TemplateDefinition, content: PortfolioContent, extra = {}) =>
  checkPortfolio({
    template,
    content,
    title: 'Ada Lovelace — Portfolio',
    description: 'Engines and notes',
    ...extra,
  });
const ofKind = (findings: Finding[], kind: Finding['kind']) =>
  findings.filter((finding) => finding.kind === kind);

/** The template's sample document with every sample text, picture and link replaced by the designer's own. */
function ownContent(template: TemplateDefinition): PortfolioContent {
  const content = structuredClone(template.defaultContent);
  const spots = sampleSpots(template, content, listTemplates());
  spots.forEach((spot, index) => {
    const section = content.sections.find((each) => each.id === spot.sectionId)!;
    const own =
      spot.kind === 'image'
        ? `/uploads/own-${index}.webp`
        : spot.kind === 'link'
          ? `https://ada.studio.test/work-${index}`
          : `My own words ${index}`;
    section.content = setPath(section.content, spot.path, own);
  });
  return content;
}

/** A copy of a document with `change` applied to the first section of `type`. */
function withSection(
  content: PortfolioContent,
  type: string,
  change: (section: Record<string, unknown>) => Record<string, unknown>,
): PortfolioContent {
  const copy = structuredClone(content);
  const section = copy.sections.find((each) => each.type === type)!;
  section.content = change(section.content);
  return copy;
}

function renderCanvas(template: TemplateDefinition, content: PortfolioContent) {
  return render(
    <MemoryRouter>
      <Editor resolver={resolverFor(template)}>
        <ThemedFrame template={template} content={content}>
          <Frame data={toCraftNodes(content)} />
        </ThemedFrame>
      </Editor>
    </MemoryRouter>,
  );
}

describe.each(listTemplates().map((template) => [template.id, template] as const))(
  'the pre-publish check of %s',
  (_id, template) => {
    const findings = check(template, template.defaultContent);

    it('finds the sample content of its sample document, one finding per section', () => {
      const samples = ofKind(findings, 'sample');
      expect(samples.length).toBeGreaterThan(0);
      const sections = samples.map((finding) => finding.sectionId);
      expect(new Set(sections).size).toBe(sections.length);
      for (const finding of samples) {
        const title =
          template.sections[
            template.defaultContent.sections.find((each) => each.id === finding.sectionId)!.type
          ]!.title;
        expect(finding.message).toMatch(new RegExp(`^${title}: `));
        expect(finding.places!.length).toBeGreaterThan(0);
        expect(finding.path).toBe(finding.places![0]!.path);
      }
    });

    it('finds nothing of the sample kind once the designer has replaced every sample', () => {
      const own = check(template, ownContent(template));
      expect(ofKind(own, 'sample')).toEqual([]);
      expect(ofKind(own, 'link')).toEqual([]);
      expect(own).toEqual([]);
    });

    it('holds its own sample document to its own standards: headings, alt text, colours', () => {
      expect(ofKind(findings, 'heading')).toEqual([]);
      expect(ofKind(findings, 'alt')).toEqual([]);
      expect(ofKind(findings, 'contrast')).toEqual([]);
    });

    it('links every finding to a place the builder draws', () => {
      const { container } = renderCanvas(template, template.defaultContent);
      const places = findings.flatMap((finding) => [finding, ...(finding.places ?? [])]);
      const onCanvas = places.filter((place) => place.sectionId && place.path);
      expect(onCanvas.length).toBeGreaterThan(0);
      for (const place of onCanvas) {
        const element = findPlace(place, container);
        expect(element, `${place.sectionId} ${place.path}`).toHaveAttribute(
          'data-path',
          place.path,
        );
      }
    });
  },
);

describe('the pre-publish check', () => {
  const echelon = getTemplate('echelon');
  const own = ownContent(echelon);

  it('groups a list’s sample items into one readable line, each item a place', () => {
    const work = ofKind(check(echelon, echelon.defaultContent), 'sample').find(
      (finding) => finding.sectionId === 'work',
    )!;
    const projects = getPath(
      echelon.defaultContent.sections.find((section) => section.id === 'work')!.content,
      'projects',
    ) as unknown[];
    expect(work.message).toBe(`Work: ${projects.length} sample projects`);
    expect(work.places!.map((place) => place.label)).toEqual(
      projects.map((_project, index) => `Project ${index + 1}`),
    );
  });

  it('points each item at its first sample text on the page, whatever the order of its keys', () => {
    // Stored documents come back with their keys in any order (the server parses them).
    const content = withSection(echelon.defaultContent, 'work', (section) => ({
      ...section,
      projects: (section.projects as Record<string, unknown>[]).map((project) =>
        Object.fromEntries(Object.entries(project).reverse()),
      ),
    }));
    const work = ofKind(check(echelon, content), 'sample').find(
      (finding) => finding.sectionId === 'work',
    )!;
    expect(work.places!.map((place) => place.path)).toEqual(
      work.places!.map((_place, index) => `projects.${index}.title`),
    );
  });

  it('finds an emptied social link, and one left at a site’s front page', () => {
    const content = withSection(own, 'contact', (section) =>
      setPath(
        setPath(section, 'social_links.0.url', 'https://'),
        'social_links.1.url',
        'https://www.behance.net/',
      ),
    );
    const links = ofKind(check(echelon, content), 'link');
    expect(links).toHaveLength(2);
    expect(links[0]).toMatchObject({ sectionId: 'contact', path: 'social_links.0.url' });
    expect(links[0]!.message).toMatch(/has no address/);
    expect(links[1]!.message).toMatch(/behance\.net’s front page/);
  });

  it('finds a heading level skipped because a section heading was emptied, and points at it', () => {
    // Without About, Work's heading is the next one after the hero's h1.
    const content = withSection(own, 'work', (section) => setPath(section, 'heading', ''));
    content.sections.find((section) => section.type === 'about')!.hidden = true;
    const [skipped, ...rest] = ofKind(check(echelon, content), 'heading');
    expect(rest).toEqual([]);
    expect(skipped).toMatchObject({ sectionId: 'work', path: 'heading' });
    expect(skipped!.message).toMatch(
      /^Work: the section heading is empty, so “.+” \(level 3\) follows a level 1 heading$/,
    );
  });

  it('finds a page without a main heading (no headline, and no name to stand in for it)', () => {
    const content = withSection(own, 'hero', (section) =>
      setPath(setPath(section, 'title', ''), 'name', ''),
    );
    const headings = ofKind(check(echelon, content), 'heading');
    expect(headings).toContainEqual(
      expect.objectContaining({
        sectionId: 'hero',
        path: 'title',
        message: expect.stringMatching(/no main heading/),
      }),
    );
  });

  it('finds an image described by the template’s fallback word only, and points at the empty caption', () => {
    const content = withSection(own, 'gallery', (section) =>
      setPath(section, 'images.1.caption', ''),
    );
    const [alt, ...rest] = ofKind(check(echelon, content), 'alt');
    expect(rest).toEqual([]);
    expect(alt).toMatchObject({ sectionId: 'gallery', path: 'images.1.caption' });
    expect(alt!.message).toBe(
      'Image 2 has no description (screen readers only hear “Gallery image”): fill in its caption',
    );
  });

  it('leaves a picture its template keeps without alt text on purpose', () => {
    const lumen = getTemplate('lumen');
    expect(ofKind(check(lumen, ownContent(lumen)), 'alt')).toEqual([]);
  });

  it('finds text colours that are hard to read, with the portfolio’s own colours over the template’s', () => {
    const findings = check(echelon, own, {
      styling: { colors: { muted: '#a8a29e', accent: '#ffd8c2' }, fonts: {} },
    });
    const contrast = ofKind(findings, 'contrast').map((finding) => finding.message);
    expect(contrast).toEqual([
      expect.stringMatching(
        /^Muted text \(#a8a29e\) on the background \(#f4f2ee\) has a contrast of 2\.\d:1; it needs 4\.5:1/,
      ),
      expect.stringMatching(/^Muted text \(#a8a29e\) on panels \(#ffffff\)/),
      expect.stringMatching(/^The accent colour \(#ffd8c2\) on the background .* it needs 3:1/),
    ]);
  });

  it('finds a missing page title and description, each pointing at its setting', () => {
    const findings = check(echelon, own, { title: ' ', description: '' });
    expect(ofKind(findings, 'meta')).toEqual([
      expect.objectContaining({ field: 'title' }),
      expect.objectContaining({ field: 'description' }),
    ]);
  });

  it('leaves hidden sections out: visitors never see them', () => {
    const content = structuredClone(echelon.defaultContent);
    for (const section of content.sections) section.hidden = section.type !== 'hero';
    const samples = ofKind(check(echelon, content), 'sample');
    expect(samples.map((finding) => finding.sectionId)).toEqual(['hero']);
  });
});

describe('revealPlace', () => {
  it('scrolls to a finding’s place and puts the focus on it', async () => {
    const echelon = getTemplate('echelon');
    const { container } = renderCanvas(echelon, echelon.defaultContent);
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    expect(revealPlace({ sectionId: 'contact', path: 'social_links.2.url' })).toBe(true);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    // A link's place is its edit button, ready to change the address.
    expect(document.activeElement).toBe(
      container.querySelector('#contact [data-path="social_links.2.url"] .fb-link-button'),
    );
    expect(scroll).toHaveBeenCalled();
    expect(revealPlace({ sectionId: 'work', path: 'projects.1.title' })).toBe(true);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toHaveAttribute('data-path', 'projects.1.title');
    expect(revealPlace({ field: 'title' })).toBe(false);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
});

describe('PublishDialog with the pre-publish check', () => {
  const props = {
    initialSlug: 'ada-lovelace',
    published: false,
    publishing: false,
    failed: false,
    checkSlug: () => Promise.resolve(true),
    onPublish: () => {},
  };
  const echelon = getTemplate('echelon');
  const findings = check(echelon, echelon.defaultContent, { description: '' });

  it('lists the findings by kind and offers to publish anyway', async () => {
    render(<PublishDialog {...props} onClose={() => {}} findings={findings} />);
    const list = screen.getByRole('region', { name: 'Before you publish' });
    expect(within(list).getByRole('status')).toHaveTextContent(
      `${findings.length} things you may want to fix first. None of them stops you publishing.`,
    );
    expect(within(list).getByRole('heading', { name: /^Sample content/ })).toBeInTheDocument();
    expect(within(list).getByText('Work: 4 sample projects')).toBeInTheDocument();
    const publish = screen.getByRole('button', { name: 'Publish Portfolio Anyway' });
    await waitFor(() => expect(publish).toBeEnabled());
  });

  it('finishes checking the address while the builder behind it keeps drawing', async () => {
    // The builder draws often (saves, the check) and passes a new checkSlug each time.
    function Redrawing() {
      const [, setTick] = useState(0);
      useEffect(() => {
        const timer = setInterval(() => setTick((tick) => tick + 1), 40);
        return () => clearInterval(timer);
      }, []);
      const slow = () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 120));
      return <PublishDialog {...props} checkSlug={slow} onClose={() => {}} />;
    }
    render(<Redrawing />);
    expect(await screen.findByText('This URL is available!', {}, { timeout: 3000 })).toBeVisible();
  });

  it('closes itself and shows the place when a finding is chosen', () => {
    const onClose = vi.fn();
    const onShowFinding = vi.fn();
    render(
      <PublishDialog
        {...props}
        onClose={onClose}
        findings={findings}
        onShowFinding={onShowFinding}
      />,
    );
    fireEvent.click(screen.getByText('Work: 4 sample projects'));
    fireEvent.click(screen.getByRole('button', { name: 'Project 2' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onShowFinding).toHaveBeenCalledWith(
      // A project's place is its title, where the designer types, even though its picture comes first.
      expect.objectContaining({ sectionId: 'work', path: 'projects.1.title' }),
    );
    fireEvent.click(screen.getByRole('button', { name: /The page has no description/ }));
    expect(onShowFinding).toHaveBeenLastCalledWith(
      expect.objectContaining({ field: 'description' }),
    );
  });

  it('lists at most a few places of a long group, then says how many more', () => {
    const many: Finding = {
      kind: 'sample',
      message: 'Photographs: 12 sample photographs',
      sectionId: 'gallery',
      places: Array.from({ length: 12 }, (_, index) => ({
        sectionId: 'gallery',
        path: `images.${index}.src`,
        label: `Photograph ${index + 1}`,
      })),
    };
    render(<PublishDialog {...props} onClose={() => {}} findings={[many]} />);
    expect(screen.getAllByRole('button', { name: /^Photograph \d+$/ })).toHaveLength(PLACES_SHOWN);
    expect(screen.getByText(`and ${12 - PLACES_SHOWN} more`)).toBeInTheDocument();
  });

  it('says so while checking, and when all is clear, and publishes as before', async () => {
    const { rerender } = render(
      <PublishDialog {...props} onClose={() => {}} findings="checking" />,
    );
    expect(screen.getByText('Checking your portfolio…')).toBeInTheDocument();
    rerender(<PublishDialog {...props} onClose={() => {}} findings={[]} />);
    expect(screen.getByText(/^All clear/)).toBeInTheDocument();
    const publish = screen.getByRole('button', { name: 'Publish Portfolio' });
    await waitFor(() => expect(publish).toBeEnabled());
  });
});
