// __NAME__'s hero: your role, a headline, a sentence about your work and your name, all editable in place.
import { useKit, type SectionProps } from '@folio/template-sdk';
import type { HeroContent } from '../content';

export function Hero({ content }: SectionProps<HeroContent>) {
  const { Text, Image, mode } = useKit();
  return (
    <header className="__ROOT__-hero">
      <div className="__ROOT__-hero-copy">
        <Text
          path="subtitle"
          value={content.subtitle}
          as="p"
          className="__ROOT__-eyebrow"
          placeholder="Your role"
        />
        <Text
          path="title"
          value={content.title}
          as="h1"
          className="__ROOT__-hero-title"
          placeholder="A headline about your work"
        />
        <Text
          path="description"
          value={content.description}
          as="p"
          multiline
          className="__ROOT__-lead"
          placeholder="One or two sentences about what you do"
        />
        <Text
          path="name"
          value={content.name}
          // Without a headline the name is the page's one h1 (the check reads the page after setup).
          as={content.title || mode === 'edit' ? 'p' : 'h1'}
          className="__ROOT__-hero-name"
          placeholder="Your name"
        />
      </div>
      {content.image && (
        <div className="__ROOT__-hero-media">
          <Image
            path="image"
            src={content.image}
            alt={content.name ?? ''}
            loading="eager"
            className="__ROOT__-cover"
          />
        </div>
      )}
      {!content.image && mode === 'edit' && (
        // A place to add a picture that takes no room: the page keeps its published layout.
        <div className="__ROOT__-hero-add-media" data-edit-slot="compact">
          <Image path="image" src={content.image} alt={content.name ?? ''} className="__ROOT__-cover" />
        </div>
      )}
    </header>
  );
}
