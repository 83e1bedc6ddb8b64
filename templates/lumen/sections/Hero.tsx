import { useKit, type SectionProps } from '@folio/template-sdk';
import type { HeroContent } from '../content';

/** A full-bleed photograph with the name laid over its lower edge, or the name beside it (split). */
export function Hero({ content, layout }: SectionProps<HeroContent>) {
  const { Text, Image } = useKit();
  return (
    <header className={`lum-hero lum-hero--${layout}${content.image ? '' : ' lum-hero--plain'}`}>
      <div className="lum-hero-photo">
        <Image
          path="image"
          src={content.image}
          alt=""
          loading="eager"
          className="lum-cover"
          sizes="100vw"
        />
      </div>
      <div className="lum-hero-copy">
        <Text
          path="subtitle"
          value={content.subtitle}
          as="p"
          className="lum-kicker"
          placeholder="What you photograph, where"
        />
        <Text
          path="name"
          value={content.name}
          as="h1"
          className="lum-hero-name"
          placeholder="Your name"
        />
        <Text
          path="title"
          value={content.title}
          as="p"
          className="lum-hero-title"
          placeholder="A line about your work"
        />
        <Text
          path="description"
          value={content.description}
          as="p"
          multiline
          className="lum-hero-text"
          placeholder="A few words about what you shoot"
        />
      </div>
    </header>
  );
}
