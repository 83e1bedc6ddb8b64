import { useKit, type SectionProps } from '@folio/template-sdk';
import type { HeroContent } from '../content';

/** The positioning line, a headline set large, then the studio's name and story beside a picture. */
export function Hero({ content }: SectionProps<HeroContent>) {
  const { Text, Image, mode } = useKit();
  const showImage = Boolean(content.image) || mode === 'edit';
  return (
    <header className={`stu-hero${showImage ? ' stu-hero--image' : ''}`}>
      {(content.subtitle || mode === 'edit') && (
        <p className="stu-hero-position">
          <span className="stu-dot" aria-hidden="true" />
          <Text
            path="subtitle"
            value={content.subtitle}
            placeholder="What the studio does, and where"
          />
        </p>
      )}
      <Text
        path="title"
        value={content.title}
        as="h1"
        className="stu-hero-title"
        placeholder="A headline about the work you do"
      />
      <div className="stu-hero-foot">
        <div className="stu-hero-intro">
          <Text
            path="name"
            value={content.name}
            // Without a headline the name is the page's one h1.
            as={content.title || mode === 'edit' ? 'p' : 'h1'}
            className="stu-hero-name"
            placeholder="Studio name"
          />
          <Text
            path="description"
            value={content.description}
            as="p"
            multiline
            className="stu-hero-description"
            placeholder="One or two sentences about the studio"
          />
        </div>
        {showImage && (
          <div className="stu-hero-media">
            <Image
              path="image"
              src={content.image}
              alt={content.name ? `Work by ${content.name}` : ''}
              loading="eager"
              className="stu-cover"
              sizes="(min-width: 1024px) 66vw, 100vw"
            />
          </div>
        )}
      </div>
    </header>
  );
}
