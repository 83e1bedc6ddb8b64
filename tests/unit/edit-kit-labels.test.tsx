import { cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioContent } from '../../model/content';
import { placeLabel } from '../../editor/kit/labels';
import { getTemplate, listTemplates } from '../../templates';
import { setPath } from '../../templates/paths';
import { PortfolioDocument } from '../../templates/PortfolioDocument';
import { renderCanvas, workOn } from './support/canvas';

// jsdom has no innerText, which the text kit reads and writes: its text content stands in.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'innerText', {
    configurable: true,
    get(this: HTMLElement) {
      return this.textContent ?? '';
    },
    set(this: HTMLElement, value: string) {
      this.textContent = value;
    },
  });
});
afterAll(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).innerText;
});

const renderBuilder = (templateId: string, content?: PortfolioContent) =>
  renderCanvas(getTemplate(templateId), content);

const section = (id: string) => document.getElementById(id)!;

/** Types into a text field the way the browser does (it owns the text while focused), then presses `key`. */
function typeAndPress(field: HTMLElement, text: string, key: 'Enter' | 'Escape') {
  field.focus();
  field.textContent = text;
  fireEvent.keyDown(field, { key });
}

describe('the edit kit names every place as a designer would', () => {
  it('names text by section and list item, never by its path', () => {
    renderBuilder('echelon');
    const hero = within(section('hero'));
    // A heading stays a heading (HTML allows it no textbox role): named, editable, its placeholder shown.
    const title = hero.getByRole('heading', { name: 'Hero title' });
    expect(title).toHaveAttribute('contenteditable', 'plaintext-only');
    expect(title).toHaveAttribute('data-placeholder', 'A headline about your work');
    expect(title).not.toHaveAttribute('aria-placeholder');
    expect(within(section('about')).getByLabelText('Skill 1')).toHaveAttribute(
      'data-path',
      'skills.0',
    );
    expect(within(section('work')).getByLabelText('Project 2 title')).toHaveAttribute(
      'data-path',
      'projects.1.title',
    );
  });

  it("names a list's items as the template calls them, nested lists included", () => {
    renderBuilder('lumen');
    expect(within(section('gallery')).getByLabelText('Photograph 3 caption')).toHaveAttribute(
      'data-path',
      'images.2.caption',
    );
    expect(
      placeLabel('projects.0.tags.1', 'Work', { projects: 'project', 'projects.0.tags': 'tag' }),
    ).toBe('Project 1 tag 2');
    // A list of images: its items' pictures are the items ("Image 2", not "Image 2 image").
    expect(placeLabel('images.1.src', 'Gallery', { images: 'image' })).toBe('Image 2');
    expect(placeLabel('images.1.src', 'Photographs', { images: 'photograph' })).toBe(
      'Photograph 2 image',
    );
  });

  it('names image controls by the image they act on', () => {
    renderBuilder('echelon');
    workOn(section('work'));
    const work = within(section('work'));
    expect(work.getByRole('button', { name: 'Replace Project 2 image' })).toHaveTextContent(
      'Replace image',
    );
    expect(work.getByRole('button', { name: 'Remove Project 2 image' })).toBeInTheDocument();
    expect(
      within(section('hero')).getByRole('button', { name: 'Upload Hero image' }),
    ).toBeInTheDocument();
  });

  it('names a link by its visible name, and its address field after it', () => {
    renderBuilder('echelon');
    const contact = within(section('contact'));
    fireEvent.click(contact.getByRole('button', { name: 'Edit LinkedIn link' }));
    expect(contact.getByRole('textbox', { name: 'LinkedIn link address' })).toHaveFocus();
  });

  it.each(listTemplates().map((template) => template.id))(
    'gives %s no field or control a name made of a content path',
    (id) => {
      renderBuilder(id);
      const canvas = document.body;
      const names = [
        ...within(canvas).getAllByRole('textbox'),
        ...within(canvas).getAllByRole('button'),
      ].map((element) => element.getAttribute('aria-label') ?? element.textContent ?? '');
      expect(names.length).toBeGreaterThan(10);
      for (const name of names) expect(name).not.toMatch(/\.\d|\w_\w/);
    },
  );
});

describe('the sample badge', () => {
  it('marks sample text, pictures and placeholder links, and tells screen readers', () => {
    renderBuilder('echelon');
    const title = within(section('hero')).getByLabelText('Hero title');
    expect(title).toHaveClass('fb-sample');
    expect(title).toHaveAccessibleDescription('Sample content');
    const picture = section('work').querySelector('[data-path="projects.0.image"]')!;
    expect(picture.querySelector('.fb-sample-badge')).toHaveTextContent('Sample');
    expect(within(picture as HTMLElement).getByRole('img')).toHaveAccessibleDescription(
      'Sample content',
    );
    expect(
      within(section('contact')).getByRole('button', { name: 'Edit LinkedIn link' }),
    ).toHaveAccessibleDescription('Sample content');
    // The template's own wording is not the designer's to replace.
    const heading = section('work').querySelector('[data-path="heading"]')!;
    expect(heading).not.toHaveClass('fb-sample');
    expect(heading).not.toHaveAttribute('aria-describedby');
  });

  it('goes as soon as the value is the designer’s own', () => {
    renderBuilder('echelon');
    const title = within(section('hero')).getByLabelText('Hero title');
    typeAndPress(title, 'Type that works hard', 'Enter');
    expect(title).not.toHaveClass('fb-sample');
    expect(title).not.toHaveAttribute('aria-describedby');
    // A new item is the designer's own too.
    fireEvent.click(within(section('about')).getByRole('button', { name: '+ Add skill' }));
    const skills = section('about').querySelectorAll('[data-path^="skills."]');
    expect(skills[skills.length - 1]).not.toHaveClass('fb-sample');
    expect(skills[0]).toHaveClass('fb-sample');
  });

  it('never shows in the read-only kit of published pages', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { PortfolioDocument } = await import('../../templates/PortfolioDocument');
    const template = getTemplate('echelon');
    const html = renderToStaticMarkup(
      <PortfolioDocument template={template} content={template.defaultContent} />,
    );
    expect(html).not.toMatch(/fb-sample|Sample content/);
  });

  it('marks a value still equal to a sample, wherever its content came from', () => {
    const template = getTemplate('echelon');
    const content = structuredClone(template.defaultContent);
    const hero = content.sections.find((each) => each.type === 'hero')!;
    hero.content = setPath(hero.content, 'subtitle', 'Designer of my own making');
    renderBuilder('echelon', content);
    expect(within(section('hero')).getByLabelText('Hero subtitle')).not.toHaveClass('fb-sample');
    expect(within(section('hero')).getByLabelText('Hero name')).toHaveClass('fb-sample');
  });
});

