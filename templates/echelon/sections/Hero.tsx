import { useKit, type SectionProps } from '@folio/template-sdk';
import type { HeroContent } from '../content';

export function Hero({ content, layout }: SectionProps<HeroContent>) {
  const { Text, Image, mode } = useKit();
  const showImage = Boolean(content.image);
  return (
    <header className={`ech-hero ech-hero--${layout}${showImage ? ' ech-hero--image' : ''}`}>
      <div className="ech-hero-copy">
        <Text
          path="subtitle"
          value={content.subtitle}
          as="p"
          className="ech-eyebrow"
          placeholder="Your role"
        />
        <Text
          path="title"
          value={content.title}
          as="h1"
          className="ech-hero-title"
          placeholder="A headline about your work"
        />
      </div>
      {showImage && (
        <div className="ech-hero-media">
          <Image
            path="image"
            src={content.image}
            alt={content.name ?? ''}
            loading="eager"
            className="ech-cover"
          />
        </div>
      )}
      {!showImage && mode === 'edit' && (
        // A place to add a picture that takes no room: the page keeps its published layout.
        <div className="ech-hero-add-media" data-edit-slot="compact">
          <Image path="image" src={content.image} alt={content.name ?? ''} className="ech-cover" />
        </div>
      )}
      <div className="ech-hero-meta">
        <Text
          path="name"
          value={content.name}
          // Without a headline the name is the page's one h1.
          as={content.title || mode === 'edit' ? 'p' : 'h1'}
          className="ech-hero-name"
          placeholder="Your name"
        />
        <Text
          path="description"
          value={content.description}
          as="p"
          multiline
          className="ech-hero-description"
          placeholder="One or two sentences about what you do"
        />
      </div>
    </header>
  );
}
