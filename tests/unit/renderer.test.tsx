import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PortfolioContent } from '../../model/content';
import { PortfolioView } from '../../renderer/PortfolioView';
import { getTemplate, listTemplates } from '../../templates';

const echelon = getTemplate('echelon');
const withSection = (
  type: string,
  change: (content: Record<string, unknown>) => Record<string, unknown>,
): PortfolioContent => ({
  version: 1,
  sections: echelon.defaultContent.sections.map((section) =>
    section.type === type
      ? { ...section, content: change(structuredClone(section.content)) }
      : section,
  ),
});

describe('PortfolioView', () => {
  it('renders the whole page on the server', () => {
    const html = renderToString(
      <PortfolioView content={echelon.defaultContent} templateId="echelon" />,
    );
    expect(html).toContain('Clear, honest design for brands that mean it.');
    expect(html).toContain('Nord Identity System');
    expect(html).toContain('hello@alexmorgan.design');
    expect(html).toContain('id="gallery"');
  });

  it('does not render hidden sections, nor their navigation', () => {
    const content: PortfolioContent = {
      version: 1,
      sections: echelon.defaultContent.sections.map((section) =>
        section.type === 'work' ? { ...section, hidden: true } : section,
      ),
    };
    render(<PortfolioView content={content} templateId="echelon" />);
    expect(screen.queryByText('Nord Identity System')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Portfolio' })).queryByText('Work'),
    ).not.toBeInTheDocument();
  });

  it('renders text as text, never as markup', () => {
    const content = withSection('hero', (hero) => ({
      ...hero,
      title: '<img src=x onerror=alert(1)>Hello',
    }));
    const html = renderToString(<PortfolioView content={content} templateId="echelon" />);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;Hello');
    expect(html).not.toContain('<img src=x');
  });

  it('drops unsafe links and images', () => {
    const content = withSection('contact', (contact) => ({
      ...contact,
      social_links: [{ platform: 'Evil', url: 'javascript:alert(1)' }],
    }));
    const withImage = withSection('hero', (hero) => ({ ...hero, image: 'javascript:alert(1)' }));
    const html =
      renderToString(<PortfolioView content={content} templateId="echelon" />) +
      renderToString(<PortfolioView content={withImage} templateId="echelon" />);
    expect(html).not.toContain('javascript:');
  });

  it('links projects to their written case study at its readable address, else to their caseStudyUrl', () => {
    const content = withSection('work', (work) => ({
      ...work,
      projects: (work.projects as Array<Record<string, unknown>>).map((project, index) => ({
        ...project,
        caseStudyUrl: index === 1 ? 'https://behance.net/gallery/1' : '',
      })),
    }));
    render(
      <PortfolioView
        content={content}
        templateId="echelon"
        portfolioId="p42"
        slug="rin-sato"
        caseStudies={{ 'project-1': { title: 'The Nord story' } }}
      />,
    );
    const links = screen.getAllByRole('link', { name: /View case study/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/portfolio/rin-sato/nord-identity-system',
      'https://behance.net/gallery/1',
    ]);
  });

  it('reads older stored shapes', () => {
    render(
      <PortfolioView
        content={{ hero: { name: 'Old Shape', title: 'From the keyed object' } }}
        templateId="minimal"
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'From the keyed object' }),
    ).toBeInTheDocument();
  });

  it('opens gallery images in a lightbox that the keyboard drives and closes', async () => {
    const user = userEvent.setup();
    render(<PortfolioView content={echelon.defaultContent} templateId="echelon" />);
    const opener = screen.getByRole('button', { name: 'Open Circle study full screen' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Image viewer' });
    expect(within(dialog).getByText('1 / 6')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('2 / 6')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByText('6 / 6')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('renders the photography template with the same document format', () => {
    const lumen = getTemplate('lumen');
    const html = renderToString(
      <PortfolioView content={lumen.defaultContent} templateId="lumen" />,
    );
    expect(html).toContain('Noa Lindqvist');
    expect(html).toContain('lum-wall');
  });
});

describe('uploaded images', () => {
  const hash = 'a1'.repeat(32);
  const uploaded = `/uploads/a1/${hash}-2400x1600.webp`;

  it('get srcset, sizes, width and height from their URL', () => {
    const content = withSection('gallery', (gallery) => ({
      ...gallery,
      images: [{ id: 'one', src: uploaded, caption: 'Uploaded', meta: '' }],
    }));
    render(<PortfolioView content={content} templateId="echelon" />);
    const image = screen.getByRole('img', { name: 'Uploaded' });
    expect(image).toHaveAttribute(
      'srcset',
      [
        [480, 320],
        [960, 640],
        [1600, 1067],
        [2400, 1600],
      ]
        .map(([width, height]) => `/uploads/a1/${hash}-${width}x${height}.webp ${width}w`)
        .join(', '),
    );
    expect(image).toHaveAttribute(
      'sizes',
      '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
    );
    expect(image).toHaveAttribute('width', '2400');
    expect(image).toHaveAttribute('height', '1600');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('leave other URLs as they are', () => {
    render(<PortfolioView content={echelon.defaultContent} templateId="echelon" />);
    const image = screen.getByRole('img', { name: 'Circle study' });
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('src', '/templates/echelon/gallery-1.svg');
  });
});

describe('a document with no pictures of its own', () => {
  for (const template of listTemplates()) {
    it(`shows none of ${template.name}'s sample pictures: a project without one gets a neutral placeholder`, () => {
      const json = JSON.stringify(template.defaultContent);
      const samplePictures = new Set(
        [...json.matchAll(/"(\/templates\/[^"]+)"/g)].map((found) => found[1]),
      );
      expect(samplePictures.size).toBeGreaterThan(0);
      const content = JSON.parse(json.replace(/"\/templates\/[^"]+"/g, '""')) as PortfolioContent;
      const { container } = render(<PortfolioView content={content} templateId={template.id} />);
      const shown = [...container.querySelectorAll('img')].map((image) =>
        image.getAttribute('src'),
      );
      expect(shown.filter((src) => src && samplePictures.has(src))).toEqual([]);
    });
  }
});