describe('committing a text edit keeps the focus on it', () => {
  it('after Enter', () => {
    renderBuilder('echelon');
    const title = within(section('hero')).getByLabelText('Hero title');
    typeAndPress(title, 'Type that works hard', 'Enter');
    expect(document.activeElement).toBe(title);
    expect(title).toHaveTextContent('Type that works hard');
  });

  it('after Escape', () => {
    renderBuilder('echelon');
    const name = within(section('hero')).getByLabelText('Hero name');
    typeAndPress(name, 'Ada Lovelace', 'Escape');
    expect(document.activeElement).toBe(name);
    expect(name).not.toHaveClass('fb-sample');
  });

  it('when the edit draws the field anew (a list keyed by its words)', () => {
    renderBuilder('echelon');
    const skill = within(section('about')).getByLabelText('Skill 1');
    typeAndPress(skill, 'Letterpress', 'Enter');
    // The list draws a new item for the new word: the focus moves on to it.
    const now = within(section('about')).getByLabelText('Skill 1');
    expect(now).toHaveTextContent('Letterpress');
    expect(document.activeElement).toBe(now);
  });

  it('after saving a link’s address, on the link’s button', () => {
    renderBuilder('echelon');
    const contact = within(section('contact'));
    const edit = contact.getByRole('button', { name: 'Edit LinkedIn link' });
    fireEvent.click(edit);
    const address = contact.getByRole('textbox', { name: 'LinkedIn link address' });
    fireEvent.change(address, { target: { value: 'https://www.linkedin.com/in/ada' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(document.activeElement).toBe(edit);
    expect(edit).not.toHaveAccessibleDescription('Sample content');
  });
});

describe('the reply promise beside the brief form', () => {
  it.each(listTemplates().map((template) => template.id))(
    '%s: is the designer’s own words, edited in place, and left out of the page when cleared',
    (id) => {
      const template = getTemplate(id);
      const contact = template.defaultContent.sections.find((s) => s.type === 'contact')!;
      renderBuilder(id);
      const field = within(section(contact.id)).getByLabelText('Contact response time');
      expect(field).toHaveTextContent('Replies within 24 hours');
      // Still the template's sample: marked so until the designer says when they reply.
      expect(field).toHaveAttribute('data-sample', 'text');
      cleanup();

      const page = (responseTime: string) => {
        const content = setPath(
          template.defaultContent,
          `sections.${template.defaultContent.sections.indexOf(contact)}.content.response_time`,
          responseTime,
        ) as PortfolioContent;
        const { container, unmount } = render(
          <PortfolioDocument template={template} content={content} />,
        );
        const drawn = container.querySelector(`[id="${contact.id}"]`)!;
        const text = drawn.textContent;
        const promises = drawn.querySelectorAll('[class$="-promise"]').length;
        unmount();
        return { text, promises };
      };
      expect(page('Within two days')).toEqual({
        text: expect.stringContaining('Within two days'),
        promises: 1,
      });
      expect(page('')).toEqual({
        text: expect.not.stringContaining('Replies within 24 hours'),
        promises: 0,
      });
    },
  );
});

describe('the brief form’s button', () => {
  it.each(listTemplates().map((template) => template.id))(
    '%s: says the designer’s words, edited in place in the builder, and the template’s own when cleared',
    (id) => {
      const template = getTemplate(id);
      const contact = template.defaultContent.sections.find((s) => s.type === 'contact')!;
      renderBuilder(id);
      const field = within(section(contact.id)).getByLabelText('Contact button');
      expect(field).toHaveAttribute('contenteditable', 'plaintext-only');
      typeAndPress(field, 'Start a project', 'Enter');
      expect(field).toHaveTextContent('Start a project');
      cleanup();

      const published = (button: string) => {
        const content = setPath(
          template.defaultContent,
          `sections.${template.defaultContent.sections.indexOf(contact)}.content.button`,
          button,
        ) as PortfolioContent;
        const { container, unmount } = render(
          <PortfolioDocument template={template} content={content} />,
        );
        const submit = container.querySelector(`[id="${contact.id}"] button[type="submit"]`);
        const words = submit?.textContent;
        unmount();
        return words;
      };
      expect(published('Start a project')).toBe('Start a project');
      expect(published('')).toMatch(/^Send (brief|enquiry)$/);
    },
  );
});
