import { useKit, type SectionProps } from '@folio/template-sdk';
import type { HeroContent } from '../content';

/** Name and role on a small card, a headline, and the facts a visitor looks for first. */
export function Hero({ content }: SectionProps<HeroContent>) {
  const { Text, Image, mode } = useKit();
  const showAvatar = Boolean(content.image) || mode === 'edit';
  const facts = [
    { key: 'location', value: content.location, placeholder: 'City, country' },
    { key: 'status', value: content.status, placeholder: 'What you are working on' },
  ] as const;
  const shownFacts = facts.filter((fact) => fact.value || mode === 'edit');
  return (
    <header className="dev-hero">
      <div className="dev-hero-id">
        {showAvatar && (
          <div className="dev-avatar">
            <Image
              path="image"
              src={content.image}
              alt={content.name ?? ''}
              loading="eager"
              className="dev-cover"
              sizes="72px"
            />
          </div>
        )}
        <div className="dev-hero-who">
          <Text
            path="name"
            value={content.name}
            as="h1"
            className="dev-hero-name"
            placeholder="Your name"
          />
          <Text
            path="subtitle"
            value={content.subtitle}
            as="p"
            className="dev-hero-role"
            placeholder="Your role"
          />
        </div>
      </div>
      <Text
        path="title"
        value={content.title}
        as="p"
        className={`dev-hero-title${mode === 'view' ? ' dev-hero-title--caret' : ''}`}
        placeholder="A headline about what you build"
      />
      <div className="dev-hero-foot">
        <Text
          path="description"
          value={content.description}
          as="p"
          multiline
          className="dev-hero-description"
          placeholder="One or two sentences about how you work"
        />
        {shownFacts.length > 0 && (
          <dl className="dev-facts">
            {shownFacts.map((fact) => (
              <div key={fact.key}>
                <Text
                  path={`${fact.key}_label`}
                  value={content[`${fact.key}_label`]}
                  as="dt"
                  placeholder={fact.key === 'location' ? 'Based in' : 'Now'}
                />
                <dd>
                  <Text path={fact.key} value={fact.value} placeholder={fact.placeholder} />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </header>
  );
}
