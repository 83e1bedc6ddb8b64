import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PortfolioContent } from '../../model/content';
import { getTemplate, listTemplates } from '../../templates';
import { MAX_PHOTOS } from '../../templates/lumen/content';
import { renderCanvas, workOn } from './support/canvas';

const renderBuilder = (templateId: string, content?: PortfolioContent) =>
  renderCanvas(getTemplate(templateId), content);

/** Lumen's default document with its gallery holding `count` photographs. */
function lumenWith(count: number): PortfolioContent {
  const content = structuredClone(getTemplate('lumen').defaultContent);
  const gallery = content.sections.find((section) => section.type === 'gallery')!;
  const images = gallery.content.images as Array<Record<string, unknown>>;
  gallery.content.images = Array.from({ length: count }, (_, index) => ({
    ...images[index % images.length],
    id: `photo-${index + 1}`,
  }));
  return content;
}

describe('EditableList', () => {
  it("makes each item's own element the sortable item, so the template's grid rules reach it", () => {
    const { container } = renderBuilder('lumen');
    const wall = container.querySelector('.lum-wall')!;
    const frames = [...wall.children];
    expect(frames).toHaveLength(8);
    for (const [index, frame] of frames.entries()) {
      // The figure itself, not a wrapper: `.lum-wall > .lum-frame:nth-child(8n)` finds it.
      expect(frame.localName).toBe('figure');
      expect(frame).toHaveClass('lum-frame', 'fb-item');
      expect(frame).toHaveAttribute('data-item-index', String(index));
    }
    expect(wall.querySelector(':scope > .lum-frame:nth-child(8)')).toBe(frames[7]);
    // Lists of list items stay lists of list items.
    const skills = container.querySelector('.lum-skills')!;
    expect([...skills.children].every((child) => child.localName === 'li')).toBe(true);
  });

  it("puts each item's controls inside that item, and they act on it", () => {
    const { container } = renderBuilder('lumen');
    const frames = container.querySelectorAll('.lum-wall > .lum-frame');
    workOn(frames[0]!);
    expect(within(frames[0] as HTMLElement).getByRole('button', { name: 'Remove photograph 1' }));
    expect(within(frames[1] as HTMLElement).getByRole('button', { name: 'Drag photograph 2' }));

    fireEvent.click(screen.getByRole('button', { name: 'Remove photograph 1' }));
    const left = container.querySelectorAll('.lum-wall > .lum-frame');
    expect(left).toHaveLength(7);
    expect(
      within(left[0] as HTMLElement).getByRole('img', { name: 'Salt flats' }),
    ).toBeInTheDocument();
    expect(screen.getByText('7 photographs')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Move photograph 1 later' }));
    const moved = container.querySelectorAll('.lum-wall > .lum-frame');
    expect(
      within(moved[0] as HTMLElement).getByRole('img', { name: 'Still water' }),
    ).toBeInTheDocument();
    expect(
      within(moved[1] as HTMLElement).getByRole('img', { name: 'Salt flats' }),
    ).toBeInTheDocument();
  });

  it.each(listTemplates().map((template) => template.id))(
    'mounts %s item and image controls only in the section pointed at or focused into',
    (id) => {
      const { container } = renderBuilder(id);
      const controls = () =>
        [...container.querySelectorAll('.fb-item-controls, .fb-image-controls')].filter(
          // An empty picture keeps its upload button: it is what the slot is for.
          (element) => !element.closest('.fb-image--empty'),
        );
      const sectionOf = (element: Element) => element.closest('.fb-section')!.id;
      expect(controls()).toHaveLength(0);
      // Every section keeps its own toolbar, the keyboard's way in.
      const sections = [...container.querySelectorAll('.fb-section')];
      for (const section of sections)
        expect(section.querySelector(':scope > .fb-section-toolbar')).not.toBeNull();

      const withItems = sections.filter((section) =>
        section.querySelector('.fb-item, .fb-image:not(.fb-image--empty)'),
      );
      const [first, second] = withItems;
      workOn(first!);
      expect(controls().length).toBeGreaterThan(0);
      expect(new Set(controls().map(sectionOf))).toEqual(new Set([first!.id]));

      // Focus stays where the designer typed while the pointer wanders to another section.
      fireEvent.focus(first!.querySelector('.fb-editable, button')!);
      workOn(second!);
      expect(new Set(controls().map(sectionOf))).toEqual(new Set([first!.id, second!.id]));
    },
  );

  it('adds photographs up to the limit the section declares (60 for Lumen), then stops', () => {
    expect(MAX_PHOTOS).toBe(60);
    const { container } = renderBuilder('lumen', lumenWith(MAX_PHOTOS - 2));
    const add = screen.getByRole('button', { name: '+ Add photograph' });
    expect(add).toBeEnabled();
    fireEvent.click(add);
    expect(add).toBeEnabled();
    fireEvent.click(add);
    expect(container.querySelectorAll('.lum-wall > .lum-frame')).toHaveLength(MAX_PHOTOS);
    expect(add).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove photograph 60' })).toBeInTheDocument();
  });

  it("leaves the template's list element where its CSS expects it, with no wrapper", () => {
    const { container } = renderBuilder('echelon');
    const skills = container.querySelector('.ech-skill-list')!;
    expect(skills.parentElement).toHaveClass('ech-skills');
    expect(skills).toHaveAttribute('data-list', 'skills');
    expect(skills.nextElementSibling).toHaveAttribute('data-list-actions', 'skills');
    // The projects are the template's articles, each with its case-study link inside.
    const projects = container.querySelectorAll('.ech-projects > article.ech-project.fb-item');
    expect(projects.length).toBeGreaterThan(0);
  });
});
